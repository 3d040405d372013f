// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Issue 19, sponsor player entries and announcements to the notify list.
//
// sponsor_entries: the player entries a paid sponsorship includes, one row per single-use code,
// issued in the transaction that marks the sponsorship paid. A code is spent through
// used_promo_codes (the single-use promo codes' rows and hold rules); withdrawn_at is set when the
// sponsorship's money went back and the code was still unused. Deleting the sponsorship deletes
// its entries.
// registrations.sponsored_by: the sponsorship (its registration_id) whose entry a player used. No
// foreign key on purpose: a key would make the player's insert wait on the sponsorship's row lock
// (FOR KEY SHARE against the FOR UPDATE a refund holds) while holding the code's lock, which the
// refund wants next: a deadlock.
// announcements / announcement_recipients: one row per announcement, and one per announcement and
// address (primary key), written with its outbox message in one transaction: each address is
// mailed at most once per announcement however often (or concurrently) the sending is resumed.
// registration_interests.unsubscribe_token / unsubscribed_at: the per-address secret of the
// one-click unsubscribe link, and when the address left the list (kept, so it is never mailed again).
// mail_outbox.headers: extra header lines of a message (List-Unsubscribe, List-Unsubscribe-Post).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sponsor_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('sponsorship_id', 'text', (c) => c.notNull().references('registrations.registration_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sponsor_entries_sponsorship_idx').on('sponsor_entries').column('sponsorship_id').execute();

  await db.schema.alterTable('registrations').addColumn('sponsored_by', 'text').execute();
  await db.schema.createIndex('registrations_sponsored_by_idx').on('registrations').column('sponsored_by').execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('announcement_recipients')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'integer', (c) => c.references('mail_outbox.id').onDelete('set null'))
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('announcement_recipients_pkey', ['announcement_id', 'email_key'])
    .execute();

  await db.schema.alterTable('registration_interests').addColumn('unsubscribe_token', 'text', (c) => c.unique()).execute();
  await db.schema.alterTable('registration_interests').addColumn('unsubscribed_at', 'timestamptz').execute();

  await db.schema.alterTable('mail_outbox').addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.alterTable('registration_interests').dropColumn('unsubscribed_at').execute();
  await db.schema.alterTable('registration_interests').dropColumn('unsubscribe_token').execute();
  await db.schema.dropTable('announcement_recipients').ifExists().execute();
  await db.schema.dropTable('announcements').ifExists().execute();
  await db.schema.dropIndex('registrations_sponsored_by_idx').ifExists().execute();
  await db.schema.alterTable('registrations').dropColumn('sponsored_by').execute();
  await db.schema.dropTable('sponsor_entries').ifExists().execute();
}
