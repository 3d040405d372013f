// The night's panel in /admin, on the floor's phone (390 px) and a computer, against admin API
// answers mocked per src/domain/tournament/contract.ts (the clock's answers made with the clock's
// own rules, so a level pressed twice is refused as the server refuses it). The set-up form
// refuses a bad structure beside the field and sends the set-up once corrected; a 409 shows the
// values saved meanwhile; a clock button sends the step the screen shows; the seats by table, a
// move (refused, then made) and a draw; a display link made and revoked; axe on the open panel;
// screenshots at 390 and 1280 px. Only the admin API is mocked; the page is the production build.
import { expect, test, type Page } from '@playwright/test';
import { stats } from '../fixtures/admin-dashboard.ts';
import { concurrentSaveMessage } from '../../src/domain/sales-admin.ts';
import { applyClock, clockAt } from '../../src/domain/tournament/clock.ts';
import type { AdminNight, AdminTournament, SeatView } from '../../src/domain/tournament/contract.ts';
import { clockMovedMessage, staleClockAction, type ClockActionInput } from '../../src/domain/tournament/floor-input.ts';
import { seatProblem, tablesOf } from '../../src/domain/tournament/seating.ts';
import type { Step } from '../../src/domain/tournament/structure.ts';
import { violations } from './helpers/admin.ts';

const level = (smallBlind: number, bigBlind: number): Step => ({ kind: 'level', smallBlind, bigBlind, ante: bigBlind, minutes: 20 });
const structure: Step[] = [
  level(100, 200),
  level(200, 300),
  level(200, 400),
  { kind: 'break', name: 'Break', minutes: 20 },
  level(300, 600),
  { kind: 'break', name: 'Dinner Break', minutes: 135 },
  level(400, 800),
];

const seat = (registrationId: string, firstName: string, lastName: string, table: number, n: number, fixed = false): SeatView => ({ registrationId, firstName, lastName, table, seat: n, fixed });

function tournament(id: number, name: string, over: Partial<AdminTournament> = {}): AdminTournament {
  const setup = { name, tableCount: 3, seatsPerTable: 10, startingStack: 20_000, startsAt: '2026-09-24T13:00', entitlingLevelIds: ['all-in', 'just-main-event'], structure };
  return {
    id, kind: id === 1 ? 'main-event' : 'second-chance', name, structure, clock: { stepIndex: 0, stepStartedAt: null, pausedAt: null },
    entries: 3, playersLeft: 3, startingStack: 20_000, startsAt: '2026-09-24T18:00:00.000Z', version: 1, setup, seatingOpen: false,
    seats: [], unseated: [], displayLinks: [], prizes: [], openTables: [1, 2, 3], out: [], task: { balance: null, breakTable: null },
    prizePoolCents: null, finished: false, resultsPublishedAt: null, ...over,
  };
}

/** The night's admin API as the panel meets it; it changes as the floor acts on it. `sent` keeps each POST. */
async function mockNight(page: Page, role: 'floor' | 'organizer' = 'floor') {
  const night: AdminNight = {
    levels: [
      { id: 'all-in', name: 'All In' },
      { id: 'just-main-event', name: 'Just Main Event' },
      { id: 'second-chance', name: 'Second Chance' },
    ],
    tournaments: [
      tournament(1, 'Main Event', {
        seats: [seat('WOOP-ANN', 'Ann', 'Lee', 1, 3), seat('WOOP-BOB', 'Bob', 'Ray', 1, 8), seat('WOOP-CY', 'Cy', 'Moss', 2, 1, true)],
        unseated: [{ registrationId: 'WOOP-DEE', firstName: 'Dee', lastName: 'Fox' }],
      }),
      tournament(2, 'Second Chance Tournament', { startsAt: '2026-09-25T00:15:00.000Z' }),
    ],
  };
  const sent: { path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => ({ status, json: body });

  await page.route('**/api/admin/login', (route) => route.fulfill({ json: { token: 'mock-token' } }));
  await page.route('**/api/admin/session', (route) => route.fulfill({ json: { accountId: 'a1', name: `Mock ${role}`, role, expiresAt: '2030-01-01T00:00:00.000Z' } }));
  await page.route('**/api/admin/stats', (route) => route.fulfill({ json: stats }));
  await page.route('**/api/time', (route) => route.fulfill({ json: { now: Date.now() } }));
  await page.route('**/api/admin/night**', (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET') return route.fulfill(json(night));
    const body: unknown = request.postData() ? request.postDataJSON() : null;
    sent.push({ path, body });
    const revoke = /\/display-links\/(\d+)\/revoke$/.exec(path);
    if (revoke) {
      for (const t of night.tournaments) t.displayLinks = t.displayLinks.filter((l) => l.id !== Number(revoke[1]));
      return route.fulfill({ status: 204 });
    }
    const [, id, action, registrationId] = /^\/api\/admin\/night\/(\d+)\/([\w-]+)(?:\/(.+))?$/.exec(path)!;
    const t = night.tournaments.find((x) => x.id === Number(id))!;
    const now = Date.now();
    switch (action) {
      case 'setup': {
        const { version, ...setup } = body as { version: number } & AdminTournament['setup'];
        if (version !== t.version) return route.fulfill(json({ message: concurrentSaveMessage, current: t }, 409));
        Object.assign(t, { setup, name: setup.name, structure: setup.structure, version: t.version + 1 });
        return route.fulfill(json(t));
      }
      case 'clock': {
        const input = body as ClockActionInput;
        const stale = staleClockAction(input, clockAt(t.structure, t.clock, now));
        if (stale) return route.fulfill(json({ message: stale }, 409));
        t.clock = applyClock(t.structure, t.clock, input.action, now);
        return route.fulfill(json(t));
      }
      case 'players-left':
        t.playersLeft = (body as { playersLeft: number }).playersLeft;
        return route.fulfill(json(t));
      case 'seating':
        t.seatingOpen = (body as { open: boolean }).open;
        return route.fulfill(json(t));
      case 'seats': {
        const to = body as { table: number; seat: number; fixed: boolean };
        const seated = t.seats.map((s) => ({ ...s, playerId: s.registrationId }));
        const problem = seatProblem(tablesOf(t.setup.tableCount, t.setup.seatsPerTable), seated, registrationId!, to);
        if (problem) return route.fulfill(json({ message: problem }, 409));
        const player = [...t.seats, ...t.unseated].find((p) => p.registrationId === registrationId)!;
        t.seats = [...t.seats.filter((s) => s.registrationId !== registrationId), seat(player.registrationId, player.firstName, player.lastName, to.table, to.seat, to.fixed)];
        t.unseated = t.unseated.filter((p) => p.registrationId !== registrationId);
        return route.fulfill(json(t));
      }
      case 'draw': {
        const drawn = t.unseated.map((p, i) => seat(p.registrationId, p.firstName, p.lastName, 3, i + 1));
        t.seats = [...t.seats, ...drawn];
        t.unseated = [];
        return route.fulfill(json({ tournament: t, seated: drawn.length, unseated: [] }));
      }
      case 'display-links':
        t.displayLinks.push({ id: 7, createdAt: new Date(now).toISOString(), createdBy: 'Mock floor' });
        return route.fulfill(json({ url: 'https://woop.example/board#display-token-7' }));
    }
    return route.fulfill(json({ message: 'Not found' }, 404));
  });
  return { night, sent, posted: (suffix: string) => sent.filter((s) => s.path.endsWith(suffix)).map((s) => s.body) };
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('any password: the API is mocked');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The floor's screen: the night is all of it. */
async function openAsFloor(page: Page) {
  await signIn(page);
  const panel = page.getByRole('region', { name: 'The night' });
  await expect(panel.getByRole('heading', { name: 'Clock: Main Event' })).toBeVisible();
  return panel;
}

test.describe('on the floor’s phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the set-up refuses a bad structure beside the field, sends the set-up once corrected, and shows what was saved meanwhile', async ({ page }) => {
    const api = await mockNight(page);
    const panel = await openAsFloor(page);
    await panel.getByRole('button', { name: 'Edit the set-up' }).click();
    const form = page.getByRole('form', { name: 'Set-up of the Main Event' });

    const bigBlind = form.getByRole('textbox', { name: 'Level 3, big blind' });
    await bigBlind.fill('250');
    await form.getByRole('button', { name: 'Save the Main Event' }).click();
    const message = "The big blind must not be lower than the previous level's (300)";
    await expect(bigBlind).toHaveAccessibleDescription(`Error: ${message}`);
    await expect(form.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
    expect(api.posted('/setup')).toEqual([]);

    await bigBlind.fill('400');
    await form.getByRole('textbox', { name: 'Starting stack' }).fill('25,000');
    await form.getByRole('checkbox', { name: 'Second Chance' }).check();
    await form.getByRole('button', { name: 'Add a break' }).click();
    // The new break's name takes the focus.
    await expect(form.getByRole('textbox', { name: 'Break, name' }).last()).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Chip race');
    await form.getByRole('button', { name: 'Move Chip race up' }).click();
    await form.getByRole('button', { name: 'Save the Main Event' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Main Event saved.' })).toBeVisible();
    expect(api.posted('/setup')).toEqual([
      {
        version: 1,
        name: 'Main Event',
        tableCount: 3,
        seatsPerTable: 10,
        startingStack: 25_000,
        startsAt: '2026-09-24T13:00',
        entitlingLevelIds: ['all-in', 'just-main-event', 'second-chance'],
        structure: [...structure.slice(0, 6), { kind: 'break', name: 'Chip race', minutes: 15 }, structure[6]],
      },
    ]);
    await expect(panel).toContainText('starting stack 25,000');
    await expect(panel).toContainText('Played by: All In, Just Main Event, Second Chance · 5 levels and 3 breaks');

    // Someone saves from another phone while this one edits: refused, and their values are shown.
    await panel.getByRole('button', { name: 'Edit the set-up' }).click();
    const main = api.night.tournaments[0]!;
    Object.assign(main, { version: 9, setup: { ...main.setup, name: 'Main Event Deluxe', tableCount: 4 } });
    await form.getByRole('textbox', { name: 'Tables' }).fill('5');
    await form.getByRole('button', { name: 'Save the Main Event' }).click();
    await expect(form.getByRole('alert')).toContainText(concurrentSaveMessage);
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Main Event Deluxe');
    await expect(form.getByRole('textbox', { name: 'Tables' })).toHaveValue('4');
    await form.getByRole('button', { name: 'Save the Main Event' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Main Event Deluxe saved.' })).toBeVisible();
    expect((api.posted('/setup').at(-1) as { version: number }).version).toBe(9);
  });

  test('a clock button sends the step the screen shows; Next pressed on a level that moved on is refused in the server’s words', async ({ page }) => {
    const api = await mockNight(page);
    const panel = await openAsFloor(page);
    const clock = panel.getByRole('region', { name: 'Clock: Main Event' });
    // Shown in large type (the screen reader's live region says it once too).
    const shows = (text: string) => expect(clock.getByText(text, { exact: true }).first()).toBeVisible();
    await shows('Not started');
    await shows('Level 1: Blinds 100/200, ante 200');
    await expect(clock).toContainText('Time left: 20:00');
    await expect(panel.getByRole('button', { name: '+1 min' })).toBeDisabled();

    await panel.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Pause' })).toBeVisible();
    await shows('Running');
    await panel.getByRole('button', { name: 'Next level' }).click();
    await shows('Level 2: Blinds 200/300, ante 300');
    expect(api.posted('/clock')).toEqual([
      { action: 'start', stepIndex: 0 },
      { action: 'next', stepIndex: 0 },
    ]);
    await expect(panel).toContainText(/Break in\s*(39|40):\d\d/);

    // Another helper pressed Next a moment ago; this phone still shows level 2.
    const main = api.night.tournaments[0]!;
    main.clock = applyClock(main.structure, main.clock, 'next', Date.now());
    await panel.getByRole('button', { name: 'Next level' }).click();
    await expect(panel.getByRole('alert')).toHaveText(clockMovedMessage);
    expect(api.posted('/clock').at(-1)).toEqual({ action: 'next', stepIndex: 1 });
    await shows('Level 3: Blinds 200/400, ante 400');

    await panel.getByRole('textbox', { name: 'Players left' }).fill('2');
    await panel.getByRole('button', { name: 'Save players left' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Main Event: 2 players left.' })).toBeVisible();
    expect(api.posted('/players-left')).toEqual([{ playersLeft: 2 }]);
  });

  test('the seats by table, a move refused then made with a fixed seat, a draw, and the TV’s display link', async ({ page }) => {
    const api = await mockNight(page);
    const panel = await openAsFloor(page);
    const table = (n: number) => panel.getByRole('region', { name: new RegExp(`^Table ${n} ·`) });
    await expect(table(1).getByRole('listitem')).toHaveText([/^Seat 3Ann Lee/, /^Seat 8Bob Ray/]);
    await expect(table(2).getByRole('listitem')).toHaveText([/^Seat 1Cy Moss Fixed/]);
    await expect(table(3)).toContainText('Table 3 · empty');
    await expect(panel.getByRole('region', { name: 'Checked in, without a seat' })).toContainText('Dee Fox');

    await panel.getByRole('button', { name: 'Move Ann Lee' }).click();
    const move = page.getByRole('form', { name: 'Move Ann Lee' });
    await expect(move.getByRole('textbox', { name: 'Table' })).toHaveValue('1');
    await move.getByRole('textbox', { name: 'Table' }).fill('2');
    await move.getByRole('textbox', { name: 'Seat' }).fill('1');
    await move.getByRole('button', { name: 'Move Ann Lee' }).click();
    await expect(move.getByRole('alert')).toContainText('Table 2, Seat 1 is taken');
    await move.getByRole('textbox', { name: 'Seat' }).fill('13');
    await move.getByRole('button', { name: 'Move Ann Lee' }).click();
    await expect(move.getByRole('textbox', { name: 'Seat' })).toHaveAccessibleDescription('Error: The seat must be a whole number from 1 to 12');
    await move.getByRole('textbox', { name: 'Seat' }).fill('5');
    await move.getByRole('checkbox', { name: /Keep this seat fixed/ }).check();
    await move.getByRole('button', { name: 'Move Ann Lee' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ann Lee: Table 2, Seat 5 (fixed).' })).toBeVisible();
    expect(api.posted('/seats/WOOP-ANN')).toEqual([
      { table: 2, seat: 1, fixed: false },
      { table: 2, seat: 5, fixed: true },
    ]);
    await expect(table(2).getByRole('listitem')).toHaveText([/^Seat 1Cy Moss/, /^Seat 5Ann Lee Fixed/]);
    await expect(table(1).getByRole('listitem')).toHaveText([/^Seat 8Bob Ray/]);

    await panel.getByRole('button', { name: 'Draw seats for everyone checked in' }).click();
    await expect(panel.getByRole('status').filter({ hasText: '1 player seated.' })).toBeVisible();
    await expect(table(3).getByRole('listitem')).toHaveText([/^Seat 1Dee Fox/]);
    await expect(panel.getByRole('region', { name: 'Checked in, without a seat' })).toBeHidden();

    await panel.getByRole('searchbox', { name: 'Find a player' }).fill('fox');
    await expect(panel.getByRole('region', { name: /^Table \d/ })).toHaveCount(1);
    await panel.getByRole('searchbox', { name: 'Find a player' }).fill('');

    await panel.getByRole('button', { name: 'Open seating at the door' }).click();
    await expect(panel.getByRole('button', { name: 'Close seating at the door' })).toBeVisible();
    expect(api.posted('/seating')).toEqual([{ open: true }]);

    await panel.getByRole('button', { name: 'Create a display link' }).click();
    await expect(panel.getByRole('textbox', { name: 'Display link for the Main Event' })).toHaveValue('https://woop.example/board#display-token-7');
    await expect(panel.getByRole('list', { name: 'Display links of the Main Event that work' }).getByRole('listitem')).toContainText(/^Made .* by Mock floor/);
    await panel.getByRole('button', { name: /^Revoke the link made / }).click();
    await page.getByRole('dialog', { name: 'Revoke this display link?' }).getByRole('button', { name: 'Revoke the link' }).click();
    await expect(panel.getByText('No display link works now.')).toBeVisible();
    expect(api.sent.at(-1)?.path).toBe('/api/admin/night/display-links/7/revoke');

    await panel.getByRole('button', { name: 'Second Chance Tournament' }).click();
    await expect(panel.getByRole('heading', { name: 'Clock: Second Chance Tournament' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Second Chance Tournament' })).toHaveAttribute('aria-pressed', 'true');
  });
});

for (const width of [390, 1280] as const) {
  test(`axe finds nothing on the open panel (set-up, clock, seats), and its screenshots, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await mockNight(page, 'organizer');
    await signIn(page);
    await page.getByRole('button', { name: 'The night' }).click();
    const heading = page.getByRole('heading', { name: 'The night', level: 2 });
    await expect(heading).toBeFocused();
    const panel = page.getByRole('region', { name: 'The night' });
    await panel.getByRole('button', { name: 'Edit the set-up' }).click();
    await panel.getByRole('button', { name: 'Move Bob Ray' }).click();
    await expect(page.getByRole('form', { name: 'Set-up of the Main Event' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // A bad structure's errors are drawn accessibly too.
    await panel.getByRole('textbox', { name: 'Level 2, small blind' }).fill('900');
    await panel.getByRole('button', { name: 'Save the Main Event' }).click();
    await expect(panel.getByRole('textbox', { name: 'Level 2, small blind' })).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page)).toEqual([]);
    await heading.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: test.info().outputPath(`night-panel-${width}.png`) });
    for (const part of ['Clock', 'Seats', 'Set-up']) {
      await panel.getByRole('region', { name: `${part}: Main Event` }).screenshot({ path: test.info().outputPath(`night-${part.toLowerCase()}-${width}.png`) });
    }
    // The structure scrolls inside its own box; the page never sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
