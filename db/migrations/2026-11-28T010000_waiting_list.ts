// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// The waiting list of a sold-out item (player level, room or sponsor level). One live entry
// (waiting or offered) per normalised address and item; someone who left, bought or whose offer
// expired may join again. An offered entry keeps one place until offer_expires_at (counted with the
// sales by db/repositories/sales.ts). Only SHA-256 hashes of the offer and leave links are kept.
// waiting_list_settings: the organizer's offer time and cutoff (one row).
// registrations.waiting_list_entry_id: the registration made from an offer link.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('waiting_list_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('rooms', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting').check(sql`status in ('waiting', 'offered', 'bought', 'expired', 'left')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('offered_at', 'timestamptz')
    .addColumn('offer_expires_at', 'timestamptz')
    .addColumn('offer_token_hash', 'text', (c) => c.unique())
    .addColumn('leave_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('offered_by', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index waiting_list_entries_live_key on waiting_list_entries (item_id, address) where status in ('waiting', 'offered')`.execute(db);
  await sql`create index waiting_list_entries_line on waiting_list_entries (item_id, status, joined_at, id)`.execute(db);
  await sql`create index waiting_list_entries_offers on waiting_list_entries (status, offer_expires_at)`.execute(db);
  await db.schema
    .createTable('waiting_list_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('offer_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('cutoff_hours', 'integer', (c) => c.notNull().defaultTo(6))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into waiting_list_settings (id) values (1)`.execute(db);
  await db.schema
    .alterTable('registrations')
    .addColumn('waiting_list_entry_id', 'integer', (c) => c.references('waiting_list_entries.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('waiting_list_entry_id').execute();
  await db.schema.dropTable('waiting_list_settings').execute();
  await db.schema.dropTable('waiting_list_entries').execute();
}
