// The floor's play screen in /admin on a phone (390 px), against admin API answers mocked per
// src/domain/tournament/contract.ts: the mock keeps the room (seats, players out, broken tables)
// and answers each action as the contract says, with the room's task worked out by the site's own
// seating rules. One hand with players at two tables (one picked by their code), their places, an
// undo and an undo refused; a balancing move refused because the room changed, then made; a table
// break and the last break (the final table drawn afresh); a finished tournament's results
// published (refused first) and exported; axe on the screen mid-tournament, and its screenshots at
// 390 and 1280 px. Only the admin API is mocked; the page is the production build.
import { expect, test, type Page } from '@playwright/test';
import { parseCheckInCode } from '../../src/domain/check-in.ts';
import type { AdminNight, AdminTournament, OutView, SeatView } from '../../src/domain/tournament/contract.ts';
import type { BalanceInput } from '../../src/domain/tournament/floor-input.ts';
import { breakTable, drawAll, floorTask, tablesOf } from '../../src/domain/tournament/seating.ts';
import type { Step } from '../../src/domain/tournament/structure.ts';
import { stats } from '../fixtures/admin-dashboard.ts';
import { violations } from './helpers/admin.ts';

const structure: Step[] = [
  { kind: 'level', smallBlind: 100, bigBlind: 200, ante: 200, minutes: 20 },
  { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 400, minutes: 20 },
];
const names = ['Ann Lee', 'Bo Park', 'Cy Moss', 'Di Fox', 'Ed Hart', 'Flo Gray', 'Gus Vale', 'Hal Snow', 'Ida Roth', 'Jo King', 'Kai Dunn', 'Lou Reed', 'Max Bell', 'Ned Ash', 'Oli Hunt', 'Pam Ross', 'Quin Ray', 'Rex Cole', 'Sam Wu', 'Tia Bay', 'Uma Lane', 'Vic Hale', 'Wes Orr', 'Xia Lin'];
/** A registration ID as the site makes them (the code field checks the pattern). */
const idOf = (i: number) => `WOOP-00000000${'ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(i / 10)]}${i % 10}`;
const codeOf = (i: number) => `WOOP-CHECKIN:${idOf(i)}.${'0123456789ABCDEF01234567'}`;

/** A room: how many players sit at each table (seats 1 to n), `seatsPerTable` seats a table. */
function tournament(counts: number[], seatsPerTable: number): AdminTournament {
  let next = 0;
  const seats: SeatView[] = counts.flatMap((count, t) =>
    Array.from({ length: count }, (_, s) => {
      const [firstName, lastName] = names[next]!.split(' ') as [string, string];
      return { registrationId: idOf(next++), firstName, lastName, table: t + 1, seat: s + 1, fixed: false };
    }),
  );
  const setup = { name: 'Main Event', tableCount: counts.length, seatsPerTable, startingStack: 20_000, startsAt: '2026-09-24T13:00', entitlingLevelIds: ['all-in'], structure };
  return settle({
    id: 1, kind: 'main-event', name: 'Main Event', structure, clock: { stepIndex: 0, stepStartedAt: Date.now() - 60_000, pausedAt: null },
    entries: 0, playersLeft: 0, startingStack: 20_000, startsAt: '2026-09-24T18:00:00.000Z', version: 1, setup, seatingOpen: false,
    seats, unseated: [], displayLinks: [], prizes: [], openTables: counts.map((_, i) => i + 1), out: [], task: { balance: null, breakTable: null },
    prizePoolCents: null, finished: false, resultsPublishedAt: null,
  });
}

const openOf = (t: AdminTournament) => tablesOf(t.setup.tableCount, t.setup.seatsPerTable).filter((x) => t.openTables.includes(x.table));
const seatedOf = (t: AdminTournament) => t.seats.map((s) => ({ ...s, playerId: s.registrationId }));

/** What follows from the seats, as the server's answer says it. */
function settle(t: AdminTournament): AdminTournament {
  t.task = floorTask(openOf(t), seatedOf(t));
  t.entries = t.seats.length + t.out.length;
  t.playersLeft = t.seats.length;
  t.finished = t.out.length > 0 && t.seats.length === 1;
  t.out.sort((a, b) => a.place - b.place || a.lastName.localeCompare(b.lastName));
  return t;
}

/** Puts players out in one hand, as the server does: the worst places left, shared unless every stack is known. */
function putOut(t: AdminTournament, players: { registrationId: string; stack?: number | null }[]) {
  const best = t.seats.length - players.length + 1;
  const ranked = players.every((p) => p.stack) ? [...players].sort((a, b) => b.stack! - a.stack!) : null;
  const hand = Math.max(0, ...t.out.map((o) => o.hand)) + 1;
  for (const p of players) {
    const s = t.seats.find((x) => x.registrationId === p.registrationId)!;
    t.seats = t.seats.filter((x) => x !== s);
    const place = ranked ? best + ranked.indexOf(p) : best;
    t.out.push({ registrationId: s.registrationId, firstName: s.firstName, lastName: s.lastName, place, tied: !ranked && players.length > 1, hand, table: s.table, seat: s.seat });
  }
  settle(t);
}

const tablesChanged = 'The tables have changed since your screen showed them: check the move again.';
const notLast = 'This is not the last elimination any more: another phone recorded a hand since. Check the players out, then undo again if you still need to.';
const stillRunning = 'The Main Event is still running: publish its results once one player is left.';

/** The night's admin API over one tournament; `sent` keeps each POST. */
async function mockNight(page: Page, t: AdminTournament, role: 'floor' | 'organizer' = 'floor') {
  const night: AdminNight = { levels: [{ id: 'all-in', name: 'All In' }], tournaments: [t] };
  const sent: { path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => ({ status, json: body });
  let seed = 7;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;

  await page.route('**/api/admin/login', (route) => route.fulfill({ json: { token: 'mock-token' } }));
  await page.route('**/api/admin/session', (route) => route.fulfill({ json: { accountId: 'a1', name: `Mock ${role}`, role, expiresAt: '2030-01-01T00:00:00.000Z' } }));
  await page.route('**/api/admin/stats', (route) => route.fulfill({ json: stats }));
  await page.route('**/api/time', (route) => route.fulfill({ json: { now: Date.now() } }));
  await page.route('**/api/admin/export/results**', (route) => {
    sent.push({ path: new URL(route.request().url()).pathname + new URL(route.request().url()).search, body: null });
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="WOOP_Results_2026.xlsx"' },
      body: 'xlsx',
    });
  });
  await page.route('**/api/admin/night**', (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET') return route.fulfill(json(night));
    const body: unknown = request.postData() ? request.postDataJSON() : null;
    sent.push({ path, body });
    const action = path.split('/').at(-1);
    switch (action) {
      case 'eliminate': {
        const players = (body as { players: { registrationId?: string; code?: string; stack?: number | null }[] }).players.map((p) => ({
          registrationId: p.registrationId ?? parseCheckInCode(p.code ?? '')?.registrationId ?? '',
          stack: p.stack,
        }));
        const gone = players.find((p) => !t.seats.some((s) => s.registrationId === p.registrationId));
        if (gone) return route.fulfill(json({ message: 'A player of this hand is not seated: out already, or moved. Check the tables.' }, 409));
        putOut(t, players);
        return route.fulfill(json(t));
      }
      case 'undo': {
        const last = Math.max(0, ...t.out.map((o) => o.hand));
        if ((body as { hand: number }).hand !== last) return route.fulfill(json({ message: notLast }, 409));
        for (const o of t.out.filter((x) => x.hand === last)) t.seats.push({ registrationId: o.registrationId, firstName: o.firstName, lastName: o.lastName, table: o.table!, seat: o.seat!, fixed: false });
        t.out = t.out.filter((x) => x.hand !== last);
        return route.fulfill(json(settle(t)));
      }
      case 'balance': {
        const move = body as BalanceInput;
        const b = t.task.balance;
        if (!b || b.fromTable !== move.fromTable || b.toTable !== move.toTable || !b.movable.includes(move.registrationId) || !b.toSeats.includes(move.seat)) {
          return route.fulfill(json({ message: tablesChanged }, 409));
        }
        const s = t.seats.find((x) => x.registrationId === move.registrationId)!;
        Object.assign(s, { table: move.toTable, seat: move.seat });
        return route.fulfill(json(settle(t)));
      }
      case 'break': {
        const table = (body as { table: number }).table;
        if (t.task.breakTable !== table) return route.fulfill(json({ message: tablesChanged }, 409));
        const staying = openOf(t).filter((x) => x.table !== table);
        // The last break: the final table is drawn afresh.
        const drawn = staying.length === 1 ? drawAll(staying, [], t.seats.map((s) => s.registrationId), random).seated : breakTable(openOf(t), seatedOf(t), table, random).moved;
        for (const d of drawn) Object.assign(t.seats.find((s) => s.registrationId === d.playerId)!, { table: d.table, seat: d.seat });
        t.openTables = staying.map((x) => x.table);
        return route.fulfill(json(settle(t)));
      }
      case 'publish':
        if (!t.finished) return route.fulfill(json({ message: stillRunning }, 409));
        t.resultsPublishedAt = new Date().toISOString();
        return route.fulfill(json(t));
    }
    return route.fulfill(json({ message: 'Not found' }, 404));
  });
  return { sent, posted: (suffix: string) => sent.filter((s) => s.path.endsWith(suffix)).map((s) => s.body) };
}

async function openFloor(page: Page, role: 'floor' | 'organizer' = 'floor') {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('any password: the API is mocked');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The floor's phone opens on the night; an organizer's dashboard opens it with a button.
  if (role === 'organizer') await page.getByRole('button', { name: 'The night' }).click();
  const play = page.getByRole('region', { name: 'Tables in play: Main Event' });
  await expect(play).toBeVisible();
  return play;
}

const seatsOf = (t: AdminTournament, table: number) => t.seats.filter((s) => s.table === table).sort((a, b) => a.seat - b.seat);

test.describe('on the floor’s phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two players out in one hand at two tables (one by their code), their places; undo, and an undo refused', async ({ page }) => {
    const t = tournament([6, 6], 8);
    const api = await mockNight(page, t);
    const play = await openFloor(page);
    const table = (n: number) => play.getByRole('group', { name: `Table ${n}`, exact: true });
    await expect(play).toContainText('12 players left of 12 · average stack 20,000');
    await expect(table(1).getByRole('listitem')).toHaveText([/^Seat 1Ann Lee/, /^Seat 2Bo Park/, /^Seat 3Cy Moss/, /^Seat 4Di Fox/, /^Seat 5Ed Hart/, /^Seat 6Flo Gray/, 'Seat 7open', 'Seat 8open']);

    await table(1).getByRole('button', { name: 'Cy Moss', exact: true }).click();
    await expect(table(1).getByRole('button', { name: 'Cy Moss', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const hand = play.getByRole('region', { name: /^This hand/ });
    await expect(hand).toContainText('Cy Moss finishes 12th.');
    // The second player of the hand, at the other table, by the code under their QR code.
    await play.getByRole('textbox', { name: 'Player’s code' }).fill('WOOP-NOT-A-CODE');
    await play.getByRole('button', { name: 'Add to the hand' }).click();
    await expect(play.getByRole('textbox', { name: 'Player’s code' })).toHaveAccessibleDescription(/Error: This is not a player’s code/);
    await play.getByRole('textbox', { name: 'Player’s code' }).fill(codeOf(9));
    await play.getByRole('button', { name: 'Add to the hand' }).click();
    await expect(hand.getByRole('heading')).toHaveText('This hand: 2 players out');
    await expect(hand).toContainText('Jo King, Table 2, Seat 4 · by code');
    await expect(hand).toContainText('11th to 12th place: the bigger stack at the start of the hand finishes higher; without stacks, they tie for 11th.');

    // A stack that is not a number is refused beside its field; nothing is sent.
    await hand.getByRole('textbox', { name: 'Cy Moss’s stack at the start of the hand' }).fill('lots');
    await hand.getByRole('button', { name: 'Confirm out' }).click();
    await expect(hand.getByRole('textbox', { name: /^Cy Moss’s stack/ })).toHaveAccessibleDescription('Error: The stack at the start of the hand must be a whole number from 1 to 1,000,000,000');
    expect(api.posted('/eliminate')).toEqual([]);
    await hand.getByRole('textbox', { name: /^Cy Moss’s stack/ }).fill('31,500');
    await hand.getByRole('textbox', { name: /^Jo King’s stack/ }).fill('12000');
    await hand.getByRole('button', { name: 'Confirm out' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Out: Cy Moss 11th, Jo King 12th.' })).toBeVisible();
    expect(api.posted('/eliminate')).toEqual([{ players: [{ registrationId: idOf(2), stack: 31_500 }, { code: codeOf(9), stack: 12_000 }] }]);
    await expect(hand).toBeHidden();
    await expect(play).toContainText('10 players left of 12 · average stack 24,000');
    const places = play.getByRole('list', { name: 'Places in the Main Event' });
    await expect(places.getByRole('listitem')).toHaveText(['11thCy Moss · out at Table 1, Seat 3', '12thJo King · out at Table 2, Seat 4']);
    await expect(table(1).getByRole('listitem').nth(2)).toHaveText('Seat 3open');

    // Two out in one hand without stacks: they tie. The registration ID printed under a QR code
    // names the player as a tap does (only a whole, signed code is sent for the server to check).
    await table(1).getByRole('button', { name: 'Ann Lee', exact: true }).click();
    await play.getByRole('textbox', { name: 'Player’s code' }).fill(idOf(11).toLowerCase());
    await play.getByRole('button', { name: 'Add to the hand' }).click();
    await expect(hand).toContainText('Lou Reed, Table 2, Seat 6 · by code');
    await hand.getByRole('button', { name: 'Confirm out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Out: Ann Lee 9th (tied), Lou Reed 9th (tied).' })).toBeVisible();
    expect(api.posted('/eliminate').at(-1)).toEqual({ players: [{ registrationId: idOf(0), stack: null }, { registrationId: idOf(11), stack: null }] });
    await expect(places.getByRole('listitem')).toHaveText([/^9th \(tied\)Ann Lee/, /^9th \(tied\)Lou Reed/, /^11thCy Moss/, /^12thJo King/]);

    // Undo takes back that hand: both are back at their seats.
    await expect(play).toContainText('Last hand: Ann Lee 9th (tied), Lou Reed 9th (tied).');
    await play.getByRole('button', { name: 'Undo last elimination' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Undone: Ann Lee (Table 1, Seat 1), Lou Reed (Table 2, Seat 6) back in play.' })).toBeVisible();
    expect(api.posted('/undo')).toEqual([{ hand: 2 }]);
    await expect(places.getByRole('listitem')).toHaveCount(2);
    await expect(table(1).getByRole('button', { name: 'Ann Lee', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // Another phone records a hand this screen has not shown yet: the undo is refused in the server's words.
    putOut(t, [{ registrationId: seatsOf(t, 2)[0]!.registrationId }]);
    await play.getByRole('button', { name: 'Undo last elimination' }).click();
    await expect(play.getByRole('alert')).toHaveText(notLast);
    expect(api.posted('/undo').at(-1)).toEqual({ hand: 1 });
    // The night is read again: the other phone's hand shows, and the refusal stays.
    await expect(play).toContainText('Last hand: Gus Vale 10th.');
    await expect(play.getByRole('alert')).toHaveText(notLast);

    // A player put out on another phone, chosen here too: refused, and the hand stays as chosen.
    await table(2).getByRole('button', { name: 'Hal Snow', exact: true }).click();
    putOut(t, [{ registrationId: idOf(7) }]);
    await hand.getByRole('button', { name: 'Confirm out' }).click();
    await expect(hand.getByRole('alert')).toHaveText('A player of this hand is not seated: out already, or moved. Check the tables.');
    await expect(hand).toContainText('Hal Snow, not seated now');
    await hand.getByRole('button', { name: 'Remove Hal Snow from this hand' }).click();
    await expect(hand).toBeHidden();
  });

  test('a balancing move refused because the room changed, then confirmed with the player and seat the floor picks', async ({ page }) => {
    const t = tournament([7, 7, 4], 8);
    const api = await mockNight(page, t);
    const play = await openFloor(page);
    const task = play.getByRole('region', { name: 'Move a player from Table 1 to Table 3' });
    await expect(task).toContainText('the player due the big blind next at Table 1 moves, to the worst open position at Table 3');

    await task.getByRole('button', { name: 'Confirm move' }).click();
    await expect(task.getByRole('combobox', { name: 'Player to move from Table 1' })).toHaveAccessibleDescription('Error: Choose the player who moves');
    await expect(task.getByRole('combobox', { name: 'Open seat at Table 3' })).toHaveAccessibleDescription('Error: Choose the seat at Table 3');
    await task.getByRole('combobox', { name: 'Player to move from Table 1' }).selectOption({ label: 'Ed Hart, Seat 5' });
    await task.getByRole('combobox', { name: 'Open seat at Table 3' }).selectOption({ label: 'Seat 6' });

    // Meanwhile another phone moved a player from Table 1: Table 2 is now the one to move from.
    Object.assign(seatsOf(t, 1)[0]!, { table: 3, seat: 8 });
    settle(t);
    await task.getByRole('button', { name: 'Confirm move' }).click();
    const moveNow = play.getByRole('region', { name: 'Move a player from Table 2 to Table 3' });
    await expect(moveNow.getByRole('alert')).toHaveText(tablesChanged);
    expect(api.posted('/balance')).toEqual([{ registrationId: idOf(4), fromTable: 1, toTable: 3, seat: 6 }]);

    await expect(moveNow.getByRole('combobox', { name: 'Player to move from Table 2' })).toHaveValue('');
    await moveNow.getByRole('combobox', { name: 'Player to move from Table 2' }).selectOption({ label: 'Kai Dunn, Seat 4' });
    await moveNow.getByRole('combobox', { name: 'Open seat at Table 3' }).selectOption({ label: 'Seat 5' });
    await moveNow.getByRole('button', { name: 'Confirm move' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kai Dunn: Table 3, Seat 5 (from Table 2, Seat 4).' })).toBeVisible();
    expect(api.posted('/balance').at(-1)).toEqual({ registrationId: idOf(10), fromTable: 2, toTable: 3, seat: 5 });
    const even = play.getByRole('region', { name: 'Nothing to move now' });
    await expect(even).toContainText('Kai Dunn: Table 3, Seat 5 (from Table 2, Seat 4)');
    await expect(play.getByRole('group', { name: 'Table 3', exact: true }).getByRole('listitem').nth(4)).toHaveText('Seat 5Kai Dunn');
    await even.getByRole('button', { name: 'Done' }).click();
    await expect(even).toBeHidden();
  });

  test('a table broken, then the last break: the final table drawn afresh', async ({ page }) => {
    const t = tournament([3, 3, 2], 8);
    const api = await mockNight(page, t);
    const play = await openFloor(page);
    const task = play.getByRole('region', { name: 'Break Table 3' });
    await expect(task).toContainText('Break Table 3: its players draw open seats at the other tables.');
    await expect(task).toContainText('At Table 3: Gus Vale, Hal Snow.');
    await expect(task).not.toContainText('final table');
    await task.getByRole('button', { name: 'Confirm break' }).click();
    expect(api.posted('/break')).toEqual([{ table: 3 }]);
    await expect(page.getByRole('status').filter({ hasText: 'Table 3 broken: its players have new seats.' })).toBeVisible();
    await expect(play.getByRole('group', { name: /^Table \d$/ })).toHaveCount(2);
    for (const name of ['Gus Vale', 'Hal Snow']) {
      const now = t.seats.find((s) => `${s.firstName} ${s.lastName}` === name)!;
      const words = `${name}: Table ${now.table}, Seat ${now.seat} (from Table 3`;
      await expect(page.getByRole('status').filter({ hasText: 'Table 3 broken' })).toContainText(words);
      await expect(play.getByRole('region', { name: 'Break Table 2' })).toContainText(words);
    }

    // Two tables of four and eight seats a table: the players fit at one, and it is the last break.
    const last = play.getByRole('region', { name: 'Break Table 2' });
    await expect(last).toContainText('This leaves one table: the final table is drawn afresh, every player left draws a new seat.');
    await last.getByRole('button', { name: 'Confirm break' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Table 2 broken: its players have new seats.' })).toBeVisible();
    expect(api.posted('/break')).toEqual([{ table: 3 }, { table: 2 }]);
    await expect(play.getByRole('group', { name: /^Table \d$/ })).toHaveCount(1);
    await expect(play.getByRole('group', { name: 'Table 1', exact: true }).getByRole('button')).toHaveCount(8);
    await expect(play.getByRole('region', { name: /^Break Table/ })).toBeHidden();
  });

  test('a finished tournament: the winner, publishing refused while another phone undid a hand, then published and exported', async ({ page }) => {
    const t = tournament([1, 1, 1], 8);
    putOut(t, [{ registrationId: idOf(2) }]);
    putOut(t, [{ registrationId: idOf(1) }]);
    // The floor sees the winner; publishing is the organizer's.
    const floor = await (await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await mockNight(floor, t);
    await expect((await openFloor(floor)).getByRole('region', { name: 'Results' })).toContainText('An organizer publishes the results on the site.');
    await expect(floor.getByRole('button', { name: 'Publish results' })).toHaveCount(0);
    await floor.context().close();

    const api = await mockNight(page, t, 'organizer');
    const play = await openFloor(page, 'organizer');
    const results = play.getByRole('region', { name: 'Results' });
    await expect(results).toContainText('The Main Event is over: Ann Lee wins.');
    await expect(play.getByRole('list', { name: 'Places in the Main Event' }).getByRole('listitem')).toHaveText([/^1stAnn Lee\s*Winner/, /^2ndBo Park/, /^3rdCy Moss/]);
    await expect(play.getByRole('group', { name: /^Table/ })).toHaveCount(0);

    // Another phone undid the last hand a moment ago: the tournament is running again.
    const back = t.out.find((o) => o.place === 2)!;
    t.out = t.out.filter((o) => o !== back);
    t.seats.push({ registrationId: back.registrationId, firstName: back.firstName, lastName: back.lastName, table: back.table!, seat: back.seat!, fixed: false });
    settle(t);
    await results.getByRole('button', { name: 'Publish results' }).click();
    await page.getByRole('dialog', { name: 'Publish the results of the Main Event?' }).getByRole('button', { name: 'Publish now' }).click();
    await expect(results.getByRole('alert')).toHaveText(stillRunning);

    putOut(t, [{ registrationId: back.registrationId }]);
    await results.getByRole('button', { name: 'Publish results' }).click();
    await page.getByRole('dialog', { name: 'Publish the results of the Main Event?' }).getByRole('button', { name: 'Publish now' }).click();
    await expect(results).toContainText(/Published \w{3} \d+, \d{4}, \d+:\d\d [AP]M/);
    await expect(results.getByRole('link', { name: 'See the results page' })).toHaveAttribute('href', '/results');
    expect(api.posted('/publish')).toHaveLength(2);

    const downloading = page.waitForEvent('download');
    await results.getByRole('button', { name: 'Export results (Excel)' }).click();
    expect((await downloading).suggestedFilename()).toBe('WOOP_Results_2026.xlsx');
    expect(api.sent.at(-1)?.path).toMatch(/^\/api\/admin\/export\/results\?edition=\d{4}$/);
    await results.screenshot({ path: test.info().outputPath('night-floor-published-390.png') });
  });
});

for (const width of [390, 1280] as const) {
  test(`axe finds nothing on the floor's screen mid-tournament (a hand chosen, a move due), and its screenshots, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const t = tournament([8, 8, 6], 9);
    putOut(t, [{ registrationId: idOf(3) }, { registrationId: idOf(11) }]);
    putOut(t, [{ registrationId: idOf(20) }]);
    await mockNight(page, t);
    const play = await openFloor(page);
    await play.getByRole('button', { name: 'Bo Park', exact: true }).click();
    await play.getByRole('button', { name: 'Kai Dunn', exact: true }).click();
    await play.getByRole('button', { name: 'Confirm move' }).click();
    await expect(play.getByRole('region', { name: /^This hand/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await play.getByRole('heading', { name: 'Tables in play: Main Event' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`night-floor-${width}.png`) });
    await play.screenshot({ path: test.info().outputPath(`night-floor-all-${width}.png`) });
    // Among the tables, the hand's panel held at the foot of the screen.
    await play.getByRole('group', { name: 'Table 2', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`night-floor-tables-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
