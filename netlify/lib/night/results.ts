// Publishing a tournament's results (helper fills in).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { AdminActor } from '../../../db/repositories/audit.ts';
import { HttpError } from '../platform/http.ts';

export async function publishResults(_db: Kysely<Database>, _id: number, _by: AdminActor, _now: Date): Promise<void> {
  throw new HttpError(501, 'Not built yet.');
}
