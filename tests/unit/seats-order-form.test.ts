// The registration screen's seats: the limit it offers, the count it keeps, its words for an order.
import { describe, expect, it } from 'vitest';
import { buyerNote, seatChoices, seatCount, seatLimit, withSeats } from '../../src/domain/seats/order-form.ts';

describe('the seats the screen offers', () => {
  it('offers the organizer\u2019s limit, 10 without live facts, never more than the places left, at least 1', () => {
    expect(seatLimit(6, null)).toBe(6);
    expect(seatLimit(undefined, undefined)).toBe(10);
    expect(seatLimit(10, 3)).toBe(3);
    expect(seatLimit(10, 0)).toBe(1);
    expect(seatChoices(3)).toEqual(['1', '2', '3']);
  });

  it('keeps the count chosen within the limit, and 1 for anything else', () => {
    expect(seatCount('3')).toBe(3);
    expect(seatCount('8', 5)).toBe(5);
    expect(seatCount('')).toBe(1);
    expect(seatCount('2.5')).toBe(1);
    expect(seatCount('0')).toBe(1);
  });

  it('names the seats of an order only', () => {
    expect(withSeats('All In', 1)).toBe('All In');
    expect(withSeats('All In', 3)).toBe('All In × 3 seats');
    expect(buyerNote(3)).toMatch(/^You register as the buyer and pay once for 3 seats\. .*claim link.*registration page\.$/);
  });
});
