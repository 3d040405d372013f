// A small run of `npm run bench:rush` (scripts/bench/rush-run.ts) inside `npm test`: 80 visitors,
// each from its own loopback address with the limits on, browse, register, race for the sponsor
// places and the single-use code, pay through the simulator or abandon, against a production server
// of its own on E2E_RUSH_PORT (through PgBouncer when TEST_PGBOUNCER_URL is set, as in CI). It
// asserts what the benchmark checks in the database, never timings.
import { expect, test } from '@playwright/test';
import { runRush } from '../../scripts/bench/rush-run.ts';
import { throughPooler, withThrowawayDatabaseOrPglite } from '../../scripts/bench/throwaway-database.ts';

test('80 visitors in a rush: nothing lost, nothing oversold, every payment recorded once, no 5xx', async () => {
  test.setTimeout(240_000);
  const options = { visitors: 80, seconds: 4, thinkMs: [100, 600] as [number, number], port: Number(process.env.E2E_RUSH_PORT || 8983) };
  const result = await withThrowawayDatabaseOrPglite(process.env.TEST_DATABASE_URL, 'woop_e2e_rush', (url) =>
    runRush({ ...options, databaseUrl: throughPooler(url, process.env.TEST_PGBOUNCER_URL) }),
  );
  for (const check of result.checks) expect(check.ok, `${check.name}: ${check.detail}`).toBe(true);
  expect(result.fiveXx, JSON.stringify(result.steps.map((s) => [s.step, s.statuses]))).toBe(0);
  expect(result.failures, 'requests without an answer').toBe(0);
});
