// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Drops what the site writes or keeps but never reads:
// - revoked_admin_tokens: the shared password's signed-out tokens. Signing out now ends the
//   session's row (admin_sessions.ended_at), and no request looks in this table any more.
// - admin_passkeys.last_used_at: set at every passkey sign-in, shown and checked nowhere.
// - admin_invitations.invited_by: the inviter's name as text. The invitation e-mail takes the
//   name when it is sent, and invited_by_account ties the row to the inviting account.
// `down` puts them back as they were declared. What they held is gone: the table comes back empty
// and last_used_at null; invited_by is filled with the inviting account's name, or 'The owner'
// (what the site wrote when it knew no name).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_admin_tokens').ifExists().execute();
  await db.schema.alterTable('admin_passkeys').dropColumn('last_used_at').execute();
  await db.schema.alterTable('admin_invitations').dropColumn('invited_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_invitations').addColumn('invited_by', 'text').execute();
  await sql`
    update admin_invitations i
    set invited_by = coalesce((select a.name from admin_accounts a where a.id = i.invited_by_account), 'The owner')
  `.execute(db);
  await db.schema.alterTable('admin_invitations').alterColumn('invited_by', (c) => c.setNotNull()).execute();

  await db.schema.alterTable('admin_passkeys').addColumn('last_used_at', 'timestamptz').execute();

  await db.schema
    .createTable('revoked_admin_tokens')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
