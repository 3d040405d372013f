// How long an offer stands: the organizer's time, shorter close to the event, none after the cutoff.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOfferTimes, minimumOfferMs, offerEndsAt, offersEndAt } from '../../src/domain/waiting-list/offer-lifetime.ts';

const hour = 3_600_000;
const eventStart = new Date('2026-09-24T17:00:00Z');
const before = (hours: number) => new Date(eventStart.getTime() - hours * hour);

describe('offerEndsAt', () => {
  it('gives 24 hours by default, well before the event', () => {
    expect(offerEndsAt(before(24 * 30), eventStart)).toEqual(before(24 * 30 - 24));
  });

  it('gives the organizer\'s time when no start is ahead (the edition is over, the next one not set)', () => {
    expect(offerEndsAt(before(-48), null, { offerHours: 12, cutoffHours: 6 })).toEqual(before(-60));
  });

  it('gives the organizer\'s time when set', () => {
    expect(offerEndsAt(before(24 * 30), eventStart, { offerHours: 48, cutoffHours: 6 })).toEqual(before(24 * 30 - 48));
  });

  it('shortens close to the event: at most half of what is left before the cutoff (6 hours by default)', () => {
    // 30 hours before: 24 left before the cutoff, so 12 hours.
    expect(offerEndsAt(before(30), eventStart)).toEqual(before(18));
    // 8 hours before: 2 left, so the one-hour minimum.
    expect(offerEndsAt(before(8), eventStart)).toEqual(before(7));
  });

  it('makes no offer once less than an hour is left before the cutoff, nor after it', () => {
    expect(offerEndsAt(before(6.5), eventStart)).toBeNull();
    expect(offerEndsAt(before(2), eventStart)).toBeNull();
    expect(offerEndsAt(before(-5), eventStart)).toBeNull();
    expect(offersEndAt(eventStart, defaultOfferTimes)).toEqual(before(6));
  });

  it('for any moment and settings: an offer ends after it is made, within the organizer\'s time, at least an hour on, and never past the cutoff', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48 * hour, max: 400 * hour }),
        fc.integer({ min: 1, max: 168 }),
        fc.integer({ min: 0, max: 168 }),
        (msBefore, offerHours, cutoffHours) => {
          const now = new Date(eventStart.getTime() - msBefore);
          const times = { offerHours, cutoffHours };
          const end = offerEndsAt(now, eventStart, times);
          const cutoff = offersEndAt(eventStart, times).getTime();
          if (end === null) {
            expect(cutoff - now.getTime()).toBeLessThan(minimumOfferMs);
            return;
          }
          const life = end.getTime() - now.getTime();
          expect(life).toBeGreaterThanOrEqual(Math.min(minimumOfferMs, offerHours * hour));
          expect(life).toBeLessThanOrEqual(offerHours * hour);
          expect(end.getTime()).toBeLessThanOrEqual(cutoff);
        },
      ),
    );
  });
});
