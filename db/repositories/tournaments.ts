// The tournament night's rows: each tournament's set-up and clock, its seats, the TV's board links.
// A seat is drawn under the tournament's row lock (lockTournament), so draws of one tournament run
// one at a time; the unique (tournament, table, seat) key stands behind it.
import { sql } from 'kysely';
import type { Db, TournamentRow, TournamentSeat } from '../database.ts';
import type { ClockState } from '../../src/domain/tournament/clock.ts';
import type { Step, TournamentKind } from '../../src/domain/tournament/structure.ts';

export interface TournamentValues {
  name: string;
  startsAt: Date;
  tableCount: number;
  seatsPerTable: number;
  startingStack: number;
  entitlingLevelIds: string[];
  structure: Step[];
}

/** The edition's tournaments, the earliest start first. */
export async function listTournaments(db: Db, editionYear: number): Promise<TournamentRow[]> {
  return db.selectFrom('tournaments').selectAll().where('editionYear', '=', editionYear).orderBy('startsAt').orderBy('id').execute();
}

/** Adds the tournament unless the edition has it already (two first readers at once add it once). */
export async function insertTournament(db: Db, editionYear: number, kind: TournamentKind, values: TournamentValues): Promise<void> {
  await db
    .insertInto('tournaments')
    .values({ editionYear, kind, ...values, structure: JSON.stringify(values.structure) })
    .onConflict((oc) => oc.columns(['editionYear', 'kind']).doNothing())
    .execute();
}

/**
 * Locks the tournaments a registration plays (has a row in), in id order, after the registration's
 * own lock: a change to the player (a check-in undone, a new results listing) waits for the floor's
 * change of the same tournament, and the floor's for it. Locks are always taken registration first,
 * then tournaments in id order (the check-in's order), so two never wait on each other.
 */
export async function lockTournamentsOf(db: Db, registrationId: string): Promise<void> {
  const rows = await db.selectFrom('tournamentSeats').select('tournamentId').where('registrationId', '=', registrationId).orderBy('tournamentId').execute();
  for (const { tournamentId } of rows) await lockTournament(db, tournamentId);
}

/** The tournament's row, locked until the transaction ends: its seat draws and clock changes run one at a time. */
export async function lockTournament(db: Db, id: number): Promise<TournamentRow | undefined> {
  return db.selectFrom('tournaments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findTournament(db: Db, id: number): Promise<TournamentRow | undefined> {
  return db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Saves the set-up if the row is still at `version` (bumping it); undefined when someone saved meanwhile. */
export async function updateTournamentSetup(db: Db, id: number, version: number, values: TournamentValues, clock: ClockState): Promise<TournamentRow | undefined> {
  return db
    .updateTable('tournaments')
    .set({ ...values, structure: JSON.stringify(values.structure), ...clockColumns(clock), version: sql<number>`version + 1`, updatedAt: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

const clockColumns = (clock: ClockState) => ({
  clockStep: clock.stepIndex,
  clockStepStartedAt: clock.stepStartedAt === null ? null : new Date(clock.stepStartedAt),
  clockPausedAt: clock.pausedAt === null ? null : new Date(clock.pausedAt),
});

export async function setTournamentClock(db: Db, id: number, clock: ClockState): Promise<TournamentRow> {
  return db.updateTable('tournaments').set({ ...clockColumns(clock), updatedAt: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function setTournamentFields(
  db: Db,
  id: number,
  fields: { seatingOpen?: boolean; playersLeft?: number | null; brokenTables?: number[]; handsRecorded?: number; prizePoolCents?: number | null; prizes?: string; resultsPublishedAt?: Date | null },
): Promise<TournamentRow> {
  return db.updateTable('tournaments').set({ ...fields, updatedAt: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Places paid or comped at these levels, not canceled: the players a tournament expects. */
export async function countPlayersAt(db: Db, levelIds: readonly string[]): Promise<number> {
  if (levelIds.length === 0) return 0;
  const row = await db
    .selectFrom('registrations')
    // The places sold: an order's seats, named or not (its players' rows take none).
    .select(sql<number>`coalesce(sum(seats), 0)::int`.as('n'))
    .where('registrationType', 'in', [...levelIds])
    .where('paymentStatus', 'in', ['paid', 'comped'])
    .where('status', '<>', 'canceled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type SeatWithName = Omit<TournamentSeat, 'tableNo' | 'seatNo'> & { tableNo: number; seatNo: number; firstName: string; lastName: string };
export type OutWithName = TournamentSeat & { finishPlace: number; handNo: number; firstName: string; lastName: string };

/** The tournament's rows (seated and out) with the players' names. */
const entriesWithNames = (db: Db, tournamentId: number) =>
  db
    .selectFrom('tournamentSeats as s')
    .innerJoin('registrations as r', 'r.registrationId', 's.registrationId')
    .selectAll('s')
    .select(['r.firstName', 'r.lastName'])
    .where('s.tournamentId', '=', tournamentId);

/** The tournament's seated players with their names (names only: the floor sees nothing else); players out are not here. */
export async function listSeats(db: Db, tournamentId: number): Promise<SeatWithName[]> {
  const rows = await entriesWithNames(db, tournamentId)
    .where('s.finishPlace', 'is', null)
    .orderBy('s.tableNo')
    .orderBy('s.seatNo')
    .execute();
  return rows as SeatWithName[];
}

/** The tournament's players out, best place first (the last hand first among equals). */
export async function listOut(db: Db, tournamentId: number): Promise<OutWithName[]> {
  const rows = await entriesWithNames(db, tournamentId)
    .where('s.finishPlace', 'is not', null)
    .orderBy('s.finishPlace')
    .orderBy('s.handNo', 'desc')
    .orderBy('r.lastName')
    .orderBy('r.firstName')
    .execute();
  return rows as OutWithName[];
}

/** Whether the registration has a row in the tournament: seated, or out. */
export async function hasEntry(db: Db, tournamentId: number, registrationId: string): Promise<boolean> {
  const row = await db.selectFrom('tournamentSeats').select('registrationId').where('tournamentId', '=', tournamentId).where('registrationId', '=', registrationId).executeTakeFirst();
  return row !== undefined;
}

/** The tournament's seats taken (the door's draw reads only these, under the tournament's lock). */
export async function takenSeats(db: Db, tournamentId: number): Promise<{ registrationId: string; tableNo: number; seatNo: number }[]> {
  const rows = await db.selectFrom('tournamentSeats').select(['registrationId', 'tableNo', 'seatNo']).where('tournamentId', '=', tournamentId).where('finishPlace', 'is', null).execute();
  return rows as { registrationId: string; tableNo: number; seatNo: number }[];
}

/** Per tournament: its entries (every player seated in it, out or not) and the players still in. */
export async function countSeats(db: Db, tournamentIds: readonly number[]): Promise<Map<number, { entries: number; left: number }>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournamentSeats')
    .select(['tournamentId', sql<number>`count(*)::int`.as('n'), sql<number>`(count(*) filter (where finish_place is null))::int`.as('left')])
    .where('tournamentId', 'in', [...tournamentIds])
    .groupBy('tournamentId')
    .execute();
  return new Map(rows.map((r) => [r.tournamentId, { entries: Number(r.n), left: Number(r.left) }]));
}

/** A registration's seats in play, with their tournaments' names (the door's card, the personal page). */
export async function seatsOfRegistration(db: Db, registrationId: string, editionYear: number) {
  return db
    .selectFrom('tournamentSeats as s')
    .innerJoin('tournaments as t', 't.id', 's.tournamentId')
    .select(['t.name as tournament', 's.tableNo as table', 's.seatNo as seat'])
    .where('s.registrationId', '=', registrationId)
    .where('t.editionYear', '=', editionYear)
    .where('s.finishPlace', 'is', null)
    // Once a tournament's results are out, its winner's seat is history: the results say the rest.
    .where('t.resultsPublishedAt', 'is', null)
    .orderBy('t.startsAt')
    .execute() as Promise<{ tournament: string; table: number; seat: number }[]>;
}

export async function insertSeat(db: Db, seat: { tournamentId: number; registrationId: string; tableNo: number; seatNo: number; seatedBy: string | null; fixed?: boolean }): Promise<void> {
  await db.insertInto('tournamentSeats').values(seat).execute();
}

/** Moves a seated player (the caller checked the seat is free under the tournament's lock). */
export async function moveSeat(db: Db, tournamentId: number, registrationId: string, to: { tableNo: number; seatNo: number; fixed: boolean }, by: string | null): Promise<boolean> {
  const moved = await db
    .updateTable('tournamentSeats')
    .set({ ...to, seatedBy: by, seatedAt: new Date() })
    .where('tournamentId', '=', tournamentId)
    .where('registrationId', '=', registrationId)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** An undone check-in gives its seats back (a place already finished in stays in the standings). */
export async function deleteSeatsOf(db: Db, registrationId: string): Promise<void> {
  await db.deleteFrom('tournamentSeats').where('registrationId', '=', registrationId).where('finishPlace', 'is', null).execute();
}

/** Checked in at these levels (paid or comped, not canceled) and not seated in the tournament: names only. */
export async function checkedInWithoutSeat(db: Db, tournamentId: number, levelIds: readonly string[]) {
  if (levelIds.length === 0) return [];
  return db
    .selectFrom('registrations as r')
    .select(['r.registrationId', 'r.firstName', 'r.lastName'])
    .where('r.checkedInAt', 'is not', null)
    .where('r.registrationType', 'in', [...levelIds])
    .where('r.paymentStatus', 'in', ['paid', 'comped'])
    .where('r.status', '<>', 'canceled')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('tournamentSeats as s').select('s.registrationId').where('s.tournamentId', '=', tournamentId).whereRef('s.registrationId', '=', 'r.registrationId'))))
    .orderBy('r.checkedInAt')
    .execute();
}

export async function insertDisplayLink(db: Db, link: { tournamentId: number; tokenHash: string; createdBy: string | null }): Promise<void> {
  await db.insertInto('tournamentDisplayLinks').values(link).execute();
}

export async function revokeDisplayLink(db: Db, id: number): Promise<boolean> {
  const r = await db.updateTable('tournamentDisplayLinks').set({ revokedAt: new Date() }).where('id', '=', id).where('revokedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function listDisplayLinks(db: Db, tournamentId: number) {
  return db.selectFrom('tournamentDisplayLinks').select(['id', 'createdAt', 'createdBy']).where('tournamentId', '=', tournamentId).where('revokedAt', 'is', null).orderBy('id').execute();
}

/** The tournament a board link opens, while it is not revoked. */
export async function findDisplayLink(db: Db, tokenHash: string) {
  return db.selectFrom('tournamentDisplayLinks').select(['id', 'tournamentId']).where('tokenHash', '=', tokenHash).where('revokedAt', 'is', null).executeTakeFirst();
}
