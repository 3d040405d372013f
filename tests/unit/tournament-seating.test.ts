// The seat draw at the door (TDA: random seats, late arrivals from the same pool), the draw for
// everyone checked in, moves by hand, fixed seats, the balancing suggestion, breaking tables and the
// final table drawn afresh; fast-check for the rules that must hold after any run of draws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceMove, breakTable, drawAll, drawFinalTable, drawSeat, seatLabel, seatProblem, tablesOf, tableToBreak, type RandomSource, type Seat, type SeatedPlayer } from '../../src/domain/tournament/seating.ts';

// Uniform on [0, 1): fast-check's doubles crowd near 0 (uniform over the bit patterns, not the values).
const unit = fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 })).map((n) => n / 2 ** 31);
/** A seeded random source from fast-check's generator, so an example replays the same draws. */
function seeded(seed: number): RandomSource {
  const values = fc.sample(unit, { seed, numRuns: 500 });
  let i = 0;
  return () => values[i++ % values.length]!;
}
/** A random source fast-check drives (and shrinks) in a property. */
const randomArb = fc.infiniteStream(unit).map((stream): RandomSource => () => stream.next().value as number);
const player = (playerId: string, table: number, seat: number, fixed = false): SeatedPlayer => ({ playerId, table, seat, fixed });
const sizes = (tableCount: number, taken: readonly Seat[]) => Array.from({ length: tableCount }, (_, i) => taken.filter((s) => s.table === i + 1).length);
const key = (s: Seat) => `${s.table}/${s.seat}`;

describe('drawSeat', () => {
  it('seats at a table with the fewest players, on an open seat', () => {
    const tables = tablesOf(3, 4);
    const taken = [player('a', 1, 1), player('b', 1, 2), player('c', 2, 3)];
    for (let seed = 0; seed < 50; seed++) {
      const seat = drawSeat(tables, taken, seeded(seed))!;
      expect(seat.table).toBe(3);
      expect(seat.seat).toBeGreaterThanOrEqual(1);
      expect(seat.seat).toBeLessThanOrEqual(4);
    }
  });

  it('reaches every open seat of the smallest tables, so the seat is really drawn', () => {
    const tables = tablesOf(2, 3);
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) seen.add(key(drawSeat(tables, [player('a', 2, 2)], seeded(seed))!));
    expect([...seen].sort()).toEqual(['1/1', '1/2', '1/3']);
  });

  it('takes the last value a random source may give (just under 1) and gives null when every seat is taken', () => {
    const tables = tablesOf(1, 2);
    expect(drawSeat(tables, [], () => 0.9999999999)).toEqual({ table: 1, seat: 2 });
    expect(drawSeat(tables, [player('a', 1, 1), player('b', 1, 2)], Math.random)).toBeNull();
  });

  it('leaves out seats on a table that is not open, and counts fixed seats as taken', () => {
    const tables = [{ table: 2, seats: 2 }];
    expect(drawSeat(tables, [player('a', 1, 1), player('b', 2, 1, true)], () => 0)).toEqual({ table: 2, seat: 2 });
  });

  it('"Table 4, Seat 7" is how a seat reads', () => {
    expect(seatLabel({ table: 4, seat: 7 })).toBe('Table 4, Seat 7');
  });
});

describe('drawAll', () => {
  it('seats everyone not seated yet, evenly, keeps the seats already given, and says who is left when the room is full', () => {
    const tables = tablesOf(2, 3);
    const seated = [player('fixed', 1, 1, true), player('early', 2, 3)];
    const result = drawAll(tables, seated, ['early', 'p1', 'p2', 'p3', 'p4', 'p5', 'p5'], seeded(7));
    expect(result.seated).toHaveLength(4);
    expect(result.unseated).toHaveLength(1);
    expect([...result.seated.map((s) => s.playerId), ...result.unseated].sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    const all = [...seated, ...result.seated];
    expect(new Set(all.map(key)).size).toBe(all.length);
    expect(sizes(2, all)).toEqual([3, 3]);
  });

  it('does not favour the front of the list: over many draws the first player sits at each table', () => {
    const tables = tablesOf(3, 10);
    const tablesOfFirst = new Set<number>();
    for (let seed = 0; seed < 60; seed++) tablesOfFirst.add(drawAll(tables, [], ['first', 'b', 'c'], seeded(seed)).seated.find((s) => s.playerId === 'first')!.table);
    expect([...tablesOfFirst].sort()).toEqual([1, 2, 3]);
  });
});

describe('balanceMove', () => {
  const tables = tablesOf(3, 10);
  it('is null when the tables differ by at most one', () => {
    expect(balanceMove(tablesOf(2, 10), [player('a', 1, 1), player('b', 1, 2), player('c', 2, 1)])).toBeNull();
  });

  it('counts an empty open table: its players come from the others', () => {
    expect(balanceMove(tables, [player('a', 1, 1), player('b', 1, 2), player('c', 2, 1)])).toMatchObject({ fromTable: 1, toTable: 3 });
  });

  it('moves from the biggest table to the smallest, ties to the lowest number, naming the open seats there', () => {
    const seated = [player('a', 2, 1), player('b', 2, 2), player('c', 2, 3), player('d', 3, 1), player('e', 3, 2), player('f', 3, 3), player('g', 1, 5)];
    expect(balanceMove(tables, seated)).toEqual({ fromTable: 2, toTable: 1, toSeats: [1, 2, 3, 4, 6, 7, 8, 9, 10] });
  });

  it('never moves a fixed seat: a table of fixed seats is passed over', () => {
    const fixed = [player('a', 1, 1, true), player('b', 1, 2, true), player('c', 1, 3, true)];
    expect(balanceMove(tables, fixed)).toBeNull();
    expect(balanceMove(tables, [...fixed, player('d', 2, 1), player('e', 2, 2)])).toEqual({ fromTable: 2, toTable: 3, toSeats: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
  });
});

describe('breaking a table', () => {
  const tables = tablesOf(3, 4);
  it('is suggested for the smallest table, ties to the highest number, once the others have room for its players', () => {
    const full = [player('a', 1, 1), player('b', 1, 2), player('c', 1, 3), player('d', 2, 1), player('e', 2, 2), player('f', 2, 3), player('g', 3, 1), player('h', 3, 2)];
    expect(tableToBreak(tables, full)).toBe(3);
    expect(tableToBreak(tables, [...full, player('i', 3, 3)])).toBeNull();
    expect(tableToBreak(tables, full.filter((p) => p.table !== 1 || p.playerId === 'a').concat(player('x', 3, 3)))).toBe(1);
    expect(tableToBreak(tablesOf(1, 4), [])).toBeNull();
  });

  it("draws new seats for its players at the tables still open, and closes it", () => {
    const seated = [player('a', 1, 1), player('b', 1, 2), player('c', 2, 1), player('d', 3, 1, true), player('e', 3, 4)];
    const broken = breakTable(tables, seated, 3, seeded(3));
    expect(broken.tables.map((t) => t.table)).toEqual([1, 2]);
    expect(broken.moved.map((s) => s.playerId).sort()).toEqual(['d', 'e']);
    expect(broken.moved.every((s) => s.table !== 3 && !s.fixed)).toBe(true);
    expect(broken.unseated).toEqual([]);
    const all = [...seated.filter((s) => s.table !== 3), ...broken.moved];
    expect(new Set(all.map(key)).size).toBe(5);
    expect(Math.max(...sizes(2, all)) - Math.min(...sizes(2, all))).toBeLessThanOrEqual(1);
  });

  it('says who is left without a seat when the others are full', () => {
    const seated = [player('a', 1, 1), player('b', 2, 1), player('c', 3, 1)];
    expect(breakTable(tablesOf(3, 1), seated, 3, seeded(1))).toEqual({ tables: [{ table: 1, seats: 1 }, { table: 2, seats: 1 }], moved: [], unseated: ['c'] });
  });

  it('passes over a table with a fixed seat while another table could break, and breaks it when every one has one', () => {
    // Tables of 4: 1 has one (fixed) player, 2 and 3 have three each; 7 players fit in two tables.
    const seated = [player('fixed', 1, 2, true), player('a', 2, 1), player('b', 2, 2), player('c', 2, 3), player('d', 3, 1), player('e', 3, 2), player('f', 3, 3)];
    expect(tableToBreak(tables, seated.map((s) => ({ ...s, fixed: false })))).toBe(1);
    expect(tableToBreak(tables, seated)).toBe(3);
    const everyTableFixed = seated.map((s) => (s.playerId === 'a' || s.playerId === 'd' ? { ...s, fixed: true } : s));
    expect(tableToBreak(tables, everyTableFixed)).toBe(1);
  });

  it('draws the final table afresh at the last break: every player left draws a seat there, a fixed seat there stays', () => {
    const two = tablesOf(2, 6);
    const seated = [player('kept', 1, 4, true), player('a', 1, 1), player('b', 1, 2), player('c', 2, 1, true), player('d', 2, 5)];
    const broken = breakTable(two, seated, 2, seeded(11));
    expect(broken.tables).toEqual([{ table: 1, seats: 6 }]);
    expect(broken.unseated).toEqual([]);
    expect(broken.moved.map((s) => s.playerId).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(broken.moved.every((s) => s.table === 1 && s.seat !== 4 && !s.fixed)).toBe(true);
    expect(new Set(broken.moved.map(key)).size).toBe(4);
  });

  it('the final table\'s draw really redraws the players already at it', () => {
    const table = { table: 2, seats: 9 };
    const seatsOfA = new Set<number>();
    for (let seed = 0; seed < 60; seed++) seatsOfA.add(drawFinalTable(table, [player('a', 2, 1), player('b', 2, 2), player('c', 1, 3)], seeded(seed)).seated.find((s) => s.playerId === 'a')!.seat);
    expect(seatsOfA.size).toBeGreaterThan(3);
  });
});

describe('seatProblem (a move by hand)', () => {
  const tables = tablesOf(2, 9);
  const seated = [player('a', 1, 1), player('b', 2, 4)];
  it('names what is wrong with the seat chosen', () => {
    expect(seatProblem(tables, seated, 'a', { table: 3, seat: 1 })).toBe('There is no table 3');
    expect(seatProblem(tables, seated, 'a', { table: 2, seat: 10 })).toBe('Table 2 has seats 1 to 9');
    expect(seatProblem(tables, seated, 'a', { table: 2, seat: 4 })).toBe('Table 2, Seat 4 is taken');
  });
  it('accepts an open seat, and the player\'s own', () => {
    expect(seatProblem(tables, seated, 'a', { table: 2, seat: 5 })).toBeNull();
    expect(seatProblem(tables, seated, 'b', { table: 2, seat: 4 })).toBeNull();
  });
});

describe('seating properties (fast-check)', () => {
  const room = fc.record({ count: fc.integer({ min: 1, max: 12 }), seats: fc.integer({ min: 2, max: 10 }) });

  it('draws one at a time from empty never give a seat twice, and leave the tables within one player of each other', () => {
    fc.assert(
      fc.property(room, randomArb, fc.integer({ min: 0, max: 130 }), ({ count, seats }, random, arrivals) => {
        const tables = tablesOf(count, seats);
        const taken: Seat[] = [];
        for (let i = 0; i < arrivals; i++) {
          const seat = drawSeat(tables, taken, random);
          if (seat === null) {
            expect(taken).toHaveLength(count * seats);
            break;
          }
          expect(seat.seat).toBeGreaterThanOrEqual(1);
          expect(seat.seat).toBeLessThanOrEqual(seats);
          taken.push(seat);
          const s = sizes(count, taken);
          expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
        }
        expect(new Set(taken.map(key)).size).toBe(taken.length);
      }),
    );
  });

  it('the draw for everyone, after door draws, gives distinct seats and even tables', () => {
    fc.assert(
      fc.property(room, randomArb, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 100 }), ({ count, seats }, random, atDoor, later) => {
        const tables = tablesOf(count, seats);
        const first = drawAll(tables, [], Array.from({ length: atDoor }, (_, i) => `door${i}`), random);
        const second = drawAll(tables, first.seated, Array.from({ length: later }, (_, i) => `late${i}`), random);
        const all = [...first.seated, ...second.seated];
        expect(new Set(all.map(key)).size).toBe(all.length);
        expect(all.length + first.unseated.length + second.unseated.length).toBe(atDoor + later);
        expect(all.length).toBe(Math.min(atDoor + later, count * seats));
        const s = sizes(count, all);
        expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('following the balancing suggestions from any seating ends with tables within one player', () => {
    fc.assert(
      fc.property(room, randomArb, fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 100 }), ({ count, seats }, random, picks) => {
        const tables = tablesOf(count, seats);
        // Any seating (as after players are knocked out): distinct seats, uneven tables.
        const cells = tables.flatMap((t) => Array.from({ length: t.seats }, (_, i) => ({ table: t.table, seat: i + 1 })));
        const chosen = [...new Set(picks.map((p) => p % cells.length))];
        let seated = chosen.map((c, i) => player(`p${i}`, cells[c]!.table, cells[c]!.seat));
        for (let moves = 0; moves <= count * seats; moves++) {
          const move = balanceMove(tables, seated);
          if (!move) break;
          const from = seated.filter((s) => s.table === move.fromTable && !s.fixed);
          const mover = from[Math.floor(random() * from.length)]!;
          const to = { table: move.toTable, seat: move.toSeats[Math.floor(random() * move.toSeats.length)]! };
          expect(seatProblem(tables, seated, mover.playerId, to)).toBeNull();
          seated = seated.map((s) => (s === mover ? { ...s, ...to } : s));
        }
        expect(balanceMove(tables, seated)).toBeNull();
        const s = sizes(count, seated);
        expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
        expect(new Set(seated.map(key)).size).toBe(seated.length);
      }),
    );
  });
  it('breaking the suggested table until none is suggested keeps every player seated, each seat once', () => {
    fc.assert(
      fc.property(room, randomArb, fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 100 }), ({ count, seats }, random, picks) => {
        let tables = tablesOf(count, seats);
        const cells = tables.flatMap((t) => Array.from({ length: t.seats }, (_, i) => ({ table: t.table, seat: i + 1 })));
        let seated = [...new Set(picks.map((p) => p % cells.length))].map((c, i) => player(`p${i}`, cells[c]!.table, cells[c]!.seat));
        const players = seated.length;
        for (let table = tableToBreak(tables, seated); table !== null; table = tableToBreak(tables, seated)) {
          const broken = breakTable(tables, seated, table, random);
          expect(broken.unseated).toEqual([]);
          tables = broken.tables;
          // The broken table's players move; at the last break, the final table's players are redrawn too.
          seated = [...seated.filter((s) => !broken.moved.some((m) => m.playerId === s.playerId)), ...broken.moved];
        }
        expect(seated).toHaveLength(players);
        expect(new Set(seated.map(key)).size).toBe(players);
        expect(new Set(seated.map((s) => s.playerId)).size).toBe(players);
        expect(seated.every((s) => tables.some((t) => t.table === s.table && s.seat <= t.seats))).toBe(true);
      }),
    );
  });

  it('breaking with fixed seats: a fixed seat moves only when every table that could break has one, and the final table keeps the fixed seats at it', () => {
    fc.assert(
      fc.property(room, randomArb, fc.array(fc.record({ cell: fc.integer({ min: 0, max: 1_000 }), fixed: fc.integer({ min: 0, max: 7 }).map((n) => n === 0) }), { maxLength: 100 }), ({ count, seats }, random, picks) => {
        let tables = tablesOf(count, seats);
        const cells = tables.flatMap((t) => Array.from({ length: t.seats }, (_, i) => ({ table: t.table, seat: i + 1 })));
        const unique = [...new Map(picks.map((p) => [p.cell % cells.length, p.fixed])).entries()];
        let seated = unique.map(([c, fixed], i) => player(`p${i}`, cells[c]!.table, cells[c]!.seat, fixed));
        const players = seated.length;
        for (let table = tableToBreak(tables, seated); table !== null; table = tableToBreak(tables, seated)) {
          const broken = breakTable(tables, seated, table, random);
          const hasFixed = (t: number) => seated.some((s) => s.table === t && s.fixed);
          if (hasFixed(table)) {
            // Every other table that could have broken instead has a fixed seat too.
            const room = tables.reduce((sum, t) => sum + t.seats - seated.filter((s) => s.table === t.table).length, 0);
            const couldBreak = tables.filter((t) => room - (t.seats - seated.filter((s) => s.table === t.table).length) >= seated.filter((s) => s.table === t.table).length);
            expect(couldBreak.every((t) => hasFixed(t.table))).toBe(true);
          }
          const final = broken.tables.length === 1;
          const keptFixed = seated.filter((s) => s.fixed && s.table !== table && (!final || s.table === broken.tables[0]!.table));
          expect(broken.unseated).toEqual([]);
          expect(broken.moved.some((m) => keptFixed.some((k) => k.playerId === m.playerId || key(k) === key(m)))).toBe(false);
          tables = broken.tables;
          seated = [...seated.filter((s) => !broken.moved.some((m) => m.playerId === s.playerId)), ...broken.moved];
        }
        expect(seated).toHaveLength(players);
        expect(new Set(seated.map(key)).size).toBe(players);
        expect(new Set(seated.map((s) => s.playerId)).size).toBe(players);
      }),
    );
  });
});
