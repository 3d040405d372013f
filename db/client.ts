// createDb(): one Kysely instance over whichever PostgreSQL is configured.
//
//   no URL / 'file:<dir>'       -> embedded PGlite persisted under <dir> (default .data/pglite)
//   'memory://'                 -> embedded in-memory PGlite (tests)
//   postgres://...neon.tech...  -> @neondatabase/serverless Pool (WebSocket; supports transactions,
//                                  which the HTTP driver does not) behind Kysely's PostgresDialect
//   any other postgres:// URL   -> node-postgres (pg) Pool
//
// Pools are created with allowExitOnIdle: a short-lived process (a script, a function instance)
// must be able to exit once idle.
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

export const defaultPgliteDir = '.data/pglite';

export type DatabaseKind = 'pglite' | 'neon' | 'postgres';

export interface CreateDbOptions {
  /** Maximum pool size for pg / Neon (default 10). */
  max?: number;
}

export function databaseKind(url: string | undefined): DatabaseKind {
  if (!url || url.startsWith('file:') || url === 'memory://') return 'pglite';
  if (isNeonUrl(url)) return 'neon';
  return 'postgres';
}

const isNeonUrl = (url: string): boolean => {
  try {
    return new URL(url).hostname.endsWith('.neon.tech');
  } catch {
    return false;
  }
};

/** A printable description of the database, without credentials. */
export function describeDatabase(url: string | undefined): string {
  if (!url) return `embedded PGlite (${defaultPgliteDir})`;
  if (url === 'memory://') return 'embedded PGlite (in memory)';
  if (url.startsWith('file:')) return `embedded PGlite (${url.slice('file:'.length)})`;
  const u = new URL(url);
  return `${databaseKind(url) === 'neon' ? 'Neon PostgreSQL' : 'PostgreSQL'} (${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname})`;
}

/** Where an embedded database lives: a data directory, or 'memory' (gone when closed). */
export type PgliteLocation = string | 'memory';

/** The embedded location a URL names: undefined -> .data/pglite, 'file:<dir>', 'memory://'. */
export function pgliteLocation(url: string | undefined): PgliteLocation {
  if (url === 'memory://') return 'memory';
  if (url?.startsWith('file:')) return url.slice('file:'.length);
  return defaultPgliteDir;
}

/** Opens (creating if needed) an embedded PGlite database. */
export async function openPglite(location: PgliteLocation): Promise<PGlite> {
  // Imported lazily: function workers connect over pg and should not load the WASM database.
  const { PGlite } = await import('@electric-sql/pglite').catch((error: unknown) => {
    // netlify.toml keeps PGlite out of the function bundles: a deployed site needs DATABASE_URL.
    throw new Error('The embedded database (PGlite) is not installed here: set DATABASE_URL to a PostgreSQL URL.', { cause: error });
  });
  if (location === 'memory') {
    const pglite = new PGlite();
    await pglite.waitReady;
    return pglite;
  }
  mkdirSync(location, { recursive: true });
  const pglite = new PGlite(location);
  await pglite.waitReady;
  return pglite;
}

export function createDbFromPglite(pglite: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins: [new CamelCasePlugin()] });
}

export async function createDb(url?: string, options: CreateDbOptions = {}): Promise<Kysely<Database>> {
  const kind = databaseKind(url);
  if (kind === 'pglite') {
    return createDbFromPglite(await openPglite(pgliteLocation(url)));
  }
  const poolConfig = { connectionString: url, max: options.max ?? 10, allowExitOnIdle: true };
  let pool;
  if (kind === 'neon') {
    const { Pool } = await import('@neondatabase/serverless');
    pool = new Pool(poolConfig);
  } else {
    pool = new pg.Pool(poolConfig);
  }
  // Without a listener an idle client's network error would crash the process. pg's end()
  // resolves before the sockets close, so errors after it (database dropped) are expected.
  pool.on('error', (error: Error) => {
    if (!(pool as { ending?: boolean }).ending) console.error('Database pool error:', error.message);
  });
  // The pool listens for errors only on idle clients. A client in use when the server goes away
  // emits 'error' besides failing its query, and unheard that crashed the process (found by
  // tests/integration/database-outage.test.ts). The failed query already reaches the handler (503).
  pool.on('connect', (client: { on(event: 'error', listener: () => void): unknown }) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as pg.Pool }), plugins: [new CamelCasePlugin()] });
}
