// What the admin dashboard reads and changes: totals, the registration list, the payment events,
// deletion with an audit snapshot, and keyset-paged batches for the streamed Excel exports.
import { sql, type Kysely } from 'kysely';
import type { Database, Db, Registration, RegistrationInterest } from '../database.ts';
import { insertAuditEntry, type AdminActor } from './audit.ts';
import { orderHolds, registrationHolds } from './holds.ts';

export interface RegistrationTotals {
  registrationCount: number;
  registrationInterestCount: number;
  /** Paid registrations' amounts plus Orders v2 sponsorships captured before they became registrations, in cents. */
  paidRevenueCents: number;
  heldCents: number;
  flaggedCount: number;
  /** Per level id: places paid, comped and held (pending within the hold): an order's seats count each. */
  perLevel: Record<string, { paid: number; comped: number; held: number }>;
}

export async function getRegistrationTotals(db: Kysely<Database>): Promise<RegistrationTotals> {
  const [registrations, interests, byLevel, orders] = await Promise.all([
    db
      .selectFrom('registrations')
      .select([
        // A seat's player who handed it over is not a registration any more (the new holder's row is).
        sql<string>`count(*) filter (where not (order_id is not null and status = 'canceled'))`.as('n'),
        sql<string>`coalesce(sum(paid_cents) filter (where payment_status = 'paid'), 0)`.as('paid'),
        sql<string>`coalesce(sum(amount_cents) filter (where payment_status = 'pending' and ${registrationHolds()}), 0)`.as('held'),
        sql<string>`count(*) filter (where payment_flag is not null)`.as('flagged'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('registrationInterests').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('registrations')
      .select([
        'registrationType',
        // Places, as the sales count them: an order's seats, not its players' rows (src/domain/seats).
        sql<string>`coalesce(sum(seats) filter (where payment_status = 'paid'), 0)`.as('paid'),
        sql<string>`coalesce(sum(seats) filter (where payment_status = 'comped'), 0)`.as('comped'),
        sql<string>`coalesce(sum(seats) filter (where payment_status = 'pending' and ${registrationHolds()}), 0)`.as('held'),
      ])
      .groupBy('registrationType')
      .execute(),
    db
      .selectFrom('paypalOrders')
      .select([
        sql<string>`coalesce(sum(amount_cents) filter (where status = 'captured'), 0)`.as('paid'),
        sql<string>`count(*) filter (where payment_flag is not null and status = 'captured')`.as('flagged'),
      ])
      .where('registrationId', 'is', null) // a linked order is counted as its registration
      .executeTakeFirstOrThrow(),
  ]);
  const perLevel: RegistrationTotals['perLevel'] = {};
  for (const row of byLevel) {
    if (row.registrationType) perLevel[row.registrationType] = { paid: Number(row.paid), comped: Number(row.comped), held: Number(row.held) };
  }
  return {
    registrationCount: Number(registrations.n),
    registrationInterestCount: Number(interests.n),
    paidRevenueCents: Number(registrations.paid) + Number(orders.paid),
    heldCents: Number(registrations.held),
    flaggedCount: Number(registrations.flagged) + Number(orders.flagged),
    perLevel,
  };
}

/** A registration with whether it holds (holds.ts), and the name of the sponsor whose entry it used. */
export type RegistrationWithHold = Registration & { holds: boolean; sponsorName: string | null };

/** The sponsor (company, else name) of the sponsorship in `registrations.sponsored_by`. */
const sponsorName = sql<string | null>`(select coalesce(nullif(s.company, ''), s.first_name || ' ' || s.last_name) from registrations s where s.registration_id = registrations.sponsored_by)`;

/** Newest first, each with whether it holds right now (holds.ts). */
export async function listAdminRegistrations(db: Kysely<Database>): Promise<RegistrationWithHold[]> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .select([registrationHolds().as('holds'), sponsorName.as('sponsorName')])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Orders v2 orders holding a place themselves, per level (being captured, or captured without a registration). */
export async function countOrderPlaces(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db.selectFrom('paypalOrders').select(['levelId', sql<string>`count(*)`.as('n')]).where(orderHolds()).groupBy('levelId').execute();
  return Object.fromEntries(rows.map((r) => [r.levelId, Number(r.n)]));
}

export type DeletedBy = AdminActor;

/**
 * Deletes a registration and, in the same transaction, writes an audit row holding a snapshot of
 * what was deleted (the row and the promo codes it had spent, which cascade away with it).
 * Returns false when no registration has that id.
 */
/** Deletes the registration and writes its audit row; run it in the caller's transaction. False when there is none. */
export async function deleteRegistrationWithAudit(trx: Db, registrationId: string, by: DeletedBy): Promise<boolean> {
  const usedPromoCodes = await trx.selectFrom('usedPromoCodes').select(['code', 'usedAt']).where('registrationId', '=', registrationId).execute();
  const deleted = await trx.deleteFrom('registrations').where('registrationId', '=', registrationId).returningAll().executeTakeFirst();
  if (!deleted) return false;
  await insertAuditEntry(trx, { ...by, action: 'registration.delete', target: registrationId, snapshot: { registration: deleted, usedPromoCodes } });
  return true;
}

export async function listAuditEntries(db: Kysely<Database>, target: string) {
  return db.selectFrom('adminAudit').selectAll().where('target', '=', target).orderBy('id').execute();
}

// 250 rows a page: a page lives until its rows are written (many event-loop turns), so bigger pages
// get promoted to V8's old generation and pile up as garbage. bench:export, 100,000 rows on
// PostgreSQL: peak RSS 345 MB with 1,000-row pages, 291 MB with 250.
export const exportBatchSize = 250;

/** All registrations in id order, `size` rows per query (keyset paging: no OFFSET, no long cursor). */
export async function* registrationBatches(db: Kysely<Database>, size = exportBatchSize): AsyncGenerator<RegistrationWithHold[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('registrations')
      .selectAll()
      .select([registrationHolds().as('holds'), sponsorName.as('sponsorName')])
      .where('id', '>', after)
      .orderBy('id')
      .limit(size)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function* interestBatches(db: Kysely<Database>, size = exportBatchSize): AsyncGenerator<RegistrationInterest[]> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('registrationInterests').selectAll().where('id', '>', after).orderBy('id').limit(size).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}
