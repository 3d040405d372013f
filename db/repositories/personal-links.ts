// Personal links (/my-registration): stored by the SHA-256 of their token (netlify/lib/registration/personal-link.ts).
import { sql } from 'kysely';
import type { Db, Registration } from '../database.ts';
import { registrationHolds } from './holds.ts';

export async function insertPersonalLink(db: Db, tokenHash: string, registrationId: string, expiresAt: Date): Promise<void> {
  await db.insertInto('personalLinks').values({ tokenHash, registrationId, expiresAt }).execute();
}

/** Signs out every link of a registration (the registrant asked to): how many there were. */
export async function deletePersonalLinks(db: Db, registrationId: string): Promise<number> {
  const rows = await db.deleteFrom('personalLinks').where('registrationId', '=', registrationId).returning('tokenHash').execute();
  return rows.length;
}

/** The registration a link opens while the link lasts, with whether it holds right now (holds.ts). */
export async function findRegistrationByLinkHash(db: Db, tokenHash: string): Promise<(Registration & { holds: boolean }) | undefined> {
  return db
    .selectFrom('personalLinks')
    .innerJoin('registrations', 'registrations.registrationId', 'personalLinks.registrationId')
    .selectAll('registrations')
    .select(registrationHolds().as('holds'))
    .where('personalLinks.tokenHash', '=', tokenHash)
    .where('personalLinks.expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** The registrations made with an address (case-insensitively), oldest first: a link re-sent to each. */
export async function findRegistrationsByEmail(db: Db, email: string): Promise<Registration[]> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    // A seat handed over opens nothing any more: no link is sent for it.
    .where(sql<boolean>`not (order_id is not null and status = 'canceled')`)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(20)
    .execute();
}
