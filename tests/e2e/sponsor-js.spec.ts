// Each sponsor payment page loads only the payment method it uses, and its payment code
// stays within a budget (compressed bytes of the dist/ files, not timings). We go through the page
// as a sponsor does (choose a level, Continue to Payment) and record every script of ours it loads.
//
// "Payment code" = everything the page loads beyond React's client renderer (the header is HTML
// and an inlined script, no file): the sponsor checkout island, the toaster, the chosen payment
// method and what they import. Budgets (brotli), measured at the time of writing plus about 12%
// room, so that a new dependency, a method bundled into every page, or schema code loaded with the
// page fails the test:
// - 27 KiB for a page whose method is a PayPal form or link, an e-mail or a record (measured
//   23.2-23.9 KiB: zod/mini's core for the availability answer 13.5 KiB, the checkout 5 KiB, the
//   method under 1 KiB; the toaster's Radix, 11 KiB, loads with the first toast only; before
//   pages loaded only what they use, every page loaded about 47 KiB);
// - 29 KiB for the SDK-button pages: they add @paypal/paypal-js's loader (measured 25.2 KiB);
// - 32 KiB for /exact-copy: it brings the sponsor form (measured 27.4 KiB, then 31.2 KiB with the
//   waiting list's join button and the offer link's reader); the full zod API its check needs
//   (11 KiB) loads when the visitor starts on the form (registration-js.spec.ts).
// A page that does not use the SDK buttons never loads @paypal/paypal-js.
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { variantIds, variants, type PaymentMethod } from '../../src/islands/sponsor/variants.ts';
import { waitForIslands } from './helpers/content.ts';
import { kib, recordScripts, scriptSize, total } from './helpers/script-bytes.ts';
import { allLevelsFree, chooseLevel } from './sponsor-helpers.ts';

// The chunk each payment method lives in (Astro names chunks after their component).
const methodChunk: Record<PaymentMethod['kind'], string> = {
  register: 'SponsorForm',
  'buy-now': 'BuyNowForm',
  mailto: 'TreasurerEmail',
  record: 'RecordAndFinish',
  'paypal-me': 'PayPalMe',
  sdk: 'SdkButtons',
};
const budget: Record<PaymentMethod['kind'], number> = {
  register: 32 * 1024,
  'buy-now': 27 * 1024,
  mailto: 27 * 1024,
  record: 27 * 1024,
  'paypal-me': 27 * 1024,
  sdk: 29 * 1024,
};
// What every page with a React island loads: React's client renderer with its imports.
const everyPage = /\/_astro\/(client|react|react-dom|jsx-runtime|rolldown-runtime)\.[\w-]+\.js$/;
const chunkName = (url: string) => new URL(url).pathname.split('/').pop()!.split('.')[0]!;

async function goToPayment(page: Page, picker: string): Promise<void> {
  if (picker === 'form') return; // the sponsor form is the whole page
  if (picker === 'dropdown') {
    await page.getByLabel('Sponsorship level').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
  } else {
    await chooseLevel(page, /^Test Sponsor/);
  }
  await expect(page.getByRole('button', { name: 'Choose a Different Level' })).toBeVisible();
}

for (const id of variantIds) {
  const { path, picker, method } = variants[id];
  test(`${path} loads only its payment method (${methodChunk[method.kind]}), within its budget`, async ({ page, baseURL }) => {
    await allLevelsFree(page);
    const scripts = recordScripts(page);
    await page.goto(path);
    await waitForIslands(page);
    await goToPayment(page, picker);
    await page.waitForLoadState('networkidle');

    const ours = scripts.filter((url) => url.startsWith(`${baseURL}/_astro/`));
    const methods = Object.values(methodChunk);
    expect(ours.map(chunkName).filter((name) => methods.includes(name))).toEqual([methodChunk[method.kind]]);

    const sizes = ours.map(scriptSize);
    const loadsPaypalJs = sizes.some((s) => scriptSource(s.file).includes('paypal.com/sdk/js'));
    expect(loadsPaypalJs, '@paypal/paypal-js is loaded only by the SDK-button pages').toBe(method.kind === 'sdk');

    const payment = sizes.filter((s) => !everyPage.test(`/${s.file}`));
    const brotli = total(payment, 'brotli');
    test.info().annotations.push({ type: 'js', description: `${path}: payment code ${kib(brotli)} brotli, ${kib(total(payment, 'gzip'))} gzip` });
    expect(brotli, `${path}: ${payment.map((s) => `${s.file} ${kib(s.brotli)}`).join(', ')}`).toBeLessThanOrEqual(budget[method.kind]);
  });
}

function scriptSource(file: string): string {
  return readFileSync(nodePath.resolve('dist', file), 'utf8');
}
