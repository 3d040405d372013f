// A whole small tournament on the floor's phone (390 px), against a server of its own: 12 players
// registered and checked in, seated at 2 tables of 6; the floor puts players out from the table
// view until one is left, confirming the balancing move and the table break the screen asks for on
// the way; the organizer publishes the results; they show on the results page and on the winner's
// personal page (the link from their confirmation e-mail). axe finds nothing on the screens touched.
// Its own server (helpers/own-server.ts, on E2E_TOURNAMENT_PORT): the shared e2e server's Main Event
// is the other night specs' room.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminNight, AdminTournament } from '../../src/domain/tournament/contract.ts';
import { attendeePayload } from '../integration/requests.ts';
import { violations } from './helpers/admin.ts';
import { ownServer } from './helpers/own-server.ts';

const password = 'tournament-night-admin-password';
const { site, db, mailsTo } = ownServer({ port: Number(process.env.E2E_TOURNAMENT_PORT || 8995), name: 'tournament-night', adminPassword: password, env: { WOOP_OPEN_LEVELS: 'just-main-event' } });
const players = ['Ann Lee', 'Bo Park', 'Cy Moss', 'Di Fox', 'Ed Hart', 'Flo Gray', 'Gus Vale', 'Hal Snow', 'Ida Roth', 'Jo King', 'Kai Dunn', 'Lou Reed'];

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, actionTimeout: 30_000, navigationTimeout: 60_000 });

const emailOf = (name: string) => `${name.toLowerCase().replace(' ', '.')}@example.com`;

/** The personal link in the confirmation e-mail to `to`, as the player would open it. */
function personalLink(to: string): string {
  const mail = mailsTo(to).find((m) => m.subject.includes('registration confirmed'));
  const link = /https?:\/\/\S+\/my-registration#[A-Za-z0-9_-]{22}/.exec(mail?.text ?? '')?.[0];
  expect(link, `a personal link in the e-mail to ${to}`).toBeTruthy();
  return `${site}${new URL(link!).pathname}${new URL(link!).hash}`;
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post(`${site}/api/admin/login`, { data: { password } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const mainEvent = async () => ((await (await request.get(`${site}/api/admin/night`, { headers })).json()) as AdminNight).tournaments.find((t) => t.kind === 'main-event')!;
  const act = async (t: AdminTournament, action: string, data: unknown = {}) => {
    const answer = await request.post(`${site}/api/admin/night/${t.id}/${action}`, { headers, data });
    expect(answer.ok(), `${action}: ${await answer.text()}`).toBe(true);
  };
  return { mainEvent, act };
}


test('a tournament of 12 at 2 tables played to its winner on the floor’s phone, its results published on the site', async ({ page, request }) => {
  // Registered (free with the karl0 code), then checked in at the door (the door's screens are check-in.spec.ts's).
  for (const name of players) {
    const [firstName, lastName] = name.split(' ');
    const sale = await request.post(`${site}/api/register`, {
      data: attendeePayload({ registrationType: 'just-main-event', firstName, lastName, email: emailOf(name), company: `${lastName} Energy`, promoCode: 'karl0', amount: '0.00' }),
    });
    expect(sale.status(), await sale.text()).toBe(201);
  }
  await db().updateTable('registrations').set({ checkedInAt: new Date() }).execute();

  // The organizer's set-up: 2 tables of 6, everyone seated, a $1,000 pool, the clock running.
  const api = await adminApi(request);
  let main = await api.mainEvent();
  await api.act(main, 'setup', { version: main.version, ...main.setup, tableCount: 2, seatsPerTable: 6 });
  await api.act(main, 'draw');
  await api.act(main, 'prizes', { prizePool: '1,000.00', prizes: [{ place: 1, amount: '600.00' }, { place: 2, amount: '400.00' }] });
  await api.act(main, 'clock', { action: 'start', stepIndex: 0 });

  await page.goto(`${site}/admin`);
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'The night' }).click();
  const play = page.getByRole('region', { name: 'Tables in play: Main Event' });
  await expect(play).toContainText('12 players left of 12');
  const table = (n: number) => play.getByRole('group', { name: `Table ${n}`, exact: true });
  const hand = play.getByRole('region', { name: /^This hand/ });

  /** Puts these players out in one hand from the table view, and waits for the screen to say so. */
  async function putOut(names: string[]) {
    const now = await api.mainEvent();
    for (const name of names) {
      const seat = now.seats.find((s) => `${s.firstName} ${s.lastName}` === name)!;
      await table(seat.table).getByRole('button', { name, exact: true }).click();
    }
    await hand.getByRole('button', { name: 'Confirm out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Out:' }).filter({ hasText: names[0] })).toBeVisible();
    await expect(play).toContainText(`${now.seats.length - names.length} ${now.seats.length - names.length === 1 ? 'player' : 'players'} left of 12`);
  }

  // Two players out at Table 1 in one hand: 4 against 6, so the screen asks for a balancing move.
  main = await api.mainEvent();
  const atTable1 = main.seats.filter((s) => s.table === 1).map((s) => `${s.firstName} ${s.lastName}`);
  await putOut(atTable1.slice(0, 2));
  const move = play.getByRole('region', { name: 'Move a player from Table 2 to Table 1' });
  await expect(move).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await play.screenshot({ path: test.info().outputPath('floor-move-390.png') });
  await move.getByRole('combobox', { name: 'Player to move from Table 2' }).selectOption({ index: 1 });
  await move.getByRole('combobox', { name: 'Open seat at Table 1' }).selectOption({ index: 1 });
  await move.getByRole('button', { name: 'Confirm move' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Table 1, Seat \d \(from Table 2, Seat \d\)/ })).toBeVisible();
  main = await api.mainEvent();
  expect(main.seats.filter((s) => s.table === 1)).toHaveLength(5);
  expect(main.task).toEqual({ balance: null, breakTable: null });

  // Then one at a time from the fuller table, until the players left fit at one table: it breaks.
  let broke = false;
  for (;;) {
    main = await api.mainEvent();
    if (main.finished) break;
    if (main.task.breakTable !== null) {
      const task = play.getByRole('region', { name: `Break Table ${main.task.breakTable}` });
      await expect(task).toContainText('the final table is drawn afresh');
      await task.getByRole('button', { name: 'Confirm break' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Table ${main.task.breakTable} broken: its players have new seats.` })).toBeVisible();
      await expect(play.getByRole('group', { name: /^Table \d$/ })).toHaveCount(1);
      broke = true;
      continue;
    }
    expect(main.task.balance, 'the tables stay within one player when the fuller one loses a player').toBeNull();
    const counts = main.openTables.map((n) => main.seats.filter((s) => s.table === n).length);
    const fuller = main.openTables[counts.indexOf(Math.max(...counts))]!;
    const next = main.seats.find((s) => s.table === fuller)!;
    await putOut([`${next.firstName} ${next.lastName}`]);
  }
  expect(broke).toBe(true);

  // One player left: the winner. The organizer publishes.
  const winner = main.seats[0]!;
  const winnerName = `${winner.firstName} ${winner.lastName}`;
  const results = play.getByRole('region', { name: 'Results' });
  await expect(results).toContainText(`The Main Event is over: ${winnerName} wins.`);
  await expect(play.getByRole('list', { name: 'Places in the Main Event' }).getByRole('listitem')).toHaveCount(12);
  await results.getByRole('button', { name: 'Publish results' }).click();
  await page.getByRole('dialog', { name: 'Publish the results of the Main Event?' }).getByRole('button', { name: 'Publish now' }).click();
  await expect(results).toContainText('Published');
  expect(await violations(page)).toEqual([]);

  // The results page: the winner first with the prize, all 12 places.
  await page.goto(`${site}/results`);
  const standings = page.getByRole('table', { name: /Main Event/ });
  await expect(standings.getByRole('row')).toHaveCount(13);
  await expect(standings.getByRole('row').nth(1)).toContainText(winnerName);
  await expect(standings.getByRole('row').nth(1)).toContainText(`${winner.lastName} Energy`);
  await expect(standings.getByRole('row').nth(1)).toContainText('$600');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('results-390.png'), fullPage: true });

  // The winner's personal page says so.
  await page.goto(personalLink(emailOf(winnerName)));
  await expect(page.getByText(/Main Event: 1st place — \$600/)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('winner-390.png'), fullPage: true });

  // A correction: the organizer takes the results down (the results page has none meanwhile), then publishes again.
  await page.goto(`${site}/admin`);
  if (await page.getByLabel('Admin password').isVisible()) {
    await page.getByLabel('Admin password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByRole('button', { name: 'The night' }).click();
  await results.getByRole('button', { name: 'Take the results down' }).click();
  await page.getByRole('dialog', { name: 'Take the results of the Main Event down?' }).getByRole('button', { name: 'Take them down' }).click();
  await expect(results.getByRole('button', { name: 'Publish results' })).toBeVisible();
  expect((await (await request.get(`${site}/api/results`)).json()).tournaments).toEqual([]);
  await results.getByRole('button', { name: 'Publish results' }).click();
  await page.getByRole('dialog', { name: 'Publish the results of the Main Event?' }).getByRole('button', { name: 'Publish now' }).click();
  await expect(results).toContainText('Published');
  expect((await (await request.get(`${site}/api/results`)).json()).tournaments[0].standings).toHaveLength(12);
});
