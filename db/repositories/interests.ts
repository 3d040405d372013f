// The "notify me when registration opens" list. E-mails are unique case-insensitively.
import type { RegistrationInterest } from '../database.ts';
import type { Db } from '../database.ts';

/** Adds the e-mail; 'exists' (and nothing stored) when it is already on the list in any case. */
export async function addInterest(db: Db, email: string): Promise<'added' | 'exists'> {
  const row = await db
    .insertInto('registrationInterests')
    .values({ email })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? 'added' : 'exists';
}

export async function listInterests(db: Db): Promise<RegistrationInterest[]> {
  return db.selectFrom('registrationInterests').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function countInterests(db: Db): Promise<number> {
  const row = await db.selectFrom('registrationInterests').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
