// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// The night to its end. A player knocked out keeps their one row in tournament_seats with the seat
// emptied and a finishing place set: one row per player per tournament, so nobody is ever both seated
// and out (the check constraint says so). hand_no groups the players out in the same hand (a tie
// unless their stacks at the start of that hand say otherwise; hand_stack, when the floor gave it),
// numbered from tournaments.hands_recorded, which only goes up (an undone hand's number is never
// given again, so a phone's stale undo cannot take back a later hand);
// out_table_no/out_seat_no is where they sat, for an undo. Tournaments get the tables broken so far,
// the prizes (JSON: place -> an amount in cents or a named prize) and their pool, and when the
// results were published. published_results is the standings as published: kept whatever happens to
// the registrations later, so past editions' results stay. registrations.results_listing is the
// player's choice of how they appear in public results.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tournament_seats')
    .alterColumn('table_no', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('tournament_seats').alterColumn('seat_no', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('tournament_seats')
    .addColumn('finish_place', 'integer')
    .addColumn('hand_no', 'integer')
    .addColumn('hand_stack', 'integer')
    .addColumn('out_at', 'timestamptz')
    .addColumn('out_by', 'text')
    .addColumn('out_table_no', 'integer')
    .addColumn('out_seat_no', 'integer')
    .execute();
  await sql`alter table tournament_seats add constraint tournament_seats_seated_or_out check ((finish_place is null) = (table_no is not null and seat_no is not null))`.execute(db);
  await db.schema
    .alterTable('tournaments')
    .addColumn('broken_tables', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('hands_recorded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prize_pool_cents', 'integer')
    .addColumn('prizes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('results_published_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('published_results')
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('tied', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('registration_id', 'text', (c) => c.references('registrations.registration_id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('prize', 'text')
    .addColumn('amount_cents', 'integer')
    .addPrimaryKeyConstraint('published_results_pkey', ['tournament_id', 'row_no'])
    .execute();
  await db.schema
    .alterTable('registrations')
    .addColumn('results_listing', 'text', (c) => c.notNull().defaultTo('name-and-company').check(sql`results_listing in ('name-and-company', 'name', 'hidden')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('results_listing').execute();
  await db.schema.dropTable('published_results').execute();
  await db.schema.alterTable('tournaments').dropColumn('broken_tables').dropColumn('hands_recorded').dropColumn('prize_pool_cents').dropColumn('prizes').dropColumn('results_published_at').execute();
  await db.deleteFrom('tournament_seats').where('finish_place', 'is not', null).execute();
  await sql`alter table tournament_seats drop constraint tournament_seats_seated_or_out`.execute(db);
  await db.schema
    .alterTable('tournament_seats')
    .dropColumn('finish_place').dropColumn('hand_no').dropColumn('hand_stack').dropColumn('out_at').dropColumn('out_by').dropColumn('out_table_no').dropColumn('out_seat_no')
    .execute();
  await db.schema.alterTable('tournament_seats').alterColumn('table_no', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('tournament_seats').alterColumn('seat_no', (c) => c.setNotNull()).execute();
}
