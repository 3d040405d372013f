// How the dashboard shows list items, and the small spreadsheet helpers.
import { describe, expect, it } from 'vitest';
import { displayAmount, displayCents, displayDateTime, displayPaymentStatus, displayStatus, displayType, displayVenueTime } from '../../src/islands/admin/display.ts';
import { amountInDollars } from '../../netlify/lib/registration/registrations-sheet.ts';
import { textCell } from '../../netlify/lib/platform/spreadsheet/safe-text.ts';
import { columnLetter } from '../../netlify/lib/platform/spreadsheet/stream-workbook.ts';

describe('registrations table', () => {
  it("shows 'Player' for a missing type and a level's name for a known one", () => {
    expect(displayType(null)).toBe('Player');
    expect(displayType('')).toBe('Player');
    expect(displayType('all-in')).toBe('All In');
    expect(displayType('test')).toBe('Test Sponsor');
    expect(displayType('something-new')).toBe('something-new');
  });

  it('shows 0 for a missing amount, dollars otherwise', () => {
    expect(displayAmount(null)).toBe('$0');
    expect(displayAmount('2450.00')).toBe('$2,450.00');
    expect(displayAmount('n/a')).toBe('n/a');
  });

  it('shows registered, canceled, or Unknown', () => {
    expect(displayStatus('registered')).toBe('registered');
    expect(displayStatus('canceled')).toBe('canceled');
    expect(displayStatus('refunded')).toBe('Unknown');
    expect(displayStatus(undefined)).toBe('Unknown');
    expect(displayPaymentStatus('paid')).toBe('paid');
    expect(displayPaymentStatus(null)).toBe('Unknown');
  });
});

describe('spreadsheet helpers', () => {
  it('turns any value into cell text', () => {
    expect(textCell('=1+1')).toBe('=1+1');
    expect(textCell(null)).toBe('');
    expect(textCell(12)).toBe('12');
  });

  it('names columns like a spreadsheet', () => {
    expect([1, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
  });

  it('takes dollars from cents, else from the text amount', () => {
    expect(amountInDollars({ amountCents: 245000, amount: '1.00' })).toBe(2450);
    expect(amountInDollars({ amountCents: null, amount: '3,750.50' })).toBe(3750.5);
    expect(amountInDollars({ amountCents: null, amount: null })).toBeNull();
  });
});

describe('payment facts', () => {
  it('shows cents as dollars, money sent back with a minus, other currencies by code', () => {
    expect(displayCents(245000)).toBe('$2,450.00');
    expect(displayCents(-245000)).toBe('−$2,450.00');
    expect(displayCents(1200, 'EUR')).toBe('12.00 EUR');
    expect(displayCents(null)).toBe('–');
  });

  it('shows a time with its date, a dash when missing, unreadable text as sent', () => {
    expect(displayDateTime('2026-11-23T12:00:00.000Z')).toMatch(/^Nov 2[23], 2026, \d{1,2}:00\s[AP]M$/);
    expect(displayDateTime(null)).toBe('–');
    expect(displayDateTime('soon')).toBe('soon');
  });
});

describe('displayVenueTime', () => {
  it("shows a time on the venue's clock with its zone, whatever the organizer's own", () => {
    expect(displayVenueTime('2026-09-25T15:00:00.000Z', 'America/Chicago')).toBe('Sep 25, 2026, 10:00 AM CDT');
    expect(displayVenueTime('2026-12-01T15:00:00.000Z', 'America/Chicago')).toBe('Dec 1, 2026, 9:00 AM CST');
    expect(displayVenueTime(null, 'America/Chicago')).toBe('–');
  });
});
