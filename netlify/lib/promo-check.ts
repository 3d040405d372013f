// GET /api/check-promo-code/:code's answer: is the code known, and can it be used now
// (restriction to a registration type, single-use code already spent)?
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isPromoCodeUsed } from '../../db/repositories/promo-codes.ts';
import { findSponsorEntry } from '../../db/repositories/sponsor-entries.ts';
import type { Discount } from '../../src/domain/pricing.ts';
import { entryAppliedMessage, entryDiscount, entryUsedMessage, entryWithdrawnMessage, isEntryCode, normalizeEntryCode } from '../../src/domain/sponsor-entries.ts';
import { findPromoCode, invalidPromoMessage, promoUsedMessage, restrictionMessage } from './promo-codes.ts';

export interface PromoCheck {
  valid: boolean;
  available: boolean;
  message: string;
  discount?: Discount;
  restrictedTo?: string;
}

export async function checkPromoCode(db: Kysely<Database>, code: string, registrationType: string | undefined): Promise<PromoCheck> {
  if (isEntryCode(code)) return checkEntryCode(db, normalizeEntryCode(code));
  const promo = code.length <= 40 ? findPromoCode(code) : undefined;
  if (!promo) return { valid: false, available: false, message: invalidPromoMessage };
  const known = { valid: true, discount: promo.discount, ...(promo.restrictedTo ? { restrictedTo: promo.restrictedTo.levelId } : {}) };
  const restricted = restrictionMessage(promo, registrationType);
  if (restricted) return { ...known, available: false, message: restricted };
  if (promo.singleUse && (await isPromoCodeUsed(db, promo.code))) return { ...known, available: false, message: promoUsedMessage };
  return { ...known, available: true, message: 'Promo code is valid.' };
}

/** A sponsor's entry code: known, and free to use now (not withdrawn, not held by a registration). */
async function checkEntryCode(db: Kysely<Database>, code: string): Promise<PromoCheck> {
  const entry = await findSponsorEntry(db, code);
  if (!entry) return { valid: false, available: false, message: invalidPromoMessage };
  const known = { valid: true, discount: entryDiscount };
  if (!entry.usable) return { ...known, available: false, message: entryWithdrawnMessage };
  if (await isPromoCodeUsed(db, code)) return { ...known, available: false, message: entryUsedMessage };
  return { ...known, available: true, message: entryAppliedMessage };
}
