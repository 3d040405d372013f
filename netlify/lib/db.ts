// The functions' shared database handle: created on first use from DATABASE_URL / NETLIFY_DB_URL.
// Tests call setDb() with their own (PGlite in memory or a throwaway PostgreSQL).
import type { Kysely } from 'kysely';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { getEnv } from './env.ts';

let instance: Promise<Kysely<Database>> | undefined;

export function getDb(): Promise<Kysely<Database>> {
  if (!instance) {
    // A small pool: on Netlify each function instance serves one request at a time.
    instance = createDb(getEnv().databaseUrl, { max: 5 });
    instance.catch(() => (instance = undefined)); // retry on the next request
  }
  return instance;
}

export function setDb(db: Kysely<Database> | undefined): void {
  instance = db ? Promise.resolve(db) : undefined;
}
