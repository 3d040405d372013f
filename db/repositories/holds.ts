// Which rows hold (ARCHITECTURE.md, "Registration states"), as SQL, written once for every query
// that counts single-use codes or finds the holders of a sold-out item. Expiry is derived from the clock, so the
// rules are right without any job having run.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';

/**
 * True for a registration row (table or alias `r`) that holds its single-use code (and, unpaid,
 * its price): paid or comped, or pending and still within its hold. Expired, refunded, reversed and
 * canceled rows hold nothing. `at` is the time to judge at (the database's now() by default; the
 * scheduled reminders pass their own clock).
 */
export function registrationHolds(r = 'registrations', at?: Date): RawBuilder<boolean> {
  const t = sql.ref(r);
  const now = at ? sql`${at}::timestamptz` : sql`now()`;
  return sql<boolean>`(${t}.status <> 'canceled' and (${t}.payment_status in ('paid', 'comped') or (${t}.payment_status = 'pending' and ${t}.hold_expires_at > ${now})))`;
}

/**
 * True for a registration row (table or alias `r`) that stands for one player: not an order of
 * several seats (its buyer pays and names players, who have rows of their own), and not a seat's
 * player who handed the seat over (canceled).
 */
export function isPlayerRow(r = 'registrations'): RawBuilder<boolean> {
  const t = sql.ref(r);
  return sql<boolean>`(${t}.seats <= 1 and not (${t}.order_id is not null and ${t}.status = 'canceled'))`;
}

/**
 * True for an Orders v2 order row that holds a sponsor place itself: reserved while it is being
 * captured, or captured before captures became registrations (a linked order's registration holds).
 */
export function orderHolds(o = 'paypal_orders'): RawBuilder<boolean> {
  const t = sql.ref(o);
  return sql<boolean>`(${t}.registration_id is null and (${t}.status = 'captured' or (${t}.status = 'capturing' and ${t}.reserved_until > now())))`;
}

/**
 * True for a waiting-list entry row that keeps a place: offered and before its offer's end
 * (judged by the clock, so a lapsed offer frees its place before the expiry job has run).
 */
export function standingOffer(w = 'waiting_list_entries'): RawBuilder<boolean> {
  const t = sql.ref(w);
  return sql<boolean>`(${t}.status = 'offered' and ${t}.offer_expires_at > now())`;
}

/**
 * Pending registrations still within their hold on this level or room, except `except`'s, locked
 * for their hold to be ended. One locked by another transaction is skipped: it is being paid or
 * renewed right now, holding its own row while it waits for this item's lock (another level
 * sharing a room), and waiting for it here would deadlock; that transaction then finds the item
 * full itself (its payment flagged, its checkout refused).
 */
export async function listHoldingRegistrations(db: Db, item: { id: string; kind: string }, except: string) {
  return db
    .selectFrom('registrations')
    .select(['registrationId', 'email', 'seats'])
    .where((eb) => (item.kind === 'room' ? eb(sql<string>`${item.id}`, '=', sql<string>`any(room_additions)`) : eb('registrationType', '=', item.id)))
    .where('paymentStatus', '=', 'pending')
    .where('registrationId', '<>', except)
    .where(registrationHolds())
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Ends a pending registration's hold now. */
export async function endHold(db: Db, registrationId: string): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ holdExpiresAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('registrationId', '=', registrationId)
    .where('paymentStatus', '=', 'pending')
    .execute();
}
