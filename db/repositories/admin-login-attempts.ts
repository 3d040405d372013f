// Failed admin sign-ins per client, for the rate limit in netlify/lib/auth/rate-limit.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';

export interface FailureWindow {
  count: number;
  /** The oldest failure still inside the window (when it leaves, one attempt frees up). */
  oldest: Date | null;
}

export async function countRecentFailures(db: Kysely<Database>, clientKey: string, since: Date): Promise<FailureWindow> {
  const row = await db
    .selectFrom('adminLoginAttempts')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('attemptedAt').as('oldest')])
    .where('clientKey', '=', clientKey)
    .where('attemptedAt', '>', since)
    .executeTakeFirst();
  const oldest = row?.oldest ? new Date(row.oldest as Date | string) : null;
  return { count: Number(row?.count ?? 0), oldest };
}

/** Records one failure and drops this client's failures older than `forgetBefore`. */
export async function recordFailure(db: Kysely<Database>, clientKey: string, at: Date, forgetBefore: Date): Promise<void> {
  const admin = db;
  await admin.insertInto('adminLoginAttempts').values({ clientKey, attemptedAt: at }).execute();
  await admin
    .deleteFrom('adminLoginAttempts')
    .where('clientKey', '=', clientKey)
    .where('attemptedAt', '<', forgetBefore)
    .execute();
}

export async function clearFailures(db: Kysely<Database>, clientKey: string): Promise<void> {
  await db.deleteFrom('adminLoginAttempts').where('clientKey', '=', clientKey).execute();
}
