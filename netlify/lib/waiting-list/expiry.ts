// The scheduled run (netlify/functions/waiting-list-expiry.mts, every 5 minutes; `npm start` runs
// it on the same schedule): for every item with an offer past its end or someone waiting, one
// transaction under the item's lock takes the offer step (offers.ts): lapsed offers are written as
// expired and their people told, and free places go to the next in line. Reads never wait for it:
// an offer past its end keeps no place from the moment it ends (db/repositories/holds.ts's
// standingOffer). Two runs at once queue on the lock, and the second finds nothing left to do.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { itemsToReview } from '../../../db/repositories/waiting-list.ts';
import { sendQueued } from '../platform/mail/outbox.ts';
import { offerFreedPlaces } from './offers.ts';

export async function runWaitingLists(db: Kysely<Database>, now: Date): Promise<{ items: number; mails: number }> {
  const items = await itemsToReview(db, now);
  let mails = 0;
  for (const itemId of items) {
    const mailIds = await db.transaction().execute(async (trx) => {
      await lockRegistrationType(trx, itemId);
      return offerFreedPlaces(trx, itemId, now);
    });
    mails += mailIds.length;
    await sendQueued(db, mailIds);
  }
  return { items: items.length, mails };
}
