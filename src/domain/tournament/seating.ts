import type { FloorTask } from './contract.ts';

// The seat draw, TDA-style: seats are assigned at random, and a player who arrives (on time or late)
// draws from the same pool by the same process. To keep the tables even from the first player on,
// the pool is the open seats of the tables with the fewest players, so after any run of draws the
// tables differ by at most one player. The random source is injected (the server passes a
// cryptographic one, the tests a seeded one). Pure: the caller reads the seats taken and writes the
// new seat in one transaction under the tournament's lock (netlify/lib/night/seats.ts).
//
// "Tables" here are the tables open for play. Balancing and breaking tables (below) are the rules
// for the floor once players are knocked out: the floor's screen shows what they ask, and the server
// checks them again when the floor confirms a move (netlify/lib/night/floor-moves.ts).

export interface TableSeats {
  /** The table's number, as the floor and the TV show it (1-based). */
  table: number;
  seats: number;
}
export interface Seat {
  table: number;
  seat: number;
}
export interface SeatedPlayer extends Seat {
  playerId: string;
  /** Kept where it is (accessibility, a request the organizer granted): balancing never moves it. */
  fixed: boolean;
}

/** A number in [0, 1), as Math.random gives. */
export type RandomSource = () => number;

/** Tables 1 to `count`, each with `seatsPerTable` seats. */
export const tablesOf = (count: number, seatsPerTable: number): TableSeats[] =>
  Array.from({ length: count }, (_, i) => ({ table: i + 1, seats: seatsPerTable }));

/** "Table 4, Seat 7": a seat as the door's screen and the personal page show it. */
export const seatLabel = (s: Seat): string => `Table ${s.table}, Seat ${s.seat}`;

const pick = <T>(items: readonly T[], random: RandomSource): T => items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

/** Players per open table, in table order (seats on a table not open are not counted). */
function playersPerTable(tables: readonly TableSeats[], taken: readonly Seat[]): { table: TableSeats; players: number }[] {
  return tables.map((table) => ({ table, players: taken.filter((s) => s.table === table.table && s.seat >= 1 && s.seat <= table.seats).length }));
}

const openSeatsAt = (table: TableSeats, taken: readonly Seat[]): number[] =>
  Array.from({ length: table.seats }, (_, i) => i + 1).filter((seat) => !taken.some((s) => s.table === table.table && s.seat === seat));

/** A random open seat at one of the tables with the fewest players; null when every seat is taken. */
export function drawSeat(tables: readonly TableSeats[], taken: readonly Seat[], random: RandomSource): Seat | null {
  const withRoom = playersPerTable(tables, taken).filter((t) => t.players < t.table.seats);
  if (withRoom.length === 0) return null;
  const fewest = Math.min(...withRoom.map((t) => t.players));
  const pool = withRoom.filter((t) => t.players === fewest).flatMap((t) => openSeatsAt(t.table, taken).map((seat) => ({ table: t.table.table, seat })));
  return pick(pool, random);
}

export interface DrawAllResult {
  seated: SeatedPlayer[];
  /** The players left without a seat because every seat is taken. */
  unseated: string[];
}

/** Seats for every player of `playerIds` not seated yet ("draw for everyone checked in"), in a random order. */
export function drawAll(tables: readonly TableSeats[], seated: readonly SeatedPlayer[], playerIds: readonly string[], random: RandomSource): DrawAllResult {
  const waiting = [...new Set(playerIds)].filter((id) => !seated.some((s) => s.playerId === id));
  // Fisher-Yates: the list's order (check-in time, name) gives nobody a better chance of any table.
  for (let i = waiting.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [waiting[i], waiting[j]] = [waiting[j]!, waiting[i]!];
  }
  const taken: Seat[] = [...seated];
  const result: DrawAllResult = { seated: [], unseated: [] };
  for (const playerId of waiting) {
    const seat = drawSeat(tables, taken, random);
    if (!seat) {
      result.unseated.push(playerId);
      continue;
    }
    taken.push(seat);
    result.seated.push({ ...seat, playerId, fixed: false });
  }
  return result;
}

export interface BalanceMove {
  fromTable: number;
  toTable: number;
  /** The open seats at the table the player moves to: the floor seats them in the worst position (TDA). */
  toSeats: number[];
}

/**
 * When the tables differ by more than one player, the move that evens them: a player from the
 * biggest table (one with a player who may move) to the smallest. Which player and which seat is the
 * floor's call, since the site does not know where the button is: under the TDA rules the player
 * due the big blind next moves, to the worst position at the new table. Ties go to the lowest
 * table number, so the choice is predetermined (TDA) and the same on every phone. Null when even.
 */
export function balanceMove(tables: readonly TableSeats[], seated: readonly SeatedPlayer[]): BalanceMove | null {
  const counts = playersPerTable(tables, seated);
  const open = counts.filter((t) => t.players < t.table.seats);
  if (open.length === 0) return null;
  const smallest = open.reduce((a, b) => (b.players < a.players ? b : a));
  const movable = counts.filter((t) => seated.some((s) => s.table === t.table.table && !s.fixed));
  if (movable.length === 0) return null;
  const biggest = movable.reduce((a, b) => (b.players > a.players ? b : a));
  if (biggest.players - smallest.players <= 1) return null;
  return { fromTable: biggest.table.table, toTable: smallest.table.table, toSeats: openSeatsAt(smallest.table, seated) };
}

/** Why a player cannot be put in `to` by hand (no such table or seat, or it is taken); null when they can. */
export function seatProblem(tables: readonly TableSeats[], seated: readonly SeatedPlayer[], playerId: string, to: Seat): string | null {
  const table = tables.find((t) => t.table === to.table);
  if (!table) return `There is no table ${to.table}`;
  if (!Number.isInteger(to.seat) || to.seat < 1 || to.seat > table.seats) return `Table ${to.table} has seats 1 to ${table.seats}`;
  const holder = seated.find((s) => s.table === to.table && s.seat === to.seat);
  if (holder && holder.playerId !== playerId) return `${seatLabel(to)} is taken`;
  return null;
}

/**
 * The table to break, when the other tables have room for all its players: the one with the fewest
 * players, ties to the highest number (tables break from the far end of the room, a predetermined
 * order as the TDA rules ask). A table with a fixed seat is broken only when every table that could
 * break has one: fixed seats are not moved (a player kept where they can sit), and breaking another
 * table moves a few more players but keeps that promise; at the last break it cannot be helped.
 * Null while every table is needed. Only for a tournament in play: while players are still arriving,
 * the tables set up for them are all needed however empty they look.
 */
export function tableToBreak(tables: readonly TableSeats[], seated: readonly (Seat & { fixed?: boolean })[]): number | null {
  if (tables.length < 2) return null;
  const counts = playersPerTable(tables, seated);
  const room = counts.reduce((sum, t) => sum + t.table.seats - t.players, 0);
  const breakable = counts.filter((t) => room - (t.table.seats - t.players) >= t.players);
  const unfixed = breakable.filter((t) => !seated.some((s) => s.table === t.table.table && s.fixed));
  const candidates = unfixed.length > 0 ? unfixed : breakable;
  if (candidates.length === 0) return null;
  return candidates.reduce((a, b) => (b.players <= a.players ? b : a)).table.table;
}

export interface BrokenTable {
  /** The tables still open. */
  tables: TableSeats[];
  /**
   * The new seats drawn: the broken table's players at open seats (their fixed mark does not move
   * with them), or, when one table is left, every player but a fixed seat there (the final table).
   */
  moved: SeatedPlayer[];
  /** Players left without a seat, when the other tables are full. */
  unseated: string[];
}

/**
 * The final table drawn afresh (TDA): every player left draws a new seat at it, in a random order,
 * but a player with a fixed seat at that table keeps it (a fixed mark from a broken table does not
 * come along: that seat is gone). `seated` are the new seats drawn.
 */
export function drawFinalTable(table: TableSeats, seated: readonly SeatedPlayer[], random: RandomSource): DrawAllResult {
  const kept = seated.filter((s) => s.fixed && s.table === table.table && s.seat >= 1 && s.seat <= table.seats);
  return drawAll([table], kept, seated.filter((s) => !kept.includes(s)).map((s) => s.playerId), random);
}

/**
 * Breaks `table`: its players draw new seats at the tables still open, as at the door. When that
 * leaves one table, it is the final table, drawn afresh (drawFinalTable).
 */
export function breakTable(tables: readonly TableSeats[], seated: readonly SeatedPlayer[], table: number, random: RandomSource): BrokenTable {
  const open = tables.filter((t) => t.table !== table);
  if (open.length === 1) {
    const { seated: moved, unseated } = drawFinalTable(open[0]!, seated, random);
    return { tables: open, moved, unseated };
  }
  const staying = seated.filter((s) => s.table !== table);
  const { seated: moved, unseated } = drawAll(open, staying, seated.filter((s) => s.table === table).map((s) => s.playerId), random);
  return { tables: open, moved, unseated };
}

/**
 * What the floor's screen asks of the room now: a table to break when the players left fit in one
 * table fewer (first: it settles the tables for longer), else the balancing move when the tables
 * differ by two or more, with the players who may make it (not the fixed ones).
 */
export function floorTask(tables: readonly TableSeats[], seated: readonly SeatedPlayer[]): FloorTask {
  const breakTable = tableToBreak(tables, seated);
  if (breakTable !== null) return { balance: null, breakTable };
  const move = balanceMove(tables, seated);
  return { balance: move && { ...move, movable: seated.filter((s) => s.table === move.fromTable && !s.fixed).map((s) => s.playerId) }, breakTable: null };
}
