// Payment keys: the secret that ties a browser's payment (PayPal's `custom`, /payment-success?key=)
// to one registration. Issued by the server, one per registration; it stops answering a day after
// the registration settles. PayPal's notifications still find their registration by it.
import { sql } from 'kysely';
import type { Db, Registration } from '../database.ts';

export async function insertPaymentKey(db: Db, key: string, registrationId: string): Promise<void> {
  await db.insertInto('paymentKeys').values({ key, registrationId }).execute();
}

/** The registration a key belongs to, whatever its state. */
export async function findKeyOwner(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('paymentKeys').select('registrationId').where('key', '=', key).executeTakeFirst())?.registrationId;
}

/** The key of a registration, if it has one. */
export async function findPaymentKey(db: Db, registrationId: string): Promise<string | undefined> {
  const row = await db.selectFrom('paymentKeys').select('key').where('registrationId', '=', registrationId).orderBy('createdAt').executeTakeFirst();
  return row?.key;
}

/**
 * The registration of a key. A browser may read only through a key that has not expired;
 * PayPal's own messages arrive late and find their registration whatever the key's age.
 */
export async function findRegistrationByPaymentKey(db: Db, key: string, { expiredToo = false } = {}): Promise<Registration | undefined> {
  let query = db
    .selectFrom('paymentKeys')
    .innerJoin('registrations', 'registrations.registrationId', 'paymentKeys.registrationId')
    .selectAll('registrations')
    .where('paymentKeys.key', '=', key);
  if (!expiredToo) query = query.where((eb) => eb.or([eb('paymentKeys.expiresAt', 'is', null), eb('paymentKeys.expiresAt', '>', sql<Date>`now()`)]));
  return query.executeTakeFirst();
}

/** Its keys stop answering browsers now (the registrant signed all links out of a settled
 * registration, or a keyless payment paid it): PayPal's messages still find it. */
export async function endPaymentKeys(db: Db, registrationId: string): Promise<void> {
  await db
    .updateTable('paymentKeys')
    .set({ expiresAt: sql<Date>`now()` })
    .where('registrationId', '=', registrationId)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
    .execute();
}

/** The registration has settled (paid, comped, refunded): its keys answer for one more day. */
export async function expirePaymentKeys(db: Db, registrationId: string): Promise<void> {
  await db
    .updateTable('paymentKeys')
    .set({ expiresAt: sql<Date>`now() + interval '1 day'` })
    .where('registrationId', '=', registrationId)
    .where('expiresAt', 'is', null)
    .execute();
}
