import { describe, expect, it } from 'vitest';
import { eventDay } from '../../src/data/event-day.ts';
import {
  paidReminderDue,
  pendingReminderDue,
  pendingReminderLeadSeconds,
  reminderWindows,
} from '../../src/domain/reminders.ts';
import { venueTimeLabel, zonedTime } from '../../src/domain/venue-time.ts';

const hour = 3600;

describe('pending-payment reminder timing', () => {
  it('is off for holds under two hours, then half the hold, at most a day', () => {
    expect(pendingReminderLeadSeconds(1800)).toBeNull();
    expect(pendingReminderLeadSeconds(2 * hour - 1)).toBeNull();
    expect(pendingReminderLeadSeconds(2 * hour)).toBe(hour);
    expect(pendingReminderLeadSeconds(6 * hour)).toBe(3 * hour);
    expect(pendingReminderLeadSeconds(3 * 24 * hour)).toBe(24 * hour);
  });

  it('is due within the lead before the hold ends, not before and not after', () => {
    const ends = new Date('2026-09-01T12:00:00Z');
    const at = (h: number) => new Date(ends.getTime() + h * hour * 1000);
    expect(pendingReminderDue(ends, at(-4), 6 * hour)).toBe(false);
    expect(pendingReminderDue(ends, at(-3), 6 * hour)).toBe(true);
    expect(pendingReminderDue(ends, at(-0.1), 6 * hour)).toBe(true);
    expect(pendingReminderDue(ends, at(0), 6 * hour)).toBe(false);
    expect(pendingReminderDue(ends, at(-0.1), 1800)).toBe(false);
  });
});

describe('event reminder windows', () => {
  it('reads wall-clock times in the venue time zone, daylight saving or not', () => {
    expect(zonedTime('2026-09-24', '07:00', 'America/Chicago').toISOString()).toBe('2026-09-24T12:00:00.000Z'); // CDT, UTC-5
    expect(zonedTime('2026-12-24', '07:00', 'America/Chicago').toISOString()).toBe('2026-12-24T13:00:00.000Z'); // CST, UTC-6
    expect(zonedTime('2026-03-08', '09:00', 'America/Chicago').toISOString()).toBe('2026-03-08T14:00:00.000Z'); // the day DST starts
  });

  it('a week before at 9:00 until the first morning at 7:00; then until hotel check-in at 16:00', () => {
    const w = reminderWindows('2026-09-24', eventDay);
    expect(w.weekBefore.from.toISOString()).toBe('2026-09-17T14:00:00.000Z');
    expect(w.weekBefore.until.toISOString()).toBe('2026-09-24T12:00:00.000Z');
    expect(w.morningOf.from.toISOString()).toBe('2026-09-24T12:00:00.000Z');
    expect(w.morningOf.until.toISOString()).toBe('2026-09-24T21:00:00.000Z');
  });

  it('is due in its window only; the week-before one not to a registration paid within the last day', () => {
    const w = reminderWindows('2026-09-24', eventDay);
    const longAgo = new Date('2026-08-01T00:00:00Z');
    const inWeek = new Date('2026-09-20T15:00:00Z');
    expect(paidReminderDue('week_before', longAgo, new Date('2026-09-17T13:59:00Z'), w)).toBe(false);
    expect(paidReminderDue('week_before', longAgo, inWeek, w)).toBe(true);
    expect(paidReminderDue('week_before', null, inWeek, w)).toBe(true);
    expect(paidReminderDue('week_before', new Date(inWeek.getTime() - 3600_000), inWeek, w)).toBe(false);
    expect(paidReminderDue('week_before', longAgo, w.morningOf.from, w)).toBe(false);
    expect(paidReminderDue('morning_of', longAgo, inWeek, w)).toBe(false);
    expect(paidReminderDue('morning_of', new Date(w.morningOf.from.getTime() - 60_000), w.morningOf.from, w)).toBe(true);
    expect(paidReminderDue('morning_of', longAgo, w.morningOf.until, w)).toBe(false);
  });

  it('tells a time as the registrant reads it', () => {
    expect(venueTimeLabel(new Date('2026-09-22T20:30:00Z'), 'America/Chicago')).toBe('Tuesday, September 22, 2026 at 3:30 PM CDT');
  });
});
