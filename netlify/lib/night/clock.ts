// The floor's clock actions (start, pause, resume, a minute more or less, next or previous level)
// and players left: each one transaction under the tournament's row lock that settles the stored
// clock, refuses a level change made from a screen that is behind (two helpers pressing Next at once
// move one level), writes the new state and an audit row; then the CDN's copy of the clock is purged
// so every screen has the change on its next poll.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { lockTournament, setTournamentClock, setTournamentFields } from '../../../db/repositories/tournaments.ts';
import { applyClock, clockAt } from '../../../src/domain/tournament/clock.ts';
import { staleClockAction, type ClockActionInput } from '../../../src/domain/tournament/floor-input.ts';
import { nightClockTag, purgeTag } from '../platform/cdn-cache.ts';
import { HttpError } from '../platform/http.ts';
import { clockOf } from './tournaments.ts';

export const purgeNightClock = (): Promise<void> => purgeTag(nightClockTag);

const missing = () => new HttpError(404, 'This tournament does not exist.');

export async function clockAction(db: Kysely<Database>, id: number, input: ClockActionInput, by: AdminActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockTournament(trx, id);
    if (!row) throw missing();
    const before = clockOf(row);
    const stale = staleClockAction(input, clockAt(row.structure, before, now.getTime()));
    if (stale) throw new HttpError(409, stale);
    const after = applyClock(row.structure, before, input.action, now.getTime());
    await setTournamentClock(trx, id, after);
    await insertAuditEntry(trx, { ...by, action: `night.clock.${input.action}`, target: `tournament:${id}`, snapshot: { before, after } });
  });
  await purgeNightClock();
}

export async function setPlayersLeft(db: Kysely<Database>, id: number, playersLeft: number, by: AdminActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockTournament(trx, id);
    if (!row) throw missing();
    await setTournamentFields(trx, id, { playersLeft });
    await insertAuditEntry(trx, { ...by, action: 'night.players-left', target: `tournament:${id}`, snapshot: { before: row.playersLeft, after: playersLeft } });
  });
  await purgeNightClock();
}
