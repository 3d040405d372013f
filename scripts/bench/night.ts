// npm run bench:night: the tournament night at its busiest (scripts/bench/night-run.ts says what
// the doors, the screens and the floor do), against PostgreSQL behind PgBouncer in transaction mode
// with a pool of 20 (as Neon's pooler): a cluster of its own (scripts/test-postgres.sh, on
// BENCH_NIGHT_PG_PORT, 54371, and PgBouncer on BENCH_NIGHT_PGBOUNCER_PORT, 64471), or, when
// TEST_DATABASE_URL is set, a throwaway database on that server (through TEST_PGBOUNCER_URL when
// set, with the pool it was started with). Time is compressed: the night's 30 minutes of check-ins
// in BENCH_NIGHT_SECONDS (30), the screens' polls (every second, as the clock page polls) every BENCH_NIGHT_POLL_MS (1000: not compressed);
// BENCH_NIGHT_PHONES (300) phones poll besides the 3 TVs, and the floor pauses and resumes
// BENCH_NIGHT_PAUSES (3) times. Prints the figures and the issue's goals, PASS or FAIL; exits 1 when
// a check of the database or of the answers fails (the timings are reported, never asserted).
// BENCH_PORT (8977; its PayPal simulator on the next port).
import { cpus, loadavg } from 'node:os';
import { ensureBuilt } from '../server-process.ts';
import { postgresInstalled, postgresMissing, testCluster } from '../test-postgres.ts';
import { night, runNight, type NightResult, type Propagation } from './night-run.ts';
import { percentile } from './percentile.ts';
import { figureRows } from './step-figures.ts';
import { throughPooler, withThrowawayDatabase } from './throwaway-database.ts';

const options = {
  seconds: Number(process.env.BENCH_NIGHT_SECONDS || 30),
  pollMs: Number(process.env.BENCH_NIGHT_POLL_MS || night.realPollMs),
  phones: Number(process.env.BENCH_NIGHT_PHONES || 300),
  pauses: Number(process.env.BENCH_NIGHT_PAUSES || 3),
  port: Number(process.env.BENCH_PORT || 8977),
  verbose: false,
};
const pool = 20;

ensureBuilt();
const given = process.env.TEST_DATABASE_URL;
if (!given && !postgresInstalled) {
  console.error(postgresMissing);
  process.exit(1);
}
const pgPort = process.env.BENCH_NIGHT_PG_PORT || '54371';
const cluster = given ? undefined : testCluster(pgPort, { port: process.env.BENCH_NIGHT_PGBOUNCER_PORT || String(Number(pgPort) + 10100), pool });
let ok = false;
try {
  const serverUrl = given ?? (await cluster!.start());
  const poolerUrl = given ? process.env.TEST_PGBOUNCER_URL : cluster!.pgbouncerUrl;
  ok = await withThrowawayDatabase(serverUrl, 'woop_night', async (directUrl) => {
    const databaseUrl = throughPooler(directUrl, poolerUrl);
    const via = databaseUrl === directUrl ? 'PostgreSQL, without PgBouncer (not installed)' : `PostgreSQL through PgBouncer (transaction mode, ${given ? 'the pool TEST_PGBOUNCER_URL was started with' : `pool ${pool}`})`;
    const screens = options.phones + night.tvs;
    const pollSpeedUp = night.realPollMs / options.pollMs;
    console.log(
      `${night.players} check-ins over ${options.seconds} s (the night's ${night.realMinutes} minutes, ${((night.realMinutes * 60) / options.seconds).toFixed(0)}x faster) from ${night.doors} door phones; ` +
        `${options.phones} phones and ${night.tvs} TVs polling the clock every ${options.pollMs} ms (their ${night.realPollMs / 1000} s, ${pollSpeedUp.toFixed(0)}x faster: ${Math.round((screens * 1000) / options.pollMs)} requests/s where the night has ${Math.round((screens * 1000) / night.realPollMs)}); ` +
        `the floor pauses and resumes ${options.pauses} times. ${via}. ${cpus().length} CPUs shared with other work, load ${loadavg()[0]!.toFixed(1)}: the timings are noisy.`,
    );
    const r = await runNight({ ...options, databaseUrl, directUrl });
    report(r);
    return r.checks.every((c) => c.ok) && r.fiveXx === 0 && r.failures === 0;
  });
} finally {
  await cluster?.stop();
}
process.exit(ok ? 0 : 1);

function report(r: NightResult): void {
  const lagRow = (action: Propagation['action']) => {
    const of = r.propagations.filter((p) => p.action === action);
    const lags = of.flatMap((p) => p.lags).sort((a, b) => a - b);
    const missed = of.reduce((n, p) => n + p.missed, 0);
    const ms = (q: number) => Math.round(percentile(lags, q));
    return { step: `a screen shows the ${action} (ms after the floor's 200)`, requests: lags.length, 'p50 ms': ms(50), 'p95 ms': ms(95), 'p99 ms': ms(99), 'max ms': Math.round(lags.at(-1) ?? 0), statuses: `${missed} never did` };
  };
  console.log(`\nThe check-ins took ${r.checkInSeconds.toFixed(1)} s, the run ${r.seconds.toFixed(1)} s; ${r.fiveXx} 5xx, ${r.failures} without an answer; load ${loadavg()[0]!.toFixed(1)} at the end`);
  console.table([...figureRows(r.steps), lagRow('pause'), lagRow('resume')]);

  const checkIn = r.steps.find((s) => s.step.startsWith('POST /api/admin/check-in'));
  const { total, fromCache } = r.clockAnswers;
  const share = total ? (100 * fromCache) / total : 0;
  // "Within one second of each other": from the first screen showing a change to the last. A screen
  // learns of it at its next poll, so the spread is one poll interval (the screens' phases) plus the
  // answers' own spread: at the night's 5 s polls, the compressed interval gives way to 5 s.
  const spreads = r.propagations.map((p) => (p.lags.length ? Math.max(...p.lags) - Math.min(...p.lags) : Infinity));
  const worst = Math.max(...spreads);
  const lastScreen = Math.max(...r.propagations.flatMap((p) => p.lags));
  const atNightPolls = night.realPollMs + Math.max(0, worst - options.pollMs);
  const missed = r.propagations.reduce((n, p) => n + p.missed, 0);
  const check = (name: string) => r.checks.find((c) => c.name === name)!;
  const goal = (name: string, measured: string, passed: boolean) => ({ goal: name, measured, result: passed ? 'PASS' : 'FAIL' });
  console.table([
    ...['no seat given twice', 'no table over its seats', 'every entitled checked-in player seated'].map((name) => goal(name, check(name).detail, check(name).ok)),
    goal('at least 95% of clock answers from the cache', `${share.toFixed(1)}% (${fromCache} of ${total}; ${total - fromCache} reached the function)`, share >= 95),
    goal('p99 of a check-in with its seat draw under 300 ms', `p99 ${Math.round(checkIn?.p99 ?? 0)} ms (p50 ${Math.round(checkIn?.p50 ?? 0)}, p95 ${Math.round(checkIn?.p95 ?? 0)})`, (checkIn?.p99 ?? Infinity) < 300),
    goal(
      'all screens within one second of each other after a pause and a resume',
      `first to last screen: ${Math.round(worst)} ms at the worst of ${r.propagations.length} changes with ${options.pollMs} ms polls (last screen ${Math.round(lastScreen)} ms after the floor's 200; ${missed} never showed one); ` +
        `at the night's ${night.realPollMs / 1000} s polls about ${(atNightPolls / 1000).toFixed(1)} s. Screens' server-time estimates within ${r.offsetSpreadMs} ms`,
      missed === 0 && atNightPolls <= 1000,
    ),
    ...r.checks.slice(3).map((c) => goal(c.name, c.detail, c.ok)),
  ]);
}
