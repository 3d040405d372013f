// Promo codes: server-only data (never imported by src/, so the codes are not shipped to browsers).
// Amounts per SPEC §9. Codes are compared trimmed and lower-cased.
import { type Discount } from '../../src/domain/pricing.ts';

export interface PromoCode {
  code: string;
  discount: Discount;
  /** Spent by the first registration that uses it (tracked in used_promo_codes). */
  singleUse: boolean;
  /** The only registration type the code applies to, with the message shown otherwise. */
  restrictedTo?: { levelId: string; message: string };
}

const off = (dollars: number): Discount => ({ kind: 'off', cents: dollars * 100 });

const codes: readonly PromoCode[] = [
  { code: 'berry', discount: off(1900), singleUse: true },
  {
    code: 'cornerstone',
    discount: off(1500),
    singleUse: true,
    restrictedTo: { levelId: 'just-main-event', message: "Cornerstone promo code can only be applied to 'Just Main Event' registration." },
  },
  {
    code: 'bunnell',
    discount: off(1700),
    singleUse: true,
    restrictedTo: { levelId: 'just-party', message: "Bunnell promo code can only be applied to 'Just Here to Party' registration." },
  },
  {
    code: 'villarreal',
    discount: off(200),
    singleUse: false,
    restrictedTo: { levelId: 'just-party', message: "Villarreal promo code can only be applied to 'Just Here to Party' registration." },
  },
  { code: 'woop100', discount: off(100), singleUse: false },
  { code: 'woop200', discount: off(200), singleUse: false },
  { code: 'odom', discount: off(200), singleUse: false },
  // More than any level costs: the level becomes free and only the rooms are charged.
  { code: 'karl0', discount: off(10000), singleUse: false },
  // The level costs $1.00; rooms are charged on top.
  { code: 'just1', discount: { kind: 'fixed', cents: 100 }, singleUse: false },
];

export const invalidPromoMessage = 'Invalid promo code';
export const promoUsedMessage = 'This promo code has already been used.';

export const normalizePromoCode = (code: string): string => code.trim().toLowerCase();

export function findPromoCode(code: string): PromoCode | undefined {
  const normalized = normalizePromoCode(code);
  return codes.find((c) => c.code === normalized);
}

/**
 * The restriction message when `promo` cannot be used with `registrationType`, else undefined.
 * SPEC §5: a restricted code "applies only with" its level, so with no level chosen it does not apply.
 */
export function restrictionMessage(promo: PromoCode, registrationType: string | undefined): string | undefined {
  if (!promo.restrictedTo) return undefined;
  return promo.restrictedTo.levelId === registrationType ? undefined : promo.restrictedTo.message;
}

export const allPromoCodes: readonly PromoCode[] = codes;
