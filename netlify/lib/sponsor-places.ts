// Refuses a sponsorship whose level has no place left (SPEC: a taken level cannot be bought).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { countHeldSponsorPlaces } from '../../db/repositories/sponsors.ts';
import type { SponsorLevel } from '../../src/domain/levels.ts';
import { HttpError } from './http.ts';

export const sponsorLevelFullMessage = 'This sponsorship level is no longer available.';

export async function assertSponsorPlaceFree(db: Kysely<Database> | Transaction<Database>, level: SponsorLevel): Promise<void> {
  if (level.capacity === null) return;
  const held = (await countHeldSponsorPlaces(db, [level]))[level.id] ?? 0;
  if (held >= level.capacity) {
    throw new HttpError(409, sponsorLevelFullMessage, { registrationType: sponsorLevelFullMessage });
  }
}
