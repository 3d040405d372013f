// Registrations. Plain functions taking the database or an open transaction first; the caller
// decides the transaction boundaries (see netlify/lib/registration/registration.ts, netlify/lib/payments/).
import { sql, type Transaction } from 'kysely';
import type { Database, Db, NewRegistration, Registration } from '../database.ts';
import { registrationHolds } from './holds.ts';
import { lockSpace } from './lock-spaces.ts';

export const registrationIdConstraint = 'registrations_registration_id_key';
export const submissionKeyConstraint = 'registrations_submission_key_hash_key';

export async function insertRegistration(db: Db, row: NewRegistration): Promise<Registration> {
  return db.insertInto('registrations').values(row).returningAll().executeTakeFirstOrThrow();
}

/** insertRegistration and its payment key (insertPaymentKey) in one statement: one round trip less for every registration. */
export async function insertRegistrationWithKey(db: Db, row: NewRegistration, paymentKey: string): Promise<Registration> {
  return db
    .with('registration', (q) => q.insertInto('registrations').values(row).returningAll())
    .with('key', (q) => q.insertInto('paymentKeys').columns(['key', 'registrationId']).expression((eb) => eb.selectFrom('registration').select([eb.val(paymentKey).as('key'), 'registrationId'])))
    .selectFrom('registration')
    .selectAll()
    .executeTakeFirstOrThrow();
}

export async function findRegistration(db: Db, registrationId: string): Promise<Registration | undefined> {
  return db.selectFrom('registrations').selectAll().where('registrationId', '=', registrationId).executeTakeFirst();
}

/** The row, locked until the transaction ends, and whether it holds right now (holds.ts). */
export async function lockRegistration(trx: Transaction<Database>, registrationId: string): Promise<(Registration & { holds: boolean }) | undefined> {
  return trx
    .selectFrom('registrations')
    .selectAll()
    .select(registrationHolds().as('holds'))
    .where('registrationId', '=', registrationId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The newest unpaid registration of this level, e-mail address (any case) and amount: the sponsor
 * who registered for an invoice and then paid with PayPal.me (no key) is paying for it.
 */
export async function findUnpaidRegistrationOf(db: Db, { registrationType, email, amountCents }: { registrationType: string; email: string; amountCents: number }): Promise<Registration | undefined> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('registrationType', '=', registrationType)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('amountCents', '=', amountCents)
    .where('paymentStatus', '=', 'pending')
    .where('status', '<>', 'canceled')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Newest first: the admin list and export. */
export async function listRegistrations(db: Db): Promise<Registration[]> {
  return db.selectFrom('registrations').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function countRegistrations(db: Db): Promise<number> {
  const row = await db.selectFrom('registrations').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes one registration (its payment keys and spent promo code go with it). True if it existed. */
export async function deleteRegistration(db: Db, registrationId: string): Promise<boolean> {
  const result = await db.deleteFrom('registrations').where('registrationId', '=', registrationId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface PaidFacts {
  paymentStatus: 'paid' | 'comped';
  paidCents: number;
  paymentTxnId: string | null;
  paymentFlag: string | null;
}

export async function markRegistrationPaid(db: Db, registrationId: string, facts: PaidFacts): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ ...facts, paidAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('registrationId', '=', registrationId)
    .execute();
}

/**
 * The registration's payment state, and its flag when given. An order's named players follow its
 * state (a refunded order's seats are refunded with it, a canceled reversal makes them paid again).
 */
export async function setPaymentStatus(db: Db, registrationId: string, paymentStatus: string, paymentFlag?: string | null): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ paymentStatus, updatedAt: sql<Date>`now()`, ...(paymentFlag !== undefined ? { paymentFlag } : {}) })
    .where('registrationId', '=', registrationId)
    .execute();
  // A flag for a refund (its places went to others) reaches the players too: the door and the reminders read theirs.
  const playerFlag = paymentFlag === undefined || paymentFlag === 'paid_twice' ? {} : { paymentFlag };
  await db.updateTable('registrations').set({ paymentStatus, updatedAt: sql<Date>`now()`, ...playerFlag }).where('orderId', '=', registrationId).execute();
}

/** Which payment pays the registration (after one of two payments went back), and its flag. */
export async function setRegistrationPayment(db: Db, registrationId: string, payment: { paymentTxnId?: string; paidCents?: number }, paymentFlag: string | null): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ ...payment, paymentFlag, updatedAt: sql<Date>`now()` })
    .where('registrationId', '=', registrationId)
    .execute();
}

/** A new hold for an expired pending registration (the visitor came back to pay). */
export async function renewHold(db: Db, registrationId: string, holdSeconds: number): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ holdExpiresAt: sql<Date>`now() + make_interval(secs => ${holdSeconds})`, updatedAt: sql<Date>`now()` })
    .where('registrationId', '=', registrationId)
    .execute();
}

/**
 * Serialises capacity checks per registration type until the transaction ends (a transaction-
 * scoped advisory lock: released on commit or rollback, so it is safe behind a transaction pooler).
 */
export async function lockRegistrationType(trx: Transaction<Database>, registrationType: string): Promise<void> {
  await lockRegistrationTypes(trx, [{ id: registrationType, shared: false }]);
}

/**
 * lockRegistrationType for several items in one statement, in the order given (the target list is
 * evaluated left to right). A `shared` lock is for a registration of an item without a capacity:
 * it decides nothing about places, so such registrations run side by side, while an organizer's
 * save of the item (exclusive) still waits for them and they for it.
 */
export async function lockRegistrationTypes(trx: Transaction<Database>, items: readonly { id: string; shared: boolean }[]): Promise<void> {
  if (items.length === 0) return;
  const locks = items.map(({ id, shared }) => {
    const key = sql`${sql.lit(lockSpace.salesItem)}, hashtext(${id})`;
    return shared ? sql`pg_advisory_xact_lock_shared(${key})` : sql`pg_advisory_xact_lock(${key})`;
  });
  await sql`select ${sql.join(locks)}`.execute(trx);
}

/** The registrant's own corrections (t-shirt size, dietary restrictions, phone, billing address). */
export async function correctRegistration(db: Db, registrationId: string, changes: Partial<Pick<Registration, 'tShirtSize' | 'dietaryRestrictions' | 'phone' | 'billingStreet' | 'billingCity' | 'billingState' | 'billingZip'>>): Promise<void> {
  await db.updateTable('registrations').set({ ...changes, updatedAt: new Date() }).where('registrationId', '=', registrationId).execute();
}

/** The registrant's choice of how the published results show them. */
export async function setResultsListing(db: Db, registrationId: string, resultsListing: Registration['resultsListing']): Promise<void> {
  await db.updateTable('registrations').set({ resultsListing, updatedAt: new Date() }).where('registrationId', '=', registrationId).execute();
}

/** The registration a form's submission key made, if any (netlify/lib/registration/registration.ts). */
export async function findRegistrationBySubmission(db: Db, submissionKeyHash: string): Promise<Registration | undefined> {
  return db.selectFrom('registrations').selectAll().where('submissionKeyHash', '=', submissionKeyHash).executeTakeFirst();
}
