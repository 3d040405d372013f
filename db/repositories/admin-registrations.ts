// What the admin dashboard reads and changes: counts, the registration list, deletion with an
// audit snapshot, and keyset-paged batches for the streamed Excel exports.
import type { Kysely } from 'kysely';
import type { Database, Registration, RegistrationInterest } from '../database.ts';

export interface AdminStats {
  registrationCount: number;
  registrationInterestCount: number;
}

export async function getAdminStats(db: Kysely<Database>): Promise<AdminStats> {
  const [registrations, interests] = await Promise.all([
    db.selectFrom('registrations').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('registrationInterests').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { registrationCount: Number(registrations.n), registrationInterestCount: Number(interests.n) };
}

/** SPEC §3 "admin list item", plus paymentStatus and createdAt. */
export interface AdminListItem {
  id: number;
  registrationId: string;
  firstName: string;
  lastName: string;
  email: string;
  registrationType: string | null;
  amount: string | null;
  status: string;
  paymentStatus: string;
  createdAt: string;
}

/** Newest first. */
export async function listAdminRegistrations(db: Kysely<Database>): Promise<AdminListItem[]> {
  const rows = await db
    .selectFrom('registrations')
    .select(['id', 'registrationId', 'firstName', 'lastName', 'email', 'registrationType', 'amount', 'status', 'paymentStatus', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

export interface DeletedBy {
  actor: 'admin';
  tokenId: string;
}

/**
 * Deletes a registration and, in the same transaction, writes an audit row holding a snapshot of
 * what was deleted (the row and the promo codes it had spent, which cascade away with it).
 * Returns false when no registration has that id.
 */
export async function deleteRegistrationWithAudit(db: Kysely<Database>, registrationId: string, by: DeletedBy): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const usedPromoCodes = await trx
      .selectFrom('usedPromoCodes')
      .select(['code', 'usedAt'])
      .where('registrationId', '=', registrationId)
      .execute();
    const deleted = await trx.deleteFrom('registrations').where('registrationId', '=', registrationId).returningAll().executeTakeFirst();
    if (!deleted) return false;
    await trx
      .insertInto('adminAudit')
      .values({
        actor: by.actor,
        tokenId: by.tokenId,
        action: 'registration.delete',
        target: registrationId,
        snapshot: JSON.stringify({ registration: deleted, usedPromoCodes }),
      })
      .execute();
    return true;
  });
}

export async function listAuditEntries(db: Kysely<Database>, target: string) {
  return db.selectFrom('adminAudit').selectAll().where('target', '=', target).orderBy('id').execute();
}

export const exportBatchSize = 1000;

/** All registrations in id order, `size` rows per query (keyset paging: no OFFSET, no long cursor). */
export async function* registrationBatches(db: Kysely<Database>, size = exportBatchSize): AsyncGenerator<Registration[]> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('registrations').selectAll().where('id', '>', after).orderBy('id').limit(size).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function* interestBatches(db: Kysely<Database>, size = exportBatchSize): AsyncGenerator<RegistrationInterest[]> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('registrationInterests').selectAll().where('id', '>', after).orderBy('id').limit(size).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}
