// A registration's hold on its places (its level, its rooms and its single-use code): whether it
// can still take them when it comes to be paid, a new hold before a checkout, and what the sale that
// fills a capped level or room does to the others. An unpaid registration keeps no buyer out (placesUsed in src/domain/sales.ts),
// so a pending registration still holding a place there has lost it to a buyer who paid first: its
// hold ends and its registrant is told, in the transaction that records the sale, so nobody pays for
// a place that is gone without having been told (one who pays anyway is flagged for a refund).
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db, Registration } from '../../../db/database.ts';
import { endHold, listHoldingRegistrations } from '../../../db/repositories/holds.ts';
import { claimPromoUse, findPromoCodeRow } from '../../../db/repositories/promo-codes.ts';
import { findRegistration, lockRegistration, lockRegistrationType, renewHold } from '../../../db/repositories/registrations.ts';
import { isSponsorLevel, itemName } from '../../../src/data/levels.ts';
import { isFull, lacksPlaces, roomUnavailableMessage, unavailableTypeMessage } from '../../../src/domain/sales.ts';
import { isEntryCode } from '../../../src/domain/sponsor-entries.ts';
import { HttpError } from '../platform/http.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import { clock } from '../platform/clock.ts';
import { salesItemsNow } from '../sales/sales.ts';
import { sponsorLevelFullMessage } from '../sales/sponsor-places.ts';
import { claimEntryCode } from '../sponsor-entries/sponsor-entries.ts';
import { placeSoldMail } from './mail.ts';
import { readSeatSettings } from '../../../db/repositories/seats.ts';

/**
 * After `sold` took its places (its level and rooms locked): ends the holds left on each of its
 * capped items that now has fewer places than they need (full, or fewer than an order's seats), and queues a message to each holder (once, however many of its
 * items filled). Outbox ids.
 */
export async function tellHoldersOfSoldOutItems(trx: Db, sold: Registration): Promise<number[]> {
  const ids = [...(sold.registrationType ? [sold.registrationType] : []), ...sold.roomAdditions];
  const items = await salesItemsNow(trx, ids, clock.now(), []);
  const { maxSeats } = await readSeatSettings(trx);
  const mailIds: number[] = [];
  const told = new Set<string>();
  for (const item of items.filter((i) => i.left !== null && i.left < maxSeats)) {
    for (const holder of await listHoldingRegistrations(trx, item, sold.registrationId)) {
      // An order needs a place per seat: it has lost them once fewer are left than it has seats.
      if (told.has(holder.registrationId) || !lacksPlaces(item, item.kind === 'room' ? 1 : holder.seats)) continue;
      told.add(holder.registrationId);
      await endHold(trx, holder.registrationId);
      mailIds.push(await queueMail(trx, placeSoldMail(holder, item)));
    }
  }
  return mailIds;
}

/**
 * Why the registration cannot take its places now ('over_capacity', 'promo_code_taken'), or null
 * when it can, in which case a single-use code it no longer holds is claimed again. A hold keeps no
 * buyer out (src/domain/sales.ts's placesUsed), so a capped level or room sold out meanwhile is lost
 * whether the registration still holds or not. Call with the level locked (its rooms are locked
 * here, after it); a level closed meanwhile still takes the payment (its place went to nobody).
 */
export async function placeLost(trx: Transaction<Database>, reg: Registration & { holds: boolean }): Promise<'over_capacity' | 'promo_code_taken' | null> {
  const rooms = [...reg.roomAdditions].sort();
  for (const id of rooms) await lockRegistrationType(trx, id);
  // A registration from a waiting-list offer is counted without its own offer: the place kept for it is its own.
  const items = await salesItemsNow(trx, [...(reg.registrationType ? [reg.registrationType] : []), ...rooms], clock.now(), [], reg.waitingListEntryId);
  // An order needs a place for each of its seats; a room, one.
  if (items.some((item) => lacksPlaces(item, item.id === reg.registrationType ? reg.seats : 1))) return 'over_capacity';
  if (reg.holds) return null;
  // A limited promo code whose uses went to others meanwhile (a disabled code still counts its uses).
  const promo = reg.promoCode && !isEntryCode(reg.promoCode) ? await findPromoCodeRow(trx, reg.promoCode) : undefined;
  if (promo && !(await claimPromoUse(trx, promo, reg.registrationId))) return 'promo_code_taken';
  // A sponsor's entry: taken by another player meanwhile, or withdrawn with its sponsorship's refund.
  if (reg.promoCode && isEntryCode(reg.promoCode) && !(await claimEntryCode(trx, reg.promoCode, reg.registrationId)).ok) return 'promo_code_taken';
  return null;
}

export const promoGoneMessage = 'The promo code of this registration has been used by someone else. Please register again.';

/** What a registration that lost its places is told: its level's refusal, or its room's when the level still has one. */
async function soldOutMessage(trx: Db, reg: Registration): Promise<string> {
  const type = reg.registrationType ?? '';
  if (isSponsorLevel(type)) return sponsorLevelFullMessage;
  const items = await salesItemsNow(trx, [type, ...reg.roomAdditions], clock.now(), [], reg.waitingListEntryId);
  const room = items.find((i) => i.kind === 'room' && isFull(i));
  return items.some((i) => i.id === type && lacksPlaces(i, reg.seats)) || !room ? unavailableTypeMessage : roomUnavailableMessage(itemName(room.id));
}

/**
 * Before a checkout: 409 with what happened when the registration's level or room was sold to
 * someone else (held or not: a hold keeps no paying buyer out, src/domain/sales.ts's placesUsed) or
 * its single-use code went; otherwise a registration whose hold ended gets a new one. Renewing is
 * harmless: a renewed hold keeps nobody out.
 */
export async function ensureHold(db: Kysely<Database>, registrationId: string, holdSeconds: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const type = (await findRegistration(trx, registrationId))?.registrationType;
    if (type) await lockRegistrationType(trx, type);
    const reg = await lockRegistration(trx, registrationId);
    if (!reg) return;
    const lost = await placeLost(trx, reg);
    if (!lost && reg.holds) return;
    if (lost === 'over_capacity') throw new HttpError(409, await soldOutMessage(trx, reg));
    if (lost === 'promo_code_taken') throw new HttpError(409, promoGoneMessage);
    await renewHold(trx, registrationId, holdSeconds);
  });
}
