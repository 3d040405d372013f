// The browser's pending-payment key, linked to the registration being paid for.
import type { Registration } from '../database.ts';
import type { Db } from './registrations.ts';

/**
 * Links `key` to `registrationId` (which must exist: foreign key). Storing the same link twice is
 * fine; returns 'conflict' when the key already belongs to another registration.
 */
export async function linkPaymentKey(db: Db, key: string, registrationId: string): Promise<'linked' | 'conflict'> {
  const inserted = await db
    .insertInto('paymentKeys')
    .values({ key, registrationId })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return 'linked';
  const existing = await db.selectFrom('paymentKeys').select('registrationId').where('key', '=', key).executeTakeFirst();
  return existing?.registrationId === registrationId ? 'linked' : 'conflict';
}

export async function findRegistrationByPaymentKey(db: Db, key: string): Promise<Registration | undefined> {
  return db
    .selectFrom('paymentKeys')
    .innerJoin('registrations', 'registrations.registrationId', 'paymentKeys.registrationId')
    .selectAll('registrations')
    .where('paymentKeys.key', '=', key)
    .executeTakeFirst();
}
