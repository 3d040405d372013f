// npm run bench:rush: the rush after "registration is open" (scripts/bench/rush-run.ts says what
// the visitors do). Loopback only, bounded: BENCH_RUSH_VISITORS (2,000) arriving over
// BENCH_RUSH_SECONDS (60), each thinking BENCH_RUSH_THINK_MS (2000-8000, "min-max") between reading
// and acting. The database: a throwaway one on the PostgreSQL server of TEST_DATABASE_URL, reached
// through PgBouncer in transaction mode when TEST_PGBOUNCER_URL is set (as Neon's pooled URL; its
// pool size is PgBouncer's default_pool_size), else a throwaway embedded PGlite. Prints throughput,
// p50/p95/p99 per step, answers by status and the database checks; exits 1 when a check fails or
// any answer was a 5xx (locally also when a request got no answer). BENCH_PORT (8973; its PayPal simulator on the next port).
// BENCH_URL=https://deploy-preview-...netlify.app rushes a deployed site instead (only a site you
// own: it registers real rows there); every visitor then comes from this machine's address, so the
// site's per-client limits answer most of them 429, and the database checks need
// BENCH_DATABASE_URL (that site's database).
import { cpus, loadavg } from 'node:os';
import { ensureBuilt } from '../server-process.ts';
import { runRush, type RushResult } from './rush-run.ts';
import { figureRows } from './step-figures.ts';
import { throughPooler, withThrowawayDatabaseOrPglite } from './throwaway-database.ts';

const [low = 2000, high = 8000] = (process.env.BENCH_RUSH_THINK_MS || '2000-8000').split('-').map(Number);
const options = {
  visitors: Number(process.env.BENCH_RUSH_VISITORS || 2000),
  seconds: Number(process.env.BENCH_RUSH_SECONDS || 60),
  thinkMs: [low, high] as [number, number],
  port: Number(process.env.BENCH_PORT || 8973),
  verbose: true,
};
const target = process.env.BENCH_URL?.replace(/\/$/, '');
if (target) {
  console.log(`${options.visitors} visitors over ${options.seconds} s against ${target} (one client address: its limits apply to all)`);
  const r = await runRush({ ...options, baseUrl: target, databaseUrl: process.env.BENCH_DATABASE_URL });
  report(r);
  process.exit(r.checks.every((c) => c.ok) && r.fiveXx === 0 ? 0 : 1);
}
ensureBuilt();
const ok = await withThrowawayDatabaseOrPglite(process.env.TEST_DATABASE_URL, 'woop_rush', async (directUrl, database) => {
  const databaseUrl = throughPooler(directUrl, process.env.TEST_PGBOUNCER_URL);
  const via = databaseUrl === directUrl ? database : `${database} through PgBouncer (transaction mode)`;
  console.log(`${options.visitors} visitors over ${options.seconds} s, thinking ${low}-${high} ms; ${via}; ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(1)}`);
  const r = await runRush({ ...options, databaseUrl });
  report(r);
  return r.checks.every((c) => c.ok) && r.fiveXx === 0 && r.failures === 0;
});
process.exit(ok ? 0 : 1);

function report(r: RushResult): void {
  console.log(`\n${r.requests} requests in ${r.seconds.toFixed(1)} s: ${(r.requests / r.seconds).toFixed(1)} requests/s, ${(options.visitors / r.seconds).toFixed(1)} visitors/s; ${r.fiveXx} 5xx, ${r.failures} without an answer; load ${loadavg()[0]!.toFixed(1)}`);
  console.table(figureRows(r.steps));
  const { total, fromCache } = r.liveAnswers;
  console.log(`GET /api/live-facts: ${fromCache} of ${total} answered from the CDN cache (${total ? ((100 * fromCache) / total).toFixed(1) : 0}%; goal at least 95%), ${total - fromCache} reached the function and the database`);
  if (Object.keys(r.ipnFirstAnswers).length > 0) console.log('Our answers to the first delivery of each IPN (PayPal resends a refused one later; resent here):', r.ipnFirstAnswers);
  console.table(r.checks.map((c) => ({ check: c.name, result: c.ok ? 'ok' : 'FAILED', detail: c.detail })));
}
