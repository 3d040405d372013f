// One load run against the production server (scripts/serve.ts over dist/, which migrates the
// database at `databaseUrl`): `total` distinct registrations over `connections` connections,
// every 25th with the single-use promo code 'berry', and alongside them a mixed read load (the home
// page, /register, /schedule and the promo check: 2 x total requests). Then it checks the database
// against the answers. Used by `npm run bench:load` (scripts/bench/load.ts) and, smaller, by
// tests/e2e/load.spec.ts.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../../db/client.ts';
import { startServer, stopServer } from '../server-process.ts';

export interface LoadOptions {
  total: number;
  connections: number;
  port: number;
  databaseUrl: string;
  /** Prints the server's output and the figures (the benchmark); the test reads the result instead. */
  verbose?: boolean;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface LoadResult {
  checks: Check[];
  /** Registration answers by HTTP status. */
  statuses: Record<number, number>;
  /** Connection errors and timeouts, writes and reads together. */
  failures: number;
  /** Read answers that were not 2xx. */
  readNon2xx: number;
}

const promoEvery = 25;

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

function registration(runTag: string, i: number): string {
  const promo = i % promoEvery === 0;
  return JSON.stringify({
    registrationType: 'all-in', roomAdditions: [], firstName: `Load${i}`, lastName: runTag, email: `${runTag}-${i}@bench.example`,
    phone: '337-555-0100', company: 'Bench Co', jobTitle: 'Tester', tShirtSize: 'L', billingStreet: '1 Main St',
    billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', amount: promo ? '550.00' : '2450.00',
    experience: 'Not specified', agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode: promo ? 'berry' : '',
  });
}

async function load(base: string, runTag: string, { total, connections }: LoadOptions): Promise<{ answers: Answers; writes: Timed; reads: Timed }> {
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
          return { ...req, body: registration(runTag, i) };
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

async function verify(databaseUrl: string, runTag: string, total: number, answers: Answers): Promise<Check[]> {
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

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { port, databaseUrl, total, connections, verbose = false } = options;
  const base = `http://127.0.0.1:${port}`;
  const runTag = `load${Date.now().toString(36)}`;
  // WOOP_RATE_LIMITS=off (honoured by the local server only): the run plays hundreds of visitors from one loopback address.
  const server = await startServer({ port, env: { DATABASE_URL: databaseUrl, WOOP_OPEN_LEVELS: 'all-in', WOOP_RATE_LIMITS: 'off' }, quiet: !verbose });
  let result: Awaited<ReturnType<typeof load>>;
  try {
    result = await load(base, runTag, options);
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
  if (verbose) {
    console.log(`\n${total} registrations over ${connections} connections, with ${total * 2} reads alongside`);
    console.log(`Machine load average (1 min): ${loadavg()[0]!.toFixed(1)}`);
    console.table([row('POST /api/register', writes), row('GET pages + promo check', reads)]);
    console.log('Registration answers by status:', Object.fromEntries([...answers.statuses].sort()));
  }
  const checks = await verify(databaseUrl, runTag, total, answers);
  if (verbose) console.table(checks.map((c) => ({ check: c.name, result: c.ok ? 'ok' : 'FAILED', detail: c.detail })));
  return {
    checks,
    statuses: Object.fromEntries(answers.statuses),
    failures: writes.result.errors + writes.result.timeouts + reads.result.errors + reads.result.timeouts,
    readNon2xx: reads.result.non2xx,
  };
}
