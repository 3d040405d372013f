// Single-use promo codes that have been spent (used_promo_codes.code is unique).
import type { Db } from './registrations.ts';

export const usedPromoCodeConstraint = 'used_promo_codes_code_key';

export async function isPromoCodeUsed(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('usedPromoCodes').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the code as spent by `registrationId`. Run it in the registration's transaction: if
 * another registration took the code first, the unique constraint fails (isUniqueViolation with
 * usedPromoCodeConstraint) and the whole registration rolls back.
 */
export async function markPromoCodeUsed(db: Db, code: string, registrationId: string): Promise<void> {
  await db.insertInto('usedPromoCodes').values({ code, registrationId }).execute();
}
