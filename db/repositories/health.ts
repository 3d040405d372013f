// The health check's one question to the database.
import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Resolves when the database answers; throws (a connection error) when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
