// Pricing: every level with every promo code, room sums, and money formatting.
import { describe, expect, it } from 'vitest';
import { dateRefusal, defaultRestrictionMessage, normalizePromoCode, restrictionMessage, type PromoRule } from '../../src/domain/promo-codes.ts';
import { getRegistrationLevels, getRoomAdditions, getSponsorLevels, isSponsorLevel, parseOpenIds } from '../../src/data/levels.ts';
import { dollarsToCents, formatAmount, formatPrice, formatUsd, parseAmount } from '../../src/domain/money.ts';
import { computeTotal, noDiscount } from '../../src/domain/pricing.ts';

const levelPrices = { 'all-in': 2450, 'just-main-event': 2200, 'just-second-chance': 1950, 'second-chance-golf': 2200, 'party-golf': 1950, 'just-party': 1700 };

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

  it('takes a percentage off the level price only, rounded to the cent', () => {
    expect(computeTotal(220000, [], { kind: 'percent', percent: 25 }).totalCents).toBe(165000);
    expect(computeTotal(220000, rooms, { kind: 'percent', percent: 100 }).totalCents).toBe(105000);
    expect(computeTotal(333, [], { kind: 'percent', percent: 50 }).totalCents).toBe(166);
  });

  it('never goes below zero and reports the discount actually given', () => {
    expect(computeTotal(170000, [], { kind: 'off', cents: 190000 })).toEqual({ levelCents: 170000, roomsCents: 0, discountCents: 170000, totalCents: 0 });
    expect(computeTotal(100, [], { kind: 'fixed', cents: 100 }).discountCents).toBe(0);
  });
});

describe('promo code rules', () => {
  const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
    code: 'door25',
    discount: { kind: 'percent', percent: 25 },
    levelIds: [],
    restrictionMessage: null,
    maxUses: null,
    firstDay: null,
    lastDay: null,
    disabled: false,
    ...overrides,
  });

  it('are trimmed and lower-cased', () => {
    expect(normalizePromoCode('  KaRl0 ')).toBe('karl0');
  });

  it('restrict a code to its levels with its message, or a message naming them', () => {
    const cornerstone = rule({ code: 'cornerstone', levelIds: ['just-main-event'], restrictionMessage: "Cornerstone promo code can only be applied to 'Just Main Event' registration." });
    expect(restrictionMessage(cornerstone, 'all-in')).toBe("Cornerstone promo code can only be applied to 'Just Main Event' registration.");
    expect(restrictionMessage(cornerstone, 'just-main-event')).toBeUndefined();
    // "applies only with" its level: with no level chosen a restricted code does not apply.
    expect(restrictionMessage(cornerstone, undefined)).toBe("Cornerstone promo code can only be applied to 'Just Main Event' registration.");
    expect(restrictionMessage(cornerstone, '')).toBe("Cornerstone promo code can only be applied to 'Just Main Event' registration.");
    expect(restrictionMessage(rule(), undefined)).toBeUndefined();
    const two = rule({ levelIds: ['all-in', 'just-party'] });
    expect(restrictionMessage(two, 'just-party')).toBeUndefined();
    expect(defaultRestrictionMessage('door25', ['All In', 'Just Here to Party'])).toBe("Door25 promo code can only be applied to 'All In' or 'Just Here to Party' registration.");
  });

  it('apply from the first day to the last day, venue time (America/Chicago)', () => {
    const june = rule({ firstDay: '2027-06-01', lastDay: '2027-06-30' });
    // 2027-06-01 04:59 UTC is May 31, 23:59 in Chicago (CDT, UTC-5).
    expect(dateRefusal(june, new Date('2027-06-01T04:59:00Z'), 'America/Chicago')).toBe('This promo code is not valid yet.');
    expect(dateRefusal(june, new Date('2027-06-01T05:00:00Z'), 'America/Chicago')).toBeUndefined();
    expect(dateRefusal(june, new Date('2027-07-01T04:59:59Z'), 'America/Chicago')).toBeUndefined();
    expect(dateRefusal(june, new Date('2027-07-01T05:00:00Z'), 'America/Chicago')).toBe('This promo code has expired.');
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
