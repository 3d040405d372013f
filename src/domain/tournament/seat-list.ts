// The floor's seat list in /admin: the seated players grouped by table, in seat order, and the
// tables set up but still empty, so the floor sees at a glance where there is room. Pure.
import type { SeatView } from './contract.ts';

export interface TableList {
  table: number;
  /** Its players, by seat. */
  seats: SeatView[];
}

/**
 * Tables 1 to `tableCount`, each with its players by seat, then any table beyond them that still
 * holds players (the organizer set fewer tables after the draw: they must be moved).
 */
export function seatsByTable(seats: readonly SeatView[], tableCount: number): TableList[] {
  const numbers = new Set<number>(Array.from({ length: Math.max(0, tableCount) }, (_, i) => i + 1));
  for (const s of seats) numbers.add(s.table);
  return [...numbers]
    .sort((a, b) => a - b)
    .map((table) => ({ table, seats: seats.filter((s) => s.table === table).sort((a, b) => a.seat - b.seat) }));
}

/** Whether a player's name contains every word typed in the floor's "Find a player" box (any case, any order). */
export function nameMatches(player: { firstName: string; lastName: string }, query: string): boolean {
  const name = `${player.firstName} ${player.lastName}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word));
}
