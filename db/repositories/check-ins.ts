// Check-in at the door (netlify/lib/check-in/check-in.ts decides): find by code or name, lock, set or clear
// checked_in_at with its audit row, and the dashboard's count.
import { sql, type Transaction } from 'kysely';
import type { Database, Db, Registration } from '../database.ts';
import { auditActorColumns, type AdminActor } from './audit.ts';
import { isPlayerRow, registrationHolds } from './holds.ts';

export type CheckInRow = Registration & { holds: boolean };

export async function findForCheckIn(db: Db, registrationId: string): Promise<CheckInRow | undefined> {
  return db.selectFrom('registrations').selectAll().select(registrationHolds().as('holds')).where('registrationId', '=', registrationId).executeTakeFirst();
}

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Registrations whose name ("first last" or "last first"), company, e-mail or registration ID
 * contains `query` (case-insensitive): paid ones first, then by name.
 */
export async function searchForCheckIn(db: Db, query: string, limit: number, byEmail = true): Promise<CheckInRow[]> {
  const pattern = containing(query);
  return db
    .selectFrom('registrations')
    .selectAll()
    .select(registrationHolds().as('holds'))
    .where((eb) =>
      eb.or([
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
        eb(sql<string>`last_name || ' ' || first_name`, 'ilike', pattern),
        eb('company', 'ilike', pattern),
        ...(byEmail ? [eb('email', 'ilike', pattern)] : []),
        eb('registrationId', 'ilike', pattern),
      ]),
    )
    // The door finds players: a seat's current holder, never the order that paid for it nor one who handed it over.
    .where(isPlayerRow())
    .orderBy(sql`payment_status in ('paid', 'comped')`, 'desc')
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type CheckInBy = AdminActor;

/**
 * Sets (now) or clears the check-in time and writes the audit row, in the caller's transaction.
 * Returns the new check-in time (null when cleared).
 */
export async function setCheckedIn(trx: Transaction<Database>, row: CheckInRow, checkedIn: boolean, by: CheckInBy): Promise<Date | null> {
  const updated = await trx
    .updateTable('registrations')
    .set({ checkedInAt: checkedIn ? sql<Date>`now()` : null, updatedAt: sql<Date>`now()` })
    .where('registrationId', '=', row.registrationId)
    .returning('checkedInAt')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('adminAudit')
    .values({
      ...auditActorColumns(by),
      action: checkedIn ? 'registration.check_in' : 'registration.check_in_undo',
      target: row.registrationId,
      snapshot: JSON.stringify({ checkedInAt: updated.checkedInAt, previousCheckedInAt: row.checkedInAt, paymentStatus: row.paymentStatus }),
    })
    .execute();
  return updated.checkedInAt;
}

/** Paid and comped registrations (not canceled), and how many of them are checked in. */
export async function countCheckIns(db: Db): Promise<{ checkedIn: number; expected: number }> {
  const row = await db
    .selectFrom('registrations')
    .select([
      sql<string>`count(*)`.as('expected'),
      sql<string>`count(*) filter (where checked_in_at is not null)`.as('checkedIn'),
    ])
    .where('paymentStatus', 'in', ['paid', 'comped'])
    .where('status', '<>', 'canceled')
    .where(isPlayerRow())
    .executeTakeFirstOrThrow();
  return { checkedIn: Number(row.checkedIn), expected: Number(row.expected) };
}
