// GET /api/check-promo-code/:code's answer: is the code known, and can it be used now
// (restriction to a registration type, single-use code already spent)?
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { countPromoUses, isPromoCodeUsed } from '../../../db/repositories/promo-codes.ts';
import { findSponsorEntry } from '../../../db/repositories/sponsor-entries.ts';
import type { Discount } from '../../../src/domain/pricing.ts';
import { entryAppliedMessage, entryDiscount, entryUsedMessage, entryWithdrawnMessage, isEntryCode, normalizeEntryCode } from '../../../src/domain/sponsor-entries.ts';
import { dateRefusal, invalidPromoMessage, promoUsedMessage, restrictionMessage } from '../../../src/domain/promo-codes.ts';
import { clock } from '../platform/clock.ts';
import { loadPromoCode } from './promo-codes.ts';
import { parseOpenIds, playerLevelIds } from '../../../src/domain/items.ts';
import { closedMessage, unavailableTypeMessage } from '../../../src/domain/sales.ts';
import { getEnv } from '../platform/env.ts';
import { salesItemsNow } from '../sales/sales.ts';
import { countCodeLookup, settleCodeLookup } from './code-guessing.ts';

export interface PromoCheck {
  valid: boolean;
  available: boolean;
  message: string;
  discount?: Discount;
  restrictedTo?: string;
  levelIds?: string[];
}

/**
 * GET /api/check-promo-code/:code: counted with every other code lookup (code-guessing.ts) before
 * the code is looked at; a known code gives its count back.
 */
export async function lookUpPromoCode(ctx: { ip?: string } | undefined, db: Kysely<Database>, code: string, registrationType: string | undefined): Promise<PromoCheck> {
  const ticket = await countCodeLookup(ctx);
  const answer = await checkPromoCode(db, code, registrationType);
  await settleCodeLookup(ticket, answer.valid);
  return answer;
}

export async function checkPromoCode(db: Kysely<Database>, code: string, registrationType: string | undefined, now = clock.now()): Promise<PromoCheck> {
  if (isEntryCode(code)) return checkEntryCode(db, normalizeEntryCode(code));
  const promo = await loadPromoCode(db, code);
  // A disabled code is no code at all for the visitor.
  if (!promo || promo.disabled) return { valid: false, available: false, message: invalidPromoMessage };
  const known = { valid: true, discount: promo.discount, ...(promo.levelIds.length > 0 ? { restrictedTo: promo.levelIds[0] } : {}),
    // Several levels: all of them (a one-level code answers as SPEC shows, restrictedTo alone).
    ...(promo.levelIds.length > 1 ? { levelIds: [...promo.levelIds] } : {}) };
  const refused = dateRefusal(promo, now, clock.timeZone()) ?? restrictionMessage(promo, registrationType);
  if (refused) return { ...known, available: false, message: refused };
  const level = registrationType ? await levelRefusal(db, registrationType, now) : undefined;
  if (level) return { ...known, available: false, message: level };
  if (promo.maxUses !== null && (await countPromoUses(db, promo.code)) >= promo.maxUses) return { ...known, available: false, message: promoUsedMessage };
  return { ...known, available: true, message: 'Promo code is valid.' };
}

/** The level's refusal when it is not on sale now (the sales settings), as POST /api/register would say it. */
async function levelRefusal(db: Kysely<Database>, registrationType: string, now: Date): Promise<string | undefined> {
  // Only a level id can name a level: anything else (a typo, a NUL byte PostgreSQL refuses) is none.
  if (!playerLevelIds.includes(registrationType)) return undefined;
  const [level] = await salesItemsNow(db, [registrationType], now, parseOpenIds(getEnv().openLevels));
  if (!level || level.kind !== 'player' || level.state === 'on_sale') return undefined;
  return level.state === 'closed' ? closedMessage(level.name) : unavailableTypeMessage;
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
