// Pricing: every level with every promo code, room sums, and money formatting.
import { describe, expect, it } from 'vitest';
import { findPromoCode, allPromoCodes, normalizePromoCode, restrictionMessage } from '../../netlify/lib/promo-codes.ts';
import { getRegistrationLevels, getRoomAdditions, getSponsorLevels, isSponsorLevel, parseOpenIds } from '../../src/domain/levels.ts';
import { dollarsToCents, formatAmount, formatPrice, formatUsd, parseAmount } from '../../src/domain/money.ts';
import { computeTotal, noDiscount } from '../../src/domain/pricing.ts';

const levelPrices = { 'all-in': 2450, 'just-main-event': 2200, 'just-second-chance': 1950, 'second-chance-golf': 2200, 'party-golf': 1950, 'just-party': 1700 };
// Dollars each code takes off a level, per SPEC §9 (just1 sets the level to $1).
const expectedLevelPrice = (code: string, price: number): number =>
  ({ berry: price - 1900, cornerstone: price - 1500, bunnell: price - 1700, villarreal: price - 200, woop100: price - 100, woop200: price - 200, odom: price - 200, karl0: 0, just1: 1 })[code]!;

describe('levels', () => {
  it('lists the six SPEC levels with their prices, all sold out unless re-opened', () => {
    const levels = getRegistrationLevels();
    expect(Object.fromEntries(levels.map((l) => [l.id, l.priceCents / 100]))).toEqual(levelPrices);
    expect(levels.every((l) => l.soldOut)).toBe(true);
    expect(getRegistrationLevels(parseOpenIds(' all-in , just-party,')).filter((l) => !l.soldOut).map((l) => l.id)).toEqual(['all-in', 'just-party']);
  });

  it('lists the rooms (all unavailable) and the sponsor levels with capacities', () => {
    expect(getRoomAdditions().map((r) => [r.id, r.priceCents, r.available])).toEqual([
      ['wednesday-room', 20000, false],
      ['friday-room', 37500, false],
      ['saturday-room', 47500, false],
    ]);
    expect(getSponsorLevels().map((s) => [s.id, formatAmount(s.priceCents), s.capacity])).toEqual([
      ['test', '2.00', null],
      ['table', '3750.00', 5],
      ['cocktail', '5250.00', 1],
      ['final', '6250.00', 1],
    ]);
    expect(isSponsorLevel('cocktail')).toBe(true);
    expect(isSponsorLevel('all-in')).toBe(false);
  });
});

describe('computeTotal', () => {
  const rooms = getRoomAdditions().map((r) => r.priceCents);

  it('adds room additions to the level price', () => {
    expect(computeTotal(245000, []).totalCents).toBe(245000);
    expect(computeTotal(245000, [rooms[0]!]).totalCents).toBe(265000);
    expect(computeTotal(245000, rooms)).toEqual({ levelCents: 245000, roomsCents: 105000, discountCents: 0, totalCents: 350000 });
    expect(computeTotal(170000, [rooms[1]!, rooms[2]!], noDiscount).totalCents).toBe(255000);
  });

  for (const [levelId, price] of Object.entries(levelPrices)) {
    for (const promo of allPromoCodes) {
      it(`${levelId} with ${promo.code}`, () => {
        const expected = Math.max(0, expectedLevelPrice(promo.code, price));
        expect(computeTotal(dollarsToCents(price), [], promo.discount).totalCents).toBe(dollarsToCents(expected));
        // Rooms are always charged on top, whatever the code.
        expect(computeTotal(dollarsToCents(price), rooms, promo.discount).totalCents).toBe(dollarsToCents(expected + 1050));
      });
    }
  }

  it('never goes below zero and reports the discount actually given', () => {
    expect(computeTotal(170000, [], { kind: 'off', cents: 190000 })).toEqual({ levelCents: 170000, roomsCents: 0, discountCents: 170000, totalCents: 0 });
    expect(computeTotal(100, [], { kind: 'fixed', cents: 100 }).discountCents).toBe(0);
  });
});

describe('promo codes', () => {
  it('are trimmed and lower-cased', () => {
    expect(normalizePromoCode('  KaRl0 ')).toBe('karl0');
    expect(findPromoCode(' BERRY ')?.code).toBe('berry');
    expect(findPromoCode('unknown')).toBeUndefined();
  });

  it('are single-use for berry, cornerstone and bunnell only', () => {
    expect(allPromoCodes.filter((c) => c.singleUse).map((c) => c.code)).toEqual(['berry', 'cornerstone', 'bunnell']);
  });

  it('restrict cornerstone, bunnell and villarreal to their level with SPEC messages', () => {
    const cornerstone = findPromoCode('cornerstone')!;
    expect(restrictionMessage(cornerstone, 'all-in')).toBe("Cornerstone promo code can only be applied to 'Just Main Event' registration.");
    expect(restrictionMessage(cornerstone, 'just-main-event')).toBeUndefined();
    expect(restrictionMessage(findPromoCode('bunnell')!, 'all-in')).toBe("Bunnell promo code can only be applied to 'Just Here to Party' registration.");
    expect(restrictionMessage(findPromoCode('villarreal')!, 'party-golf')).toBe("Villarreal promo code can only be applied to 'Just Here to Party' registration.");
    expect(restrictionMessage(findPromoCode('villarreal')!, 'just-party')).toBeUndefined();
    expect(restrictionMessage(findPromoCode('berry')!, 'all-in')).toBeUndefined();
    // "applies only with" its level: with no level chosen a restricted code does not apply.
    expect(restrictionMessage(cornerstone, undefined)).toBe("Cornerstone promo code can only be applied to 'Just Main Event' registration.");
    expect(restrictionMessage(cornerstone, '')).toBe("Cornerstone promo code can only be applied to 'Just Main Event' registration.");
    expect(restrictionMessage(findPromoCode('bunnell')!, undefined)).toBe("Bunnell promo code can only be applied to 'Just Here to Party' registration.");
    expect(restrictionMessage(findPromoCode('berry')!, undefined)).toBeUndefined();
  });
});

describe('money formatting', () => {
  it('formats prices, amounts and dollars', () => {
    expect(formatPrice(245000)).toBe('2,450');
    expect(formatPrice(200)).toBe('2');
    expect(formatAmount(245000)).toBe('2450.00');
    expect(formatAmount(100)).toBe('1.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatUsd(245000)).toBe('$2,450.00');
    expect(formatUsd(37550)).toBe('$375.50');
  });

  it('parses plain amounts and refuses anything else', () => {
    expect(parseAmount('2450')).toBe(245000);
    expect(parseAmount('2,450.00')).toBe(245000);
    expect(parseAmount(' $2,450.5 ')).toBe(245050);
    expect(parseAmount('0.1')).toBe(10);
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', '$']) expect(parseAmount(bad)).toBeNull();
  });

  it('converts dollars to integer cents without float drift', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1950)).toBe(195000);
  });
});
