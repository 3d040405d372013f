// Sales settings (sales_items: set from /admin, so prices and places change without a deploy) and
// the places each item has used.
// Places follow DESIGN.md's hold rules (holds.ts): taken = paid or comped, held = pending within
// its hold (or an Orders v2 capture in progress); expired, refunded and canceled rows use none.
import { sql } from 'kysely';
import type { Db, SalesItemRow } from '../database.ts';
import type { PlaceCount } from '../../src/domain/sales.ts';
import { orderHolds, registrationHolds, standingOffer } from './holds.ts';

export async function listSalesItems(db: Db): Promise<SalesItemRow[]> {
  return db.selectFrom('salesItems').selectAll().orderBy('position').execute();
}

export async function findSalesItems(db: Db, ids: readonly string[]): Promise<SalesItemRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('salesItems').selectAll().where('id', 'in', [...ids]).orderBy('position').execute();
}

interface CountRow {
  id: string;
  taken: number;
  held: number;
}

/**
 * Places taken, held and offered per item (player and sponsor levels by registration type, rooms by
 * the registrations that have them, sponsor levels also by Orders v2 orders, every item by its
 * waiting list's standing offers). `ownOffer`: the waiting-list entry of the buyer the count is
 * for, whose own standing offer does not keep them out. Read it under the items' locks
 * (lockRegistrationType) when deciding whether a place is left.
 */
export async function countPlaces(db: Db, items: readonly { id: string; kind: string }[], ownOffer?: number | null): Promise<Record<string, PlaceCount>> {
  const counts: Record<string, PlaceCount> = Object.fromEntries(items.map((i) => [i.id, { taken: 0, held: 0, offered: 0 }]));
  const add = (rows: CountRow[]) => {
    for (const r of rows) {
      const c = counts[r.id];
      if (c) {
        c.taken += Number(r.taken);
        c.held += Number(r.held);
      }
    }
  };
  const levels = items.filter((i) => i.kind !== 'room').map((i) => i.id);
  const rooms = items.filter((i) => i.kind === 'room').map((i) => i.id);
  // For the holder of a waiting-list offer, a payment flagged over capacity does not count: it came
  // after the place was sold or kept for this offer, so counted it would take the offer's place
  // when it arrived first. For everyone else it does (the organizer may keep that buyer).
  const taken =
    ownOffer == null
      ? sql`count(*) filter (where r.payment_status in ('paid', 'comped'))::int`
      : sql`count(*) filter (where r.payment_status in ('paid', 'comped') and r.payment_flag is distinct from 'over_capacity')::int`;
  const held = sql`count(*) filter (where r.payment_status = 'pending')::int`;
  // A level's places are the rows' seats: 1 a registration, N an order, 0 a player named on an order's seat.
  const takenSeats =
    ownOffer == null
      ? sql`coalesce(sum(r.seats) filter (where r.payment_status in ('paid', 'comped')), 0)::int`
      : sql`coalesce(sum(r.seats) filter (where r.payment_status in ('paid', 'comped') and r.payment_flag is distinct from 'over_capacity'), 0)::int`;
  const heldSeats = sql`coalesce(sum(r.seats) filter (where r.payment_status = 'pending'), 0)::int`;
  if (levels.length > 0) {
    const list = sql.join(levels);
    add((await sql<CountRow>`select r.registration_type as id, ${takenSeats} as taken, ${heldSeats} as held from registrations r
      where r.registration_type in (${list}) and ${registrationHolds('r')} group by r.registration_type`.execute(db)).rows);
    // An order PayPal is capturing is a payment on its way: sold, as a captured one, so its place
    // cannot be sold again while the capture runs.
    add((await sql<CountRow>`select o.level_id as id, count(*)::int as taken, 0 as held from paypal_orders o
      where o.level_id in (${list}) and ${orderHolds('o')} group by o.level_id`.execute(db)).rows);
  }
  if (rooms.length > 0) {
    add((await sql<CountRow>`select room.id, ${taken} as taken, ${held} as held
      from registrations r cross join lateral unnest(r.room_additions) as room(id)
      where r.room_additions && array[${sql.join(rooms)}]::text[] and ${registrationHolds('r')} group by room.id`.execute(db)).rows);
  }
  if (items.length > 0) {
    const offers = await db
      .selectFrom('waitingListEntries as w')
      .select(['w.itemId as id', sql<number>`count(*)::int`.as('offered')])
      .where('w.itemId', 'in', items.map((i) => i.id))
      .where(standingOffer('w'))
      .$if(ownOffer != null, (q) => q.where('w.id', '<>', ownOffer!))
      .groupBy('w.itemId')
      .execute();
    for (const r of offers) if (counts[r.id]) counts[r.id]!.offered += Number(r.offered);
  }
  return counts;
}

export type SalesItemChanges = Pick<SalesItemRow, 'state' | 'opensAt' | 'closesAt' | 'capacity' | 'priceCents' | 'earlyPriceCents' | 'earlyUntil'>;

/** Saves the item if it is still at `version` (bumping it); undefined when someone saved it meanwhile. */
export async function updateSalesItem(db: Db, id: string, version: number, changes: SalesItemChanges): Promise<SalesItemRow | undefined> {
  return db
    .updateTable('salesItems')
    .set({ ...changes, version: sql<number>`version + 1`, updatedAt: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** The item's row, locked until the transaction ends (a save reads its before under the lock). */
export async function lockSalesItem(db: Db, id: string): Promise<SalesItemRow | undefined> {
  return db.selectFrom('salesItems').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
