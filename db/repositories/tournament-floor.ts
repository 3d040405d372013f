// The floor's writes once a tournament is in play: a player out keeps their one row with the seat
// emptied and a place set (and an undo sets it back), and many seats redrawn at once (the final
// table). The caller holds the tournament's lock (lockTournament) and has checked what it depends on.
import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** A player as the floor's refusals name them, with their row in the tournament if they have one. */
export async function findEntrant(db: Db, tournamentId: number, registrationId: string) {
  return db
    .selectFrom('registrations as r')
    .leftJoin('tournamentSeats as s', (join) => join.onRef('s.registrationId', '=', 'r.registrationId').on('s.tournamentId', '=', tournamentId))
    .select(['r.firstName', 'r.lastName', 's.tournamentId', 's.finishPlace'])
    .where('r.registrationId', '=', registrationId)
    .executeTakeFirst();
}

/** A seated player goes out: their place and hand, and where they sat; the seat is emptied. False when they were not seated. */
export async function markOut(
  db: Db,
  tournamentId: number,
  registrationId: string,
  out: { finishPlace: number; handNo: number; handStack: number | null; outAt: Date; outBy: string | null },
): Promise<boolean> {
  const marked = await db
    .updateTable('tournamentSeats')
    .set({ ...out, outTableNo: sql`table_no`, outSeatNo: sql`seat_no`, tableNo: null, seatNo: null })
    .where('tournamentId', '=', tournamentId)
    .where('registrationId', '=', registrationId)
    .where('finishPlace', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** A player out is seated again (an undone elimination): their place and hand are cleared. */
export async function seatAgain(db: Db, tournamentId: number, registrationId: string, seat: { tableNo: number; seatNo: number }, by: string | null): Promise<void> {
  await db
    .updateTable('tournamentSeats')
    .set({ ...seat, seatedAt: new Date(), seatedBy: by, finishPlace: null, handNo: null, handStack: null, outAt: null, outBy: null, outTableNo: null, outSeatNo: null })
    .where('tournamentId', '=', tournamentId)
    .where('registrationId', '=', registrationId)
    .where('finishPlace', 'is not', null)
    .execute();
}

/**
 * Seated players moved at once, where one may take a seat another is leaving (the final table drawn
 * afresh). The unique (tournament, table, seat) key is checked row by row, so each goes first to a
 * seat nobody has (the negative of its new number), then to the seat itself.
 */
export async function moveSeats(db: Db, tournamentId: number, moves: readonly { registrationId: string; tableNo: number; seatNo: number; fixed: boolean }[], by: string | null): Promise<void> {
  for (const sign of [-1, 1]) {
    for (const m of moves) {
      await db
        .updateTable('tournamentSeats')
        .set({ tableNo: m.tableNo, seatNo: sign * m.seatNo, fixed: m.fixed, seatedBy: by, seatedAt: new Date() })
        .where('tournamentId', '=', tournamentId)
        .where('registrationId', '=', m.registrationId)
        .where('finishPlace', 'is', null)
        .execute();
    }
  }
}
