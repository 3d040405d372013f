// The floor's screens in /admin: the set-up form's blind structure edited row by row (added, moved,
// removed, typed in) and read back by the set-up's own schema; the seat list grouped by table; a
// seat in the door's and the personal page's words; and the answers' schemas.
import { describe, expect, it } from 'vitest';
import { adminNightSchema } from '../../src/domain/tournament/admin-schema.ts';
import type { AdminTournament, SeatView } from '../../src/domain/tournament/contract.ts';
import { doorSeatWords, yourSeatWords } from '../../src/domain/tournament/door-seat.ts';
import { nameMatches, seatsByTable } from '../../src/domain/tournament/seat-list.ts';
import { addBreak, addLevel, editStep, moveStep, removeStep, rowTitles, setupFields, type StepRow } from '../../src/domain/tournament/setup-form.ts';
import { tournamentSetupSchema } from '../../src/domain/tournament/setup.ts';
import { defaultStructure } from '../../src/domain/tournament/structure.ts';
import { checkInCardSchema } from '../../src/domain/check-in-contract.ts';

const setup = {
  name: 'Main Event',
  tableCount: 12,
  seatsPerTable: 10,
  startingStack: 20_000,
  startsAt: '2026-09-24T13:00',
  entitlingLevelIds: ['all-in', 'just-main-event'],
  structure: defaultStructure('main-event'),
};
const tournament = { version: 3, setup };
const levelIds = ['all-in', 'just-main-event', 'just-party'];

const level = (key: number, smallBlind: string, bigBlind: string): StepRow => ({ key, kind: 'level', smallBlind, bigBlind, ante: bigBlind, minutes: '20' });
const rows: StepRow[] = [level(1, '100', '200'), level(2, '200', '400'), { key: 3, kind: 'break', name: 'Dinner Break', minutes: '135' }, level(4, '300', '600')];
const keys = (list: StepRow[]) => list.map((r) => r.key);

describe('the set-up form', () => {
  it('shows the saved set-up as typed text, chips grouped, and reads it back as the same set-up', () => {
    const fields = setupFields(tournament);
    expect(fields).toMatchObject({ version: 3, tableCount: '12', startingStack: '20,000', startsAt: '2026-09-24T13:00' });
    expect(fields.structure[10]).toMatchObject({ kind: 'level', smallBlind: '1,000', bigBlind: '2,000', ante: '2,000', minutes: '20' });
    expect(fields.structure.find((r) => r.kind === 'break' && r.name === 'Dinner Break')).toMatchObject({ minutes: '135' });
    expect(new Set(keys(fields.structure)).size).toBe(fields.structure.length);
    expect(tournamentSetupSchema(levelIds).parse(fields)).toEqual(setup);
  });

  it('adds a level repeating the last level, and a 15-minute break, at the end, each with a key of its own', () => {
    const withLevel = addLevel(rows);
    expect(withLevel.at(-1)).toEqual({ key: 5, kind: 'level', smallBlind: '300', bigBlind: '600', ante: '600', minutes: '20' });
    expect(addBreak(withLevel).at(-1)).toEqual({ key: 6, kind: 'break', name: 'Break', minutes: '15' });
    expect(addLevel([])).toEqual([{ key: 1, kind: 'level', smallBlind: '100', bigBlind: '200', ante: '200', minutes: '20' }]);
    // A level after a break repeats the level before the break.
    expect(addLevel(rows.slice(0, 3)).at(-1)).toMatchObject({ smallBlind: '200', bigBlind: '400' });
  });

  it('moves a row up or down, keeping it (and its key) whole; not past either end', () => {
    expect(keys(moveStep(rows, 2, -1))).toEqual([1, 3, 2, 4]);
    expect(keys(moveStep(rows, 2, 1))).toEqual([1, 2, 4, 3]);
    expect(keys(moveStep(rows, 0, -1))).toEqual([1, 2, 3, 4]);
    expect(keys(moveStep(rows, 3, 1))).toEqual([1, 2, 3, 4]);
    expect(moveStep(rows, 2, -1)[1]).toEqual(rows[2]);
    expect(keys(rows)).toEqual([1, 2, 3, 4]);
  });

  it('removes a row and types into one field of one row', () => {
    expect(keys(removeStep(rows, 1))).toEqual([1, 3, 4]);
    const typed = editStep(rows, 1, 'bigBlind', '500');
    expect(typed[1]).toMatchObject({ smallBlind: '200', bigBlind: '500' });
    expect(typed[0]).toBe(rows[0]);
    // A field the row does not have changes nothing.
    expect(editStep(rows, 2, 'bigBlind', '500')[2]).toEqual(rows[2]);
  });

  it('names the rows as the buttons say them: levels numbered as they stand, breaks by name', () => {
    expect(rowTitles(rows)).toEqual(['Level 1', 'Level 2', 'Dinner Break', 'Level 3']);
    expect(rowTitles(moveStep(rows, 0, 1))).toEqual(['Level 1', 'Level 2', 'Dinner Break', 'Level 3']);
    expect(rowTitles([{ key: 1, kind: 'break', name: ' ', minutes: '5' }])).toEqual(['Break']);
  });

  it("puts each error of an edited structure on its row's field", () => {
    const fields = { ...setupFields(tournament), structure: moveStep(editStep(rows, 3, 'bigBlind', '100'), 2, -1) };
    const result = tournamentSetupSchema(levelIds).safeParse(fields);
    expect(result.success).toBe(false);
    const paths = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(paths).toEqual({
      'structure.3.smallBlind': 'The small blind must not be more than the big blind',
      'structure.3.bigBlind': "The big blind must not be lower than the previous level's (400)",
    });
    const startsWithBreak = tournamentSetupSchema(levelIds).safeParse({ ...fields, structure: moveStep(moveStep(rows, 2, -1), 1, -1) });
    expect(startsWithBreak.error!.issues.map((i) => i.path.join('.'))).toEqual(['structure.0.kind']);
  });
});

const seat = (registrationId: string, table: number, n: number, firstName = 'Ann', lastName = registrationId): SeatView => ({ registrationId, firstName, lastName, table, seat: n, fixed: false });

describe('the seat list', () => {
  it('groups the players by table in seat order, lists the empty tables, and a table beyond those set up that still has players', () => {
    const seats = [seat('c', 2, 7), seat('a', 1, 3), seat('b', 2, 1), seat('d', 5, 2)];
    expect(seatsByTable(seats, 3).map((t) => [t.table, t.seats.map((s) => s.registrationId)])).toEqual([
      [1, ['a']],
      [2, ['b', 'c']],
      [3, []],
      [5, ['d']],
    ]);
    expect(seatsByTable([], 0)).toEqual([]);
  });

  it("finds a player by the words of their name, in any case and order", () => {
    const jo = { firstName: 'Jolene', lastName: 'Broussard' };
    expect(nameMatches(jo, 'brou JOL')).toBe(true);
    expect(nameMatches(jo, '  ')).toBe(true);
    expect(nameMatches(jo, 'jolene smith')).toBe(false);
  });
});

describe('a seat in words, and the answers that carry seats', () => {
  const s = { tournament: 'Main Event', table: 4, seat: 7 };
  it('says the seat as the door and the personal page show it', () => {
    expect(doorSeatWords(s)).toBe('Main Event: Table 4, Seat 7');
    expect(yourSeatWords(s)).toBe('Main Event, Table 4, Seat 7');
  });

  it("reads a door card without seats (a server that does not send them yet) as seatless", () => {
    const card = { registrationId: 'WOOP-1', firstName: 'A', lastName: 'B', company: null, levelName: 'All In', rooms: [], tShirtSize: null, status: 'registered', state: 'paid', flag: null, checkedInAt: null };
    expect(checkInCardSchema.parse(card).seats).toEqual([]);
    expect(checkInCardSchema.parse({ ...card, seats: [s] }).seats).toEqual([s]);
  });

  it("reads the night's answer as the contract has it", () => {
    const t: AdminTournament = {
      id: 1, kind: 'main-event', name: 'Main Event', structure: setup.structure, clock: { stepIndex: 0, stepStartedAt: null, pausedAt: null },
      entries: 0, playersLeft: 0, startingStack: 20_000, startsAt: '2026-09-24T18:00:00.000Z', version: 1, setup, seatingOpen: false,
      seats: [seat('WOOP-1', 1, 1)], unseated: [], displayLinks: [{ id: 4, createdAt: '2026-09-24T17:00:00.000Z', createdBy: 'Dana' }],
      prizes: [{ place: 1, amountCents: 50_000, prize: null }], openTables: [1], out: [], task: { balance: null, breakTable: null },
      prizePoolCents: 50_000, finished: false, resultsPublishedAt: null,
    };
    expect(adminNightSchema.parse({ tournaments: [t], levels: [{ id: 'all-in', name: 'All In' }] }).tournaments[0]).toEqual(t);
    expect(adminNightSchema.safeParse({ tournaments: [{ ...t, clock: {} }], levels: [] }).success).toBe(false);
  });
});
