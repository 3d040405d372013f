// Eliminations from the floor's phones, and the undo of the last one. Each is one transaction under
// the tournament's row lock (lockTournament) that re-reads the seats: two phones eliminating at two
// tables at once take turns, so each hand counts the players in after the other and the places never
// repeat; a player moved by a balancing move meanwhile is still one row, seated or out. A player out
// keeps their row with the seat emptied (the database refuses a row both seated and out). Then the
// clock's cached copy is purged: its players left and average stack follow at once.
import type { Kysely } from 'kysely';
import type { Database, Db, TournamentRow } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { findEntrant, markOut, seatAgain } from '../../../db/repositories/tournament-floor.ts';
import { listOut, listSeats, lockTournament, setTournamentFields, takenSeats } from '../../../db/repositories/tournaments.ts';
import type { EliminateInput } from '../../../src/domain/tournament/floor-input.ts';
import { handOutProblem, placesOfHand } from '../../../src/domain/tournament/places.ts';
import { drawSeat, type RandomSource, type Seat } from '../../../src/domain/tournament/seating.ts';
import { clock } from '../platform/clock.ts';
import { HttpError } from '../platform/http.ts';
import { purgeNightClock } from './clock.ts';
import { tablesChanged } from './floor-moves.ts';
import { cryptoRandom } from './seats.ts';
import { openTablesOf } from './tournaments.ts';

const refused = (message: string, status = 409) => new HttpError(status, message, { players: message });
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const names = (ps: readonly { firstName: string; lastName: string }[]) => {
  const all = ps.map(fullName);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
};

/** The tournament, locked; refused once its results are published (its places are on the site). */
async function lockedInPlay(trx: Db, id: number): Promise<TournamentRow> {
  const row = await lockTournament(trx, id);
  if (!row) throw new HttpError(404, 'This tournament does not exist.');
  if (row.resultsPublishedAt) throw new HttpError(409, 'The results of this tournament are published: its places can no longer change.');
  return row;
}

/** Why this player cannot go out now (not in this tournament's seats, or out already), naming them. */
async function notSeated(trx: Db, id: number, registrationId: string): Promise<HttpError> {
  const entrant = await findEntrant(trx, id, registrationId);
  // Named only when they play this tournament: an id from elsewhere tells the floor nothing.
  if (!entrant || entrant.tournamentId === null) return refused('This player is not seated in this tournament.');
  if (entrant.finishPlace !== null) return refused(`${fullName(entrant)} is out already, in place ${entrant.finishPlace}.`);
  return refused(`${fullName(entrant)} is not seated in this tournament.`);
}

/**
 * The players out in one hand: each is given the next place down (players in one hand ranked by their
 * stacks at its start, else tied), their seat is emptied, and the floor's own count of players left
 * is dropped, so the clock counts the players still seated. `idOfCode` reads a scanned check-in
 * code (the check-in folder's, passed in by the function: check-in already needs the night's seats).
 */
export async function eliminate(db: Kysely<Database>, id: number, input: EliminateInput, by: AdminActor, idOfCode: (code: string) => string | null, now: Date = clock.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedInPlay(trx, id);
    const seats = await listSeats(trx, id);
    const hand: { seat: (typeof seats)[number]; stack: number | null }[] = [];
    for (const p of input.players) {
      const registrationId = p.registrationId ?? (p.code ? idOfCode(p.code) : null);
      if (!registrationId) throw refused(p.code ? 'That code is not a check-in code of this site: pick the player on the table view.' : 'Choose the players out', 400);
      const seat = seats.find((s) => s.registrationId === registrationId);
      if (!seat) throw await notSeated(trx, id, registrationId);
      if (hand.some((h) => h.seat === seat)) throw refused(`${fullName(seat)} is listed twice.`);
      hand.push({ seat, stack: p.stack ?? null });
    }
    const problem = handOutProblem(seats.length, hand.length);
    if (problem) throw refused(problem);
    const handNo = row.handsRecorded + 1;
    const places = placesOfHand(seats.length, hand.map((h) => ({ playerId: h.seat.registrationId, stack: h.stack })));
    for (const [i, h] of hand.entries()) {
      // Read under the lock a moment ago; a check-in undone without it since would leave nothing to mark.
      if (!(await markOut(trx, id, h.seat.registrationId, { finishPlace: places[i]!.place, handNo, handStack: h.stack, outAt: now, outBy: by.name ?? null }))) throw new HttpError(409, tablesChanged);
    }
    await setTournamentFields(trx, id, { playersLeft: null, handsRecorded: handNo });
    await insertAuditEntry(trx, {
      ...by,
      action: 'night.eliminate',
      target: `tournament:${id}`,
      snapshot: { hand: handNo, playersIn: seats.length, out: hand.map((h, i) => ({ registrationId: h.seat.registrationId, place: places[i]!.place, stack: h.stack, table: h.seat.tableNo, seat: h.seat.seatNo })) },
    });
  });
  await purgeNightClock();
}

/**
 * Takes back the last hand's eliminations, when `hand` is still the last one (the phone's screen may
 * be behind another's): each player returns to their seat when it is still free at an open table,
 * else draws one as at the door.
 */
export async function undoLastHand(db: Kysely<Database>, id: number, hand: number, by: AdminActor, random: RandomSource = cryptoRandom): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedInPlay(trx, id);
    const out = await listOut(trx, id);
    const last = Math.max(0, ...out.map((o) => o.handNo));
    if (last === 0) throw new HttpError(409, 'There is no elimination to undo.');
    const players = out.filter((o) => o.handNo === last);
    if (hand !== last) throw new HttpError(409, `That is no longer the last elimination: the last one out is ${names(players)}. Look again before you undo.`);
    const tables = openTablesOf(row);
    const taken: Seat[] = (await takenSeats(trx, id)).map((s) => ({ table: s.tableNo, seat: s.seatNo }));
    const back: { registrationId: string; before: Seat | null; after: Seat }[] = [];
    for (const p of players) {
      const before = p.outTableNo !== null && p.outSeatNo !== null ? { table: p.outTableNo, seat: p.outSeatNo } : null;
      const free = before !== null && tables.some((t) => t.table === before.table && before.seat <= t.seats) && !taken.some((s) => s.table === before.table && s.seat === before.seat);
      const seat = free ? before : drawSeat(tables, taken, random);
      if (!seat) throw new HttpError(409, `There is no open seat for ${fullName(p)}: add a table, then undo again.`);
      taken.push(seat);
      await seatAgain(trx, id, p.registrationId, { tableNo: seat.table, seatNo: seat.seat }, by.name ?? null);
      back.push({ registrationId: p.registrationId, before, after: seat });
    }
    await insertAuditEntry(trx, { ...by, action: 'night.undo', target: `tournament:${id}`, snapshot: { hand: last, players: back.map((b, i) => ({ ...b, place: players[i]!.finishPlace })) } });
  });
  await purgeNightClock();
}
