// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Several seats in one registration (a company's order) and seats handed over.
// registrations.seats: the places the row takes under its level's capacity: 1 for a registration
// as before, N for an order of N seats (the buyer pays; the order is not a player itself), 0 for
// the row of a player named on an order's seat (the order holds its place). registrations.order_id:
// that player's order. order_seats: one row per seat of an order, with its current holder (a player
// row) and at most one open link: a claim link (an unnamed seat, for a colleague to fill in) or a
// transfer link (a named seat handed to someone, who confirms). Only the link's SHA-256 is kept; a
// new link replaces the old one, which stops working. seat_settings: the most seats one order may
// buy and the hours before the event when players' transfers close (one row).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('registrations')
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(1).check(sql`seats >= 0`))
    .addColumn('order_id', 'text', (c) => c.references('registrations.registration_id').onDelete('cascade'))
    .execute();
  await sql`create index registrations_order_id on registrations (order_id) where order_id is not null`.execute(db);
  await db.schema
    .createTable('order_seats')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('registrations.registration_id').onDelete('cascade'))
    .addColumn('seat_no', 'integer', (c) => c.notNull().check(sql`seat_no >= 1`))
    .addColumn('holder_id', 'text', (c) => c.references('registrations.registration_id').onDelete('set null'))
    .addColumn('link_kind', 'text', (c) => c.check(sql`link_kind in ('claim', 'transfer')`))
    .addColumn('link_token_hash', 'text', (c) => c.unique())
    .addColumn('link_first_name', 'text')
    .addColumn('link_last_name', 'text')
    .addColumn('link_email', 'text')
    .addColumn('link_sent_by', 'text')
    .addColumn('link_sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('order_seats_order_seat_key', ['order_id', 'seat_no'])
    .execute();
  await sql`create unique index order_seats_holder_key on order_seats (holder_id) where holder_id is not null`.execute(db);
  await db.schema
    .createTable('seat_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('max_seats', 'integer', (c) => c.notNull().defaultTo(10).check(sql`max_seats between 1 and 50`))
    .addColumn('transfer_cutoff_hours', 'integer', (c) => c.notNull().defaultTo(48).check(sql`transfer_cutoff_hours between 0 and 720`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into seat_settings (id) values (1)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seat_settings').execute();
  await db.schema.dropTable('order_seats').execute();
  await db.schema.alterTable('registrations').dropColumn('order_id').dropColumn('seats').execute();
}
