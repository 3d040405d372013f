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
//
// The Neon driver speaks the PostgreSQL protocol over a WebSocket to Neon's proxy (wss://). Tests
// run it against any PostgreSQL through a local WebSocket-to-TCP proxy (`neonProxy`): plain ws://,
// and no pipelined connect (that shortcut only works with Neon's password handling). These settings
// are per pool and only ever come from that option, never from a production URL.
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './database.ts';

export const defaultPgliteDir = '.data/pglite';

export type DatabaseKind = 'pglite' | 'neon' | 'postgres';

export interface CreateDbOptions {
  /** Maximum pool size for pg / Neon (default 10). */
  max?: number;
  /**
   * Tests and local runs only: use the Neon driver for this URL through a plain (ws://)
   * WebSocket-to-TCP proxy at this address (host:port/path, no protocol); the proxy is told the
   * database's host:port in an `address` query parameter.
   */
  neonProxy?: string;
  /**
   * Give up on a query after this many ms (pg's query_timeout), and drop its connection. Behind a
   * pooler (PgBouncer, Neon's pooled URL) a query waits while the pooler cannot reach the database,
   * up to the pooler's query_wait_timeout (120 s); the functions set this to answer 503 first.
   */
  queryTimeoutMs?: number;
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
  try {
    const pglite = new PGlite(location);
    await pglite.waitReady;
    return pglite;
  } catch (error) {
    // The files are not crash-safe (a server killed while writing can leave them unreadable), and
    // PGlite's own error ("Aborted()") names neither the folder nor a way out.
    throw new Error(
      `The embedded database in ${location} could not be opened (${(error as Error).message}). It may be damaged: move that folder away (or delete it to start empty) and start again.`,
      { cause: error },
    );
  }
}

export function createDbFromPglite(pglite: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins: [new CamelCasePlugin()] });
}

export async function createDb(url?: string, options: CreateDbOptions = {}): Promise<Kysely<Database>> {
  const kind = databaseKind(url);
  if (kind === 'pglite') {
    return createDbFromPglite(await openPglite(pgliteLocation(url)));
  }
  const poolConfig = { connectionString: url, max: options.max ?? 10, allowExitOnIdle: true, query_timeout: options.queryTimeoutMs };
  let pool;
  if (kind === 'neon' || options.neonProxy) {
    const { Pool, Client } = await import('@neondatabase/serverless');
    pool = new Pool(poolConfig);
    // Neon's Pool sets its Client class after construction, so a Client option would be ignored.
    if (options.neonProxy) pool.Client = proxiedNeonClient(Client, options.neonProxy);
  } else {
    // Imported on first connection, as Neon's driver: Netlify ships a function's node_modules as
    // files, and a cold start then loads none of the driver's 41 modules before its first query.
    const { default: postgres } = await import('pg');
    pool = new postgres.Pool(poolConfig);
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
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: droppingTimedOutClients(pool as pg.Pool) }), plugins: [new CamelCasePlugin()] });
}

export const queryTimeoutMessage = 'Query read timeout'; // pg's

/**
 * The pool, except that a client whose query timed out fails its next statements at once and is
 * closed instead of reused: pg stops waiting, but the query is still outstanding on that
 * connection, and whatever followed (the transaction's ROLLBACK, the next request) would wait
 * behind it. Closing it also withdraws the query from the pooler.
 */
function droppingTimedOutClients(pool: pg.Pool): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    let timedOut = false;
    const query = (...args: unknown[]) => {
      if (timedOut) return Promise.reject(new Error(queryTimeoutMessage));
      const result = (client.query as (...a: unknown[]) => unknown)(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === queryTimeoutMessage) timedOut = true;
        throw error;
      });
    };
    const release = (destroy?: boolean | Error) => client.release(destroy || timedOut);
    return overriding(client, { query, release });
  };
  return overriding(pool, { connect });
}

/** `target` with some members replaced; its other methods stay bound to it. */
function overriding<T extends object>(target: T, members: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === 'string' && key in members) return members[key];
      const value: unknown = Reflect.get(object, key);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

type NeonClientClass = typeof import('@neondatabase/serverless').Client;

/** Neon's Client with its per-connection settings pointed at a local plain-WebSocket proxy. */
function proxiedNeonClient(Client: NeonClientClass, proxy: string): NeonClientClass {
  return class ProxiedNeonClient extends Client {
    constructor(config?: ConstructorParameters<NeonClientClass>[0]) {
      super(config);
      this.neonConfig.wsProxy = proxy; // the driver appends ?address=host:port
      this.neonConfig.useSecureWebSocket = false;
      this.neonConfig.pipelineConnect = false;
    }
  };
}
