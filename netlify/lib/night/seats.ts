// Seats: a seat drawn at the door for every player checked in (in the check-in's transaction), the
// draw for everyone checked in, a move by hand and a fixed seat (accessibility). Every draw of a
// tournament runs under its row lock (lockTournament): three door phones scanning at once see each
// other's seats, so no seat is given twice and no table fills past its seats. The tournaments are
// locked in id order, so two check-ins never wait on each other in opposite orders.
import type { Kysely } from 'kysely';
import type { Database, Db, TournamentRow } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { checkedInWithoutSeat, countSeats, deleteSeatsOf, hasEntry, insertSeat, listSeats, lockTournament, lockTournamentsOf, moveSeat, seatsOfRegistration, setTournamentFields, takenSeats } from '../../../db/repositories/tournaments.ts';
import { event } from '../../../src/data/event.ts';
import type { DoorSeat } from '../../../src/domain/tournament/contract.ts';
import { isEntitled, tournamentsToSeatAtDoor } from '../../../src/domain/tournament/entitlements.ts';
import { drawAll, drawSeat, seatProblem, type RandomSource } from '../../../src/domain/tournament/seating.ts';
import { HttpError } from '../platform/http.ts';
import { editionTournaments, openTablesOf } from './tournaments.ts';

/** The server's randomness for the draw: the platform's cryptographic source, never Math.random. */
export const cryptoRandom: RandomSource = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const tablesOfRow = openTablesOf;
export const seatsAsDrawn = (seats: Awaited<ReturnType<typeof listSeats>>) =>
  seats.map((s) => ({ table: s.tableNo, seat: s.seatNo, playerId: s.registrationId, fixed: s.fixed }));

/** A player's seats (the door's card, the personal page). */
export async function seatsOf(db: Db, registrationId: string): Promise<DoorSeat[]> {
  return seatsOfRegistration(db, registrationId, event.upcoming.year);
}

/**
 * In the check-in's transaction (the registration locked): a seat in each tournament the player is
 * entitled to that starts next, and in any other whose seating is open; a seat already given is
 * kept. A tournament whose every seat is taken gives none (the floor adds a table).
 */
export async function seatAtDoor(trx: Db, reg: { registrationId: string; registrationType: string | null }, by: string | null, random: RandomSource = cryptoRandom): Promise<DoorSeat[]> {
  const tournaments = await editionTournaments(trx);
  const entitled = tournaments.filter((t) => isEntitled(reg.registrationType, t.entitlingLevelIds));
  const counts = await countSeats(trx, entitled.map((t) => t.id));
  const kinds = tournamentsToSeatAtDoor(entitled.map((t) => ({ kind: t.kind, startsAt: t.startsAt.getTime(), seatingOpen: t.seatingOpen, finished: isOver(t, counts.get(t.id)) })));
  for (const t of entitled.filter((x) => kinds.includes(x.kind)).sort((a, b) => a.id - b.id)) {
    const row = (await lockTournament(trx, t.id))!;
    // Seated already, or out already (a check-in undone and done again): their entry stands.
    if (await hasEntry(trx, row.id, reg.registrationId)) continue;
    if (isOver(row, (await countSeats(trx, [row.id])).get(row.id))) continue;
    const seats = await takenSeats(trx, row.id);
    const seat = drawSeat(tablesOfRow(row), seats.map((s) => ({ table: s.tableNo, seat: s.seatNo })), random);
    if (seat) await insertSeat(trx, { tournamentId: row.id, registrationId: reg.registrationId, tableNo: seat.table, seatNo: seat.seat, seatedBy: by });
  }
  return seatsOf(trx, reg.registrationId);
}

/** An undone check-in gives its seats back, under the tournaments' locks (the floor may be putting them out). */
export async function unseat(trx: Db, registrationId: string): Promise<void> {
  await lockTournamentsOf(trx, registrationId);
  await deleteSeatsOf(trx, registrationId);
}

/** Over: its results are published, or one player is left of several (the winner). Nobody new sits in it. */
function isOver(t: TournamentRow, counts: { entries: number; left: number } | undefined): boolean {
  return t.resultsPublishedAt !== null || (counts !== undefined && counts.left === 1 && counts.entries > 1);
}

async function lockedOrMissing(trx: Db, id: number): Promise<TournamentRow> {
  const row = await lockTournament(trx, id);
  if (!row) throw new HttpError(404, 'This tournament does not exist.');
  return row;
}

/** A seat for each entitled checked-in player of the locked tournament without one, in a random order. */
async function drawWaiting(trx: Db, row: TournamentRow, by: AdminActor, random: RandomSource): Promise<{ seated: number; unseated: string[] }> {
  if (isOver(row, (await countSeats(trx, [row.id])).get(row.id))) throw new HttpError(409, `The ${row.name} is over: nobody more can be seated in it.`);
  const seats = await listSeats(trx, row.id);
  const waiting = await checkedInWithoutSeat(trx, row.id, row.entitlingLevelIds);
  const result = drawAll(tablesOfRow(row), seatsAsDrawn(seats), waiting.map((w) => w.registrationId), random);
  for (const s of result.seated) await insertSeat(trx, { tournamentId: row.id, registrationId: s.playerId, tableNo: s.table, seatNo: s.seat, seatedBy: by.name ?? null });
  await insertAuditEntry(trx, { ...by, action: 'night.draw', target: `tournament:${row.id}`, snapshot: { seated: result.seated.length, unseated: result.unseated } });
  const names = new Map(waiting.map((w) => [w.registrationId, `${w.firstName} ${w.lastName}`]));
  return { seated: result.seated.length, unseated: result.unseated.map((playerId) => names.get(playerId) ?? playerId) };
}

/** "Draw seats for everyone checked in": a seat for each entitled checked-in player without one. */
export async function drawForEveryone(db: Kysely<Database>, id: number, by: AdminActor, random: RandomSource = cryptoRandom): Promise<{ seated: number; unseated: string[] }> {
  return db.transaction().execute(async (trx) => drawWaiting(trx, await lockedOrMissing(trx, id), by, random));
}

/** A move by hand (and whether the seat stays fixed); 409 with the reason when the seat cannot be taken. */
export async function moveByHand(db: Kysely<Database>, id: number, registrationId: string, to: { table: number; seat: number; fixed: boolean }, by: AdminActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedOrMissing(trx, id);
    const seats = await listSeats(trx, id);
    const from = seats.find((s) => s.registrationId === registrationId);
    if (!from) throw new HttpError(404, 'This player has no seat in this tournament.');
    const problem = seatProblem(tablesOfRow(row), seatsAsDrawn(seats), registrationId, to);
    if (problem) throw new HttpError(409, problem, { seat: problem });
    await moveSeat(trx, id, registrationId, { tableNo: to.table, seatNo: to.seat, fixed: to.fixed }, by.name ?? null);
    await insertAuditEntry(trx, { ...by, action: 'night.seat', target: registrationId, snapshot: { tournament: id, before: { table: from.tableNo, seat: from.seatNo, fixed: from.fixed }, after: to } });
  });
}

/**
 * Opens (or closes) a tournament's seating at the door. Opening it also draws the seats of everyone
 * checked in for it already (an All In player who arrived for the Main Event), in the same
 * transaction: later arrivals get theirs at the door.
 */
export async function setSeatingOpen(db: Kysely<Database>, id: number, open: boolean, by: AdminActor, random: RandomSource = cryptoRandom): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedOrMissing(trx, id);
    await setTournamentFields(trx, id, { seatingOpen: open });
    await insertAuditEntry(trx, { ...by, action: 'night.seating', target: `tournament:${id}`, snapshot: { open } });
    if (open && !row.seatingOpen) await drawWaiting(trx, row, by, random);
  });
}
