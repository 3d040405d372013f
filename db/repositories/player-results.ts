// A player's lines of the published results (published_results, kept apart from the registrations):
// what their personal page shows once a tournament's results are published.
import type { Db } from '../database.ts';
import type { PlayerResult } from '../../src/domain/tournament/contract.ts';

/** The player's places in the published tournaments, the earliest tournament first. */
export async function publishedResultsOf(db: Db, registrationId: string): Promise<PlayerResult[]> {
  return db
    .selectFrom('publishedResults as r')
    .innerJoin('tournaments as t', 't.id', 'r.tournamentId')
    .select(['t.name as tournament', 'r.place', 'r.tied', 'r.prize'])
    .where('r.registrationId', '=', registrationId)
    .where('t.resultsPublishedAt', 'is not', null)
    .orderBy('t.startsAt')
    .orderBy('t.id')
    .execute();
}

/** The name and company the player's published rows show (their listing changed); how many rows there are. */
export async function setPublishedName(db: Db, registrationId: string, listed: { name: string; company: string | null }): Promise<number> {
  const result = await db.updateTable('publishedResults').set(listed).where('registrationId', '=', registrationId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
