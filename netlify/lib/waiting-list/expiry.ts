// The scheduled run (netlify/functions/waiting-list-expiry.mts, every 5 minutes; `npm start` runs
// it on the same schedule): for every item with an offer past its end or someone waiting, one
// transaction under the item's lock takes the offer step (offers.ts): lapsed offers are written as
// expired and their people told, and free places go to the next in line. Reads never wait for it:
// an offer past its end keeps no place from the moment it ends (db/repositories/holds.ts's
// standingOffer). Two runs at once queue on the lock, and the second finds nothing left to do.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { itemsToReview } from '../../../db/repositories/waiting-list.ts';
import { offerFreedPlacesNow } from './offers.ts';

export async function runWaitingLists(db: Kysely<Database>, now: Date): Promise<{ items: number; mails: number }> {
  const items = await itemsToReview(db, now);
  let mails = 0;
  for (const itemId of items) mails += await offerFreedPlacesNow(db, itemId, now);
  return { items: items.length, mails };
}
