// Promo codes (rows of promo_codes, set from /admin, so the organizer adds or ends one without a
// deploy) and their uses.
// A use is a registration that holds (paid, comped, or pending within its hold) with the code: a
// limited code is counted under the code's lock, in the registration's own transaction.
// Single-use codes and sponsor entry codes also keep their used_promo_codes row (code is unique):
// the row names the registration that holds the code. A code whose registration no longer holds
// (its hold expired unpaid, it was refunded) is free again, and the next registration takes the
// row over.
import { sql, type Insertable } from 'kysely';
import type { Db, PromoCodeRow, PromoCodesTable } from '../database.ts';
import { registrationHolds } from './holds.ts';
import { lockSpace } from './lock-spaces.ts';

/** The code's row (`code` already trimmed and lower-cased), disabled or not. */
export async function findPromoCodeRow(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  return db.selectFrom('promoCodes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Registrations that hold with the code, `exceptId` left out. */
export async function countPromoUses(db: Db, code: string, exceptId?: string): Promise<number> {
  let query = db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('promoCode', '=', code)
    .where(registrationHolds());
  if (exceptId) query = query.where('registrationId', '<>', exceptId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Counts `registrationId` as a use of a limited code unless the code's other holding uses already
 * reach `maxUses`. Run it in the registration's (or payment's) transaction, after the registration
 * row is written with the code. False = no use left. The code's lock comes first, in its own
 * statement, so the count (a new snapshot under READ COMMITTED) sees every competitor that
 * committed before us, and none can commit between our count and our commit.
 */
export async function claimPromoUse(db: Db, promo: { code: string; maxUses: number | null }, registrationId: string): Promise<boolean> {
  if (promo.maxUses === null) return true;
  await lockPromoCode(db, promo.code);
  if ((await countPromoUses(db, promo.code, registrationId)) >= promo.maxUses) return false;
  return promo.maxUses === 1 ? claimPromoCode(db, promo.code, registrationId) : true;
}

/** True when a registration that still holds it has the code. */
export async function isPromoCodeUsed(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('usedPromoCodes')
    .innerJoin('registrations', 'registrations.registrationId', 'usedPromoCodes.registrationId')
    .select('usedPromoCodes.id')
    .where('usedPromoCodes.code', '=', code)
    .where(registrationHolds())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives the code to `registrationId` unless another registration that still holds it has it.
 * Run it in the registration's (or payment's) transaction. False = taken.
 *
 * The code's transaction-scoped lock comes first, in its own statement: under READ COMMITTED the
 * upsert's `not exists` then runs on a snapshot taken after a competitor committed, so it sees the
 * competitor's registration. Without it, an upsert that waited on the competitor's row judged with
 * its older snapshot, and up to 17 of 20 simultaneous registrations got the same code on PostgreSQL.
 */
export async function claimPromoCode(db: Db, code: string, registrationId: string): Promise<boolean> {
  await lockPromoCode(db, code);
  const result = await sql<{ id: number }>`
    insert into used_promo_codes (code, registration_id) values (${code}, ${registrationId})
    on conflict (code) do update set registration_id = excluded.registration_id, used_at = now()
    where used_promo_codes.registration_id = excluded.registration_id
       or not exists (select 1 from registrations r where r.registration_id = used_promo_codes.registration_id and ${registrationHolds('r')})
    returning id`.execute(db);
  return result.rows.length > 0;
}

/**
 * The code's transaction-scoped lock (re-entrant within a transaction): taken by claimPromoCode, and
 * by whatever must decide about a code without a competitor claiming it meanwhile (a sponsor
 * entry's validity before its claim, its withdrawal after a refund).
 */
export async function lockPromoCode(db: Db, code: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(lockSpace.promoCode)}, hashtext(${code}))`.execute(db);
}

export type PromoCodeValues = Omit<Insertable<PromoCodesTable>, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const promoCodeConstraint = 'promo_codes_code_key';

/** Newest first: a code just made shows at the top of /admin's list, under the button that made it. */
export async function listPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db.selectFrom('promoCodes').selectAll().orderBy('id', 'desc').execute();
}

export async function findPromoCodeById(db: Db, id: number): Promise<PromoCodeRow | undefined> {
  return db.selectFrom('promoCodes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Throws a unique violation (promoCodeConstraint) when the code exists already. */
export async function insertPromoCode(db: Db, values: PromoCodeValues): Promise<PromoCodeRow> {
  return db.insertInto('promoCodes').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The enabled codes, locked (an edit waits, then meets a 409) for a disabling of several at once. */
export async function lockEnabledPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db
    .selectFrom('promoCodes')
    .selectAll()
    .where('disabledAt', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Disables these codes now (bumping their version: an edit open on one meets a 409). */
export async function disablePromoCodes(db: Db, ids: number[], at: Date): Promise<PromoCodeRow[]> {
  if (ids.length === 0) return [];
  return db
    .updateTable('promoCodes')
    .set({ disabledAt: at, version: sql<number>`version + 1`, updatedAt: at })
    .where('id', 'in', ids)
    .returningAll()
    .execute();
}

/** Saves the code if it is still at `version` (bumping it); undefined when someone saved it meanwhile. */
export async function updatePromoCode(db: Db, id: number, version: number, values: PromoCodeValues): Promise<PromoCodeRow | undefined> {
  return db
    .updateTable('promoCodes')
    .set({ ...values, version: sql<number>`version + 1`, updatedAt: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** The registrations that hold with each code (a code's uses), oldest first. */
export async function listPromoUses(db: Db): Promise<{ promoCode: string; registrationId: string; firstName: string; lastName: string; paymentStatus: string }[]> {
  const rows = await db
    .selectFrom('registrations')
    .innerJoin('promoCodes', 'promoCodes.code', 'registrations.promoCode')
    .select(['registrations.promoCode', 'registrations.registrationId', 'registrations.firstName', 'registrations.lastName', 'registrations.paymentStatus'])
    .where(registrationHolds())
    .orderBy('registrations.id')
    .execute();
  return rows.map((r) => ({ ...r, promoCode: r.promoCode ?? '' }));
}

/** The code's row by id, locked until the transaction ends. */
export async function lockPromoCodeRow(db: Db, id: number): Promise<PromoCodeRow | undefined> {
  return db.selectFrom('promoCodes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
