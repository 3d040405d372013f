// What the seating board shows between answers. Through a dropped connection (a TV on the venue's
// Wi-Fi) it keeps the last board it heard and says since when; a refused link (revoked) clears the
// names at once and shows the server's reason.
import type { SeatingBoard } from '../../domain/tournament/contract.ts';
import { venueTimeOfDay } from '../../domain/venue-time.ts';

export type BoardState =
  /** Before the first answer (and before the page has read its link). */
  | { status: 'waiting' }
  | { status: 'live'; board: SeatingBoard }
  /** The last poll failed: the last board heard, if any, stays up. */
  | { status: 'offline'; board: SeatingBoard | null }
  /** No link, or the server refused it: no names. */
  | { status: 'closed'; message: string };

export const noLinkMessage = 'This board opens with its display link. Ask an organizer for one.';

export const waiting: BoardState = { status: 'waiting' };
export const answered = (board: SeatingBoard): BoardState => ({ status: 'live', board });
export const closed = (message: string): BoardState => ({ status: 'closed', message });
export function failed(state: BoardState): BoardState {
  if (state.status === 'closed') return state;
  return { status: 'offline', board: state.status === 'waiting' ? null : state.board };
}

export const boardOf = (state: BoardState): SeatingBoard | null => (state.status === 'live' || state.status === 'offline' ? state.board : null);

/** What the board says above the tables, or null while it is live: "Not connected: last updated 9:42 PM" (the venue's time). */
export function boardNotice(state: BoardState, timeZone: string): string | null {
  if (state.status === 'closed') return state.message;
  if (state.status !== 'offline') return null;
  if (!state.board) return 'Not connected: waiting for the board.';
  return `Not connected: last updated ${venueTimeOfDay(new Date(state.board.generatedAt), timeZone)}`;
}

/** What an open seat says, in a quieter colour than the names. */
export const openSeat = 'open';

export interface SeatRow {
  seat: number;
  /** null: the seat is open. */
  name: string | null;
}

/** Seats 1..n of a table with their players: n is the seats a table has, or the highest seat taken when higher. */
export function seatRows(seats: readonly { seat: number; name: string }[], seatsPerTable: number): SeatRow[] {
  const count = Math.max(seatsPerTable, ...seats.map((s) => s.seat));
  return Array.from({ length: count }, (_, i) => ({ seat: i + 1, name: seats.find((s) => s.seat === i + 1)?.name ?? null }));
}
