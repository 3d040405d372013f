// The registration screen and the sponsor form show and hydrate without their schema
// code (zod: about 25 KiB compressed, 90 KiB of script to parse on a phone); it loads when the
// visitor starts on the form, before it is needed to check and send it. Budget (brotli, from the
// files in dist/, not timings): what /registration loads with the page, React included, measured
// 72.7 KiB at the time of writing (106.8 KiB when the schemas and the toaster's Radix came with
// the page), plus room.
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { expect, test } from '@playwright/test';
import { kib, recordScripts, scriptSize, total } from './helpers/script-bytes.ts';
import { field, islandsReady } from './registration-helpers.ts';
import { allLevelsFree } from './sponsor-helpers.ts';

const registrationBudget = 80 * 1024;
const source = (url: string) => readFileSync(nodePath.resolve('dist', new URL(url).pathname.slice(1)), 'utf8');
// zod's core (every sponsor page has it, for zod/mini's availability check) and its full API.
const isSchemaCode = (url: string) => source(url).includes('ZodError');
const isFullZod = (url: string) => source(url).includes('`ZodString`');

test('/registration loads no schema code until the visitor starts on the form, and stays within its budget', async ({ page, baseURL }) => {
  const scripts = recordScripts(page);
  const ours = () => scripts.filter((url) => url.startsWith(`${baseURL}/_astro/`));
  await page.goto('/registration');
  await islandsReady(page);
  await page.waitForLoadState('networkidle');

  expect(ours().filter(isSchemaCode)).toEqual([]);
  const sizes = ours().map(scriptSize);
  const brotli = total(sizes, 'brotli');
  test.info().annotations.push({ type: 'js', description: `/registration: ${kib(brotli)} brotli at load` });
  expect(brotli, sizes.map((s) => `${s.file} ${kib(s.brotli)}`).join(', ')).toBeLessThanOrEqual(registrationBudget);

  await field(page, 'First name').focus();
  await expect.poll(() => ours().filter(isSchemaCode).length).toBeGreaterThan(0);
});

test('/exact-copy loads the sponsor form\'s schemas only when the visitor starts on the form', async ({ page, baseURL }) => {
  const scripts = recordScripts(page);
  const schemaChunks = () => scripts.filter((url) => url.startsWith(`${baseURL}/_astro/`) && isFullZod(url));
  // Every level free: a level other specs sold out on the shared server would bring the waiting
  // list's form, and zod with it, with the page.
  await allLevelsFree(page);
  await page.goto('/exact-copy');
  await islandsReady(page);
  await page.waitForLoadState('networkidle');
  expect(schemaChunks()).toEqual([]);
  await field(page, 'First name').focus();
  await expect.poll(() => schemaChunks().length).toBeGreaterThan(0);
});

// The personal page every confirmation links to, the door's check-in page, the tournament clock and
// the results. Budgets (brotli at load, React included): measured 94.4, 63.7 and 78.3 KiB (/live: React
// 58, zod/mini for the clock's answers 14, its own code 4) when written, plus room (/my-registration:
// 100.1 since an order's seats came, their forms fetched only for a page that has seats); /results has no
// React and no zod (its island fills the page's templates): 1.6 KiB, budget 6. Their speed is
// bench:lighthouse's (/my-registration with and without a token, /admin/check-in, /live, /results).
for (const [path, budget] of [['/my-registration', 102 * 1024], ['/admin/check-in', 68 * 1024], ['/live', 84 * 1024], ['/results', 6 * 1024]] as const) {
  test(`${path} stays within its JavaScript budget`, async ({ page, baseURL }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const sizes = scripts.filter((url) => url.startsWith(`${baseURL}/_astro/`)).map(scriptSize);
    const brotli = total(sizes, 'brotli');
    test.info().annotations.push({ type: 'js', description: `${path}: ${kib(brotli)} brotli at load` });
    expect(brotli, sizes.map((s) => `${s.file} ${kib(s.brotli)}`).join(', ')).toBeLessThanOrEqual(budget);
  });
}
