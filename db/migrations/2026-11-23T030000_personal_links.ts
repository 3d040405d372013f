// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// personal_links: the tokens of the /my-registration links (issue 18). Only a SHA-256 of each
// token is stored, so a copy of the database opens no one's page. A registration may have several
// (the confirmation e-mail, a re-send, a reminder): each stays valid until the registration goes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('personal_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) => c.notNull().references('registrations.registration_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('personal_links_registration_idx').on('personal_links').column('registration_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personal_links').ifExists().execute();
}
