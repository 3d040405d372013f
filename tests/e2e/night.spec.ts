// The night against the real server: the door checks three players in on a phone and sees three
// different seats; two clock screens (a TV at 1920x1080 and a phone at 390 px) show the same level
// and time; a pause from the floor's phone reaches both; a screen taken off the network keeps
// counting and says so; axe finds nothing on the clock, the seating board and the set-up screen.
// The pages' own logic against exact answers (Playwright's clock, mocked answers) is live.spec.ts,
// night-admin.spec.ts and night-board.spec.ts.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { AdminNight } from '../../src/domain/tournament/contract.ts';
import { adminPassword, adminToken, violations } from './helpers/admin.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tv = { width: 1920, height: 1080 };
const phone = { width: 390, height: 844 };

async function mainEvent(request: APIRequestContext, token: string) {
  const night = (await (await request.get('/api/admin/night', { headers: { authorization: `Bearer ${token}` } })).json()) as AdminNight;
  return night.tournaments.find((t) => t.kind === 'main-event')!;
}

/** A registration for the Main Event, paid in full by the karl0 code (comped at once). */
async function player(request: APIRequestContext, lastName: string): Promise<void> {
  const response = await request.post('/api/register', {
    data: {
      registrationType: 'just-main-event', roomAdditions: [], firstName: 'Night', lastName, email: `${randomUUID()}@example.com`,
      phone: '3375550100', company: 'Night Energy', jobTitle: 'Tester', tShirtSize: 'L', billingStreet: '1 Main St',
      billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', amount: '0.00', experience: 'Not specified',
      agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode: 'karl0',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Admin password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const screen = async (browser: Browser, viewport: { width: number; height: number }, url: string) => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
};
const timeLeft = (page: Page) => page.getByRole('region', { name: 'Main Event' }).getByRole('timer');
const seconds = (text: string | null) => (text ?? '').replace('Time left: ', '').split(':').reduce((t, part) => t * 60 + Number(part), 0);

test('the door checks three players in and sees three different seats', async ({ browser, request }) => {
  const stamp = Date.now();
  for (const n of [1, 2, 3]) await player(request, `Seat${n}x${stamp}`);
  const door = (await browser.newContext({ viewport: phone })).newPage();
  const page = await door;
  await signIn(page, '/admin/check-in');
  const seats: string[] = [];
  for (const n of [1, 2, 3]) {
    const name = `Night Seat${n}x${stamp}`;
    const search = page.getByRole('search');
    await search.getByLabel('Name, company or e-mail').fill(`Seat${n}x${stamp}`);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: new RegExp(name) }).click();
    const card = page.getByRole('region', { name });
    await card.getByRole('button', { name: `Check in ${name}` }).click();
    // In large type with the verdict: "Checked in at ... Main Event: Table 4, Seat 7".
    const verdict = card.getByRole('status');
    await expect(verdict).toContainText(/Main Event: Table \d+, Seat \d+/);
    seats.push(/Main Event: Table \d+, Seat \d+/.exec((await verdict.textContent())!)![0]);
  }
  expect(new Set(seats).size).toBe(3);
  expect(await violations(page)).toEqual([]);
});

test('two screens show the same clock; the floor pauses from a phone and both show it; a screen offline keeps counting', async ({ browser, request }) => {
  const token = await adminToken(request);
  const main = await mainEvent(request, token);
  const clock = (action: string, stepIndex = 0) =>
    request.post(`/api/admin/night/${main.id}/clock`, { headers: { authorization: `Bearer ${token}` }, data: { action, stepIndex } });
  // Running, whatever an earlier run left (an action that does not apply changes nothing).
  expect((await clock('start')).ok()).toBe(true);
  expect((await clock('resume')).ok()).toBe(true);

  const big = await screen(browser, tv, '/live?tv=1');
  const small = await screen(browser, phone, '/live');
  for (const { page } of [big, small]) await expect(timeLeft(page)).toHaveText(/^Time left: \d/);
  // The same level, and the same second (allowing one for the two reads).
  const level = async (page: Page) => (await page.getByRole('region', { name: 'Main Event' }).getByText(/^(Level \d+|.* Break)$/).first().textContent())!;
  expect(await level(big.page)).toBe(await level(small.page));
  const [a, b] = await Promise.all([timeLeft(big.page).textContent(), timeLeft(small.page).textContent()]);
  expect(Math.abs(seconds(a) - seconds(b))).toBeLessThanOrEqual(1);
  expect(await violations(big.page)).toEqual([]);
  expect(await violations(small.page)).toEqual([]);

  // The floor's phone pauses: both screens say so within a few seconds and stop on the same second.
  const floor = (await browser.newContext({ viewport: phone })).newPage();
  const floorPage = await floor;
  await signIn(floorPage, '/admin');
  await floorPage.getByRole('button', { name: 'The night' }).click();
  const panel = floorPage.getByRole('region', { name: 'The night' });
  await panel.getByRole('button', { name: 'Pause' }).click();
  for (const { page } of [big, small]) await expect(page.getByRole('region', { name: 'Main Event' }).getByText('Paused', { exact: true })).toBeVisible({ timeout: 5000 });
  await expect.poll(async () => seconds(await timeLeft(small.page).textContent())).toBe(seconds(await timeLeft(big.page).textContent()));
  expect(await violations(floorPage)).toEqual([]);

  // Resumed; then the phone loses the network: it keeps counting and says since when it has not heard.
  await panel.getByRole('button', { name: 'Resume' }).click();
  await expect(small.page.getByRole('region', { name: 'Main Event' }).getByText('Paused', { exact: true })).toBeHidden({ timeout: 5000 });
  await small.context.setOffline(true);
  const before = seconds(await timeLeft(small.page).textContent());
  await expect(small.page.getByRole('status', { name: 'Connection' })).toHaveText(/^Not connected: last heard from the server at \d{1,2}:\d{2} [AP]M$/, { timeout: 10_000 });
  expect(seconds(await timeLeft(small.page).textContent())).toBeLessThan(before);
  await small.context.setOffline(false);
  await expect(small.page.getByRole('status', { name: 'Connection' })).toHaveText('', { timeout: 10_000 });
  for (const c of [big.context, small.context]) await c.close();
});

test('the set-up screen and the seating board pass axe; the board shows the players by last name', async ({ browser, request }) => {
  const token = await adminToken(request);
  const main = await mainEvent(request, token);
  const link = await request.post(`/api/admin/night/${main.id}/display-links`, { headers: { authorization: `Bearer ${token}` } });
  const { url } = (await link.json()) as { url: string };
  const board = await screen(browser, tv, new URL(url).pathname + new URL(url).hash);
  await expect(board.page.getByRole('heading', { name: 'Main Event' })).toBeVisible();
  await expect(board.page.getByText(/^Seat\d+x\d+$/).first()).toBeVisible();
  expect(board.page.url()).not.toContain('#');
  expect(await violations(board.page)).toEqual([]);

  const setup = (await browser.newContext({ viewport: phone })).newPage();
  const page = await setup;
  await signIn(page, '/admin');
  await page.getByRole('button', { name: 'The night' }).click();
  await page.getByRole('region', { name: 'The night' }).getByRole('button', { name: 'Edit the set-up' }).click();
  await expect(page.getByRole('form', { name: 'Set-up of the Main Event' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
