// Balancing moves and table breaks the floor confirms (helper fills in).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { AdminActor } from '../../../db/repositories/audit.ts';
import type { BalanceInput } from '../../../src/domain/tournament/floor-input.ts';
import type { RandomSource } from '../../../src/domain/tournament/seating.ts';
import { HttpError } from '../platform/http.ts';
import { cryptoRandom } from './seats.ts';

export async function confirmBalance(_db: Kysely<Database>, _id: number, _input: BalanceInput, _by: AdminActor): Promise<void> {
  throw new HttpError(501, 'Not built yet.');
}

export async function confirmBreak(_db: Kysely<Database>, _id: number, _table: number, _by: AdminActor, _random: RandomSource = cryptoRandom): Promise<void> {
  throw new HttpError(501, 'Not built yet.');
}
