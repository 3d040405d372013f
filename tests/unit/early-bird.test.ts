// An early-bird price is shown as such: the regular price and when it ends, on the venue's clock.
import { describe, expect, it } from 'vitest';
import { earlyBirdEnd, earlyBirdNote } from '../../src/domain/early-bird.ts';

const chicago = 'America/Chicago';
const early = (earlyUntil: string | null, priceCents = 190000, regularPriceCents = 210000) => ({ priceCents, regularPriceCents, earlyUntil });

describe('earlyBirdNote', () => {
  it('names the end day and the regular price', () => {
    // 23:59 on August 1, Central daylight time (UTC-5).
    expect(earlyBirdNote(early('2027-08-02T04:59:00.000Z'), chicago)).toBe('early-bird until August 1 (then $2,100)');
  });

  it('reads an end at midnight as the last full day before it', () => {
    expect(earlyBirdNote(early('2027-08-01T05:00:00.000Z'), chicago)).toBe('early-bird until July 31 (then $2,100)');
  });

  it('names the time and zone of an end during the day', () => {
    expect(earlyBirdNote(early('2027-08-01T23:00:00.000Z'), chicago)).toBe('early-bird until August 1, 6:00 PM CDT (then $2,100)');
  });

  it('follows the venue zone, not the visitor’s or UTC', () => {
    // The same instant is still July 31 in Los Angeles.
    expect(earlyBirdEnd(new Date('2027-08-01T06:59:00.000Z'), 'America/Los_Angeles')).toBe('July 31');
    expect(earlyBirdEnd(new Date('2027-08-01T06:59:00.000Z'), chicago)).toBe('August 1, 1:59 AM CDT');
  });

  it('says nothing without an early-bird step, once it has ended, or for a date it cannot read', () => {
    expect(earlyBirdNote(early(null, 210000), chicago)).toBeNull();
    expect(earlyBirdNote(early(null, 210000, 210000), chicago)).toBeNull();
    expect(earlyBirdNote(early('2027-08-02T04:59:00.000Z', 210000, 210000), chicago)).toBeNull();
    expect(earlyBirdNote(early('not a date'), chicago)).toBeNull();
  });
});
