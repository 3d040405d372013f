// The functions' shared database handle: created on first use from DATABASE_URL / NETLIFY_DB_URL.
// Tests call setDb() with their own (PGlite in memory or a throwaway PostgreSQL).
import type { Kysely } from 'kysely';
import { createDb, type CreateDbOptions } from '../../../db/client.ts';
import { pingDatabase } from '../../../db/repositories/health.ts';
import type { Database } from '../../../db/database.ts';
import { getEnv } from './env.ts';

let instance: Promise<Kysely<Database>> | undefined;

/**
 * A small pool: on Netlify each function instance serves one request at a time. Queries give up
 * after 8 s (a 503 asking to retry) rather than wait on a pooler that cannot reach the database
 * (up to 120 s behind PgBouncer) past the function's own 10 s limit.
 */
export const functionPoolOptions: CreateDbOptions = { max: 5, queryTimeoutMs: 8_000 };

export function getDb(): Promise<Kysely<Database>> {
  if (!instance) {
    instance = createDb(getEnv().databaseUrl, functionPoolOptions);
    instance.catch(() => (instance = undefined)); // retry on the next request
  }
  return instance;
}

export function setDb(db: Kysely<Database> | undefined): void {
  instance = db ? Promise.resolve(db) : undefined;
}

/** GET /api/health: whether the database answers a query now (why not is logged). */
export async function databaseIsUp(): Promise<boolean> {
  try {
    await pingDatabase(await getDb());
    return true;
  } catch (error) {
    console.error('Health check: database down:', (error as Error).message);
    return false;
  }
}
