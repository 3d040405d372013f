// Publishing a tournament's results, and the public answer that reads them. Publishing takes the
// tournament's row lock and, in one transaction, checks it has ended (one player seated, at least
// one out), snapshots the standings into published_results (replacing an earlier snapshot: an
// organizer may publish again after a correction) and marks it published; the CDN's copy of the
// results is purged after the commit. The snapshot names each player as their results listing
// says, and follows a later change of that choice (relistPlayer).
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { setPublishedName } from '../../../db/repositories/player-results.ts';
import { listingsOf, publishedEditions, publishedRowsOf, publishedTournaments, replacePublishedResults } from '../../../db/repositories/published-results.ts';
import { listOut, listSeats, lockTournament, setTournamentFields } from '../../../db/repositories/tournaments.ts';
import type { EditionResults } from '../../../src/domain/tournament/contract.ts';
import { badEditionMessage, editionAsked, noResultsMessage, publishedStandings, type Finisher } from '../../../src/domain/tournament/published-results.ts';
import { listedAs } from '../../../src/domain/tournament/results-listing.ts';
import { purgeTag, resultsTag } from '../platform/cdn-cache.ts';
import { HttpError } from '../platform/http.ts';
import { isoTime } from '../platform/iso-time.ts';

export const purgeResults = (): Promise<void> => purgeTag(resultsTag);

export const nobodyPlayedMessage = 'Nobody has played this tournament: there are no results to publish.';
export const stillRunningMessage = (left: number): string => `The tournament is still running: ${left} ${left === 1 ? 'player' : 'players'} left.`;

export async function publishResults(db: Kysely<Database>, id: number, by: AdminActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockTournament(trx, id);
    if (!row) throw new HttpError(404, 'This tournament does not exist.');
    const seats = await listSeats(trx, id);
    const out = await listOut(trx, id);
    if (seats.length + out.length === 0) throw new HttpError(409, nobodyPlayedMessage);
    // Finished: exactly one player seated (the winner) and at least one out (netlify/lib/night/admin.ts).
    if (seats.length !== 1 || out.length === 0) throw new HttpError(409, stillRunningMessage(seats.length));
    const listings = new Map((await listingsOf(trx, [...seats, ...out].map((s) => s.registrationId))).map((l) => [l.registrationId, l]));
    const finisher = (registrationId: string, place: number): Finisher => {
      const player = listings.get(registrationId)!;
      return { registrationId, place, firstName: player.firstName, lastName: player.lastName, company: player.company, listing: player.resultsListing };
    };
    const rows = publishedStandings(
      finisher(seats[0]!.registrationId, 1),
      out.map((o) => finisher(o.registrationId, o.finishPlace)),
      row.prizes,
    );
    await replacePublishedResults(trx, id, rows);
    await setTournamentFields(trx, id, { resultsPublishedAt: now });
    await insertAuditEntry(trx, {
      ...by,
      action: 'night.publish',
      target: `tournament:${id}`,
      snapshot: { before: isoTime(row.resultsPublishedAt), after: isoTime(now), standings: rows.map((r) => ({ place: r.place, tied: r.tied, registrationId: r.registrationId, prize: r.prize })) },
    });
  });
  await purgeResults();
}

export const notPublishedMessage = 'The results of this tournament are not published.';

/**
 * Takes a tournament's results off the site, so the organizer can correct a place or a prize (the
 * eliminations, undo and prizes are refused while they are published) and publish again.
 */
export async function withdrawResults(db: Kysely<Database>, id: number, by: AdminActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockTournament(trx, id);
    if (!row) throw new HttpError(404, 'This tournament does not exist.');
    if (!row.resultsPublishedAt) throw new HttpError(409, notPublishedMessage);
    await replacePublishedResults(trx, id, []);
    await setTournamentFields(trx, id, { resultsPublishedAt: null });
    await insertAuditEntry(trx, { ...by, action: 'night.withdraw', target: `tournament:${id}`, snapshot: { before: isoTime(row.resultsPublishedAt), after: null } });
  });
  await purgeResults();
}

/**
 * In the transaction that changed a player's results listing (or their name or company): writes
 * their name and company anew in every published result of theirs. True when they have any: the
 * caller then purges the CDN's copy (purgeResults) once the transaction has committed.
 */
export async function relistPlayer(trx: Db, registrationId: string): Promise<boolean> {
  const [player] = await listingsOf(trx, [registrationId]);
  if (!player) return false;
  return (await setPublishedName(trx, registrationId, listedAs(player.resultsListing, player))) > 0;
}

/** The edition a request's `?edition=` asks for: null for the newest; 400 naming it when it is not a year. */
export function editionOf(req: Request): number | null {
  const value = new URL(req.url).searchParams.get('edition');
  const edition = editionAsked(value);
  if (edition === undefined) throw new HttpError(400, badEditionMessage(value!), { edition: badEditionMessage(value!) });
  return edition;
}

/** The published results of an edition (the newest when none is asked); 404 for an edition without any. */
export async function editionResults(db: Db, asked: number | null): Promise<EditionResults> {
  const editions = await publishedEditions(db);
  const edition = asked ?? editions[0] ?? null;
  if (edition === null) return { edition: null, editions, tournaments: [] };
  if (!editions.includes(edition)) throw new HttpError(404, noResultsMessage(edition));
  const tournaments = await publishedTournaments(db, edition);
  const rows = await publishedRowsOf(db, tournaments.map((t) => t.id));
  return {
    edition,
    editions,
    tournaments: tournaments.map((t) => {
      const standings = rows.filter((r) => r.tournamentId === t.id).map(({ place, tied, name, company, prize }) => ({ place, tied, name, company, prize }));
      return { kind: t.kind, name: t.name, entries: standings.length, publishedAt: isoTime(t.resultsPublishedAt)!, standings };
    }),
  };
}
