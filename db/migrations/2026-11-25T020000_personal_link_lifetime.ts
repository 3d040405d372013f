// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// personal_links.expires_at (issue 33): a personal link used to open its page forever. Each link
// now has an end, set when it is issued (until 90 days after the event; netlify/lib/personal-link.ts).
// Links issued before this migration get the same end as new ones of the 2026 edition: 90 days
// after September 25, 2026 (and at least a day after they were issued).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('personal_links').addColumn('expires_at', 'timestamptz').execute();
  await sql`update personal_links set expires_at = greatest(timestamptz '2026-12-25T06:00:00Z', created_at + interval '1 day')`.execute(db);
  await db.schema.alterTable('personal_links').alterColumn('expires_at', (c) => c.setNotNull()).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('personal_links').dropColumn('expires_at').execute();
}
