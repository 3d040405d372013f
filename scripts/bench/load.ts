// Load benchmark: `npm run bench:load`. Loopback only, bounded (a fixed number of requests).
// Starts the production server (scripts/serve.ts; builds dist/ first if missing) on PostgreSQL when
// TEST_DATABASE_URL is given (a throwaway database, dropped after), else on a throwaway embedded
// PGlite, then at the same time sends
//   - BENCH_LOAD_N (default 500) distinct registrations over BENCH_LOAD_CONNECTIONS (default 50)
//     connections; every 25th uses the single-use promo code 'berry',
//   - a mixed read load: the home page, /register, /schedule and the promo check (2 x N requests).
// It prints throughput, p50/p99 and errors, then checks the database against the answers: every 2xx
// has its row, no row lacks its answer, registration IDs are distinct, 'berry' was used once.
// Exits 1 when a consistency check fails. BENCH_PORT (default 8972).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../../db/client.ts';
import { withThrowawayDatabase } from './throwaway-database.ts';

const total = Number(process.env.BENCH_LOAD_N || 500);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS || 50);
const port = Number(process.env.BENCH_PORT || 8972);
const base = `http://127.0.0.1:${port}`;
const postgresUrl = process.env.TEST_DATABASE_URL;
const promoEvery = 25;
const runTag = `load${Date.now().toString(36)}`;

if (!existsSync('dist/index.html')) {
  console.log('dist/ missing: building...');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

function registration(i: number): string {
  const promo = i % promoEvery === 0;
  return JSON.stringify({
    registrationType: 'all-in', roomAdditions: [], firstName: `Load${i}`, lastName: runTag, email: `${runTag}-${i}@bench.example`,
    phone: '337-555-0100', company: 'Bench Co', jobTitle: 'Tester', tShirtSize: 'L', billingStreet: '1 Main St',
    billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', amount: promo ? '550.00' : '2450.00',
    experience: 'Not specified', agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode: promo ? 'berry' : '',
  });
}

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, NETLIFY_DB_URL: '', WOOP_OPEN_LEVELS: 'all-in' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => process.stdout.write(`  [server] ${d}`));
  let errors = 0;
  child.stderr!.on('data', (d: Buffer) => {
    if (errors++ < 20) process.stderr.write(`  [server] ${d}`);
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('The server exited during start-up.');
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('The server did not answer /api/health within 120 s.');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

interface Answers {
  /** registrationId -> request index, for every 201. */
  created: Map<string, number>;
  statuses: Map<number, number>;
  promoCreated: number;
  duplicateIds: number;
}

interface Timed {
  result: autocannon.Result;
  /** Wall-clock seconds from the start to this load's last answer (autocannon's own figure is per tick). */
  seconds: number;
}

async function load(): Promise<{ answers: Answers; writes: Timed; reads: Timed }> {
  const answers: Answers = { created: new Map(), statuses: new Map(), promoCreated: 0, duplicateIds: 0 };
  let next = 0;
  const start = performance.now();
  // autocannon resolves on its one-second tick, so the time of the last answer is taken here.
  let lastWrite = start;
  let lastRead = start;
  const read = (method: 'GET', path: string) => ({ method, path, onResponse: () => void (lastRead = performance.now()) });
  const writes = autocannon({
    url: base,
    connections,
    amount: total,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/register',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => {
          const i = next++;
          context.index = i;
          return { ...req, body: registration(i) };
        },
        onResponse: (status: number, body: string, context: Record<string, unknown>) => {
          lastWrite = performance.now();
          answers.statuses.set(status, (answers.statuses.get(status) ?? 0) + 1);
          if (status !== 201) return;
          const { registrationId } = JSON.parse(body) as { registrationId: string };
          if (answers.created.has(registrationId)) answers.duplicateIds++;
          answers.created.set(registrationId, context.index as number);
          if ((context.index as number) % promoEvery === 0) answers.promoCreated++;
        },
      },
    ],
  } as autocannon.Options);
  const reads = autocannon({
    url: base,
    connections: Math.max(1, Math.round(connections / 2)),
    amount: total * 2,
    timeout: 60,
    requests: [
      read('GET', '/'),
      read('GET', '/register'),
      read('GET', '/api/check-promo-code/woop100?registrationType=all-in'),
      read('GET', '/schedule'),
    ],
  });
  const [w, r] = await Promise.all([writes, reads]);
  return { answers, writes: { result: w, seconds: (lastWrite - start) / 1000 }, reads: { result: r, seconds: (lastRead - start) / 1000 } };
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function verify(databaseUrl: string, answers: Answers): Promise<Check[]> {
  const db = await createDb(databaseUrl, { max: 2 });
  try {
    const rows = await db
      .selectFrom('registrations')
      .select(['registrationId', 'email', 'promoCode'])
      .where('lastName', '=', runTag)
      .execute();
    const inDb = new Set(rows.map((r) => r.registrationId));
    const missing = [...answers.created.keys()].filter((id) => !inDb.has(id));
    const unanswered = rows.filter((r) => !answers.created.has(r.registrationId));
    const wrongRow = rows.filter((r) => r.email !== `${runTag}-${answers.created.get(r.registrationId)}@bench.example`);
    const { rows: used } = await sql<{ n: number }>`select count(*)::int as n from used_promo_codes where code = 'berry'`.execute(db);
    const berryRows = rows.filter((r) => r.promoCode === 'berry').length;
    const refused = [...answers.statuses].filter(([status]) => status !== 201).reduce((n, [, count]) => n + count, 0);
    const promoTried = Math.ceil(total / promoEvery);
    return [
      {
        name: "only the spent 'berry' code was refused",
        ok: refused === promoTried - answers.promoCreated && (answers.statuses.get(409) ?? 0) === refused,
        detail: `${refused} refused, ${answers.statuses.get(409) ?? 0} of them 409`,
      },
      { name: 'every 2xx answer has its row', ok: missing.length === 0, detail: `${answers.created.size} answers, ${missing.length} without a row` },
      { name: 'no row lacks its answer', ok: unanswered.length === 0, detail: `${rows.length} rows, ${unanswered.length} never answered 201` },
      { name: 'each answer names the row it stored', ok: wrongRow.length === 0, detail: `${wrongRow.length} mismatched` },
      { name: 'registration IDs distinct', ok: answers.duplicateIds === 0 && inDb.size === rows.length, detail: `${inDb.size} distinct of ${rows.length}` },
      {
        name: "single-use code 'berry' used once",
        ok: answers.promoCreated === 1 && berryRows === 1 && used[0]!.n === 1,
        detail: `${promoTried} tried, ${answers.promoCreated} accepted, ${berryRows} rows, ${used[0]!.n} used_promo_codes`,
      },
    ];
  } finally {
    await db.destroy();
  }
}


async function run(database: string, databaseUrl: string): Promise<boolean> {
  console.log(`${database}: starting the server on ${base}...`);
  const server = await startServer(databaseUrl);
  let result: Awaited<ReturnType<typeof load>>;
  try {
    result = await load();
  } finally {
    await stopServer(server); // also releases the embedded database's lock before we read it
  }
  const { answers, writes, reads } = result;
  const row = (name: string, { result: r, seconds }: Timed) => ({
    load: name,
    requests: r.requests.total,
    seconds: seconds.toFixed(2),
    'requests/s': (r.requests.total / seconds).toFixed(1), // the run is short: whole-run rate, not per-second samples
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    '2xx': r['2xx'],
    'non-2xx': r.non2xx,
    'errors/timeouts': r.errors + r.timeouts,
  });
  console.log(`\n${database}: ${total} registrations over ${connections} connections, with ${total * 2} reads alongside`);
  console.log(`Machine load average (1 min): ${loadavg()[0]!.toFixed(1)}`);
  console.table([row('POST /api/register', writes), row('GET pages + promo check', reads)]);
  console.log('Registration answers by status:', Object.fromEntries([...answers.statuses].sort()));
  const checks = await verify(databaseUrl, answers);
  console.table(checks.map((c) => ({ check: c.name, result: c.ok ? 'ok' : 'FAILED', detail: c.detail })));
  return checks.every((c) => c.ok);
}

let ok: boolean;
if (postgresUrl) {
  ok = await withThrowawayDatabase(postgresUrl, 'woop_load', (url) => run('PostgreSQL', url));
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'woop-load-'));
  try {
    ok = await run('PGlite (embedded)', `file:${dir}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
