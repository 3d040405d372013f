// The standings as published (published_results): a snapshot per tournament, written when the
// organizer publishes it (again after a correction: the snapshot is replaced), and read by the
// public results and the export. Kept whatever happens to the registrations later, so past
// editions' results stay; a player's name and company follow their results listing.
import type { Db, TournamentRow } from '../database.ts';
import type { PublishedRow } from '../../src/domain/tournament/published-results.ts';

/** Replaces the tournament's snapshot with `rows`, in standings order. */
export async function replacePublishedResults(db: Db, tournamentId: number, rows: readonly PublishedRow[]): Promise<void> {
  await db.deleteFrom('publishedResults').where('tournamentId', '=', tournamentId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('publishedResults')
    .values(rows.map((row, i) => ({ ...row, tournamentId, rowNo: i + 1 })))
    .execute();
}

/** The editions with a tournament published, newest first. */
export async function publishedEditions(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('tournaments').select('editionYear').distinct().where('resultsPublishedAt', 'is not', null).orderBy('editionYear', 'desc').execute();
  return rows.map((r) => r.editionYear);
}

/** The edition's published tournaments, the earliest start first. */
export async function publishedTournaments(db: Db, editionYear: number): Promise<TournamentRow[]> {
  return db.selectFrom('tournaments').selectAll().where('editionYear', '=', editionYear).where('resultsPublishedAt', 'is not', null).orderBy('startsAt').orderBy('id').execute();
}

/** The tournaments' published rows, in standings order. */
export async function publishedRowsOf(db: Db, tournamentIds: readonly number[]) {
  if (tournamentIds.length === 0) return [];
  return db
    .selectFrom('publishedResults')
    .select(['tournamentId', 'place', 'tied', 'name', 'company', 'prize', 'amountCents'])
    .where('tournamentId', 'in', [...tournamentIds])
    .orderBy('tournamentId')
    .orderBy('rowNo')
    .execute();
}

/** What the public results may show of these players: their names, company and listing choice. */
export async function listingsOf(db: Db, registrationIds: readonly string[]) {
  if (registrationIds.length === 0) return [];
  return db
    .selectFrom('registrations')
    .select(['registrationId', 'firstName', 'lastName', 'company', 'resultsListing'])
    .where('registrationId', 'in', [...registrationIds])
    .execute();
}
