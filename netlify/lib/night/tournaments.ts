// The edition's tournaments (the Main Event and the Second Chance Tournament): created with the
// defaults the first time anyone needs them (src/domain/tournament/setup.ts: levels that entitle by
// their names, tables enough for the places sold, the default structure, the start from the
// schedule), their set-up saved from /admin, and the answers every screen reads.
import type { Kysely } from 'kysely';
import type { Database, Db, TournamentRow } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { countPlayersAt, countSeats, listTournaments, lockTournament, updateTournamentSetup, type TournamentValues } from '../../../db/repositories/tournaments.ts';
import schedule from '../../../src/content/schedule.json' with { type: 'json' };
import { event } from '../../../src/data/event.ts';
import { getRegistrationLevels } from '../../../src/data/levels.ts';
import type { ClockTournament } from '../../../src/domain/tournament/contract.ts';
import { clockAfterEdit, type ClockState } from '../../../src/domain/tournament/clock.ts';
import { defaultEntitlingLevelIds } from '../../../src/domain/tournament/entitlements.ts';
import { tablesOf, type TableSeats } from '../../../src/domain/tournament/seating.ts';
import { defaultSetup, scheduleWallClock, type TournamentSetup } from '../../../src/domain/tournament/setup.ts';
import { tournamentKinds, type TournamentKind } from '../../../src/domain/tournament/structure.ts';
import { fromVenueLocalTime, venueLocalTime } from '../../../src/domain/venue-time.ts';
import { insertTournament } from '../../../db/repositories/tournaments.ts';
import { clock } from '../platform/clock.ts';
import { HttpError } from '../platform/http.ts';

/** The schedule item each tournament starts with (its time is the default start), and the time when it is missing. */
const scheduledStart: Record<TournamentKind, { title: RegExp; fallback: string }> = {
  'main-event': { title: /tournament begins/i, fallback: '1:00 PM' },
  'second-chance': { title: /evening play|second chance/i, fallback: '7:15 PM' },
};

function defaultStart(kind: TournamentKind): string {
  const night = event.upcoming.startDate;
  const item = schedule.days[0]?.items.find((i) => scheduledStart[kind].title.test(i.title));
  return scheduleWallClock(night, item?.time ?? '') ?? scheduleWallClock(night, scheduledStart[kind].fallback)!;
}

const levels = () => getRegistrationLevels().map((l) => ({ id: l.id, name: l.name }));

/** The set-up's values as stored (the start on the venue's clock becomes an instant). */
export function storedValues(setup: TournamentSetup): TournamentValues {
  const startsAt = fromVenueLocalTime(setup.startsAt, clock.timeZone());
  if (!startsAt) throw new HttpError(400, 'Enter the start as a date and time, for example 2026-09-24 13:00', { startsAt: 'Enter the start as a date and time, for example 2026-09-24 13:00' });
  return { ...setup, startsAt, structure: [...setup.structure] };
}

export const clockOf = (row: TournamentRow): ClockState => ({
  stepIndex: row.clockStep,
  stepStartedAt: row.clockStepStartedAt?.getTime() ?? null,
  pausedAt: row.clockPausedAt?.getTime() ?? null,
});

export const setupOf = (row: TournamentRow): TournamentSetup => ({
  name: row.name,
  tableCount: row.tableCount,
  seatsPerTable: row.seatsPerTable,
  startingStack: row.startingStack,
  startsAt: venueLocalTime(row.startsAt, clock.timeZone()),
  entitlingLevelIds: row.entitlingLevelIds,
  structure: row.structure,
});

/** The edition's tournaments, created with their defaults when missing. */
export async function editionTournaments(db: Db): Promise<TournamentRow[]> {
  const year = event.upcoming.year;
  const rows = await listTournaments(db, year);
  if (rows.length === tournamentKinds.length) return rows;
  for (const kind of tournamentKinds.filter((k) => !rows.some((r) => r.kind === k))) {
    const expectedPlayers = await countPlayersAt(db, defaultEntitlingLevelIds(kind, levels()));
    await insertTournament(db, year, kind, storedValues(defaultSetup(kind, { levels: levels(), expectedPlayers, startsAt: defaultStart(kind) })));
  }
  return listTournaments(db, year);
}

/** The tables in play: 1 to the table count, less the tables broken. */
export const openTablesOf = (row: TournamentRow): TableSeats[] => tablesOf(row.tableCount, row.seatsPerTable).filter((t) => !row.brokenTables.includes(t.table));

/**
 * What every screen shows of a tournament: no personal data. The players left are those still
 * seated once anyone is out; before that, the floor's count when it set one (players who bought in
 * without a seat on the site), else the entries.
 */
export function clockTournament(row: TournamentRow, counts: { entries: number; left: number } = { entries: 0, left: 0 }): ClockTournament {
  const { entries, left } = counts;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    structure: row.structure,
    clock: clockOf(row),
    entries,
    playersLeft: left < entries ? left : (row.playersLeft ?? entries),
    startingStack: row.startingStack,
    startsAt: row.startsAt.toISOString(),
    prizes: row.prizes,
  };
}

/** GET /api/night/clock: the edition's tournaments as the clock shows them. */
export async function nightClock(db: Kysely<Database>, now: Date): Promise<{ tournaments: ClockTournament[]; generatedAt: number }> {
  const rows = await editionTournaments(db);
  const entries = await countSeats(db, rows.map((r) => r.id));
  return { tournaments: rows.map((r) => clockTournament(r, entries.get(r.id))), generatedAt: now.getTime() };
}

export const registrationLevels = levels;

/**
 * Saves a tournament's set-up (a structure in use may be corrected: the clock stays on the same
 * level with the time played kept, clockAfterEdit). 404 unknown; undefined when saved meanwhile.
 */
export async function saveSetup(db: Kysely<Database>, id: number, version: number, setup: TournamentSetup, by: AdminActor, now: Date): Promise<TournamentRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await lockTournament(trx, id);
    if (!before) throw new HttpError(404, 'This tournament does not exist.');
    const values = storedValues(setup);
    const clockNow = clockAfterEdit(before.structure, values.structure, clockOf(before), now.getTime());
    const after = await updateTournamentSetup(trx, id, version, values, clockNow);
    if (!after) return undefined;
    await insertAuditEntry(trx, { ...by, action: 'night.setup', target: `tournament:${id}`, snapshot: { before: setupOf(before), after: setup } });
    return after;
  });
}
