// What the floor's play screen in /admin shows of a tournament in play: each table in play seat by
// seat (open seats too, so the floor finds a player by where they sit), the last hand that put
// players out (the one an undo takes back), the places a hand's players take, and who moved when a
// balancing move or a table break was confirmed (the floor reads the new seats out). Pure.
import type { AdminTournament, OutView, SeatView } from './contract.ts';
import { ordinal } from '../ordinal.ts';
import { seatLabel, type Seat } from './seating.ts';

export interface PlayTable {
  table: number;
  /** Seat 1 to the table's last, each with its player or null when open. */
  seats: { seat: number; player: SeatView | null }[];
}

/**
 * The open tables in order, then any other table still holding players (broken or no longer set
 * up, until they are moved: the floor must still be able to put them out).
 */
export function playTables(t: Pick<AdminTournament, 'openTables' | 'seats' | 'setup'>): PlayTable[] {
  const numbers = [...new Set([...t.openTables, ...t.seats.map((s) => s.table)])].sort((a, b) => a - b);
  return numbers.map((table) => {
    const players = t.seats.filter((s) => s.table === table);
    const last = Math.max(t.setup.seatsPerTable, ...players.map((s) => s.seat));
    return { table, seats: Array.from({ length: last }, (_, i) => ({ seat: i + 1, player: players.find((s) => s.seat === i + 1) ?? null })) };
  });
}

/** The last hand that put players out, with its players (best place first); null when nobody is out. */
export function lastHand(out: readonly OutView[]): { hand: number; players: OutView[] } | null {
  if (out.length === 0) return null;
  const hand = Math.max(...out.map((o) => o.hand));
  return { hand, players: out.filter((o) => o.hand === hand) };
}

/** "11th (tied)": a place as the floor's lists say it. */
export const placeWords = (p: { place: number; tied: boolean }): string => `${ordinal(p.place)}${p.tied ? ' (tied)' : ''}`;

/**
 * The places that `count` players out in one hand take with `left` players seated: the worst
 * places still open. Shared (the best of them) unless their stacks at the start of the hand tell them apart.
 */
export function handPlaces(left: number, count: number): { best: number; worst: number } {
  return { best: Math.max(1, left - count + 1), worst: left };
}

export interface SeatChange {
  registrationId: string;
  name: string;
  from: Seat | null;
  to: Seat;
}

/** The players whose seat changed from `before` to `after` (a confirmed move or break), by new seat. */
export function seatChanges(before: readonly SeatView[], after: readonly SeatView[]): SeatChange[] {
  return after
    .flatMap((s) => {
      const was = before.find((b) => b.registrationId === s.registrationId);
      if (was && was.table === s.table && was.seat === s.seat) return [];
      return [{ registrationId: s.registrationId, name: `${s.firstName} ${s.lastName}`, from: was ? { table: was.table, seat: was.seat } : null, to: { table: s.table, seat: s.seat } }];
    })
    .sort((a, b) => a.to.table - b.to.table || a.to.seat - b.to.seat);
}

/** "Ann Lee: Table 2, Seat 5 (from Table 3, Seat 1)". */
export const seatChangeWords = (c: SeatChange): string => `${c.name}: ${seatLabel(c.to)}${c.from ? ` (from ${seatLabel(c.from)})` : ''}`;
