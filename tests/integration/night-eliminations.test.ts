// The night to its end through the floor's functions, on PGlite, PostgreSQL, PgBouncer and the Neon
// driver: eliminations take the next places (one hand ranked by stacks, else tied), refusals change
// nothing, the last hand can be undone, balancing moves and table breaks are re-checked when
// confirmed, the final table is drawn afresh; two phones at once give distinct places, and an
// elimination racing a balancing move never leaves a player both seated and out. The clock, the
// seating board and the personal page follow.
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewRegistration } from '../../db/database.ts';
import { insertRegistration } from '../../db/repositories/registrations.ts';
import { insertSeat, setTournamentFields } from '../../db/repositories/tournaments.ts';
import checkIn from '../../netlify/functions/admin-check-in.mts';
import nightAction from '../../netlify/functions/admin-night-action.mts';
import night from '../../netlify/functions/admin-night.mts';
import board from '../../netlify/functions/night-board.mts';
import clockFn from '../../netlify/functions/night-clock.mts';
import myRegistration from '../../netlify/functions/my-registration.mts';
import { signedCheckInPayload } from '../../netlify/lib/check-in/check-in-code.ts';
import { tablesChanged } from '../../netlify/lib/night/floor-moves.ts';
import { newRegistrationId } from '../../netlify/lib/platform/ids.ts';
import { issuePersonalLink } from '../../netlify/lib/registration/personal-link.ts';
import type { AdminNight, AdminTournament, NightClock, SeatingBoard } from '../../src/domain/tournament/contract.ts';
import { registration, request, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { postJson } from './requests.ts';

type Handler = (req: Request, ctx: { params: Record<string, string> }) => Promise<Response>;
interface Spot {
  table: number;
  seat: number;
  fixed?: boolean;
}

describe.each(testDatabases({ pooled: true }))('eliminations, balancing and breaks on $name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  const call = async (fn: Handler, path: string, method = 'GET', body?: unknown, params: Record<string, string> = {}) => {
    const res = await fn(request(path, { method, token: await validToken(), ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) }), { params });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };
  const mainEvent = async () => ((await call(night, '/api/admin/night')).body as AdminNight).tournaments.find((t) => t.kind === 'main-event')!;
  const act = (t: { id: number }, action: string, body?: unknown) => call(nightAction, `/api/admin/night/${t.id}/${action}`, 'POST', body ?? {}, { id: String(t.id), action });
  const eliminate = (t: { id: number }, ...players: ({ registrationId: string; stack?: number | null } | { code: string })[]) => act(t, 'eliminate', { players });
  const clockOfMain = async (t: { id: number }) => ((await (await clockFn(new Request('http://localhost/api/night/clock'))).json()) as NightClock).tournaments.find((x) => x.id === t.id)!;

  /** The room: the Main Event with these tables, a paid player (last name `Pn`) in each spot, the clock started. */
  async function room(tableCount: number, seatsPerTable: number, spots: Spot[], prefix = 'P') {
    let main = await mainEvent();
    if (main.setup.tableCount !== tableCount || main.setup.seatsPerTable !== seatsPerTable) await act(main, 'setup', { version: main.version, ...main.setup, tableCount, seatsPerTable });
    const ids: string[] = [];
    for (const [i, spot] of spots.entries()) {
      const row: NewRegistration = registration({ registrationId: newRegistrationId(), firstName: 'Ann', lastName: `${prefix}${i}`, email: `${prefix}${i}@example.com`, registrationType: 'just-main-event', paymentStatus: 'paid', paidCents: 220000, paidAt: new Date() });
      await insertRegistration(db(), row);
      await insertSeat(db(), { tournamentId: main.id, registrationId: row.registrationId, tableNo: spot.table, seatNo: spot.seat, seatedBy: null, fixed: spot.fixed ?? false });
      ids.push(row.registrationId);
    }
    main = await mainEvent();
    if (main.clock.stepStartedAt === null) await act(main, 'clock', { action: 'start', stepIndex: 0 });
    return { main: await mainEvent(), ids };
  }
  /** `count` players per table from seat 1 on. */
  const filled = (...counts: number[]): Spot[] => counts.flatMap((n, t) => Array.from({ length: n }, (_, s) => ({ table: t + 1, seat: s + 1 })));
  const seatOf = (t: AdminTournament, id: string) => t.seats.find((s) => s.registrationId === id);
  const outOf = (t: AdminTournament, id: string) => t.out.find((o) => o.registrationId === id);
  /** What the floor sees of the room: the refusals must leave it as it was. */
  const roomNow = async () => {
    const t = await mainEvent();
    return { seats: t.seats, out: t.out, playersLeft: t.playersLeft, openTables: t.openTables };
  };
  /** Every row of the tournament seated or out, never both, and no seat given twice. */
  async function expectOneSeatOrOut(tournamentId: number) {
    const rows = await db().selectFrom('tournamentSeats').selectAll().where('tournamentId', '=', tournamentId).execute();
    for (const r of rows) expect(r.finishPlace === null).toBe(r.tableNo !== null && r.seatNo !== null);
    const seated = rows.filter((r) => r.finishPlace === null).map((r) => `${r.tableNo}/${r.seatNo}`);
    expect(new Set(seated).size).toBe(seated.length);
    return rows;
  }

  it('gives the next places down: one hand ranked by its stacks, equal stacks and unknown stacks tied; the clock counts the players left', async () => {
    const { main, ids } = await room(2, 9, filled(6, 6));
    expect((await act(main, 'players-left', { playersLeft: 42 })).body.playersLeft).toBe(42);
    const first = await eliminate(main, { registrationId: ids[0]! });
    expect(first.status).toBe(200);
    expect(first.body.out).toEqual([{ registrationId: ids[0], firstName: 'Ann', lastName: 'P0', place: 12, tied: false, hand: 1, table: 1, seat: 1 }]);
    expect(seatOf(first.body, ids[0]!)).toBeUndefined();
    // The floor's own count gives way to the players still seated, on the floor's screen and the clock.
    expect(first.body.playersLeft).toBe(11);
    expect(await clockOfMain(main)).toMatchObject({ entries: 12, playersLeft: 11 });

    const ranked = (await eliminate(main, { registrationId: ids[1]!, stack: 2000 }, { registrationId: ids[6]!, stack: 5000 })).body as AdminTournament;
    expect([outOf(ranked, ids[6]!)!.place, outOf(ranked, ids[1]!)!.place]).toEqual([10, 11]);
    const equal = (await eliminate(main, { registrationId: ids[2]!, stack: 3000 }, { registrationId: ids[7]!, stack: 3000 }, { registrationId: ids[8]!, stack: 100 })).body as AdminTournament;
    expect([ids[2], ids[7], ids[8]].map((id) => outOf(equal, id!))).toMatchObject([
      { place: 7, tied: true, hand: 3 },
      { place: 7, tied: true, hand: 3 },
      { place: 9, tied: false, hand: 3 },
    ]);
    const unknown = (await eliminate(main, { registrationId: ids[3]!, stack: 9000 }, { registrationId: ids[9]! })).body as AdminTournament;
    expect([outOf(unknown, ids[3]!)!.place, outOf(unknown, ids[9]!)!.place]).toEqual([5, 5]);
    expect(unknown.out.map((o) => o.place)).toEqual([5, 5, 7, 7, 9, 10, 11, 12]);
    expect(await clockOfMain(main)).toMatchObject({ entries: 12, playersLeft: 4 });

    // A scanned code names the player as well as the table view does.
    const scanned = (await eliminate(main, { code: signedCheckInPayload(ids[4]!) })).body as AdminTournament;
    expect(outOf(scanned, ids[4]!)).toMatchObject({ place: 4, hand: 5 });
    expect(scanned.finished).toBe(false);
    await eliminate(main, { registrationId: ids[5]! });
    const last = (await eliminate(main, { registrationId: ids[10]! })).body as AdminTournament;
    expect(last.finished).toBe(true);
    expect(last.seats.map((s) => s.registrationId)).toEqual([ids[11]]);
    expect(await clockOfMain(main)).toMatchObject({ entries: 12, playersLeft: 1 });
    expect((await eliminate(main, { registrationId: ids[11]! })).body.message).toBe('The tournament is won: one player is left.');
    await expectOneSeatOrOut(main.id);
  });

  it('refuses a player not seated, out already, listed twice, everyone left, a forged code, and an undo past the last hand, changing nothing', async () => {
    const { main, ids } = await room(2, 9, filled(2, 1));
    const stranger = registration({ registrationId: newRegistrationId(), firstName: 'Sam', lastName: 'Stranger', registrationType: 'just-main-event', paymentStatus: 'paid' });
    await insertRegistration(db(), stranger);
    expect(await act(main, 'undo', { hand: 1 })).toMatchObject({ status: 409, body: { message: 'There is no elimination to undo.' } });
    await eliminate(main, { registrationId: ids[0]! });
    const before = await roomNow();
    const refusals: [unknown[], number, string][] = [
      // Someone who does not play this tournament is not named: an id from elsewhere tells the floor nothing.
      [[{ registrationId: stranger.registrationId }], 409, 'This player is not seated in this tournament.'],
      [[{ registrationId: 'WOOP-NOBODY' }], 409, 'This player is not seated in this tournament.'],
      [[{ registrationId: ids[1] }, { registrationId: ids[0] }], 409, 'Ann P0 is out already, in place 3.'],
      [[{ registrationId: ids[1] }, { code: signedCheckInPayload(ids[1]!) }], 409, 'Ann P1 is listed twice.'],
      [[{ registrationId: ids[1] }, { registrationId: ids[2] }], 409, 'Someone wins the pot: 2 players are left, so at most 1 can go out in one hand.'],
      [[{ code: signedCheckInPayload(ids[1]!).replace(ids[1]!, ids[2]!) }], 400, 'That code is not a check-in code of this site: pick the player on the table view.'],
    ];
    for (const [players, status, message] of refusals) {
      const answer = await act(main, 'eliminate', { players });
      expect(answer, message).toMatchObject({ status, body: { message, errors: { players: message } } });
    }
    const stale = await act(main, 'undo', { hand: 2 });
    expect(stale).toMatchObject({ status: 409, body: { message: 'That is no longer the last elimination: the last one out is Ann P0. Look again before you undo.' } });
    expect(await roomNow()).toEqual(before);
    expect(await clockOfMain(main)).toMatchObject({ entries: 3, playersLeft: 2 });
  });

  it('undoes the last hand: its players back in their seats, or a drawn one when theirs is taken; the clock counts them again', async () => {
    const { main, ids } = await room(2, 3, filled(3, 3));
    await eliminate(main, { registrationId: ids[0]! });
    const out = (await eliminate(main, { registrationId: ids[1]! }, { registrationId: ids[4]! })).body as AdminTournament;
    expect(out.out.map((o) => o.hand)).toEqual([2, 2, 1]);
    // An earlier hand is not the last any more.
    expect((await act(main, 'undo', { hand: 1 })).body.message).toBe('That is no longer the last elimination: the last one out is Ann P1 and Ann P4. Look again before you undo.');
    // Ann P1's seat is taken meanwhile (a move by hand): she draws another; Ann P4's is free: she sits there again.
    expect((await call(nightAction, `/api/admin/night/${main.id}/seats/${ids[2]}`, 'POST', { table: 1, seat: 2, fixed: false }, { id: String(main.id), registrationId: ids[2]! })).status).toBe(200);
    const undone = (await act(main, 'undo', { hand: 2 })).body as AdminTournament;
    expect(undone.out.map((o) => o.registrationId)).toEqual([ids[0]]);
    expect(seatOf(undone, ids[4]!)).toMatchObject({ table: 2, seat: 2 });
    // Table 1 has the fewest players: she draws one of its open seats (1 or 3).
    expect(seatOf(undone, ids[1]!)).toMatchObject({ table: 1, seat: expect.toSatisfy((n: number) => n === 1 || n === 3) });
    expect(await clockOfMain(main)).toMatchObject({ entries: 6, playersLeft: 5 });
    // The personal page shows the seat again.
    const token = (await issuePersonalLink(db(), ids[4]!)).split('#')[1]!;
    expect((await postJson(myRegistration, '/api/my-registration', { token })).body.seats).toEqual([{ tournament: 'Main Event', table: 2, seat: 2 }]);
    // Then the first hand is the last one.
    expect((await act(main, 'undo', { hand: 1 })).body.out).toEqual([]);
    expect(await clockOfMain(main)).toMatchObject({ entries: 6, playersLeft: 6 });
    await expectOneSeatOrOut(main.id);
  });

  it('two phones eliminating at two tables at once give distinct places and hands', async () => {
    const { main, ids } = await room(2, 9, filled(6, 6));
    for (let round = 0; round < 4; round++) {
      const [a, b] = await Promise.all([eliminate(main, { registrationId: ids[round]! }), eliminate(main, { registrationId: ids[6 + round]! })]);
      expect([a.status, b.status]).toEqual([200, 200]);
    }
    const t = await mainEvent();
    expect(t.out.map((o) => o.place)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(t.out.map((o) => o.hand)).size).toBe(8);
    expect(t.out.every((o) => !o.tied)).toBe(true);
    expect((await clockOfMain(main)).playersLeft).toBe(4);
    await expectOneSeatOrOut(main.id);
  });

  it('an elimination racing a balancing move of the same player leaves them seated or out, never both; a refused move says the tables changed', async () => {
    let main = (await room(2, 9, [])).main;
    for (let round = 0; round < 5; round++) {
      await db().deleteFrom('tournamentSeats').where('tournamentId', '=', main.id).execute();
      // Table 1 has six, table 2 four: ten do not fit in one table of nine, so the floor moves one from 1 to 2.
      const { main: now, ids } = await room(2, 9, filled(6, 4), `R${round}-`);
      main = now;
      expect(main.task).toEqual({ breakTable: null, balance: { fromTable: 1, toTable: 2, toSeats: [5, 6, 7, 8, 9], movable: ids.slice(0, 6) } });
      const mover = ids[round]!;
      const move = { registrationId: mover, fromTable: 1, toTable: 2, seat: 7 };
      const [gone, moved] = await Promise.all([eliminate(main, { registrationId: mover }), act(main, 'balance', move)]);
      expect(gone.status).toBe(200);
      const rows = await expectOneSeatOrOut(main.id);
      const row = rows.find((r) => r.registrationId === mover)!;
      expect(row.finishPlace).toBe(10);
      if (moved.status === 200) {
        // The move came first: the player went out from the seat they had moved to.
        expect([row.outTableNo, row.outSeatNo]).toEqual([2, 7]);
      } else {
        expect(moved).toMatchObject({ status: 409, body: { message: tablesChanged } });
        expect([row.outTableNo, row.outSeatNo]).toEqual([1, round + 1]);
      }
    }
  });

  it('confirms a balancing move the room still asks for: the seating board and the personal page show the new seat', async () => {
    const { main, ids } = await room(2, 9, [...filled(6, 4).slice(0, 5), { table: 1, seat: 6, fixed: true }, ...filled(6, 4).slice(6)]);
    const mover = ids[2]!;
    const { url } = (await act(main, 'display-links')).body as { url: string };
    const token = /#([0-9a-f]{32})$/.exec(url)![1]!;
    const boardNow = async () => (await (await board(new Request(`http://localhost/api/night/board?token=${token}`), { params: {}, ip: '100.64.9.10' } as never)).json()) as SeatingBoard;
    const seatOnBoard = (b: SeatingBoard, name: string) => b.tables.flatMap((t) => t.seats.filter((s) => s.name.includes(name)).map((s) => ({ table: t.table, seat: s.seat })));
    expect(seatOnBoard(await boardNow(), 'P2')).toEqual([{ table: 1, seat: 3 }]);

    const refusals: [unknown, string][] = [
      [{ registrationId: mover, fromTable: 2, toTable: 1, seat: 7 }, tablesChanged],
      [{ registrationId: mover, fromTable: 1, toTable: 2, seat: 2 }, tablesChanged],
      [{ registrationId: ids[6]!, fromTable: 1, toTable: 2, seat: 7 }, tablesChanged],
      [{ registrationId: ids[5]!, fromTable: 1, toTable: 2, seat: 7 }, 'Ann P5’s seat is fixed: move another player.'],
    ];
    const before = await roomNow();
    for (const [body, message] of refusals) expect(await act(main, 'balance', body)).toMatchObject({ status: 409, body: { message } });
    expect(await roomNow()).toEqual(before);

    const moved = (await act(main, 'balance', { registrationId: mover, fromTable: 1, toTable: 2, seat: 7 })).body as AdminTournament;
    expect(seatOf(moved, mover)).toMatchObject({ table: 2, seat: 7, fixed: false });
    expect(moved.task).toEqual({ balance: null, breakTable: null });
    expect(seatOnBoard(await boardNow(), 'P2')).toEqual([{ table: 2, seat: 7 }]);
    const personal = (await issuePersonalLink(db(), mover)).split('#')[1]!;
    expect((await postJson(myRegistration, '/api/my-registration', { token: personal })).body.seats).toEqual([{ tournament: 'Main Event', table: 2, seat: 7 }]);
    // Pressed again from a screen that has not caught up.
    expect(await act(main, 'balance', { registrationId: mover, fromTable: 1, toTable: 2, seat: 8 })).toMatchObject({ status: 409, body: { message: tablesChanged } });
  });

  it('breaks the table the room asks for into open seats, then draws the final table afresh; a fixed seat is kept', async () => {
    // Tables of 4: eight players fit in two tables, and table 3 (the smallest, from the far end) breaks first.
    const { main, ids } = await room(3, 4, [...filled(3, 3, 2).slice(0, 2), { table: 1, seat: 4, fixed: true }, ...filled(3, 3, 2).slice(3)]);
    expect(main.task).toEqual({ balance: null, breakTable: 3 });
    expect(await act(main, 'break', { table: 2 })).toMatchObject({ status: 409, body: { message: tablesChanged } });
    const broken = (await act(main, 'break', { table: 3 })).body as AdminTournament;
    expect(broken.openTables).toEqual([1, 2]);
    // The TV's seating board drops the broken table.
    const { url } = (await act(main, 'display-links')).body as { url: string };
    const boardAnswer = await board(new Request(`http://localhost/api/night/board?token=${/#([0-9a-f]{32})$/.exec(url)![1]}`), { params: {}, ip: '100.64.9.11' } as never);
    expect(((await boardAnswer.json()) as SeatingBoard).tables.map((t) => t.table)).toEqual([1, 2]);
    expect(broken.seats).toHaveLength(8);
    expect(broken.seats.every((s) => s.table !== 3)).toBe(true);
    expect(new Set(broken.seats.map((s) => `${s.table}/${s.seat}`)).size).toBe(8);
    // The others kept their seats; the two from table 3 took the open ones.
    for (const [i, id] of ids.slice(0, 6).entries()) expect(seatOf(broken, id)).toMatchObject(i < 3 ? { table: 1 } : { table: 2, seat: i - 2 });
    expect(seatOf(broken, ids[2]!)).toMatchObject({ table: 1, seat: 4, fixed: true });
    expect(broken.task).toEqual({ balance: null, breakTable: null });
    expect(await act(main, 'break', { table: 3 })).toMatchObject({ status: 409, body: { message: tablesChanged } });

    // Down to four: they fit in one table. Table 1 holds a fixed seat, so table 2 breaks.
    const toGo = broken.seats.filter((s) => !s.fixed).slice(0, 4).map((s) => ({ registrationId: s.registrationId }));
    const four = (await eliminate(main, ...toGo.slice(0, 2))).body as AdminTournament;
    const left = (await eliminate(four, ...toGo.slice(2))).body as AdminTournament;
    expect(left.seats).toHaveLength(4);
    expect(left.task).toEqual({ balance: null, breakTable: 2 });
    const final = (await act(main, 'break', { table: 2 })).body as AdminTournament;
    expect(final.openTables).toEqual([1]);
    expect(final.seats.map((s) => s.table)).toEqual([1, 1, 1, 1]);
    expect(new Set(final.seats.map((s) => s.seat)).size).toBe(4);
    expect(seatOf(final, ids[2]!)).toMatchObject({ table: 1, seat: 4, fixed: true });
    expect(final.task).toEqual({ balance: null, breakTable: null });
    // Every player but the fixed seat drew again (the audit keeps each move, before and after).
    const audit = await db().selectFrom('adminAudit').select(['snapshot']).where('action', '=', 'night.break').orderBy('id').execute();
    const snapshots = audit.map((a) => (typeof a.snapshot === 'string' ? JSON.parse(a.snapshot) : a.snapshot) as { table: number; finalTable: number | null; moves: { registrationId: string; before: unknown; after: unknown }[] });
    expect(snapshots.map((s) => [s.table, s.finalTable, s.moves.length])).toEqual([[3, null, 2], [2, 1, 3]]);
    expect(snapshots[1]!.moves.map((m) => m.registrationId).sort()).toEqual(final.seats.filter((s) => !s.fixed).map((s) => s.registrationId).sort());
    await expectOneSeatOrOut(main.id);
  });

  it('draws the final table afresh even where its players take each other\'s seats', async () => {
    let main = (await room(2, 4, [])).main;
    for (let round = 0; round < 4; round++) {
      await db().deleteFrom('tournamentSeats').where('tournamentId', '=', main.id).execute();
      await setTournamentFields(db(), main.id, { brokenTables: [] });
      // Three at table 1 and one at table 2: the four fit at table 1, which every one of them draws afresh.
      const { main: now, ids } = await room(2, 4, filled(3, 1), `F${round}-`);
      main = now;
      expect(main.task.breakTable).toBe(2);
      const final = (await act(main, 'break', { table: 2 })).body as AdminTournament;
      expect(final.seats.map((s) => s.registrationId).sort()).toEqual([...ids].sort());
      expect(final.seats.map((s) => [s.table, s.seat])).toEqual([[1, 1], [1, 2], [1, 3], [1, 4]]);
      await expectOneSeatOrOut(main.id);
    }
  });

  it('refuses eliminations and undos once the results are published', async () => {
    const { main, ids } = await room(1, 9, filled(3));
    await eliminate(main, { registrationId: ids[0]! });
    await setTournamentFields(db(), main.id, { resultsPublishedAt: new Date() });
    const message = 'The results of this tournament are published: its places can no longer change.';
    expect(await eliminate(main, { registrationId: ids[1]! })).toMatchObject({ status: 409, body: { message } });
    expect(await act(main, 'undo', { hand: 1 })).toMatchObject({ status: 409, body: { message } });
    expect((await mainEvent()).out.map((o) => o.registrationId)).toEqual([ids[0]]);
  });

  it('an undone check-in gives a seat back but keeps a place already finished', async () => {
    const { main, ids } = await room(2, 9, filled(2, 2));
    await db().updateTable('registrations').set({ checkedInAt: new Date() }).where('registrationId', 'in', ids).execute();
    await eliminate(main, { registrationId: ids[0]! });
    for (const id of ids.slice(0, 2)) expect((await call(checkIn, `/api/admin/check-in/${id}`, 'DELETE', undefined, { code: id })).status).toBe(200);
    const after = await mainEvent();
    expect(after.out.map((o) => [o.registrationId, o.place])).toEqual([[ids[0], 4]]);
    expect(after.seats.map((s) => s.registrationId)).toEqual(ids.slice(2));
  });

  it('gives an undone hand’s number to no later hand: a phone’s stale undo cannot take back another hand', async () => {
    const { main, ids } = await room(1, 9, filled(5));
    expect(outOf((await eliminate(main, { registrationId: ids[0]! })).body, ids[0]!)).toMatchObject({ hand: 1 });
    expect((await act(main, 'undo', { hand: 1 })).status).toBe(200);
    expect(outOf((await eliminate(main, { registrationId: ids[4]! })).body, ids[4]!)).toMatchObject({ hand: 2 });
    // The other phone still shows hand 1 as the last.
    expect(await act(main, 'undo', { hand: 1 })).toMatchObject({ status: 409, body: { message: 'That is no longer the last elimination: the last one out is Ann P4. Look again before you undo.' } });
    expect((await mainEvent()).out.map((o) => o.registrationId)).toEqual([ids[4]]);
  });

  it('a player out whose check-in is undone and done again keeps their place, and gets no seat', async () => {
    const { main, ids } = await room(1, 9, filled(4));
    await db().updateTable('registrations').set({ checkedInAt: new Date() }).where('registrationId', 'in', ids).execute();
    await eliminate(main, { registrationId: ids[0]! });
    expect((await call(checkIn, `/api/admin/check-in/${ids[0]}`, 'DELETE', undefined, { code: ids[0]! })).status).toBe(200);
    const again = await call(checkIn, `/api/admin/check-in/${ids[0]}`, 'POST', undefined, { code: ids[0]! });
    expect(again.status).toBe(200);
    expect(again.body.card.seats).toEqual([]);
    expect((await mainEvent()).out.map((o) => [o.registrationId, o.place])).toEqual([[ids[0], 4]]);
  });

  it('seats nobody new in a tournament down to its winner: the door gives no seat, the draw is refused', async () => {
    const { main, ids } = await room(1, 9, filled(2));
    await eliminate(main, { registrationId: ids[0]! });
    const late = registration({ registrationId: newRegistrationId(), firstName: 'Lee', lastName: 'Late', registrationType: 'just-main-event', paymentStatus: 'paid' });
    await insertRegistration(db(), late);
    const card = await call(checkIn, `/api/admin/check-in/${late.registrationId}`, 'POST', undefined, { code: late.registrationId });
    expect(card.status).toBe(200);
    expect(card.body.card.seats).toEqual([]);
    expect(await act(main, 'draw')).toMatchObject({ status: 409, body: { message: 'The Main Event is over: nobody more can be seated in it.' } });
    expect((await mainEvent()).finished).toBe(true);
  });
});
