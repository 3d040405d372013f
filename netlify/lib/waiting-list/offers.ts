// The one step every path that frees a place takes, in its own transaction and under the item's
// lock (lockRegistrationType): offers that have ended are written as expired (each person told
// once), then every free place of the item goes to the next person in line, as an offer kept for
// them alone until a time (src/domain/waiting-list/offer-lifetime.ts) with an e-mail carrying the
// link that registers for it. Two runs at once wait on the lock; the second finds nothing left to
// do, so a place is offered once. A path that frees places of several items calls it per item, in
// the order it locked them.
import type { Kysely, Transaction } from 'kysely';
import type { Database, WaitingListEntry } from '../../../db/database.ts';
import { lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { expireLapsedOffers, markOffered, readSettings, waitingInLine } from '../../../db/repositories/waiting-list.ts';
import { parseOpenIds } from '../../../src/domain/items.ts';
import { offerEndsAt } from '../../../src/domain/waiting-list/offer-lifetime.ts';
import { clock, upcomingEventStart } from '../platform/clock.ts';
import { getEnv } from '../platform/env.ts';
import { sha256Hex } from '../platform/hash.ts';
import { newLinkToken } from '../platform/ids.ts';
import { queueMail, sendQueued } from '../platform/mail/outbox.ts';
import { placesToOfferNow } from '../sales/sales.ts';
import { offerEndedMail, offerMail } from './mail.ts';

type Trx = Transaction<Database>;

/** The end of an offer made now (null: too close to the event, no offer), from the organizer's settings. */
export async function offerEnd(trx: Trx, now: Date): Promise<Date | null> {
  return offerEndsAt(now, upcomingEventStart(now), await readSettings(trx));
}

/**
 * Makes `entry` an offer until `until`, with a new link, and queues its e-mail (outbox id). The
 * link's token also leaves the list (netlify/lib/waiting-list/leave.ts): the mail can carry a way to
 * decline although only the hash of the first mail's leave link is kept.
 */
export async function offerTo(trx: Trx, entry: WaitingListEntry, until: Date, by: string, now: Date): Promise<{ entry: WaitingListEntry; mailId: number }> {
  const offerToken = newLinkToken();
  const offered = await markOffered(trx, entry.id, { until, tokenHash: sha256Hex(offerToken), by, now });
  return { entry: offered, mailId: await queueMail(trx, offerMail(entry, until, offerToken)) };
}

/** Ends the item's lapsed offers (telling each person) and offers its free places to the next in line. Outbox ids. */
export async function offerFreedPlaces(trx: Trx, itemId: string, now: Date = clock.now()): Promise<number[]> {
  const mailIds: number[] = [];
  for (const ended of await expireLapsedOffers(trx, itemId, now)) mailIds.push(await queueMail(trx, offerEndedMail(ended)));
  const free = await placesToOfferNow(trx, itemId, now, parseOpenIds(getEnv().openLevels));
  if (free === 0) return mailIds;
  const until = await offerEnd(trx, now);
  if (!until) return mailIds;
  for (const entry of await waitingInLine(trx, itemId, free)) mailIds.push((await offerTo(trx, entry, until, 'list', now)).mailId);
  return mailIds;
}

/** The offer step in a transaction of its own (a path whose change is already committed), its e-mails sent after. */
export async function offerFreedPlacesNow(db: Kysely<Database>, itemId: string, now: Date = clock.now()): Promise<number> {
  const mailIds = await db.transaction().execute(async (trx) => {
    await lockRegistrationType(trx, itemId);
    return offerFreedPlaces(trx, itemId, now);
  });
  await sendQueued(db, mailIds);
  return mailIds.length;
}

/**
 * The places a registration gave back (refunded, reversed, deleted), offered on: its level, whose
 * lock the caller holds, then its rooms, locked here in id order after the level (the order every
 * path deciding places takes). Outbox ids.
 */
export async function offerPlacesFreedBy(trx: Trx, reg: { registrationType: string | null; roomAdditions: string[] }, now: Date = clock.now()): Promise<number[]> {
  const rooms = [...reg.roomAdditions].sort();
  for (const id of rooms) await lockRegistrationType(trx, id);
  const mailIds: number[] = [];
  for (const id of [...(reg.registrationType ? [reg.registrationType] : []), ...rooms]) mailIds.push(...(await offerFreedPlaces(trx, id, now)));
  return mailIds;
}
