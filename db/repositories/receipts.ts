// Receipt numbers: one counter row per series, bumped inside the paying transaction (the row lock
// is held until it commits or rolls back, so numbers are given in order and a rolled-back payment
// gives its number back: no gaps, unlike a SEQUENCE).
import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** The next number of `series` (1 for a new series). Locks the series' row until the transaction ends. */
export async function takeReceiptNumber(db: Db, series: string): Promise<number> {
  const row = await db
    .insertInto('receiptCounters')
    .values({ series, lastNumber: 1 })
    .onConflict((oc) => oc.column('series').doUpdateSet({ lastNumber: sql<number>`receipt_counters.last_number + 1` }))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

/**
 * Gives the registration a receipt number unless it has one (a payment made again after a canceled
 * chargeback keeps its receipt). Call with the registration's row locked. Returns the number.
 */
export async function assignReceiptNumber(db: Db, registrationId: string, series: string): Promise<number> {
  const current = await db.selectFrom('registrations').select('receiptNumber').where('registrationId', '=', registrationId).executeTakeFirst();
  if (current?.receiptNumber != null) return current.receiptNumber;
  const receiptNumber = await takeReceiptNumber(db, series);
  await db.updateTable('registrations').set({ receiptSeries: series, receiptNumber }).where('registrationId', '=', registrationId).execute();
  return receiptNumber;
}
