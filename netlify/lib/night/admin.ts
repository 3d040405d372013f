// What the floor's screen in /admin reads: each tournament with its set-up, clock, seats (names
// only), the checked-in players still without a seat, and its display links.
import type { Kysely } from 'kysely';
import type { Database, TournamentRow } from '../../../db/database.ts';
import { checkedInWithoutSeat, findTournament, listDisplayLinks, listSeats } from '../../../db/repositories/tournaments.ts';
import type { AdminNight, AdminTournament } from '../../../src/domain/tournament/contract.ts';
import { HttpError } from '../platform/http.ts';
import { isoTime } from '../platform/iso-time.ts';
import { clockTournament, editionTournaments, registrationLevels, setupOf } from './tournaments.ts';

async function adminTournament(db: Kysely<Database>, row: TournamentRow): Promise<AdminTournament> {
  const [seats, unseated, links] = await Promise.all([listSeats(db, row.id), checkedInWithoutSeat(db, row.id, row.entitlingLevelIds), listDisplayLinks(db, row.id)]);
  return {
    ...clockTournament(row, seats.length),
    version: row.version,
    setup: setupOf(row),
    seatingOpen: row.seatingOpen,
    seats: seats.map((s) => ({ registrationId: s.registrationId, firstName: s.firstName, lastName: s.lastName, table: s.tableNo, seat: s.seatNo, fixed: s.fixed })),
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
