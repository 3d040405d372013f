// The waiting list's rows (waiting_list_entries) and the organizer's two settings
// (waiting_list_settings). Every change that decides a place runs under the item's lock
// (lockRegistrationType), so these queries need no row locks of their own to stay in line order.
import { sql } from 'kysely';
import type { Db, WaitingListEntry } from '../database.ts';
import { standingOffer } from './holds.ts';
import { defaultOfferTimes, type OfferTimes } from '../../src/domain/waiting-list/offer-lifetime.ts';

export interface NewEntry {
  itemId: string;
  name: string;
  email: string;
  address: string;
  rooms: string[];
  leaveTokenHash: string;
}

/** Adds the entry; undefined (nothing stored) when the address already waits or holds an offer for the item. */
export async function insertEntry(db: Db, entry: NewEntry): Promise<WaitingListEntry | undefined> {
  return db.insertInto('waitingListEntries').values(entry).onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst();
}

/** The address's live (waiting or offered) entry for the item. */
export async function findLiveEntry(db: Db, itemId: string, address: string): Promise<WaitingListEntry | undefined> {
  return db.selectFrom('waitingListEntries').selectAll().where('itemId', '=', itemId).where('address', '=', address).where('status', 'in', ['waiting', 'offered']).executeTakeFirst();
}

/**
 * How many wait for the item ahead of this entry, plus one (its place in line). Compared with the
 * stored row in SQL: a JavaScript Date keeps milliseconds, PostgreSQL microseconds.
 */
export async function lineNumber(db: Db, entry: Pick<WaitingListEntry, 'id' | 'itemId'>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from waiting_list_entries w, waiting_list_entries e
    where e.id = ${entry.id} and w.item_id = e.item_id and w.status = 'waiting' and (w.joined_at, w.id) <= (e.joined_at, e.id)`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Writes the item's offers whose end has come as expired; the rows it changed (each told once). */
export async function expireLapsedOffers(db: Db, itemId: string, now: Date): Promise<WaitingListEntry[]> {
  return db
    .updateTable('waitingListEntries')
    .set({ status: 'expired', updatedAt: now })
    .where('itemId', '=', itemId)
    .where('status', '=', 'offered')
    .where('offerExpiresAt', '<=', now)
    .returningAll()
    .execute();
}

/** The items with an offer whose end has come but still written as offered, or with someone waiting (the scheduled run's work). */
export async function itemsToReview(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('waitingListEntries')
    .select('itemId')
    .distinct()
    .where((eb) => eb.or([eb('status', '=', 'waiting'), eb.and([eb('status', '=', 'offered'), eb('offerExpiresAt', '<=', now)])]))
    .orderBy('itemId')
    .execute();
  return rows.map((r) => r.itemId);
}

/** The item's entries that wait, first in line first; at most `limit`. */
export async function waitingInLine(db: Db, itemId: string, limit: number): Promise<WaitingListEntry[]> {
  return db.selectFrom('waitingListEntries').selectAll().where('itemId', '=', itemId).where('status', '=', 'waiting').orderBy('joinedAt').orderBy('id').limit(limit).execute();
}

/** Makes the entry an offer until `until`, with its link's token hash. */
export async function markOffered(db: Db, id: number, offer: { until: Date; tokenHash: string; by: string; now: Date }): Promise<WaitingListEntry> {
  return db
    .updateTable('waitingListEntries')
    .set({ status: 'offered', offeredAt: offer.now, offerExpiresAt: offer.until, offerTokenHash: offer.tokenHash, offeredBy: offer.by, updatedAt: offer.now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Closes a live entry (a closed one stays as it is: an entry bought is not left afterwards). The entry before, if it was live. */
export async function setEntryStatus(db: Db, id: number, status: 'bought' | 'left', now: Date): Promise<WaitingListEntry | undefined> {
  const before = await db.selectFrom('waitingListEntries').selectAll().where('id', '=', id).where('status', 'in', ['waiting', 'offered']).forUpdate().executeTakeFirst();
  if (before) await db.updateTable('waitingListEntries').set({ status, updatedAt: now }).where('id', '=', id).execute();
  return before;
}

export async function setLeaveTokenHash(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('waitingListEntries').set({ leaveTokenHash: hash }).where('id', '=', id).execute();
}

export async function findEntry(db: Db, id: number): Promise<WaitingListEntry | undefined> {
  return db.selectFrom('waitingListEntries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findEntryByOfferToken(db: Db, tokenHash: string): Promise<WaitingListEntry | undefined> {
  return db.selectFrom('waitingListEntries').selectAll().where('offerTokenHash', '=', tokenHash).executeTakeFirst();
}

export async function findEntryByLeaveToken(db: Db, tokenHash: string): Promise<WaitingListEntry | undefined> {
  return db.selectFrom('waitingListEntries').selectAll().where('leaveTokenHash', '=', tokenHash).executeTakeFirst();
}

/** The live entries of these items for the address (a buyer who also waits leaves the line by buying). */
export async function liveEntriesOf(db: Db, itemIds: readonly string[], address: string): Promise<WaitingListEntry[]> {
  if (itemIds.length === 0) return [];
  return db.selectFrom('waitingListEntries').selectAll().where('itemId', 'in', [...itemIds]).where('address', '=', address).where('status', 'in', ['waiting', 'offered']).execute();
}

/** Every entry, item by item in line order (the organizer's list and its export). */
export async function listEntries(db: Db): Promise<(WaitingListEntry & { standing: boolean })[]> {
  return db.selectFrom('waitingListEntries').selectAll().select(standingOffer('waiting_list_entries').as('standing')).orderBy('itemId').orderBy('joinedAt').orderBy('id').execute();
}

export type WaitingListSettings = OfferTimes;

/** The organizer's settings; the defaults until a first save (the migration writes the row, but a restored table may lack it). */
export async function readSettings(db: Db): Promise<WaitingListSettings> {
  return (await db.selectFrom('waitingListSettings').select(['offerHours', 'cutoffHours']).where('id', '=', 1).executeTakeFirst()) ?? { ...defaultOfferTimes };
}

export async function saveSettings(db: Db, settings: WaitingListSettings): Promise<WaitingListSettings> {
  return db
    .insertInto('waitingListSettings')
    .values({ id: 1, ...settings })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...settings, updatedAt: new Date() }))
    .returning(['offerHours', 'cutoffHours'])
    .executeTakeFirstOrThrow();
}
