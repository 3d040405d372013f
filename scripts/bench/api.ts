// API benchmark: `npm run bench:api`.
// Starts the production server (scripts/serve.ts; builds dist/ first if missing) with a throwaway
// embedded PGlite, and again with PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set, then
// prints requests/s and p50/p99 latency of POST /api/register and GET /api/check-promo-code/:code.
// Prints numbers only: it asserts nothing. BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (10),
// BENCH_PORT (8911).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const port = Number(process.env.BENCH_PORT || 8911);
const base = `http://127.0.0.1:${port}`;
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

if (!existsSync('dist/index.html')) {
  console.log('dist/ missing: building...');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

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

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, NETLIFY_DB_URL: '', WOOP_OPEN_LEVELS: 'all-in' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (d: Buffer) => process.stdout.write(`  [server] ${d}`));
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('The server exited during start-up.');
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('The server did not answer /api/health within 60 s.');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

async function measure(database: string, endpoint: string, options: autocannon.Options): Promise<Row> {
  // A generous timeout: under `npm start` every function call starts a worker thread (NetlifyDev).
  const result = await autocannon({ connections, duration, timeout: 60, ...options });
  return {
    database,
    endpoint,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchmark(database: string, databaseUrl: string): Promise<Row[]> {
  console.log(`\n${database}: starting the server...`);
  const server = await startServer(databaseUrl);
  try {
    const rows = [
      await measure(database, 'POST /api/register', {
        url: `${base}/api/register`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: registration,
      }),
      await measure(database, 'GET /api/check-promo-code/berry', { url: `${base}/api/check-promo-code/berry?registrationType=all-in` }),
    ];
    return rows;
  } finally {
    await stopServer(server);
  }
}

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'woop-bench-'));
const rows: Row[] = [];
try {
  rows.push(...(await benchmark('PGlite (embedded)', `file:${pgliteDir}`)));
  if (postgresUrl) rows.push(...(await benchmark('PostgreSQL', postgresUrl)));
  else console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to include it).');
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

console.log(`\n${connections} connections, ${duration} s per endpoint, production build via scripts/serve.ts`);
console.log(`Machine load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)}\n`);
console.table(
  rows.map((r) => ({
    database: r.database,
    endpoint: r.endpoint,
    'requests/s': r.rps.toFixed(1),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    '2xx': r.ok,
    'non-2xx/errors': r.other,
  })),
);
