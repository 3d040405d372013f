// A tournament's prizes: the pool and what each place wins, checked by prize-input.ts's schema (each
// field's error; amounts that do not add up to the pool refused), saved in one transaction under
// the tournament's row lock with an audit row, refused once its results are published (they show
// the prizes as they were). The clock's screens show the prizes: the CDN's copy is purged.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { lockTournament, setTournamentFields } from '../../../db/repositories/tournaments.ts';
import { prizesInputSchema, prizesPublishedMessage } from '../../../src/domain/tournament/prize-input.ts';
import { HttpError, validate } from '../platform/http.ts';
import { purgeNightClock } from './clock.ts';

export async function savePrizes(db: Kysely<Database>, id: number, body: unknown, by: AdminActor): Promise<void> {
  const { prizePoolCents, prizes } = validate(prizesInputSchema, body);
  await db.transaction().execute(async (trx) => {
    const row = await lockTournament(trx, id);
    if (!row) throw new HttpError(404, 'This tournament does not exist.');
    if (row.resultsPublishedAt !== null) throw new HttpError(409, prizesPublishedMessage);
    await setTournamentFields(trx, id, { prizePoolCents, prizes: JSON.stringify(prizes) });
    await insertAuditEntry(trx, {
      ...by,
      action: 'night.prizes',
      target: `tournament:${id}`,
      snapshot: { before: { prizePoolCents: row.prizePoolCents, prizes: row.prizes }, after: { prizePoolCents, prizes } },
    });
  });
  await purgeNightClock();
}
