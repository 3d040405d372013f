// Registrations. Plain functions taking the database or an open transaction first; the caller
// decides the transaction boundaries (see netlify/lib/registration.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewRegistration, Registration } from '../database.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export const registrationIdConstraint = 'registrations_registration_id_key';

export async function insertRegistration(db: Db, row: NewRegistration): Promise<Registration> {
  return db.insertInto('registrations').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findRegistration(db: Db, registrationId: string): Promise<Registration | undefined> {
  return db.selectFrom('registrations').selectAll().where('registrationId', '=', registrationId).executeTakeFirst();
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

/**
 * Serialises capacity checks per registration type until the transaction ends (a transaction-
 * scoped advisory lock: no lock table needed, released on commit or rollback).
 */
export async function lockRegistrationType(trx: Transaction<Database>, registrationType: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${lockKey(registrationType)}))`.execute(trx);
}

const lockKey = (registrationType: string) => `woop:registration-type:${registrationType}`;

/**
 * The same lock for work that cannot be one transaction (it calls PayPal between its writes): a
 * session lock on one connection, held while `fn` runs on that connection. On the embedded PGlite
 * (one session) it does not exclude anything; PostgreSQL and Neon are what production runs.
 */
export async function withRegistrationTypeLock<T>(db: Kysely<Database>, registrationType: string, fn: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext(${lockKey(registrationType)}))`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      // A lost connection has released the lock already; the error that ended fn is the one to report.
      await sql`select pg_advisory_unlock(hashtext(${lockKey(registrationType)}))`.execute(conn).catch(() => {});
    }
  });
}
