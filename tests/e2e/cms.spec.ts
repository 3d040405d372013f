// The organizer edits the site in the CMS, in local mode as under `npm start`: from
// /admin to /admin/cms, the event's dates changed and a sponsor added with a logo; after the
// rebuild the home page and /sponsorship show both. An end date before the start is refused in the
// form with a message, and the file on disk is unchanged. At 1280 and 390 px. The Winner entry is
// filled in from the published results (their answer mocked) and saved.
// Runs against its own server in a throwaway copy of the checkout (tests/support/site-copy.ts), so
// the saves never touch this checkout. E2E_CMS_PORT / E2E_CMS_PAYPAL_SIM_PORT pick its ports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSiteCopyServer, type SiteCopyServer } from './helpers/site-copy-server.ts';

const port = Number(process.env.E2E_CMS_PORT || 8986);
const simPort = Number(process.env.E2E_CMS_PAYPAL_SIM_PORT || 8987);
const site = `http://localhost:${port}`;
const password = 'cms-e2e-admin-password';
const logo = path.resolve('src/assets/sponsors/delta-energy-llc.png');

let server: SiteCopyServer;
const contentFile = (name: string) => readFileSync(path.join(server.copy, 'src/content', name), 'utf8');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startSiteCopyServer({ prefix: 'woop-cms-e2e-', port, simPort, password });
});

test.afterAll(async () => {
  await server?.stop();
});

async function openCms(page: Page): Promise<void> {
  await page.goto(`${site}/admin`);
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /Edit the site content/ }).click();
  await expect(page).toHaveURL(/\/admin\/cms/);
  await page.getByRole('button', { name: 'Login' }).click(); // local mode: no GitHub account
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

async function published(page: Page): Promise<void> {
  await expect(page.getByText('Changes saved')).toBeVisible();
}

for (const { width, height, dates, label, sponsor } of [
  { width: 1280, height: 900, dates: ['2027-09-23', '2027-09-24'], label: 'September 23-24, 2027', sponsor: 'Acadiana Offshore Partners' },
  { width: 390, height: 844, dates: ['2027-10-07', '2027-10-08'], label: 'October 7-8, 2027', sponsor: 'Bayou State Drilling' },
]) {
  test(`at ${width} px: new dates and a new sponsor with a logo reach the home page and /sponsorship`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openCms(page);

    await page.getByRole('link', { name: 'Site content' }).click();
    await page.getByText('Event: name, edition and dates').click();
    const next = page.getByRole('group', { name: 'Next tournament' });
    const before = contentFile('event.json');

    // An end before the start: the message next to the field, nothing saved.
    await next.getByLabel('Start date').fill(dates[0]!);
    await next.getByLabel('End date').fill('2027-01-02');
    await expect(next.getByRole('alert')).toHaveText('The end date is before the start date');
    await publish(page);
    await expect(page.getByText(/Next tournament, end date: The end date is before the start date/)).toBeVisible();
    await page.waitForTimeout(1000);
    expect(contentFile('event.json')).toBe(before);

    // Right dates: saved to the file.
    await next.getByLabel('End date').fill(dates[1]!);
    await expect(next.getByRole('alert')).toHaveCount(0);
    await expect(next.getByText(`The site shows: ${label}`)).toBeVisible();
    await publish(page);
    await published(page);
    await expect.poll(() => JSON.parse(contentFile('event.json')).editions.upcoming).toEqual({ startDate: dates[0], endDate: dates[1] });

    // A sponsor with a logo, added at the end of the list.
    await page.goto(`${site}/admin/cms#/collections/content/entries/sponsors`);
    await page.reload(); // the same page with another #route: load it afresh (the CMS keeps the sign-in)
    // The CMS draws the form before it has finished loading the entry and its media, and may
    // draw it again then, dropping an item added in between: wait for it to settle, and add again
    // if the new, empty item did not appear.
    await page.waitForLoadState('networkidle');
    const names = page.getByLabel('Sponsor name');
    const newName = names.last();
    await expect(names.first()).toBeAttached();
    const listed = await names.count();
    await expect(async () => {
      if ((await names.count()) === listed) await page.getByRole('button', { name: /Add sponsor/ }).click();
      await expect(names).toHaveCount(listed + 1, { timeout: 3000 });
      await expect(newName).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await newName.fill(sponsor);
    await expect(newName).toHaveValue(sponsor);
    await page.getByLabel('What kind of company').last().fill('Offshore drilling');
    await page.getByLabel('Web site').last().fill('https://sponsor.example');
    await page.getByRole('button', { name: 'Choose an image' }).last().click();
    const logoFile = `${sponsor.toLowerCase().replaceAll(' ', '-')}.png`;
    await page.locator('input[type="file"]').setInputFiles({ name: logoFile, mimeType: 'image/png', buffer: readFileSync(logo) });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await publish(page);
    await expect.poll(() => JSON.parse(contentFile('sponsors.json')).sponsors.at(-1)).toMatchObject({ name: sponsor, logo: `../assets/sponsors/${logoFile}` });
    expect(readFileSync(path.join(server.copy, 'src/assets/sponsors', logoFile))).toEqual(readFileSync(logo));

    // The rebuild (Netlify's, in production) puts both on the pages.
    const home = async () => (await fetch(`${site}/`)).text();
    await expect.poll(async () => (await home()).includes(label) && (await home()).includes(sponsor), { timeout: 120_000 }).toBe(true);
    await page.goto(`${site}/`);
    await expect(page.getByText(`The 4th annual · ${label}`)).toBeVisible();
    await expect(page.getByRole('img', { name: `${sponsor} (opens in a new tab)` }).first()).toBeVisible();
    await page.goto(`${site}/sponsorship`);
    await expect(page.getByRole('img', { name: `${sponsor} (opens in a new tab)` })).toBeVisible();
  });
}

test('the Winner entry fills in from the published results (GET /api/results mocked), then saves', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const main = (name: string, company: string | null) => ({
    edition: 2026,
    editions: [2026, 2025],
    tournaments: [{ kind: 'main-event', name: 'Main Event', entries: 40, publishedAt: '2026-09-25T08:00:00.000Z', standings: [{ place: 1, tied: false, name, company, prize: '$12,500.00' }] }],
  });
  let answer = main('A player', null);
  await page.route(/\/api\/results(\?|$)/, (route) => route.fulfill({ json: answer }));
  await openCms(page);
  await page.getByRole('link', { name: 'Site content' }).click();
  await page.getByText('Winner', { exact: true }).click();
  const fill = page.getByRole('button', { name: 'Fill in from the published results' });
  const [year, player, company] = [page.getByRole('spinbutton', { name: 'Year' }), page.getByRole('textbox', { name: 'Player' }), page.getByRole('textbox', { name: 'Company' })];
  const before = { year: await year.inputValue(), player: await player.inputValue() };

  // The winner chose not to be named: nothing is filled in, and the form says why.
  await fill.click();
  await expect(page.getByRole('status').filter({ hasText: 'chose not to be named' })).toHaveText("The 2026 Main Event's winner chose not to be named in the public results: nothing was filled in.");
  expect({ year: await year.inputValue(), player: await player.inputValue() }).toEqual(before);

  answer = main('Ann Guidry', 'Bayou Minerals');
  await fill.click();
  await expect(page.getByRole('status').filter({ hasText: 'Filled in' })).toHaveText('Filled in from the 2026 Main Event: Ann Guidry of Bayou Minerals. Check the message, then save.');
  await expect(year).toHaveValue('2026');
  await expect(player).toHaveValue('Ann Guidry');
  await expect(company).toHaveValue('Bayou Minerals');
  await page.screenshot({ path: test.info().outputPath('cms-winner-filled-390.png') });
  await publish(page);
  await published(page);
  await expect.poll(() => JSON.parse(contentFile('winner.json'))).toMatchObject({ year: 2026, player: 'Ann Guidry', company: 'Bayou Minerals' });
});
