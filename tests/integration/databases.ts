// Test databases for the integration suite: an in-memory PGlite always, and a real PostgreSQL
// when TEST_DATABASE_URL is set (CI sets it; locally: eval "$(bash scripts/test-postgres.sh start)"),
// and for the pooled suites PgBouncer and the Neon driver when TEST_PGBOUNCER_URL is set too.
// Each suite gets its own fresh PostgreSQL database, dropped afterwards, so suites never share rows.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import pg from 'pg';
import { createDb, createDbFromPglite, type CreateDbOptions } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { migrateToLatest, migrationFolder } from '../../db/migrate.ts';
import { setDb } from '../../netlify/lib/platform/db.ts';
import { resetEnv } from '../../netlify/lib/platform/env.ts';
import { startNeonProxy, type NeonProxy } from '../../scripts/neon-ws-proxy.ts';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL' | 'PgBouncer' | 'Neon';
  /** The connection URL once open (server databases only): what a function's DATABASE_URL would be. */
  url?: string;
  /** The Neon driver's WebSocket proxy once open (Neon only): the outage suite drops its sockets. */
  neonProxy?: NeonProxy;
  open(): Promise<Kysely<Database>>;
  close(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL;
export const postgresSkipReason = 'TEST_DATABASE_URL is not set (run: eval "$(bash scripts/test-postgres.sh start)")';
/** PgBouncer in transaction mode in front of that PostgreSQL (scripts/test-postgres.sh starts both). */
export const pgbouncerUrl = process.env.TEST_PGBOUNCER_URL;
export const pgbouncerSkipReason = 'TEST_PGBOUNCER_URL is not set (install pgbouncer, then: eval "$(bash scripts/test-postgres.sh start)")';

// A fresh PGlite runs initdb in WASM (seconds on a busy machine); restoring a migrated data
// directory is several times faster. The template is built once and cached in the temp dir, keyed
// by the migrations' contents, so every suite still starts from the current schema.
function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationFolder).sort()) hash.update(file).update(readFileSync(path.join(migrationFolder, file)));
  return path.join(tmpdir(), `woop-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function openMigratedPglite(): Promise<PGlite> {
  const template = templatePath();
  if (existsSync(template)) {
    const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(template)]) });
    await pglite.waitReady;
    return pglite;
  }
  const pglite = new PGlite();
  await migrateToLatest(createDbFromPglite(pglite));
  const dump = await pglite.dumpDataDir('none');
  const partial = `${template}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template);
  return pglite;
}

function pgliteDatabase(): TestDatabase {
  let db: Kysely<Database> | undefined;
  return {
    name: 'PGlite',
    async open() {
      db = createDbFromPglite(await openMigratedPglite());
      await migrateToLatest(db); // no-op: proves the template is current
      return db;
    },
    async close() {
      await db?.destroy();
    },
  };
}

/** `url` with another database name. */
function withDatabase(url: string, dbName: string): string {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}

export type ServerDatabaseName = Exclude<TestDatabase['name'], 'PGlite'>;

/** Where a cluster is reached: directly, and through its PgBouncer (transaction mode). */
export interface ClusterUrls {
  postgres: string;
  pgbouncer?: string;
}

/**
 * A database of its own in a PostgreSQL cluster, created directly and dropped afterwards, reached
 * as `name` says: directly with pg, with pg through PgBouncer, or with the Neon driver through the
 * WebSocket proxy and PgBouncer. All three through createDb(), as the functions connect (`options`
 * as the suite needs: the outage suite uses the functions' own pool options).
 */
export function serverDatabase(name: ServerDatabaseName, cluster: () => ClusterUrls, options: CreateDbOptions = {}): TestDatabase {
  const dbName = `woop_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let db: Kysely<Database> | undefined;
  let proxy: NeonProxy | undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: cluster().postgres });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name,
    async open() {
      const { postgres, pgbouncer } = cluster();
      if (name !== 'PostgreSQL' && !pgbouncer) throw new Error(`${name} needs PgBouncer (TEST_PGBOUNCER_URL)`);
      await admin(`create database ${dbName}`);
      this.url = withDatabase(name === 'PostgreSQL' ? postgres : pgbouncer!, dbName);
      if (name === 'Neon') this.neonProxy = proxy = await startNeonProxy();
      // Migrated as the build migrates (no query timeout), then opened as the suite asks.
      const migrator = await createDb(this.url, { max: 1, neonProxy: proxy?.address });
      await migrateToLatest(migrator).finally(() => migrator.destroy());
      db = await createDb(this.url, { max: 20, ...options, neonProxy: proxy?.address });
      return db;
    },
    async close() {
      await db?.destroy();
      await proxy?.close();
      await admin(`drop database if exists ${dbName} with (force)`);
    },
  };
}

const sharedCluster = (): ClusterUrls => ({ postgres: postgresUrl!, pgbouncer: pgbouncerUrl });
let warnedNoPgbouncer = false;

/**
 * The databases to run a suite against: PGlite (unless `embedded: false`), plus PostgreSQL when
 * configured. `pooled: true` (the registration, promo, concurrency, payment and outage suites) adds
 * the production paths when PgBouncer is configured too: pg through PgBouncer in transaction mode
 * (Neon's pooled URL), and the Neon driver (through PgBouncer).
 */
export function testDatabases({ pooled = false, embedded = true }: { pooled?: boolean; embedded?: boolean } = {}): TestDatabase[] {
  const databases = embedded ? [pgliteDatabase()] : [];
  if (!postgresUrl) return databases;
  databases.push(serverDatabase('PostgreSQL', sharedCluster));
  if (pooled && pgbouncerUrl) databases.push(serverDatabase('PgBouncer', sharedCluster), serverDatabase('Neon', sharedCluster));
  else if (pooled && !warnedNoPgbouncer) {
    warnedNoPgbouncer = true;
    console.warn(`Skipping the PgBouncer and Neon runs: ${pgbouncerSkipReason}`);
  }
  return databases;
}

export function postgresTestDatabase(): TestDatabase | undefined {
  return postgresUrl ? serverDatabase('PostgreSQL', sharedCluster) : undefined;
}

/** Tables a fresh database starts with rows in (the migrations seed them: promo codes, sales settings, the seat settings' one row). */
const seededTables = ['promo_codes', 'sales_items', 'seat_settings'];

/**
 * Empties every application table (read from the catalogue, so a new table is never forgotten),
 * then puts the seeded tables back as the migrations left them: on the first call (a freshly
 * migrated database) their rows are copied to test_seed_* tables, which later calls restore.
 */
export async function emptyTables(db: Kysely<Database>): Promise<void> {
  for (const table of seededTables) await sql`create table if not exists ${sql.id(`test_seed_${table}`)} as table ${sql.id(table)}`.execute(db);
  const { rows } = await sql<{ name: string }>`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema() and tablename not like 'kysely\_%' and tablename not like 'test\_seed\_%'`.execute(db);
  await sql`truncate ${sql.raw(rows.map((r) => r.name).join(', '))} restart identity cascade`.execute(db);
  for (const table of seededTables) {
    await sql`insert into ${sql.id(table)} overriding system value select * from ${sql.id(`test_seed_${table}`)}`.execute(db);
    if (table === 'promo_codes') await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.id(table)}), 0) + 1, false)`.execute(db);
  }
}

/**
 * The usual suite lifecycle: open the database once (with WOOP_OPEN_LEVELS set when given), point
 * the functions at it, and empty it before each test. Returns the suite's handle.
 */
export function useTestDatabase(database: TestDatabase, openLevels?: string): () => Kysely<Database> {
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    if (openLevels !== undefined) {
      process.env.WOOP_OPEN_LEVELS = openLevels;
      resetEnv();
    }
    db = await database.open();
  });
  afterAll(async () => {
    setDb(undefined);
    await database.close();
  });
  beforeEach(async () => {
    setDb(db);
    await emptyTables(db!);
  });
  return () => db!;
}
