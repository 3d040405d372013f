// Eliminations and their undo (helper fills in).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { AdminActor } from '../../../db/repositories/audit.ts';
import type { EliminateInput } from '../../../src/domain/tournament/floor-input.ts';
import { HttpError } from '../platform/http.ts';

export async function eliminate(_db: Kysely<Database>, _id: number, _input: EliminateInput, _by: AdminActor): Promise<void> {
  throw new HttpError(501, 'Not built yet.');
}

export async function undoLastHand(_db: Kysely<Database>, _id: number, _hand: number, _by: AdminActor): Promise<void> {
  throw new HttpError(501, 'Not built yet.');
}
