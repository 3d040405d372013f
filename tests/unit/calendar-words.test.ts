// Ordinals and calendar days as the site writes them: the edition, the start, the schedule's headings.
import { describe, expect, it } from 'vitest';
import { ordinal } from '../../src/domain/ordinal.ts';
import { addDays, startsAtLabel, timeInWords, weekdayHeading } from '../../src/domain/calendar-day.ts';

describe('ordinals', () => {
  it('follow the last digit, except 11th to 13th', () => {
    const cases = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', 5: '5th', 10: '10th', 11: '11th', 12: '12th', 13: '13th', 21: '21st', 22: '22nd', 23: '23rd', 24: '24th', 101: '101st', 111: '111th', 112: '112th', 113: '113th' };
    for (const [n, text] of Object.entries(cases)) expect(ordinal(Number(n))).toBe(text);
  });
});

describe('calendar days', () => {
  it('move by whole days across months and years', () => {
    expect(addDays('2026-09-24', 364)).toBe('2027-09-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('write a schedule heading and when the event starts', () => {
    expect(weekdayHeading('2025-09-25')).toBe('Thursday September 25');
    expect(startsAtLabel('2025-09-25', '12:00')).toBe('September 25th at noon');
    expect(startsAtLabel('2027-09-23', '13:30')).toBe('September 23rd at 1:30pm');
    expect([timeInWords('00:00'), timeInWords('09:00'), timeInWords('16:00'), timeInWords('19:15')]).toEqual(['midnight', '9am', '4pm', '7:15pm']);
  });
});
