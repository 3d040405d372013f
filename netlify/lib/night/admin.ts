// What the floor's screen in /admin reads: each tournament with its set-up, clock, seats (names
// only), the players out with their places, what the room has to do now (a balancing move, a table
// to break), the checked-in players still without a seat, the prizes and its display links.
import type { Kysely } from 'kysely';
import type { Database, TournamentRow } from '../../../db/database.ts';
import { checkedInWithoutSeat, findTournament, listDisplayLinks, listOut, listSeats } from '../../../db/repositories/tournaments.ts';
import type { AdminNight, AdminTournament } from '../../../src/domain/tournament/contract.ts';
import { isTied } from '../../../src/domain/tournament/places.ts';
import { HttpError } from '../platform/http.ts';
import { isoTime } from '../platform/iso-time.ts';
import { floorTaskOf } from './floor-moves.ts';
import { clockTournament, editionTournaments, openTablesOf, registrationLevels, setupOf } from './tournaments.ts';

async function adminTournament(db: Kysely<Database>, row: TournamentRow): Promise<AdminTournament> {
  const [seats, out, unseated, links] = await Promise.all([
    listSeats(db, row.id),
    listOut(db, row.id),
    checkedInWithoutSeat(db, row.id, row.entitlingLevelIds),
    listDisplayLinks(db, row.id),
  ]);
  const tables = openTablesOf(row);
  const entries = seats.length + out.length;
  return {
    ...clockTournament(row, { entries, left: seats.length }),
    version: row.version,
    setup: setupOf(row),
    seatingOpen: row.seatingOpen,
    openTables: tables.map((t) => t.table),
    seats: seats.map((s) => ({ registrationId: s.registrationId, firstName: s.firstName, lastName: s.lastName, table: s.tableNo, seat: s.seatNo, fixed: s.fixed })),
    out: out.map((o) => ({
      registrationId: o.registrationId,
      firstName: o.firstName,
      lastName: o.lastName,
      place: o.finishPlace,
      tied: isTied(o.finishPlace, out.map((x) => x.finishPlace)),
      hand: o.handNo,
      table: o.outTableNo,
      seat: o.outSeatNo,
    })),
    task: floorTaskOf(row, seats),
    prizePoolCents: row.prizePoolCents,
    finished: out.length > 0 && seats.length === 1,
    resultsPublishedAt: isoTime(row.resultsPublishedAt),
    unseated,
    displayLinks: links.map((l) => ({ id: l.id, createdAt: isoTime(l.createdAt)!, createdBy: l.createdBy })),
  };
}

export async function adminNight(db: Kysely<Database>): Promise<AdminNight> {
  const rows = await editionTournaments(db);
  const tournaments: AdminTournament[] = [];
  for (const row of rows) tournaments.push(await adminTournament(db, row));
  return { tournaments, levels: registrationLevels() };
}

/** One tournament as the floor's screen shows it now (after a change). */
export async function adminTournamentNow(db: Kysely<Database>, id: number): Promise<AdminTournament> {
  const row = await findTournament(db, id);
  if (!row) throw new HttpError(404, 'This tournament does not exist.');
  return adminTournament(db, row);
}
