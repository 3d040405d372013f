// Availability: the one owner of what is on sale, at what price, and how many places are sold,
// held and left, for every item (player level, room, sponsor level). It reads the organizer's
// settings (sales_items, set in /admin and read per request so a change applies at once) with the
// one count of places (countPlaces: sales only keep a buyer out) at the clock's time. Every seller
// decides from here, under the items' locks (register, the hold renewal, order creation and
// capture, IPN and late payments, keyless sponsorships, the sold-out notice), and every screen
// shows it (the admin's sales panel and stats, and GET /api/live-facts, the one public answer the
// home, registration and sponsor pages read).
import type { Db, SalesItemRow } from '../../../db/database.ts';
import { countPlaces, findSalesItems, listSalesItems } from '../../../db/repositories/sales.ts';
import { readSeatSettings } from '../../../db/repositories/seats.ts';
import { itemName } from '../../../src/data/levels.ts';
import type { LiveFacts, LiveItem } from '../../../src/domain/live-facts.ts';
import { playerLevelIds } from '../../../src/domain/items.ts';
import { effectiveState, isRegistrationOpen, liveItem, type PlaceCount, type SalesSetting } from '../../../src/domain/sales.ts';
import { placesToOffer } from '../../../src/domain/waiting-list/places.ts';

export const toSetting = (row: SalesItemRow): SalesSetting => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  opensAt: row.opensAt,
  closesAt: row.closesAt,
  capacity: row.capacity,
  priceCents: row.priceCents,
  earlyPriceCents: row.earlyPriceCents,
  earlyUntil: row.earlyUntil,
});

/** WOOP_OPEN_LEVELS (the test suite's switch) re-opens only items no organizer has saved yet. */
const forced = (row: SalesItemRow, openIds: readonly string[]): boolean => row.version === 1 && openIds.includes(row.id);

export interface ItemNow extends LiveItem {
  row: SalesItemRow;
  count: PlaceCount;
}

function itemsNow(rows: SalesItemRow[], counts: Record<string, PlaceCount>, now: Date, openIds: readonly string[]): ItemNow[] {
  return rows.map((row) => {
    const count = counts[row.id] ?? { taken: 0, held: 0, offered: 0 };
    return { ...liveItem(toSetting(row), itemName(row.id), now, count, forced(row, openIds)), row, count };
  });
}

/**
 * These items now (in /admin's order), to decide a sale; call it under their locks when a place is
 * at stake. Places are counted only for items with a capacity (the others' state does not depend
 * on them, and counting every registration of a level is what made a rush slow). `ownOffer`: the
 * buyer's waiting-list entry, whose standing offer is theirs to take (countPlaces).
 */
export async function salesItemsNow(
  db: Db,
  ids: readonly string[],
  now: Date,
  openIds: readonly string[],
  ownOffer?: number | null,
): Promise<(LiveItem & { row: SalesItemRow })[]> {
  const rows = await findSalesItems(db, ids);
  const counts = await countPlaces(db, rows.filter((row) => row.capacity !== null), ownOffer);
  return itemsNow(rows, counts, now, openIds).map(({ count: _count, ...item }) => item);
}

/** Every item (or only `ids`) now, with the places each has used. */
export async function allSalesItemsNow(db: Db, now: Date, openIds: readonly string[], ids?: readonly string[]): Promise<ItemNow[]> {
  const rows = ids ? await findSalesItems(db, ids) : await listSalesItems(db);
  return itemsNow(rows, await countPlaces(db, rows), now, openIds);
}

/**
 * The places of `id` its waiting list may offer now: the free places of an item the organizer has on
 * sale and within its times (a closed item offers nothing), counted with the standing offers. Call
 * it under the item's lock.
 */
export async function placesToOfferNow(db: Db, id: string, now: Date, openIds: readonly string[]): Promise<number> {
  const [item] = await allSalesItemsNow(db, now, openIds, [id]);
  if (!item || effectiveState(toSetting(item.row), now, 0, forced(item.row, openIds)) !== 'on_sale') return 0;
  return placesToOffer(item.capacity, item.count);
}

/** GET /api/live-facts's answer. */
export async function liveFacts(db: Db, now: Date, openIds: readonly string[]): Promise<LiveFacts> {
  const items = (await allSalesItemsNow(db, now, openIds)).map(({ row: _row, count: _count, ...item }) => item);
  return { items, registrationOpen: isRegistrationOpen(items), maxSeats: (await readSeatSettings(db)).maxSeats, generatedAt: now.toISOString() };
}

/** The live facts' `registrationOpen` alone (the player levels only, places counted for capped ones). */
export async function registrationOpenNow(db: Db, now: Date, openIds: readonly string[]): Promise<boolean> {
  return isRegistrationOpen(await salesItemsNow(db, playerLevelIds, now, openIds));
}
