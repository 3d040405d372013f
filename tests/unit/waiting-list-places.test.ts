// How standing offers count against capacity, and how an offer and a walk-in buyer race for a place.
// Every capacity decision runs under the item's advisory lock, so the race is a sequence of steps:
// the model below applies random sequences of them and checks the rule keeps its promises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placesToOffer } from '../../src/domain/waiting-list/places.ts';
import { effectiveState, placesUsed, type PlaceCount } from '../../src/domain/sales.ts';

/** Whether a buyer may take a place: the sales rule itself (an item on sale, its places used counted). */
const mayBuy = (capacity: number | null, count: PlaceCount): boolean =>
  effectiveState({ id: 'level', kind: 'player', state: 'on_sale', opensAt: null, closesAt: null, capacity, priceCents: 1, earlyPriceCents: null, earlyUntil: null }, new Date(), placesUsed(count)) === 'on_sale';

// The count as the buyer meets it: the person an offer was made to is counted without it.
const asMet = (count: { taken: number; held: number; offered: number }, ownOffer = false) => ({ ...count, offered: Math.max(0, count.offered - (ownOffer ? 1 : 0)) });

describe('placesUsed with offers', () => {
  it('counts sales and standing offers, not unpaid registrations', () => {
    expect(placesUsed({ taken: 3, held: 5, offered: 2 })).toBe(5);
    expect(placesUsed(asMet({ taken: 3, held: 5, offered: 2 }, true))).toBe(4);
    expect(placesUsed({ taken: 3, held: 9, offered: 0 })).toBe(3);
  });
});

describe('the last place: an offer and a walk-in buyer', () => {
  it('keeps the offered place from the walk-in and lets the offered person take it', () => {
    const count = { taken: 1, held: 0, offered: 1 };
    expect(mayBuy(2, count)).toBe(false);
    expect(mayBuy(2, asMet(count, true))).toBe(true);
    expect(placesToOffer(2, count)).toBe(0);
  });

  it('offers nothing for an unlimited item and never a negative number of places', () => {
    expect(placesToOffer(null, { taken: 5, held: 0, offered: 0 })).toBe(0);
    expect(placesToOffer(2, { taken: 3, held: 0, offered: 0 })).toBe(0);
    expect(placesToOffer(5, { taken: 1, held: 0, offered: 1 })).toBe(3);
  });

  type Step =
    | { kind: 'walkIn' }
    | { kind: 'offereeBuys'; pick: number }
    | { kind: 'expire'; pick: number }
    | { kind: 'refund' }
    | { kind: 'capacity'; delta: number }
    | { kind: 'offer' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant<Step>({ kind: 'walkIn' }),
    fc.nat(20).map((pick): Step => ({ kind: 'offereeBuys', pick })),
    fc.nat(20).map((pick): Step => ({ kind: 'expire', pick })),
    fc.constant<Step>({ kind: 'refund' }),
    fc.integer({ min: -2, max: 3 }).map((delta): Step => ({ kind: 'capacity', delta })),
    fc.constant<Step>({ kind: 'offer' }),
  );

  it('for any sequence under the lock: a place is never sold twice, and a standing offer can always be bought', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.array(step, { maxLength: 60 }), (startCapacity, steps) => {
        let capacity = startCapacity;
        let taken = 0;
        let offers = 0; // standing offers, one place each
        let waiting = 30;
        const count = () => ({ taken, held: 0, offered: offers });
        for (const s of steps) {
          switch (s.kind) {
            case 'walkIn':
              if (mayBuy(capacity, count())) taken++;
              break;
            case 'offereeBuys':
              if (offers > 0) {
                // The offer's holder always gets their place: the promise the e-mail makes.
                expect(mayBuy(capacity, asMet(count(), true))).toBe(true);
                offers--;
                taken++;
              }
              break;
            case 'expire':
              if (offers > 0) offers--;
              break;
            case 'refund':
              if (taken > 0) taken--;
              break;
            case 'capacity':
              // The organizer cannot set a capacity below the places sold and offered (the save refuses it).
              capacity = Math.max(taken + offers, capacity + s.delta);
              break;
            case 'offer': {
              const n = Math.min(placesToOffer(capacity, count()), waiting);
              offers += n;
              waiting -= n;
              break;
            }
          }
          // Sold places and standing offers never exceed the places there are.
          expect(taken + offers).toBeLessThanOrEqual(capacity);
        }
      }),
    );
  });

  it('after any freeing, running the offers fills every free place while people wait, and a second run offers nothing more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.nat(20), fc.nat(20), fc.nat(40), (capacity, takenRaw, offeredRaw, waiting) => {
        const taken = Math.min(takenRaw, capacity);
        const offered = Math.min(offeredRaw, capacity - taken);
        const first = Math.min(placesToOffer(capacity, { taken, held: 0, offered }), waiting);
        expect(first).toBe(Math.min(capacity - taken - offered, waiting));
        expect(Math.min(placesToOffer(capacity, { taken, held: 0, offered: offered + first }), waiting - first)).toBe(0);
      }),
    );
  });
});
