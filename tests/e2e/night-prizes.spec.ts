// The prizes on a phone (390 px): the organizer sets a tournament's prizes in the night panel (the
// pool and the paid places, amounts proposed on the curve, one place given a named prize, an amount
// edited so the sum is wrong and refused beside the pool, then saved; a save after the results were
// published refused in the server's words, what was typed kept); /live shows them as a short
// list under the clock, on a phone and on a TV. Axe finds nothing on either; screenshots of both.
// The admin API and the clock's answers are MOCKED per src/domain/tournament/contract.ts, the
// prizes refused by the server's own schema; the pages are the production build.
import { expect, test, type Page } from '@playwright/test';
import { stats } from '../fixtures/admin-dashboard.ts';
import { fieldErrors } from '../../src/domain/field-errors.ts';
import { applyClock, clockNotStarted } from '../../src/domain/tournament/clock.ts';
import type { AdminNight, AdminTournament, ClockTournament, NightClock, Prize } from '../../src/domain/tournament/contract.ts';
import { prizesInputSchema, prizesPublishedMessage } from '../../src/domain/tournament/prize-input.ts';
import { defaultStructure } from '../../src/domain/tournament/structure.ts';
import { violations } from './helpers/admin.ts';

test.use({ viewport: { width: 390, height: 844 } });

const structure = defaultStructure('main-event');
const onePm = Date.UTC(2026, 8, 24, 18, 0);

function tournament(id: number, name: string): AdminTournament {
  const setup = { name, tableCount: 3, seatsPerTable: 10, startingStack: 20_000, startsAt: '2026-09-24T13:00', entitlingLevelIds: ['all-in'], structure };
  return {
    id, kind: id === 1 ? 'main-event' : 'second-chance', name, structure, clock: clockNotStarted, entries: 24, playersLeft: 24, startingStack: 20_000,
    startsAt: new Date(onePm).toISOString(), version: 1, setup, seatingOpen: false, seats: [], unseated: [], displayLinks: [], prizes: [], openTables: [1, 2, 3],
    out: [], task: { balance: null, breakTable: null }, prizePoolCents: null, finished: false, resultsPublishedAt: null,
  };
}

/** The night's admin API: GET the night, POST prizes checked as the server checks them. `posted` keeps each body sent. */
async function mockNight(page: Page) {
  const night: AdminNight = { levels: [{ id: 'all-in', name: 'All In' }], tournaments: [tournament(1, 'Main Event'), tournament(2, 'Second Chance Tournament')] };
  const posted: unknown[] = [];
  await page.route('**/api/admin/login', (route) => route.fulfill({ json: { token: 'mock-token' } }));
  await page.route('**/api/admin/session', (route) => route.fulfill({ json: { accountId: 'a1', name: 'Mock organizer', role: 'organizer', expiresAt: '2030-01-01T00:00:00.000Z' } }));
  await page.route('**/api/admin/stats', (route) => route.fulfill({ json: stats }));
  await page.route('**/api/time', (route) => route.fulfill({ json: { now: Date.now() } }));
  await page.route('**/api/admin/night**', (route) => {
    const request = route.request();
    if (request.method() === 'GET') return route.fulfill({ json: night });
    const [, id, action] = /\/api\/admin\/night\/(\d+)\/([\w-]+)$/.exec(new URL(request.url()).pathname) ?? [];
    if (action !== 'prizes') return route.fulfill({ status: 404, json: { message: 'Not found' } });
    const body: unknown = request.postDataJSON();
    posted.push(body);
    const parsed = prizesInputSchema.safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return route.fulfill({ status: 400, json: { message: Object.values(errors)[0], errors } });
    }
    const t = night.tournaments.find((x) => x.id === Number(id))!;
    if (t.resultsPublishedAt) return route.fulfill({ status: 409, json: { message: prizesPublishedMessage } });
    Object.assign(t, parsed.data);
    return route.fulfill({ json: t });
  });
  return { night, posted };
}

test('the organizer proposes the amounts, names a prize, is refused a sum that misses the pool beside it, and saves', async ({ page }) => {
  const api = await mockNight(page);
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('any password: the API is mocked');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'The night' }).click();
  const prizes = page.getByRole('region', { name: 'Prizes: Main Event' });
  await expect(prizes).toContainText('No prizes yet.');
  await prizes.getByRole('button', { name: 'Set the prizes' }).click();

  const form = page.getByRole('form', { name: 'Prizes of the Main Event' });
  const pool = form.getByRole('textbox', { name: 'Prize pool' });
  const amount = (place: string) => form.getByRole('textbox', { name: `${place} place, amount in dollars` });
  // Propose needs the pool first, and says so beside it.
  await form.getByRole('textbox', { name: 'Paid places' }).fill('4');
  await form.getByRole('button', { name: 'Propose amounts' }).click();
  await expect(pool).toHaveAccessibleDescription(/Error: Enter the pool in dollars, for example 1,250 or 1250\.00, then propose the amounts/);

  await pool.fill('10,000');
  await form.getByRole('textbox', { name: '4th place, named prize' }).fill('A seat at the WSOP');
  await form.getByRole('button', { name: 'Propose amounts' }).click();
  await expect(amount('1st')).toHaveValue('5,300');
  await expect(amount('2nd')).toHaveValue('2,800');
  await expect(amount('3rd')).toHaveValue('1,900');
  await expect(amount('4th')).toHaveValue('');
  await expect(form).toContainText('The amounts add up to $10,000.00 of the $10,000.00 pool.');

  // Edited so the amounts miss the pool: refused beside the pool, nothing sent, what was typed kept.
  await amount('3rd').fill('1,500');
  await form.getByRole('button', { name: 'Save the prizes' }).click();
  const sum = 'The prizes add up to $9,600.00; the pool is $10,000.00.';
  await expect(pool).toHaveAccessibleDescription(new RegExp(`Error: ${sum.replace(/[$.]/g, '\\$&')}`));
  await expect(form.getByRole('alert').getByRole('link', { name: sum })).toBeVisible();
  expect(api.posted).toEqual([]);
  await expect(amount('3rd')).toHaveValue('1,500');
  expect(await violations(page)).toEqual([]);
  await form.screenshot({ path: test.info().outputPath('prizes-form-390.png') });
  // The editor fits the phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await amount('3rd').fill('1,900');
  await form.getByRole('button', { name: 'Save the prizes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prizes of the Main Event saved.' })).toBeVisible();
  expect(api.posted).toEqual([
    {
      prizePool: '10,000',
      prizes: [
        { place: 1, amount: '5,300', prize: '' },
        { place: 2, amount: '2,800', prize: '' },
        { place: 3, amount: '1,900', prize: '' },
        { place: 4, amount: '', prize: 'A seat at the WSOP' },
      ],
    },
  ]);
  await expect(prizes).toContainText('4 places paid from a pool of $10,000.00:');
  await expect(prizes.getByRole('listitem')).toHaveText(['1st $5,300', '2nd $2,800', '3rd $1,900', '4th A seat at the WSOP']);
  expect(await violations(page)).toEqual([]);
  await prizes.screenshot({ path: test.info().outputPath('prizes-saved-390.png') });

  // Edited again: the form opens with what was saved. The results published meanwhile: the server's
  // refusal is shown, and what was typed stays.
  await prizes.getByRole('button', { name: 'Edit the prizes' }).click();
  await expect(amount('1st')).toHaveValue('5,300');
  await expect(form.getByRole('textbox', { name: '4th place, named prize' })).toHaveValue('A seat at the WSOP');
  api.night.tournaments[0]!.resultsPublishedAt = new Date().toISOString();
  await amount('1st').fill('5,000');
  await amount('2nd').fill('3,100');
  await form.getByRole('button', { name: 'Save the prizes' }).click();
  await expect(form.getByRole('alert')).toContainText(prizesPublishedMessage);
  await expect(amount('1st')).toHaveValue('5,000');
});

const clockPrizes: Prize[] = [
  { place: 1, amountCents: 530_000, prize: null },
  { place: 2, amountCents: 280_000, prize: null },
  { place: 3, amountCents: 190_050, prize: null },
  { place: 4, amountCents: null, prize: 'A seat at the WSOP' },
];

for (const layout of ['phone', 'tv'] as const) {
  test(`/live shows each tournament's prizes under its clock (${layout})`, async ({ page }) => {
    if (layout === 'tv') await page.setViewportSize({ width: 1920, height: 1080 });
    const now = onePm + 30 * 60_000;
    const running = applyClock(structure, clockNotStarted, 'start', onePm);
    const base = tournament(1, 'Main Event');
    const clockOf = (t: AdminTournament, prizes: Prize[]): ClockTournament => ({
      id: t.id, kind: t.kind, name: t.name, structure, clock: running, entries: 24, playersLeft: 17, startingStack: 20_000, startsAt: t.startsAt, prizes,
    });
    const answer: NightClock = { tournaments: [clockOf(base, clockPrizes), clockOf(tournament(2, 'Second Chance Tournament'), [])], generatedAt: now };
    await page.route('**/api/night/clock', (route) => route.fulfill({ json: answer, headers: { 'cache-control': 'no-store' } }));
    await page.route('**/api/time', (route) => route.fulfill({ json: { now } }));
    await page.goto(layout === 'tv' ? '/live?tv=1' : '/live');

    const main = page.getByRole('region', { name: 'Main Event' });
    const list = main.getByRole('list', { name: 'Prizes' });
    await expect(list.getByRole('listitem')).toHaveText(['1st $5,300', '2nd $2,800', '3rd $1,900.50', '4th A seat at the WSOP']);
    // On the TV the whole list is on the screen with the clock (a phone scrolls to it).
    if (layout === 'tv') await expect(list).toBeInViewport({ ratio: 1 });
    // A tournament without prizes shows no list.
    await expect(page.getByRole('region', { name: 'Second Chance Tournament' }).getByRole('list', { name: 'Prizes' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`live-prizes-${layout}.png`), fullPage: layout === 'phone' });
  });
}
