// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// A submission key per registration form (the browser's random key for one press of Register with
// one set of answers): the same form sent again (after a "try again in a moment", or a commit whose
// answer was lost in an outage) answers with the registration it already made instead of a second
// one. Only its SHA-256 is kept; unique where set.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('submission_key_hash', 'text').execute();
  await sql`create unique index registrations_submission_key_hash_key on registrations (submission_key_hash) where submission_key_hash is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('submission_key_hash').execute();
}
