// Reminder e-mails (netlify/lib/reminders/reminders.ts decides when and what): which registrations may be
// due one, the locked re-check, and the at-most-once record.
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { ReminderKind } from '../../src/domain/reminders.ts';
import type { Database, Db, Registration } from '../database.ts';
import { registrationHolds } from './holds.ts';

/** Paid registrations flagged like this are to be refunded: they get no event reminders. */
const refundFlags = ['over_capacity', 'promo_code_taken'];

const notYetReminded = (kind: ReminderKind) => (eb: ExpressionBuilder<Database, 'registrations'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('registrationReminders')
        .select('registrationReminders.kind')
        .whereRef('registrationReminders.registrationId', '=', 'registrations.registrationId')
        .where('registrationReminders.kind', '=', kind),
    ),
  );

/**
 * Pending registrations still holding their place at `now` whose hold ends by `endsBy`, not
 * reminded yet: the candidates for the pending-payment reminder (oldest hold end first).
 */
export async function listPendingReminderCandidates(db: Db, now: Date, endsBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('registrations')
    .select('registrationId')
    .where('paymentStatus', '=', 'pending')
    .where(registrationHolds('registrations', now))
    .where('holdExpiresAt', '<=', endsBy)
    .where(notYetReminded('pending_payment'))
    .orderBy('holdExpiresAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.registrationId);
}

/**
 * Paid and comped registrations (not canceled, not to be refunded) without the `kind` reminder yet,
 * paid before `paidBefore` when given (so the ones skipped for now never crowd out the others).
 */
export async function listPaidReminderCandidates(db: Db, kind: ReminderKind, limit: number, paidBefore?: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('registrations')
    .select('registrationId')
    .where('paymentStatus', 'in', ['paid', 'comped'])
    .where('status', '<>', 'canceled')
    .where((eb) => eb.or([eb('paymentFlag', 'is', null), eb('paymentFlag', 'not in', refundFlags)]))
    .$if(paidBefore !== undefined, (qb) => qb.where((eb) => eb.or([eb('paidAt', 'is', null), eb('paidAt', '<=', paidBefore!)])))
    .where(notYetReminded(kind))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.registrationId);
}

/** The registration, locked until the transaction ends, with whether it holds at `now` (holds.ts). */
export async function lockRegistrationAt(trx: Transaction<Database>, registrationId: string, now: Date): Promise<(Registration & { holds: boolean }) | undefined> {
  return trx
    .selectFrom('registrations')
    .selectAll()
    .select(registrationHolds('registrations', now).as('holds'))
    .where('registrationId', '=', registrationId)
    .forUpdate()
    .executeTakeFirst();
}

export const isRefundFlag = (flag: string | null): boolean => flag !== null && refundFlags.includes(flag);

/**
 * Records the `kind` reminder of a registration: true if this call recorded it, false if it was
 * already recorded (by an earlier run, or a concurrent one: the primary key decides, and a second
 * insert waits for the first transaction and then does nothing).
 */
export async function claimReminder(db: Db, registrationId: string, kind: ReminderKind): Promise<boolean> {
  const row = await db
    .insertInto('registrationReminders')
    .values({ registrationId, kind })
    .onConflict((oc) => oc.columns(['registrationId', 'kind']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setReminderMail(db: Db, registrationId: string, kind: ReminderKind, mailId: number): Promise<void> {
  await db.updateTable('registrationReminders').set({ mailId }).where('registrationId', '=', registrationId).where('kind', '=', kind).execute();
}

export async function listReminders(db: Db, registrationId: string) {
  return db.selectFrom('registrationReminders').selectAll().where('registrationId', '=', registrationId).orderBy('sentAt').execute();
}
