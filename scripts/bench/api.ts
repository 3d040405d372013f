// API benchmark: `npm run bench:api`.
// Starts the production server (scripts/serve.ts; builds dist/ first if missing) with a throwaway
// embedded PGlite, and again with PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (in a
// throwaway database created on that server and dropped afterwards), then
// prints requests/s and p50/p99 latency of POST /api/register, GET /api/check-promo-code/:code and
// GET /api/health (one `select 1`: what the server itself allows any endpoint on this machine).
// Prints numbers only: it asserts nothing. BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (4),
// BENCH_PORT (8911).
//
// For comparison it also calls the same handlers directly (no HTTP server), with the limits off as
// for the HTTP rows, and on PostgreSQL times two database-only rows on the same cluster with the
// same number of connections: a raw INSERT of the same registration row (the performance goal is
// written as the ratio of POST /api/register to that rate), and the floor of a correct
// registration: that row and its payment key stored by one statement only while the level's sales
// settings row is still the one it was priced with (its version and price), the one check a
// registration cannot skip. register's ratio to each is printed. requests/s counts 2xx answers
// only (a row that measured refusals would say nothing of the endpoint); non-2xx answers are
// printed beside it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, startServer, stopServer } from '../server-process.ts';
import { percentile } from './percentile.ts';
import { withThrowawayDatabase } from './throwaway-database.ts';

const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 4);
const port = Number(process.env.BENCH_PORT || 8911);
const base = `http://127.0.0.1:${port}`;
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

ensureBuilt();

const registration = JSON.stringify({
  registrationType: 'all-in',
  roomAdditions: [],
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '337-555-0100',
  company: 'Bench Co',
  jobTitle: 'Tester',
  tShirtSize: 'L',
  billingStreet: '1 Main St',
  billingCity: 'Lake Charles',
  billingState: 'LA',
  billingZip: '70601',
  amount: '2450.00',
  experience: 'Not specified',
  agreeTerms: true,
  referral: '',
  dietaryRestrictions: '',
  promoCode: '',
});

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** Connection errors and timeouts (autocannon), counted apart from non-2xx answers. */
  failed?: number;
}

async function measure(database: string, endpoint: string, options: autocannon.Options): Promise<Row> {
  // A generous timeout: the machine may be busy.
  const result = await autocannon({ connections, duration, timeout: 60, ...options });
  return {
    database,
    endpoint,
    rps: result['2xx'] / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx,
    failed: result.errors + result.timeouts,
  };
}

async function benchmark(database: string, databaseUrl: string): Promise<Row[]> {
  console.log(`\n${database}: starting the server...`);
  // Limits off (local server only): the benchmark is one client sending thousands of requests.
  const server = await startServer({ port, env: { DATABASE_URL: databaseUrl, WOOP_OPEN_LEVELS: 'all-in', WOOP_RATE_LIMITS: 'off' } });
  try {
    const rows = [
      await measure(database, 'POST /api/register', {
        url: `${base}/api/register`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: registration,
      }),
      await measure(database, 'GET /api/check-promo-code/berry', { url: `${base}/api/check-promo-code/berry?registrationType=all-in` }),
      // One `select 1` through the same server: the most any endpoint can get through this stack here.
      await measure(database, 'GET /api/health', { url: `${base}/api/health` }),
    ];
    return rows;
  } finally {
    await stopServer(server);
  }
}

/** Calls a handler from `connections` loops for `duration` seconds; latencies in ms. */
async function measureInProcess(database: string, endpoint: string, call: () => Promise<Response>): Promise<Row> {
  const latencies: number[] = [];
  let other = 0;
  const end = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const res = await call();
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        if (res.status >= 300) other++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(percentile(latencies, p));
  return { database, endpoint, rps: (latencies.length - other) / duration, p50: pct(50), p99: pct(99), ok: latencies.length - other, other };
}

const rawInsert = 'raw INSERT of the same row';
const floor = 'floor of a correct registration';

/**
 * The database's own rates for a registration, one statement per request over `connections` pooled
 * connections: the same registration row as POST /api/register stores (a raw INSERT), then the
 * floor of a correct one (the row and its payment key, stored only while the level's sales
 * settings row still has the version and price the registration was priced with; no row lock:
 * the statement reads and writes in one snapshot, and an organizer's save is not a key change).
 */
async function measureDatabaseRows(databaseUrl: string): Promise<Row[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const r = JSON.parse(registration) as Record<string, string>;
  const columns = `registration_id, first_name, last_name, email, phone, experience, company, job_title,
    agree_terms, registration_type, t_shirt_size, amount, amount_cents, billing_street, billing_city, billing_state,
    billing_zip, room_additions, hold_expires_at, created_at, updated_at`;
  /** The row's values: $1-$15 from `answers()`, the amount in cents as given. */
  const values = (amountCents: string) =>
    `$1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $11, ${amountCents}, $12, $13, $14, $15, '{}', now() + interval '30 minutes', now(), now()`;
  const answers = () => [`WOOP-R${randomBytes(6).toString('hex')}`, r.firstName, r.lastName, r.email, r.phone, r.experience, r.company, r.jobTitle,
    r.registrationType, r.tShirtSize, r.amount, r.billingStreet, r.billingCity, r.billingState, r.billingZip];
  try {
    const raw = await measureInProcess('PostgreSQL', rawInsert, async () => {
      await pool.query(`insert into registrations (${columns}) values (${values('$16')})`, [...answers(), 245000]);
      return new Response(null, { status: 201 });
    });
    // What the registration was priced with: the level's settings row as the handler read it.
    const { rows } = await pool.query<{ version: number; price_cents: number }>('select version, price_cents from sales_items where id = $1', [r.registrationType]);
    const priced = rows[0]!;
    const correct = await measureInProcess('PostgreSQL', floor, async () => {
      const stored = await pool.query(
        `with level as (select price_cents from sales_items where id = $16 and version = $17 and price_cents = $18),
           registration as (insert into registrations (${columns}) select ${values('level.price_cents')} from level returning registration_id)
         insert into payment_keys (key, registration_id) select $19, registration_id from registration`,
        [...answers(), r.registrationType, priced.version, priced.price_cents, randomBytes(16).toString('base64url')],
      );
      // No row: the settings changed since pricing, and nothing was stored (what register answers 409).
      return new Response(null, { status: stored.rowCount === 1 ? 201 : 409 });
    });
    return [raw, correct];
  } finally {
    await pool.end();
  }
}

async function benchmarkInProcess(database: string, databaseUrl: string): Promise<Row[]> {
  process.env.WOOP_OPEN_LEVELS = 'all-in';
  // Limits off, as for the HTTP rows (honoured for the local server only, which this process plays).
  process.env.WOOP_LOCAL_SERVER = '1';
  process.env.WOOP_RATE_LIMITS = 'off';
  const { createDb } = await import('../../db/client.ts');
  const { migrateToLatest } = await import('../../db/migrate.ts');
  const { setDb } = await import('../../netlify/lib/platform/db.ts');
  const { resetEnv } = await import('../../netlify/lib/platform/env.ts');
  const register = (await import('../../netlify/functions/register.mts')).default;
  const checkPromo = (await import('../../netlify/functions/check-promo-code.mts')).default;
  resetEnv();
  const db = await createDb(databaseUrl, { max: connections });
  await migrateToLatest(db);
  setDb(db);
  try {
    return [
      await measureInProcess(database, 'POST /api/register (in-process)', () =>
        register(new Request('http://x/api/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: registration })),
      ),
      await measureInProcess(database, 'GET /api/check-promo-code/berry (in-process)', () =>
        checkPromo(new Request('http://x/api/check-promo-code/berry?registrationType=all-in'), { params: { code: 'berry' } }),
      ),
    ];
  } finally {
    setDb(undefined);
    await db.destroy();
  }
}


const pgliteDir = mkdtempSync(path.join(tmpdir(), 'woop-bench-'));
const rows: Row[] = [];
try {
  rows.push(...(await benchmark('PGlite (embedded)', `file:${pgliteDir}`)));
  if (postgresUrl) {
    await withThrowawayDatabase(postgresUrl, 'woop_bench', async (url) => {
      rows.push(...(await benchmark('PostgreSQL', url)));
      rows.push(...(await benchmarkInProcess('PostgreSQL', url)));
      rows.push(...(await measureDatabaseRows(url)));
    });
  } else {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to include it).');
  }
  rows.push(...(await benchmarkInProcess('PGlite (embedded)', 'memory://')));
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

console.log(`\n${connections} connections, ${duration} s per endpoint; HTTP rows through scripts/serve.ts (production build)`);
console.log(`Machine load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)}\n`);
console.table(
  rows.map((r) => ({
    database: r.database,
    endpoint: r.endpoint,
    'requests/s': r.rps.toFixed(1),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    '2xx': r.ok,
    'non-2xx': r.other,
    'errors/timeouts': r.failed ?? 0,
  })),
);

const rate = (database: string, endpoint: string) => rows.find((r) => r.database === database && r.endpoint === endpoint)?.rps;
const raw = rate('PostgreSQL', rawInsert);
const least = rate('PostgreSQL', floor);
if (raw) {
  const percent = (rps: number, of: number) => `${((100 * rps) / of).toFixed(0)}%`;
  for (const endpoint of ['POST /api/register', 'POST /api/register (in-process)', 'GET /api/health']) {
    const rps = rate('PostgreSQL', endpoint);
    if (rps === undefined) continue;
    if (endpoint === 'GET /api/health') {
      console.log(`${endpoint} on PostgreSQL: ${percent(rps, raw)} of the raw INSERT rate (${rps.toFixed(1)} vs ${raw.toFixed(1)} rows/s; one SELECT through the same stack: the ceiling of any endpoint)`);
      continue;
    }
    const toFloor = least ? `; ${percent(rps, least)} of the floor of a correct registration (${least.toFixed(1)} rows/s)` : '';
    console.log(`${endpoint} on PostgreSQL: ${percent(rps, raw)} of the raw INSERT rate (${rps.toFixed(1)} vs ${raw.toFixed(1)} rows/s; goal: at least 50%)${toFloor}`);
  }
}
const refused = rows.filter((r) => r.other > 0 || (r.failed ?? 0) > 0);
if (refused.length > 0) console.log(`Warning: ${refused.map((r) => `${r.database} ${r.endpoint}`).join(', ')} had non-2xx answers or errors: their requests/s counts 2xx only.`);
