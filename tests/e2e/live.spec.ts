// The public tournament clock (/live) on a TV at 1920x1080 and on phones at 390 px, each screen a
// device of its own (a browser context) with Playwright's clock paused on its own wrong time: the
// screens count from the server's time, so they show the same second; the floor's pause reaches
// every screen within a poll; a screen off the network keeps counting, says since when it has not
// heard, and catches up; a screen reader hears a new level once; axe finds nothing in either layout.
//
// The night's answers are MOCKED (answerNightGets below) until the night's server lands: the test
// holds the server's state (`night`) and time (`server.now`), and every screen's GET /api/night/clock
// and GET /api/time is answered from them. To run against the real server, replace answerNightGets
// with nothing, set `night` through the floor's POST /api/admin/night/:id/clock (start, pause, next)
// instead of assigning it, and read the expected texts from what the server answers.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { applyClock, clockNotStarted, type ClockAction, type ClockState } from '../../src/domain/tournament/clock.ts';
import type { ClockTournament, NightClock } from '../../src/domain/tournament/contract.ts';
import { defaultStructure } from '../../src/domain/tournament/structure.ts';
import { pollMs } from '../../src/islands/live/clock-feed.ts';

const min = 60_000;
// 1:00 PM at the venue (CDT) on the night: the Main Event's start.
const onePm = Date.UTC(2026, 8, 24, 18, 0);

const mainEvent: ClockTournament = {
  id: 1,
  kind: 'main-event',
  name: 'Main Event',
  structure: defaultStructure('main-event'),
  clock: clockNotStarted,
  entries: 150,
  playersLeft: 87,
  startingStack: 20_000,
  startsAt: new Date(onePm).toISOString(),
  prizes: [],
};
const secondChance: ClockTournament = {
  id: 2,
  kind: 'second-chance',
  name: 'Second Chance Tournament',
  structure: defaultStructure('second-chance'),
  clock: clockNotStarted,
  entries: 0,
  playersLeft: 0,
  startingStack: 20_000,
  startsAt: new Date(onePm + 6 * 60 * min + 15 * min).toISOString(), // 7:15 PM
  prizes: [],
};

// The server: its time, and the night it answers.
const server = { now: 0 };
let night: NightClock;
const setClock = (clock: ClockState, others: ClockTournament[] = [secondChance]) =>
  (night = { tournaments: [{ ...mainEvent, clock }, ...others], generatedAt: server.now });
/** The floor's action on the Main Event's clock, at the server's time now. */
const floor = (action: ClockAction) => setClock(applyClock(mainEvent.structure, night.tournaments[0]!.clock, action, server.now));

interface Screen {
  context: BrowserContext;
  page: Page;
  offline: boolean;
}

/** MOCKED: the night's two public GETs, answered from the test's server state; a screen taken offline gets no answer. */
async function answerNightGets(screen: Screen): Promise<void> {
  const answer = (json: () => unknown) => (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) =>
    screen.offline ? route.abort('internetdisconnected') : route.fulfill({ json: json(), headers: { 'cache-control': 'no-store' } });
  await screen.context.route('**/api/night/clock', answer(() => night));
  await screen.context.route('**/api/time', answer(() => ({ now: server.now })));
}

const screens: Screen[] = [];
/** A device whose own clock is `skewMs` off the server's, paused (Playwright's clock), showing /live. */
async function openScreen(browser: Browser, baseURL: string | undefined, skewMs: number, layout: 'tv' | 'phone'): Promise<Screen> {
  const viewport = layout === 'tv' ? { width: 1920, height: 1080 } : { width: 390, height: 844 };
  const context = await browser.newContext({ baseURL, viewport });
  // The page's CSP allows no eval: the answers' schemas must check them without it.
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { violations: string[] }).violations = violations;
    document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await context.clock.install({ time: server.now + skewMs });
  await context.clock.pauseAt(server.now + skewMs);
  const screen: Screen = { context, page: await context.newPage(), offline: false };
  screens.push(screen);
  await answerNightGets(screen);
  await screen.page.goto(layout === 'tv' ? '/live?tv=1' : '/live');
  return screen;
}

/** Time passes, on the server and on every screen's clock, a second at a time (a screen's poll answers between seconds). */
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1000) {
    const step = Math.min(1000, left);
    server.now += step;
    for (const { page } of screens) await page.clock.runFor(step);
  }
}

async function setOffline(screen: Screen, offline: boolean): Promise<void> {
  screen.offline = offline;
  await screen.context.setOffline(offline);
}

const panel = (page: Page, name: string) => page.getByRole('region', { name });
const timeLeft = (page: Page, name = 'Main Event') => panel(page, name).getByRole('timer');

test.beforeEach(() => {
  // Level 7 began at 3:20 PM (six levels and the 20-minute break); 7:12.6 into it, 12:47.4 left.
  server.now = onePm + 147 * min + 12_600;
  setClock(applyClock(mainEvent.structure, clockNotStarted, 'start', onePm));
});
test.afterEach(async () => {
  for (const { context, page } of screens.splice(0)) {
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await context.close();
  }
});

test('two screens with clocks minutes apart show the same level and second; a pause reaches both within a poll', async ({ browser, baseURL }) => {
  const tv = await openScreen(browser, baseURL, 3 * min, 'tv'); // a TV 3 minutes fast
  const phone = await openScreen(browser, baseURL, -40_300, 'phone'); // a phone 40.3 s slow
  for (const { page } of [tv, phone]) {
    const main = panel(page, 'Main Event');
    await expect(main.getByText('Level 7', { exact: true })).toBeVisible();
    await expect(timeLeft(page)).toHaveText('Time left: 12:48');
    await expect(main.getByRole('definition').filter({ hasText: '500/1,000' })).toBeVisible();
    await expect(main.getByText('Dinner Break in 1:32:48')).toBeVisible();
    await expect(main.getByText('Level 8: Blinds 600/1,200, ante 1,200')).toBeVisible();
    await expect(main.getByText('34,482 (34.4 BB)')).toBeVisible();
    await expect(panel(page, 'Second Chance Tournament').getByText('Starts at 7:15 PM')).toBeVisible();
  }
  // The second changes on both at the server's second (0.4 s on), not on their own.
  await advance(400);
  for (const { page } of [tv, phone]) await expect(timeLeft(page)).toHaveText('Time left: 12:47');
  await advance(3000);
  for (const { page } of [tv, phone]) await expect(timeLeft(page)).toHaveText('Time left: 12:44');

  floor('pause');
  await advance(5000);
  for (const { page } of [tv, phone]) {
    await expect(panel(page, 'Main Event').getByText('Paused', { exact: true })).toBeVisible();
    await expect(timeLeft(page)).toHaveText('Time left: 12:44');
  }
  await advance(10_000);
  for (const { page } of [tv, phone]) await expect(timeLeft(page)).toHaveText('Time left: 12:44');

  floor('resume');
  await advance(7000);
  for (const { page } of [tv, phone]) {
    await expect(panel(page, 'Main Event').getByText('Paused', { exact: true })).toBeHidden();
    await expect(timeLeft(page)).toHaveText('Time left: 12:37');
  }
});

test('a screen off the network keeps counting, says since when it has not heard, and catches up when back', async ({ browser, baseURL }) => {
  const phone = await openScreen(browser, baseURL, 90_000, 'phone');
  await expect(timeLeft(phone.page)).toHaveText('Time left: 12:48');
  const connection = phone.page.getByRole('status', { name: 'Connection' });

  await setOffline(phone, true);
  await advance(pollMs); // one poll lost: not yet a notice
  await expect(timeLeft(phone.page)).toHaveText('Time left: 12:47');
  await expect(connection).toHaveText('');
  await advance(pollMs); // two in a row
  await expect(connection).toHaveText('Not connected: last heard from the server at 3:27 PM');
  // Still counting from what it last heard, while the floor moves on without it.
  floor('next');
  await advance(60_000);
  await expect(timeLeft(phone.page)).toHaveText('Time left: 11:46');
  await expect(panel(phone.page, 'Main Event').getByText('Level 7', { exact: true })).toBeVisible();
  await expect(connection).toHaveText('Not connected: last heard from the server at 3:27 PM');

  await setOffline(phone, false);
  await advance(pollMs);
  await expect(connection).toHaveText('');
  await expect(panel(phone.page, 'Main Event').getByText('Level 8', { exact: true })).toBeVisible();
  await expect(timeLeft(phone.page)).toHaveText('Time left: 18:59');
});

test('a screen reader hears a new level once, never the seconds', async ({ browser, baseURL }) => {
  // 3.4 s left in Level 1.
  server.now = onePm + 20 * min - 3_400;
  setClock(applyClock(mainEvent.structure, clockNotStarted, 'start', onePm), []);
  const phone = await openScreen(browser, baseURL, 0, 'phone');
  await expect(timeLeft(phone.page)).toHaveText('Time left: 0:04');
  const news = phone.page.getByRole('status', { name: 'Clock news' });
  await news.evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
  });
  await advance(15_000);
  await expect(panel(phone.page, 'Main Event').getByText('Level 2', { exact: true })).toBeVisible();
  await expect(timeLeft(phone.page)).toHaveText('Time left: 19:49');
  await expect(news).toHaveText('Main Event: Level 2: Blinds 200/300, ante 300');
  expect(await phone.page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual(['Main Event: Level 2: Blinds 200/300, ante 300']);
});

test('with no tournament on the clock, the page says when it starts', async ({ browser, baseURL }) => {
  night = { tournaments: [], generatedAt: server.now };
  const phone = await openScreen(browser, baseURL, 0, 'phone');
  await expect(phone.page.getByText('The clock starts on the night of the tournament.')).toBeVisible();
});

test.describe('layouts', () => {
  test('the TV layout at 1920x1080: the clock alone on the screen, kept awake, full screen offered; no axe violations', async ({ browser, baseURL }) => {
    const tv = await openScreen(browser, baseURL, 0, 'tv');
    await tv.page.addInitScript(() => {
      const requests: string[] = [];
      (window as unknown as { wakeRequests: string[] }).wakeRequests = requests;
      const sentinel = { released: false, release: async () => undefined, addEventListener: () => undefined };
      Object.defineProperty(navigator, 'wakeLock', { value: { request: async (type: string) => (requests.push(type), sentinel) } });
    });
    await tv.page.reload();
    await expect(timeLeft(tv.page)).toHaveText('Time left: 12:48');
    await expect(tv.page.getByRole('banner')).toBeHidden();
    await expect(tv.page.getByRole('contentinfo')).toBeHidden();
    await expect(tv.page.getByRole('heading', { level: 1, name: 'Tournament Clock' })).toBeAttached();
    await expect(tv.page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    expect(await tv.page.evaluate(() => (window as unknown as { wakeRequests: string[] }).wakeRequests)).toEqual(['screen']);
    // Both tournaments fit on the screen, side by side.
    for (const name of ['Main Event', 'Second Chance Tournament']) {
      const box = (await panel(tv.page, name).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(1080);
      expect(box.width).toBeGreaterThan(850);
    }
    await tv.page.screenshot({ path: test.info().outputPath('live-tv-1920x1080.png') });
    expect(await axeViolations(tv.page)).toEqual([]);

    // One tournament fills the screen; a notice when the network goes.
    setClock(night.tournaments[0]!.clock, []);
    await advance(5000);
    await expect(panel(tv.page, 'Second Chance Tournament')).toHaveCount(0);
    await setOffline(tv, true);
    await advance(10_000);
    await expect(tv.page.getByRole('status', { name: 'Connection' })).toHaveText(/^Not connected/);
    await tv.page.screenshot({ path: test.info().outputPath('live-tv-1920x1080-one-offline.png') });
    expect(await axeViolations(tv.page)).toEqual([]);
  });

  test('the phone layout at 390 px: stacked and readable, no horizontal scroll; no axe violations', async ({ browser, baseURL }) => {
    floor('pause');
    const phone = await openScreen(browser, baseURL, 0, 'phone');
    await expect(timeLeft(phone.page)).toHaveText('Time left: 12:48');
    await expect(panel(phone.page, 'Main Event').getByText('Paused', { exact: true })).toBeVisible();
    await expect(phone.page.getByRole('link', { name: 'Open the TV layout' })).toHaveAttribute('href', '/live?tv=1');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const main = (await panel(phone.page, 'Main Event').boundingBox())!;
    const second = (await panel(phone.page, 'Second Chance Tournament').boundingBox())!;
    expect(second.y).toBeGreaterThan(main.y + main.height - 1);
    await phone.page.screenshot({ path: test.info().outputPath('live-phone-390.png'), fullPage: true });
    expect(await axeViolations(phone.page)).toEqual([]);
  });
});

/** axe's findings on the page. axe waits on timers: the screen's clock runs on its own from here. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.clock.resume();
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
