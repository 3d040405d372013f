// The tournament night through its functions, on PGlite, PostgreSQL, PgBouncer and the Neon driver:
// a seat drawn at the door for each check-in (50 at once into 5 tables of 10: 50 distinct seats,
// tables within one player), the floor's clock (two helpers pressing Next at once move one level),
// the set-up's refusals, the draw for everyone, moves by hand, the TV's board behind a display link.
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewRegistration } from '../../db/database.ts';
import { insertRegistration } from '../../db/repositories/registrations.ts';
import checkIn from '../../netlify/functions/admin-check-in.mts';
import nightAction from '../../netlify/functions/admin-night-action.mts';
import night from '../../netlify/functions/admin-night.mts';
import revoke from '../../netlify/functions/admin-night-link-revoke.mts';
import board from '../../netlify/functions/night-board.mts';
import clockFn from '../../netlify/functions/night-clock.mts';
import { newRegistrationId } from '../../netlify/lib/platform/ids.ts';
import { clockAt } from '../../src/domain/tournament/clock.ts';
import type { SeatingBoard } from '../../src/domain/tournament/contract.ts';
import type { AdminNight, AdminTournament, NightClock } from '../../src/domain/tournament/contract.ts';
import { registration, request, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';

type Handler = (req: Request, ctx: { params: Record<string, string> }) => Promise<Response>;

describe.each(testDatabases({ pooled: true }))('the night on $name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  async function seed(overrides: Partial<NewRegistration> = {}): Promise<string> {
    const row = registration({ registrationId: newRegistrationId(), registrationType: 'just-main-event', paymentStatus: 'paid', paidCents: 220000, paidAt: new Date(), ...overrides });
    await insertRegistration(db(), row);
    return row.registrationId;
  }
  const call = async (fn: Handler, path: string, method = 'GET', body?: unknown, params: Record<string, string> = {}) => {
    const res = await fn(request(path, { method, token: await validToken(), ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) }), { params });
    return { status: res.status, body: res.status === 204 ? null : await res.json(), headers: res.headers };
  };
  const tournaments = async () => ((await call(night, '/api/admin/night')).body as AdminNight).tournaments;
  const mainEvent = async () => (await tournaments()).find((t) => t.kind === 'main-event')!;
  const act = (t: { id: number }, action: string, body?: unknown, extra: Record<string, string> = {}) =>
    call(nightAction, `/api/admin/night/${t.id}/${action}`, 'POST', body ?? {}, { id: String(t.id), action, ...extra });
  const setup = (t: AdminTournament, changes: Partial<AdminTournament['setup']>) => act(t, 'setup', { version: t.version, ...t.setup, ...changes });
  const checkInNow = (code: string) => call(checkIn, `/api/admin/check-in/${code}`, 'POST', undefined, { code });

  it('creates the edition\'s two tournaments with their defaults, and refuses a bad set-up naming the field', async () => {
    const list = await tournaments();
    expect(list.map((t) => [t.kind, t.name])).toEqual([['main-event', 'Main Event'], ['second-chance', 'Second Chance Tournament']]);
    const main = list[0]!;
    expect(main.setup.entitlingLevelIds).toEqual(expect.arrayContaining(['all-in', 'just-main-event']));
    expect(main.setup.structure.some((s) => s.kind === 'break' && s.name === 'Dinner Break')).toBe(true);
    const bad = await setup(main, { tableCount: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['tableCount']);
    expect((await setup(main, { tableCount: 5, seatsPerTable: 10 })).body).toMatchObject({ setup: { tableCount: 5, seatsPerTable: 10 }, version: main.version + 1 });
    // A form saved from the old version: refused with the current values.
    expect(await setup(main, { tableCount: 7 })).toMatchObject({ status: 409, body: { current: { setup: { tableCount: 5 } } } });
  });

  it('seats 50 players checked in at once into 5 tables of 10: 50 distinct seats, tables within one player', async () => {
    await setup(await mainEvent(), { tableCount: 5, seatsPerTable: 10 });
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => seed({ email: `p${i}@example.com` })));
    const answers = await Promise.all(ids.map(checkInNow));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const seats = answers.map((a) => a.body.card.seats[0] as { tournament: string; table: number; seat: number });
    expect(seats.every((s) => s.tournament === 'Main Event')).toBe(true);
    expect(new Set(seats.map((s) => `${s.table}/${s.seat}`)).size).toBe(50);
    const perTable = [1, 2, 3, 4, 5].map((t) => seats.filter((s) => s.table === t).length);
    expect(Math.max(...perTable) - Math.min(...perTable)).toBeLessThanOrEqual(1);
    expect(seats.every((s) => s.seat >= 1 && s.seat <= 10)).toBe(true);
    // The 51st finds every seat taken: checked in, without a seat, listed for the floor.
    const late = await seed({ email: 'late@example.com', firstName: 'Late', lastName: 'Comer' });
    expect((await checkInNow(late)).body.card.seats).toEqual([]);
    expect((await mainEvent()).unseated.map((u) => u.lastName)).toEqual(['Comer']);
  });

  it('seats an All In player for the Main Event at the door, the Second Chance when its seating opens; an undo gives the seat back', async () => {
    const allIn = await seed({ registrationType: 'all-in' });
    expect((await checkInNow(allIn)).body.card.seats.map((s: { tournament: string }) => s.tournament)).toEqual(['Main Event']);
    const second = (await tournaments()).find((t) => t.kind === 'second-chance')!;
    expect(second.unseated.map((u) => u.registrationId)).toEqual([allIn]);
    // Opening its seating draws the seats of those already checked in.
    const opened = await act(second, 'seating', { open: true });
    expect(opened.body.seats.map((s: { registrationId: string }) => s.registrationId)).toEqual([allIn]);
    expect((await act(second, 'draw')).body).toMatchObject({ seated: 0, unseated: [] });
    const later = await seed({ registrationType: 'all-in' });
    expect((await checkInNow(later)).body.card.seats.map((s: { tournament: string }) => s.tournament)).toEqual(['Main Event', 'Second Chance Tournament']);
    await call(checkIn, `/api/admin/check-in/${later}`, 'DELETE', undefined, { code: later });
    expect((await mainEvent()).seats.map((s) => s.registrationId)).toEqual([allIn]);
  });

  it('moves a player by hand, refusing a seat taken or missing; a fixed seat stays marked', async () => {
    await setup(await mainEvent(), { tableCount: 2, seatsPerTable: 2 });
    const [a, b] = [await seed(), await seed()];
    await checkInNow(a);
    await checkInNow(b);
    const main = await mainEvent();
    const seatOf = (id: string) => main.seats.find((s) => s.registrationId === id)!;
    const taken = await act(main, 'seats', { table: seatOf(b).table, seat: seatOf(b).seat }, { registrationId: a });
    expect(taken).toMatchObject({ status: 409, body: { message: `Table ${seatOf(b).table}, Seat ${seatOf(b).seat} is taken` } });
    expect((await act(main, 'seats', { table: 3, seat: 1 }, { registrationId: a })).body.message).toBe('There is no table 3');
    const free = [1, 2].flatMap((table) => [1, 2].map((seat) => ({ table, seat }))).find((s) => !main.seats.some((x) => x.table === s.table && x.seat === s.seat))!;
    const moved = await act(main, 'seats', { ...free, fixed: true }, { registrationId: a });
    expect(moved.body.seats.find((s: { registrationId: string }) => s.registrationId === a)).toMatchObject({ ...free, fixed: true });
  });

  it('runs the clock from the floor: start, pause, resume; two Next pressed at once move one level; the public clock follows at once', async () => {
    const main = await mainEvent();
    const show = async () => {
      const res = await clockFn(new Request('http://localhost/api/night/clock'));
      expect(res.headers.get('netlify-cache-tag')).toBe('night-clock');
      return ((await res.json()) as NightClock).tournaments.find((t) => t.id === main.id)!;
    };
    await act(main, 'clock', { action: 'start', stepIndex: 0 });
    expect((await show()).clock.stepStartedAt).not.toBeNull();
    const [n1, n2] = await Promise.all([act(main, 'clock', { action: 'next', stepIndex: 0 }), act(main, 'clock', { action: 'next', stepIndex: 0 })]);
    expect([n1.status, n2.status].sort()).toEqual([200, 409]);
    expect([n1, n2].find((r) => r.status === 409)!.body.message).toBe('The clock has moved on since your screen showed it: check the level, then press again if you still need to.');
    const shown = await show();
    expect(clockAt(shown.structure, shown.clock, Date.now()).stepIndex).toBe(1);
    await act(main, 'clock', { action: 'pause', stepIndex: 1 });
    expect(clockAt(shown.structure, (await show()).clock, Date.now()).status).toBe('paused');
    expect((await act(main, 'clock', { action: 'jump', stepIndex: 1 })).status).toBe(400);
    expect((await act(main, 'players-left', { playersLeft: 42 })).body.playersLeft).toBe(42);
  });

  it('shows the seating board by last name through a display link, until it is revoked', async () => {
    const main = await mainEvent();
    const a = await seed({ firstName: 'Ann', lastName: 'Guidry' });
    await checkInNow(a);
    const { url } = (await act(main, 'display-links')).body as { url: string };
    const token = /#([0-9a-f]{32})$/.exec(url)![1]!;
    const read = () => board(new Request(`http://localhost/api/night/board?token=${token}`), { params: {}, ip: '100.64.9.9' } as never);
    const answer = await read();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const shown = (await answer.json()) as SeatingBoard;
    expect(shown.name).toBe('Main Event');
    expect(shown.seatsPerTable).toBe(main.setup.seatsPerTable);
    expect(shown.tables.flatMap((t) => t.seats.map((s) => s.name))).toEqual(['Guidry']);
    const linkId = (await mainEvent()).displayLinks[0]!.id;
    expect((await call(revoke, `/api/admin/night/display-links/${linkId}/revoke`, 'POST', undefined, { linkId: String(linkId) })).status).toBe(204);
    expect((await read()).status).toBe(404);
  });
});
