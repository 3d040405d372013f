// A small run of `npm run bench:load` (scripts/bench/load-run.ts) inside `npm test`: the production
// server of its own on E2E_LOAD_PORT, on a throwaway PostgreSQL database when TEST_DATABASE_URL is
// set (CI), else a throwaway embedded PGlite. It asserts what the benchmark checks (every answer has
// its row and no row lacks its answer, distinct IDs, the single-use code used once), never timings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runLoad, type LoadResult } from '../../scripts/bench/load-run.ts';
import { withThrowawayDatabase } from '../../scripts/bench/throwaway-database.ts';

// 3 of the 60 registrations try 'berry': one is taken, two are refused with 409.
const options = { total: 60, connections: 12, port: Number(process.env.E2E_LOAD_PORT || 8979) };

async function run(): Promise<LoadResult> {
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) return withThrowawayDatabase(postgres, 'woop_e2e_load', (databaseUrl) => runLoad({ ...options, databaseUrl }));
  const dir = mkdtempSync(path.join(tmpdir(), 'woop-e2e-load-'));
  try {
    return await runLoad({ ...options, databaseUrl: `file:${dir}` });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('60 concurrent registrations with reads alongside: every answer matches the database', async () => {
  test.setTimeout(180_000);
  const result = await run();
  for (const check of result.checks) expect(check.ok, `${check.name}: ${check.detail}`).toBe(true);
  expect(result.statuses).toEqual({ 201: 58, 409: 2 });
  expect(result.failures, 'connection errors and timeouts').toBe(0);
  expect(result.readNon2xx, 'reads that were not 2xx').toBe(0);
});
