// Personal links (/my-registration): stored by the SHA-256 of their token (netlify/lib/personal-link.ts).
import { sql } from 'kysely';
import type { Db, Registration } from '../database.ts';
import { registrationHolds } from './holds.ts';

export async function insertPersonalLink(db: Db, tokenHash: string, registrationId: string): Promise<void> {
  await db.insertInto('personalLinks').values({ tokenHash, registrationId }).execute();
}

/** The registration a link opens, with whether it holds its place right now. */
export async function findRegistrationByLinkHash(db: Db, tokenHash: string): Promise<(Registration & { holds: boolean }) | undefined> {
  return db
    .selectFrom('personalLinks')
    .innerJoin('registrations', 'registrations.registrationId', 'personalLinks.registrationId')
    .selectAll('registrations')
    .select(registrationHolds().as('holds'))
    .where('personalLinks.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** The registrations made with an address (case-insensitively), oldest first: a link re-sent to each. */
export async function findRegistrationsByEmail(db: Db, email: string): Promise<Registration[]> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('createdAt')
    .orderBy('id')
    .limit(20)
    .execute();
}

/** Every personal link of the registration stops opening its page. */
export async function deletePersonalLinks(db: Db, registrationId: string): Promise<void> {
  await db.deleteFrom('personalLinks').where('registrationId', '=', registrationId).execute();
}
