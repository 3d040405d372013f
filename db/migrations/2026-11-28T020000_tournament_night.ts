// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// The tournament night. tournaments: one row per tournament (main-event, second-chance) per
// edition, with the organizer's set-up and the clock's stored state (the step it is anchored on,
// when that step began, when it was paused: src/domain/tournament/clock.ts). tournament_seats: one
// seat per player per tournament; the unique (tournament, table, seat) key is the database's last
// word against a seat given twice. tournament_display_links: the TV's seating board links (only the
// SHA-256 of the link's token is kept). The team gets a 'floor' role (the clock and the seats).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('edition_year', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('main-event', 'second-chance')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('table_count', 'integer', (c) => c.notNull())
    .addColumn('seats_per_table', 'integer', (c) => c.notNull())
    .addColumn('starting_stack', 'integer', (c) => c.notNull())
    .addColumn('entitling_level_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('structure', 'jsonb', (c) => c.notNull())
    .addColumn('seating_open', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('players_left', 'integer')
    .addColumn('clock_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clock_step_started_at', 'timestamptz')
    .addColumn('clock_paused_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tournaments_edition_kind_key', ['edition_year', 'kind'])
    .execute();
  await db.schema
    .createTable('tournament_seats')
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
    .addColumn('registration_id', 'text', (c) => c.notNull().references('registrations.registration_id').onDelete('cascade'))
    .addColumn('table_no', 'integer', (c) => c.notNull())
    .addColumn('seat_no', 'integer', (c) => c.notNull())
    .addColumn('fixed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('seated_by', 'text')
    .addPrimaryKeyConstraint('tournament_seats_pkey', ['tournament_id', 'registration_id'])
    .addUniqueConstraint('tournament_seats_seat_key', ['tournament_id', 'table_no', 'seat_no'])
    .execute();
  await db.schema
    .createTable('tournament_display_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  for (const table of ['admin_accounts', 'admin_invitations']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_role_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_role_check`)} check (role in ('owner', 'organizer', 'treasurer', 'door', 'floor'))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['admin_accounts', 'admin_invitations']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_role_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_role_check`)} check (role in ('owner', 'organizer', 'treasurer', 'door'))`.execute(db);
  }
  await db.schema.dropTable('tournament_display_links').execute();
  await db.schema.dropTable('tournament_seats').execute();
  await db.schema.dropTable('tournaments').execute();
}
