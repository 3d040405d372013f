// An order's seats (order_seats) and the seat settings (seat_settings). netlify/lib/seats decides;
// every function runs in the caller's transaction, which has locked the order's row first.
import { sql } from 'kysely';
import type { Db, OrderSeat, Registration, SeatSettingsTable } from '../database.ts';

/** The order's seats 1..n (a repeated call adds none). */
export async function insertOrderSeats(db: Db, orderId: string, count: number): Promise<void> {
  if (count < 1) return;
  await db
    .insertInto('orderSeats')
    .values(Array.from({ length: count }, (_, i) => ({ orderId, seatNo: i + 1 })))
    .onConflict((oc) => oc.constraint('order_seats_order_seat_key').doNothing())
    .execute();
}

export interface SeatRow extends OrderSeat {
  holderFirstName: string | null;
  holderLastName: string | null;
  holderEmail: string | null;
  holderCheckedInAt: Date | null;
}

const seatsWithHolders = (db: Db) =>
  db
    .selectFrom('orderSeats as s')
    .leftJoin('registrations as p', 'p.registrationId', 's.holderId')
    .selectAll('s')
    .select(['p.firstName as holderFirstName', 'p.lastName as holderLastName', 'p.email as holderEmail', 'p.checkedInAt as holderCheckedInAt']);

/** The order's seats in order, each with its holder's name. */
export async function listOrderSeats(db: Db, orderId: string): Promise<SeatRow[]> {
  return seatsWithHolders(db).where('s.orderId', '=', orderId).orderBy('s.seatNo').execute();
}

/** Every order's seats (the admin list), or those of `orderIds` (a page of the export), by order. */
export async function listAllOrderSeats(db: Db, orderIds?: readonly string[]): Promise<Map<string, SeatRow[]>> {
  const byOrder = new Map<string, SeatRow[]>();
  if (orderIds?.length === 0) return byOrder;
  let query = seatsWithHolders(db);
  if (orderIds) query = query.where('s.orderId', 'in', [...orderIds]);
  for (const row of await query.orderBy('s.orderId').orderBy('s.seatNo').execute()) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** An order's buyer, and the seat each of its players holds now (by the player's registrationId). */
export interface OrderBuyer {
  firstName: string;
  lastName: string;
  company: string | null;
  seatOf: Map<string, number>;
}

/**
 * The orders of these seats' players (`orderIds`, from their rows' order_id): each order's buyer,
 * and which seat each player holds now (a player who handed theirs over holds none).
 */
export async function listBuyers(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderBuyer>> {
  const buyers = new Map<string, OrderBuyer>();
  if (orderIds.length === 0) return buyers;
  const [orders, seats] = await Promise.all([
    db.selectFrom('registrations').select(['registrationId', 'firstName', 'lastName', 'company']).where('registrationId', 'in', [...orderIds]).execute(),
    db.selectFrom('orderSeats').select(['orderId', 'seatNo', 'holderId']).where('orderId', 'in', [...orderIds]).where('holderId', 'is not', null).execute(),
  ]);
  for (const o of orders) buyers.set(o.registrationId, { firstName: o.firstName, lastName: o.lastName, company: o.company, seatOf: new Map() });
  for (const s of seats) buyers.get(s.orderId)?.seatOf.set(s.holderId!, s.seatNo);
  return buyers;
}

/** One seat, locked until the transaction ends. */
export async function lockOrderSeat(db: Db, orderId: string, seatNo: number): Promise<OrderSeat | undefined> {
  return db.selectFrom('orderSeats').selectAll().where('orderId', '=', orderId).where('seatNo', '=', seatNo).forUpdate().executeTakeFirst();
}

/** The order's row and the seat `holderId` holds, locked (a player's row is changed after them, as the seats' changes do). */
export async function lockSeatOf(db: Db, orderId: string, holderId: string): Promise<void> {
  await db.selectFrom('registrations').select('id').where('registrationId', '=', orderId).forUpdate().execute();
  await db.selectFrom('orderSeats').select('id').where('holderId', '=', holderId).forUpdate().execute();
}

/** Every player row an order has had (its current holders and those who handed a seat over). */
export async function listOrderPlayers(db: Db, orderId: string): Promise<Registration[]> {
  return db.selectFrom('registrations').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

/** The seat a player row holds now. */
export async function findSeatOfHolder(db: Db, holderId: string): Promise<OrderSeat | undefined> {
  return db.selectFrom('orderSeats').selectAll().where('holderId', '=', holderId).executeTakeFirst();
}

/** The seat whose open link has this hash. */
export async function findSeatByLinkHash(db: Db, tokenHash: string): Promise<OrderSeat | undefined> {
  return db.selectFrom('orderSeats').selectAll().where('linkTokenHash', '=', tokenHash).executeTakeFirst();
}

export interface SeatLink {
  kind: 'claim' | 'transfer';
  tokenHash: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  sentBy: string;
}

/** The seat's one open link (replacing any earlier one, which stops working). */
export async function setSeatLink(db: Db, id: number, link: SeatLink): Promise<void> {
  await db
    .updateTable('orderSeats')
    .set({
      linkKind: link.kind,
      linkTokenHash: link.tokenHash,
      linkFirstName: link.firstName,
      linkLastName: link.lastName,
      linkEmail: link.email,
      linkSentBy: link.sentBy,
      linkSentAt: sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The seat's holder now; any open link is gone with the change. */
export async function setSeatHolder(db: Db, id: number, holderId: string | null): Promise<void> {
  await db
    .updateTable('orderSeats')
    .set({ holderId, linkKind: null, linkTokenHash: null, linkFirstName: null, linkLastName: null, linkEmail: null, linkSentBy: null, linkSentAt: null, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export type SeatSettingsRow = Pick<SeatSettingsTable, 'maxSeats' | 'transferCutoffHours'>;

export async function readSeatSettings(db: Db): Promise<SeatSettingsRow> {
  return db.selectFrom('seatSettings').select(['maxSeats', 'transferCutoffHours']).where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function saveSeatSettings(db: Db, settings: SeatSettingsRow): Promise<SeatSettingsRow> {
  return db
    .updateTable('seatSettings')
    .set({ ...settings, updatedAt: sql<Date>`now()` })
    .where('id', '=', 1)
    .returning(['maxSeats', 'transferCutoffHours'])
    .executeTakeFirstOrThrow();
}

/** A player row that gave its seat up is canceled: its page, its check-in code and the door pass it by. */
export async function cancelSeatHolder(db: Db, registrationId: string): Promise<void> {
  await db.updateTable('registrations').set({ status: 'canceled', updatedAt: sql<Date>`now()` }).where('registrationId', '=', registrationId).execute();
}
