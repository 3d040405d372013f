// Publishing a tournament's results (helper fills in).
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/database.ts';
import type { AdminActor } from '../../../db/repositories/audit.ts';
import { setPublishedName } from '../../../db/repositories/player-results.ts';
import { findRegistration } from '../../../db/repositories/registrations.ts';
import { listedAs } from '../../../src/domain/tournament/results-listing.ts';
import { HttpError } from '../platform/http.ts';

export async function publishResults(_db: Kysely<Database>, _id: number, _by: AdminActor, _now: Date): Promise<void> {
  throw new HttpError(501, 'Not built yet.');
}

// ---- MINIMAL STAND-IN (branch i42-listing): the results helper's relistPlayer replaces it at the
// merge (same signature). It rewrites the rows and purges nothing. ----
/**
 * A player changed how the published results show them (their personal page): their published
 * rows take the name and company their listing now allows. Runs in the caller's transaction.
 */
export async function relistPlayer(db: Db, registrationId: string): Promise<void> {
  const reg = await findRegistration(db, registrationId);
  if (reg) await setPublishedName(db, registrationId, listedAs(reg.resultsListing, reg));
}
