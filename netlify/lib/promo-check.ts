// GET /api/check-promo-code/:code's answer: is the code known, and can it be used now
// (restriction to a registration type, single-use code already spent)?
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isPromoCodeUsed } from '../../db/repositories/promo-codes.ts';
import type { Discount } from '../../src/domain/pricing.ts';
import { findPromoCode, invalidPromoMessage, promoUsedMessage, restrictionMessage } from './promo-codes.ts';

export interface PromoCheck {
  valid: boolean;
  available: boolean;
  message: string;
  discount?: Discount;
  restrictedTo?: string;
}

export async function checkPromoCode(db: Kysely<Database>, code: string, registrationType: string | undefined): Promise<PromoCheck> {
  const promo = code.length <= 40 ? findPromoCode(code) : undefined;
  if (!promo) return { valid: false, available: false, message: invalidPromoMessage };
  const known = { valid: true, discount: promo.discount, ...(promo.restrictedTo ? { restrictedTo: promo.restrictedTo.levelId } : {}) };
  const restricted = restrictionMessage(promo, registrationType);
  if (restricted) return { ...known, available: false, message: restricted };
  if (promo.singleUse && (await isPromoCodeUsed(db, promo.code))) return { ...known, available: false, message: promoUsedMessage };
  return { ...known, available: true, message: 'Promo code is valid.' };
}
