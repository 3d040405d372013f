// The organizer's season on a phone (390 px), under `npm start` and without a restart: in the
// content editor, "Start the next edition" and Publish; the editor says when the change is live on
// the pages and the server; then the home page, /schedule and /registration show the new year,
// dates, weekdays, edition and sponsor year, a confirmation e-mail says the new dates and start
// time, and /admin accepts an early-bird price ending after the old event but before the new one
// (the server's rule follows the published dates).
// Its own server in a throwaway copy of the checkout (tests/support/site-copy.ts), so the publish
// never touches this checkout. E2E_SEASON_PORT / E2E_SEASON_PAYPAL_SIM_PORT pick its ports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startSiteCopyServer, type SiteCopyServer } from './helpers/site-copy-server.ts';
import { annie, fillVisitor, islandsReady } from './registration-helpers.ts';

const port = Number(process.env.E2E_SEASON_PORT || 8975);
const simPort = Number(process.env.E2E_SEASON_PAYPAL_SIM_PORT || 8976);
const site = `http://localhost:${port}`;
const password = 'season-e2e-admin-password';

let server: SiteCopyServer;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startSiteCopyServer({ prefix: 'woop-season-e2e-', port, simPort, password, env: { WOOP_OPEN_LEVELS: 'all-in' } });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${site}/admin`);
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The decoded text of the .eml to `email` in the copy's outbox, once it is written. */
async function mailTo(email: string): Promise<string> {
  const outbox = path.join(server.copy, '.data', 'outbox');
  let found = '';
  await expect
    .poll(() => {
      for (const file of existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []) {
        const text = readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (text.includes(`To: ${email}`) && /registration confirmed/.test(text)) found = text;
      }
      return found !== '';
    }, { message: `a confirmation e-mail to ${email}`, timeout: 30_000 })
    .toBe(true);
  return found;
}

test('the next edition in one step reaches the pages, the e-mails and the server rules without a restart', async ({ page }) => {
  // Before: today's content, as SPEC has it.
  await page.goto(`${site}/schedule`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Schedule - September 25-26, 2025' })).toBeVisible();

  await signIn(page);
  await page.getByRole('link', { name: /Edit the site content/ }).click();
  await page.getByRole('button', { name: 'Login' }).click(); // local mode: no GitHub account
  await page.getByRole('link', { name: 'Site content' }).click();
  await page.getByText('Event: name, edition and dates').click();

  await page.getByRole('button', { name: 'Start the next edition' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Next edition started: check the dates above, then save.' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Next tournament' }).getByLabel('Start date')).toHaveValue('2027-09-23');
  await expect(page.getByText('The site shows: The 5th annual')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Next tournament (September 23-24, 2027)' })).toBeChecked();
  // The form fits the phone (no sideways scroll), and the Dates field passes axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const scan = await new AxeBuilder({ page }).include('.woop-dates').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByText('Next edition started: check the dates above, then save.')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Publishing' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live: the pages and the server show this change/ })).toBeVisible({ timeout: 120_000 });
  expect((await new AxeBuilder({ page }).include('#woop-publish').withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

  // The schedule's form has no dates to type any more, and fits the phone.
  await page.goto(`${site}/admin/cms#/collections/content/entries/schedule`);
  await page.reload(); // the same page with another #route: load it afresh (the CMS keeps the sign-in)
  await expect(page.getByText('From 11:30 AM: Lunch')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The pages.
  await page.goto(`${site}/`);
  await expect(page.getByText('The 5th annual · September 23-24, 2027')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a 2027 sponsor today!' })).toBeVisible();
  await page.goto(`${site}/schedule`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Schedule - September 23-24, 2027' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Thursday September 23' })).toContainText('Tournament Begins');
  await expect(page.getByRole('region', { name: 'Friday September 24' })).toContainText('Golf Tournament');
  await page.goto(`${site}/registration`);
  // all-in is open on this server (WOOP_OPEN_LEVELS): the subtitle says so, with the new year.
  await expect(page.getByText('2027 Registration is Open')).toBeVisible();

  // A confirmation e-mail, written by the functions loaded before the publish.
  const email = `season-${Date.now()}@example.com`;
  await islandsReady(page);
  await page.getByRole('radio', { name: /^All In/ }).check();
  await fillVisitor(page, { ...annie, email });
  await page.getByRole('button', { name: /Register & Pay/ }).click();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('The event starts September 23rd at noon.')).toBeVisible();
  const mail = await mailTo(email);
  expect(mail).toContain('Subject: WOOP 2027 registration confirmed');
  expect(mail).toContain('When: September 23-24, 2027');
  expect(mail).toContain('- The event starts September 23rd at noon.');

  // The server's early-bird rule: ends after the old event (September 24-25, 2026), before the new one.
  await page.goto(`${site}/admin`); // still signed in
  await page.getByRole('button', { name: 'Sales and promo codes' }).click();
  await page.getByRole('button', { name: 'Edit Just Main Event' }).click();
  const form = page.getByRole('form', { name: 'Sales settings for Just Main Event' });
  await form.getByRole('radio', { name: 'On sale' }).check();
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('2200');
  await form.getByRole('textbox', { name: 'Early-bird price', exact: true }).fill('1900');
  await form.getByLabel('Early-bird price ends').fill('2027-01-15T23:59');
  await form.getByRole('button', { name: 'Save Just Main Event' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(/early bird \$1,900\.00 until 2027-01-15 23:59/)).toBeVisible();
});
