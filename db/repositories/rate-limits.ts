// Counters for the rate limits (netlify/lib/platform/rate-limit.ts): one row per (bucket, client, window).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';

export interface Hit {
  bucket: string;
  clientKey: string;
  windowStart: Date;
  windowEnd: Date;
}

/**
 * Counts one request and returns the window's count including it. One statement: PostgreSQL's
 * ON CONFLICT locks the row, so concurrent callers on any connection each see a distinct count
 * (no read-then-write race, no session state: safe behind PgBouncer in transaction mode).
 */
export async function countHit(db: Db, hit: Hit): Promise<number> {
  const row = await db
    .insertInto('rateLimits')
    .values({ bucket: hit.bucket, clientKey: hit.clientKey, windowStart: hit.windowStart, hits: 1, expiresAt: hit.windowEnd })
    .onConflict((oc) => oc.columns(['bucket', 'clientKey', 'windowStart']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

/** Takes one count back (a request that turned out not to count, such as a correct password). */
export async function uncountHit(db: Db, hit: Omit<Hit, 'windowEnd'>): Promise<void> {
  await setHits(db, hit, sql`greatest(hits - 1, 0)`);
}

/** Drops counters whose window has ended. */
export async function deleteExpiredHits(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rateLimits').where('expiresAt', '<', now).execute();
}

/** Forgets the client's count in this window (the admin signed in: earlier typos are forgiven). */
export async function clearHits(db: Db, hit: Omit<Hit, 'windowEnd'>): Promise<void> {
  await setHits(db, hit, sql`0`);
}

function setHits(db: Db, hit: Omit<Hit, 'windowEnd'>, value: RawBuilder<number>) {
  return db
    .updateTable('rateLimits')
    .set({ hits: value })
    .where('bucket', '=', hit.bucket)
    .where('clientKey', '=', hit.clientKey)
    .where('windowStart', '=', hit.windowStart)
    .execute();
}
