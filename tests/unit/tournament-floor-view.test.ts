// The floor's play screen in /admin: the tables in play seat by seat (open seats, a table no longer
// in play that still holds players), the last hand an undo takes back, the places a hand's players
// take, and who moved when a move or a break was confirmed.
import { describe, expect, it } from 'vitest';
import type { OutView, SeatView } from '../../src/domain/tournament/contract.ts';
import { handPlaces, lastHand, placeWords, playTables, seatChanges, seatChangeWords } from '../../src/domain/tournament/floor-view.ts';

const seat = (registrationId: string, table: number, n: number): SeatView => ({ registrationId, firstName: registrationId, lastName: 'Lee', table, seat: n, fixed: false });
const out = (registrationId: string, place: number, hand: number, tied = false): OutView => ({ registrationId, firstName: registrationId, lastName: 'Lee', place, tied, hand, table: 1, seat: 1 });

describe('the tables in play', () => {
  it('lists the open tables seat by seat, open seats as null, then a table out of play still holding players', () => {
    const tables = playTables({ openTables: [1, 3], seats: [seat('Ann', 3, 2), seat('Bo', 1, 1), seat('Cy', 2, 4)], setup: { seatsPerTable: 4 } as never });
    expect(tables.map((t) => t.table)).toEqual([1, 2, 3]);
    expect(tables[0]!.seats.map((s) => s.player?.registrationId ?? null)).toEqual(['Bo', null, null, null]);
    expect(tables[2]!.seats.map((s) => s.player?.registrationId ?? null)).toEqual([null, 'Ann', null, null]);
  });

  it('shows a seat beyond the set-up’s (seats made fewer after the draw) rather than losing its player', () => {
    const [table] = playTables({ openTables: [1], seats: [seat('Ann', 1, 6)], setup: { seatsPerTable: 4 } as never });
    expect(table!.seats).toHaveLength(6);
    expect(table!.seats[5]!.player?.registrationId).toBe('Ann');
  });
});

describe('the players out', () => {
  it('takes the last hand as the highest hand number, with all its players', () => {
    expect(lastHand([])).toBeNull();
    const list = [out('Ann', 10, 3, true), out('Bo', 10, 3, true), out('Cy', 12, 2), out('Di', 13, 1)];
    expect(lastHand(list)).toEqual({ hand: 3, players: [list[0], list[1]] });
  });

  it('says a place with its tie', () => {
    expect(placeWords({ place: 11, tied: true })).toBe('11th (tied)');
    expect(placeWords({ place: 2, tied: false })).toBe('2nd');
  });

  it('gives a hand’s players the worst places still open', () => {
    expect(handPlaces(12, 1)).toEqual({ best: 12, worst: 12 });
    expect(handPlaces(12, 3)).toEqual({ best: 10, worst: 12 });
  });
});

describe('the seats that changed', () => {
  it('lists who moved, by new seat, with where they sat before', () => {
    const before = [seat('Ann', 3, 1), seat('Bo', 3, 2), seat('Cy', 1, 1)];
    const after = [seat('Cy', 1, 1), seat('Bo', 1, 2), seat('Ann', 2, 5)];
    const changes = seatChanges(before, after);
    expect(changes.map(seatChangeWords)).toEqual(['Bo Lee: Table 1, Seat 2 (from Table 3, Seat 2)', 'Ann Lee: Table 2, Seat 5 (from Table 3, Seat 1)']);
  });
});
