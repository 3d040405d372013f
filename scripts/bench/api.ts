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
// for the HTTP rows, and on PostgreSQL times a raw INSERT of the same registration row on the same
// cluster with the same number of connections: the performance goal is written as the ratio of
// POST /api/register to that raw INSERT rate. requests/s counts 2xx answers only (a row that
// measured refusals would say nothing of the endpoint); non-2xx answers are printed beside it.
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

/** The same registration row as POST /api/register stores, inserted with one plain statement per
 * request over `connections` pooled connections: the database's own rate for the row. */
async function measureRawInsert(databaseUrl: string): Promise<Row> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const r = JSON.parse(registration) as Record<string, string>;
  try {
    return await measureInProcess('PostgreSQL', 'raw INSERT of the same row', async () => {
      await pool.query(
        `insert into registrations (registration_id, first_name, last_name, email, phone, experience, company, job_title,
          agree_terms, registration_type, t_shirt_size, amount, amount_cents, billing_street, billing_city, billing_state,
          billing_zip, room_additions, hold_expires_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $11, $12, $13, $14, $15, $16, '{}', now() + interval '30 minutes', now(), now())`,
        [`WOOP-R${randomBytes(6).toString('hex')}`, r.firstName, r.lastName, r.email, r.phone, r.experience, r.company, r.jobTitle,
          r.registrationType, r.tShirtSize, r.amount, 245000, r.billingStreet, r.billingCity, r.billingState, r.billingZip],
      );
      return new Response(null, { status: 201 });
    });
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
      rows.push(await measureRawInsert(url));
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
const raw = rate('PostgreSQL', 'raw INSERT of the same row');
if (raw) {
  for (const endpoint of ['POST /api/register', 'POST /api/register (in-process)', 'GET /api/health']) {
    const rps = rate('PostgreSQL', endpoint);
    const goal = endpoint === 'GET /api/health' ? 'one SELECT through the same stack: the ceiling of any endpoint' : 'goal: at least 50%';
    if (rps !== undefined) console.log(`${endpoint} on PostgreSQL: ${((100 * rps) / raw).toFixed(0)}% of the raw INSERT rate (${rps.toFixed(1)} vs ${raw.toFixed(1)} rows/s; ${goal})`);
  }
}
const refused = rows.filter((r) => r.other > 0 || (r.failed ?? 0) > 0);
if (refused.length > 0) console.log(`Warning: ${refused.map((r) => `${r.database} ${r.endpoint}`).join(', ')} had non-2xx answers or errors: their requests/s counts 2xx only.`);
