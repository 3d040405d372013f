// Personal links (/my-registration): stored by the SHA-256 of their token (netlify/lib/personal-link.ts).
import type { Db, Registration } from '../database.ts';

export async function insertPersonalLink(db: Db, tokenHash: string, registrationId: string): Promise<void> {
  await db.insertInto('personalLinks').values({ tokenHash, registrationId }).execute();
}

export async function findRegistrationByLinkHash(db: Db, tokenHash: string): Promise<Registration | undefined> {
  return db
    .selectFrom('personalLinks')
    .innerJoin('registrations', 'registrations.registrationId', 'personalLinks.registrationId')
    .selectAll('registrations')
    .where('personalLinks.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}
