// A promo code as the server uses it: its row in promo_codes (set from /admin), read per request
// so a change applies at once. Codes are compared trimmed and lower-cased.
import type { Db, PromoCodeRow } from '../../../db/database.ts';
import { findPromoCodeRow } from '../../../db/repositories/promo-codes.ts';
import type { Discount } from '../../../src/domain/pricing.ts';
import { isPromoCodeShape, normalizePromoCode, type PromoRule } from '../../../src/domain/promo-codes.ts';

export function toPromoRule(row: PromoCodeRow): PromoRule {
  const discount: Discount =
    row.discountKind === 'percent' ? { kind: 'percent', percent: row.discountValue } : { kind: row.discountKind, cents: row.discountValue };
  return {
    code: row.code,
    discount,
    levelIds: row.levelIds,
    restrictionMessage: row.restrictionMessage,
    maxUses: row.maxUses,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    disabled: row.disabledAt !== null,
  };
}

/** The code as typed (any case, spaces around), or undefined when unknown. Disabled codes are returned. */
export async function loadPromoCode(db: Db, typed: string): Promise<PromoRule | undefined> {
  const code = normalizePromoCode(typed);
  if (!isPromoCodeShape(code)) return undefined;
  const row = await findPromoCodeRow(db, code);
  return row ? toPromoRule(row) : undefined;
}
