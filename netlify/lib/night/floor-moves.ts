// Balancing moves and table breaks the floor confirms. The floor's screen shows what the room has to
// do (floorTask); by the time someone presses Confirm the room may have moved on (a player out at
// another table, another phone's move), so each confirmation is one transaction under the
// tournament's row lock that works the task out again from the seats now and refuses a move it no
// longer asks for. Every move is audited with the seats before and after.
import type { Kysely } from 'kysely';
import type { Database, Db, TournamentRow } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { moveSeats } from '../../../db/repositories/tournament-floor.ts';
import { listSeats, lockTournament, moveSeat, setTournamentFields, type SeatWithName } from '../../../db/repositories/tournaments.ts';
import type { FloorTask } from '../../../src/domain/tournament/contract.ts';
import type { BalanceInput } from '../../../src/domain/tournament/floor-input.ts';
import { breakTable, floorTask, type RandomSource } from '../../../src/domain/tournament/seating.ts';
import { HttpError } from '../platform/http.ts';
import { cryptoRandom, seatsAsDrawn } from './seats.ts';
import { openTablesOf } from './tournaments.ts';

export const tablesChanged = 'The tables have changed since your screen showed them: look again.';

/**
 * What the room has to do now: nothing before the clock starts (while players are still arriving,
 * the tables set up for them are all needed however empty they look), else the break or balancing
 * move the seats ask for.
 */
export const floorTaskOf = (row: TournamentRow, seats: SeatWithName[]): FloorTask =>
  row.clockStepStartedAt === null ? { balance: null, breakTable: null } : floorTask(openTablesOf(row), seatsAsDrawn(seats));

async function lockedWithSeats(trx: Db, id: number): Promise<{ row: TournamentRow; seats: SeatWithName[]; task: FloorTask }> {
  const row = await lockTournament(trx, id);
  if (!row) throw new HttpError(404, 'This tournament does not exist.');
  const seats = await listSeats(trx, id);
  return { row, seats, task: floorTaskOf(row, seats) };
}

/** The balancing move the floor's screen showed: still asked for, by a player still at that table and free to move, to a seat still open. */
export async function confirmBalance(db: Kysely<Database>, id: number, input: BalanceInput, by: AdminActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { seats, task } = await lockedWithSeats(trx, id);
    const move = task.balance;
    if (!move || move.fromTable !== input.fromTable || move.toTable !== input.toTable || !move.toSeats.includes(input.seat)) throw new HttpError(409, tablesChanged);
    const player = seats.find((s) => s.registrationId === input.registrationId);
    if (!player || player.tableNo !== input.fromTable) throw new HttpError(409, tablesChanged);
    if (player.fixed) throw new HttpError(409, `${player.firstName} ${player.lastName}’s seat is fixed: move another player.`);
    await moveSeat(trx, id, player.registrationId, { tableNo: input.toTable, seatNo: input.seat, fixed: false }, by.name ?? null);
    await insertAuditEntry(trx, {
      ...by,
      action: 'night.balance',
      target: player.registrationId,
      snapshot: { tournament: id, before: { table: player.tableNo, seat: player.seatNo }, after: { table: input.toTable, seat: input.seat } },
    });
  });
}

/**
 * The break the floor's screen showed, when it is still the table to break: its players draw seats
 * at the tables still open; when one table is left, every player draws a seat at it afresh (a fixed
 * seat there stays).
 */
export async function confirmBreak(db: Kysely<Database>, id: number, table: number, by: AdminActor, random: RandomSource = cryptoRandom): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { row, seats, task } = await lockedWithSeats(trx, id);
    if (task.breakTable !== table) throw new HttpError(409, tablesChanged);
    const broken = breakTable(openTablesOf(row), seatsAsDrawn(seats), table, random);
    // tableToBreak asks for a break only when the other tables have room for its players.
    if (broken.unseated.length > 0) throw new HttpError(409, tablesChanged);
    await moveSeats(trx, id, broken.moved.map((m) => ({ registrationId: m.playerId, tableNo: m.table, seatNo: m.seat, fixed: m.fixed })), by.name ?? null);
    await setTournamentFields(trx, id, { brokenTables: [...row.brokenTables, table] });
    const before = new Map(seats.map((s) => [s.registrationId, { table: s.tableNo, seat: s.seatNo }]));
    await insertAuditEntry(trx, {
      ...by,
      action: 'night.break',
      target: `tournament:${id}`,
      snapshot: { table, finalTable: broken.tables.length === 1 ? broken.tables[0]!.table : null, moves: broken.moved.map((m) => ({ registrationId: m.playerId, before: before.get(m.playerId), after: { table: m.table, seat: m.seat } })) },
    });
  });
}
