// Orders v2 orders this server created (POST /order), and their place reservation while PayPal
// captures them: a row, not a lock, so nothing is held across the call to PayPal.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database, Db, PaypalOrder } from '../database.ts';
import { orderHolds } from './holds.ts';

export async function insertPaypalOrder(db: Db, order: { orderId: string; levelId: string; amountCents: number }): Promise<void> {
  await db.insertInto('paypalOrders').values(order).execute();
}

export async function findPaypalOrder(db: Db, orderId: string): Promise<PaypalOrder | undefined> {
  return db.selectFrom('paypalOrders').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

/** The order, locked until the transaction ends, and whether it holds right now (holds.ts). */
export async function lockPaypalOrder(trx: Transaction<Database>, orderId: string): Promise<(PaypalOrder & { holds: boolean }) | undefined> {
  return trx.selectFrom('paypalOrders').selectAll().select(orderHolds().as('holds')).where('orderId', '=', orderId).forUpdate().executeTakeFirst();
}

/** Holds the order's place for `seconds` while it is captured. */
export async function reservePaypalOrder(db: Db, orderId: string, seconds: number): Promise<void> {
  await db
    .updateTable('paypalOrders')
    .set({ status: 'capturing', reservedUntil: sql<Date>`now() + make_interval(secs => ${seconds})`, updatedAt: sql<Date>`now()` })
    .where('orderId', '=', orderId)
    .execute();
}

export async function setPaypalOrderStatus(
  db: Db,
  orderId: string,
  status: PaypalOrder['status'],
  extra: { captureId?: string | null; paymentFlag?: string | null } = {},
): Promise<void> {
  await db
    .updateTable('paypalOrders')
    .set({ status, reservedUntil: null, updatedAt: sql<Date>`now()`, ...extra })
    .where('orderId', '=', orderId)
    .execute();
}

/** The order's capture became this sponsorship registration, which holds the place from now on. */
export async function linkPaypalOrder(db: Db, orderId: string, registrationId: string, captureId: string): Promise<void> {
  await db
    .updateTable('paypalOrders')
    .set({ status: 'captured', registrationId, captureId, reservedUntil: null, updatedAt: sql<Date>`now()` })
    .where('orderId', '=', orderId)
    .execute();
}

/** A capture that did not happen (declined, not ours): its place is free. Never undoes a recorded capture. */
export async function releasePaypalOrder(db: Db, orderId: string): Promise<void> {
  await db
    .updateTable('paypalOrders')
    .set({ status: 'failed', reservedUntil: null, updatedAt: sql<Date>`now()` })
    .where('orderId', '=', orderId)
    .where('status', 'not in', ['captured', 'refunded'])
    .execute();
}

/**
 * What the reconciliation re-reads from PayPal, least recently checked first: captured orders
 * (refunded since?) and captures whose answer never came, once their reservation ended (completed since?).
 */
export async function listOrdersToCheck(db: Db, limit: number): Promise<PaypalOrder[]> {
  return db
    .selectFrom('paypalOrders')
    .selectAll()
    // A capture still within its reservation is the browser's to record (it gets the sponsorship's key).
    .where((eb) => eb.or([eb('status', '=', 'captured'), eb.and([eb('status', '=', 'capturing'), eb('reservedUntil', '<', sql<Date>`now()`)])]))
    .orderBy('updatedAt')
    .limit(limit)
    .execute();
}

/** Marks a captured order as checked now (so the next run starts with the others). */
export async function touchPaypalOrder(db: Db, orderId: string): Promise<void> {
  await db.updateTable('paypalOrders').set({ updatedAt: sql<Date>`now()` }).where('orderId', '=', orderId).execute();
}
