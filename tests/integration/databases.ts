// Test databases for the integration suite: an in-memory PGlite always, and a real PostgreSQL
// when TEST_DATABASE_URL is set (CI sets it; locally: eval "$(bash scripts/test-postgres.sh start)").
// Each suite gets its own fresh PostgreSQL database, dropped afterwards, so suites never share rows.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<Kysely<Database>>;
  close(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL;
export const postgresSkipReason = 'TEST_DATABASE_URL is not set (run: eval "$(bash scripts/test-postgres.sh start)")';

function pgliteDatabase(): TestDatabase {
  let db: Kysely<Database> | undefined;
  return {
    name: 'PGlite',
    async open() {
      db = await createDb('memory://');
      await migrateToLatest(db);
      return db;
    },
    async close() {
      await db?.destroy();
    },
  };
}

function postgresDatabase(url: string): TestDatabase {
  const dbName = `woop_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let db: Kysely<Database> | undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    async open() {
      await admin(`create database ${dbName}`);
      const u = new URL(url);
      u.pathname = `/${dbName}`;
      db = await createDb(u.toString(), { max: 20 });
      await migrateToLatest(db);
      return db;
    },
    async close() {
      await db?.destroy();
      await admin(`drop database if exists ${dbName} with (force)`);
    },
  };
}

/** The databases to run a suite against: PGlite, plus PostgreSQL when configured. */
export function testDatabases(): TestDatabase[] {
  return postgresUrl ? [pgliteDatabase(), postgresDatabase(postgresUrl)] : [pgliteDatabase()];
}

export function postgresTestDatabase(): TestDatabase | undefined {
  return postgresUrl ? postgresDatabase(postgresUrl) : undefined;
}

export async function emptyTables(db: Kysely<Database>): Promise<void> {
  await sql`truncate payment_keys, used_promo_codes, registrations, registration_interests, contact_messages, users restart identity cascade`.execute(db);
}
