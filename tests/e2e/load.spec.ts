// A small run of `npm run bench:load` (scripts/bench/load-run.ts) inside `npm test`: the production
// server of its own on E2E_LOAD_PORT, on a throwaway PostgreSQL database when TEST_DATABASE_URL is
// set (CI), else a throwaway embedded PGlite. It asserts what the benchmark checks (every answer has
// its row and no row lacks its answer, distinct IDs, the single-use code used once), never timings.
import { expect, test } from '@playwright/test';
import { runLoad } from '../../scripts/bench/load-run.ts';
import { withThrowawayDatabaseOrPglite } from '../../scripts/bench/throwaway-database.ts';

// 3 of the 60 registrations try 'berry': one is taken, two are refused with 409.
const options = { total: 60, connections: 12, port: Number(process.env.E2E_LOAD_PORT || 8979) };

test('60 concurrent registrations with reads alongside: every answer matches the database', async () => {
  test.setTimeout(180_000);
  const result = await withThrowawayDatabaseOrPglite(process.env.TEST_DATABASE_URL, 'woop_e2e_load', (databaseUrl) => runLoad({ ...options, databaseUrl }));
  for (const check of result.checks) expect(check.ok, `${check.name}: ${check.detail}`).toBe(true);
  expect(result.statuses).toEqual({ 201: 58, 409: 2 });
  expect(result.failures, 'connection errors and timeouts').toBe(0);
  expect(result.readNon2xx, 'reads that were not 2xx').toBe(0);
});
