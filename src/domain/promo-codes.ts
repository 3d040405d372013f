// Promo code rules (SPEC §5, §9): pure, so the server and the tests share them. The codes
// themselves are rows in the database (promo_codes), set from /admin.
import type { Discount } from './pricing.ts';
import { venueDay } from './venue-time.ts';

export const invalidPromoMessage = 'Invalid promo code';
export const promoUsedMessage = 'This promo code has already been used.';
export const promoNotYetMessage = 'This promo code is not valid yet.';
export const promoEndedMessage = 'This promo code has expired.';

/** Codes compare trimmed and lower-cased. */
export const normalizePromoCode = (code: string): string => code.trim().toLowerCase();

export const maxPromoCodeLength = 40;

/**
 * What a code can be (after trimming and lower-casing): 1 to 40 characters, no spaces or control
 * characters. Anything else is no code, and is never sent to the database.
 */
export const isPromoCodeShape = (code: string): boolean =>
  code.length >= 1 && code.length <= maxPromoCodeLength && code.isWellFormed() && !/[\s\p{Cc}\p{Cf}]/u.test(code);

export interface PromoRule {
  code: string;
  discount: Discount;
  /** The levels it applies to; empty = every player level. */
  levelIds: readonly string[];
  /** Shown when used with another level. */
  restrictionMessage: string | null;
  /** null = unlimited, 1 = single-use. */
  maxUses: number | null;
  /** 'YYYY-MM-DD' (venue time), inclusive. */
  firstDay: string | null;
  lastDay: string | null;
  disabled: boolean;
}

/** The message shown with any other level than the code's (the organizer may leave it blank). */
export function defaultRestrictionMessage(code: string, levelNames: readonly string[]): string {
  const name = code.charAt(0).toUpperCase() + code.slice(1);
  return `${name} promo code can only be applied to ${levelNames.map((n) => `'${n}'`).join(' or ')} registration.`;
}

/**
 * The restriction message when `promo` cannot be used with `registrationType`, else undefined.
 * SPEC §5: a restricted code "applies only with" its level, so with no level chosen it does not apply.
 */
export function restrictionMessage(promo: PromoRule, registrationType: string | undefined): string | undefined {
  if (promo.levelIds.length === 0) return undefined;
  if (registrationType && promo.levelIds.includes(registrationType)) return undefined;
  return promo.restrictionMessage ?? defaultRestrictionMessage(promo.code, promo.levelIds);
}

/** Why the code cannot be used on `at`'s venue day (before its first day, after its last), else undefined. */
export function dateRefusal(promo: PromoRule, at: Date, timeZone: string): string | undefined {
  const today = venueDay(at, timeZone);
  if (promo.firstDay && today < promo.firstDay) return promoNotYetMessage;
  if (promo.lastDay && today > promo.lastDay) return promoEndedMessage;
  return undefined;
}

/**
 * A code made for another edition than the one of `year`, or before codes kept their edition:
 * what "Disable last edition's codes" in /admin ends. A code belongs to the edition the dashboard
 * showed when it was created, so the organizer can tell which codes it takes.
 */
export const isFromAnotherEdition = (code: { editionYear: number | null }, year: number): boolean => code.editionYear !== year;
