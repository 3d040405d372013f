// A tournament's prizes (helper fills in).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { AdminActor } from '../../../db/repositories/audit.ts';
import { HttpError } from '../platform/http.ts';

export async function savePrizes(_db: Kysely<Database>, _id: number, _body: unknown, _by: AdminActor): Promise<void> {
  throw new HttpError(501, 'Not built yet.');
}
