// Load benchmark: `npm run bench:load`. Loopback only, bounded (a fixed number of requests).
// Starts the production server (scripts/serve.ts; builds dist/ first if missing) on PostgreSQL when
// TEST_DATABASE_URL is given (a throwaway database, dropped after), else on a throwaway embedded
// PGlite, and runs scripts/bench/load-run.ts: BENCH_LOAD_N (default 500) registrations over
// BENCH_LOAD_CONNECTIONS (default 50) connections with 2 x N reads alongside. It prints throughput,
// p50/p99 and errors, then the database checks: every 2xx has its row, no row lacks its answer,
// registration IDs are distinct, 'berry' was used once. Exits 1 when a check fails. BENCH_PORT (8972).
import { ensureBuilt } from '../server-process.ts';
import { runLoad } from './load-run.ts';
import { withThrowawayDatabaseOrPglite } from './throwaway-database.ts';

const options = {
  total: Number(process.env.BENCH_LOAD_N || 500),
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS || 50),
  port: Number(process.env.BENCH_PORT || 8972),
  verbose: true,
};
ensureBuilt();
const ok = await withThrowawayDatabaseOrPglite(process.env.TEST_DATABASE_URL, 'woop_load', async (databaseUrl, database) => {
  console.log(`${database}: starting the server on port ${options.port}...`);
  const { checks } = await runLoad({ ...options, databaseUrl });
  return checks.every((c) => c.ok);
});
process.exit(ok ? 0 : 1);
