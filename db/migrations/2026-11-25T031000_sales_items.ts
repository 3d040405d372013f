// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Issue 28: what is on sale, at what price and how many places there are, set from /admin. One row
// per player level, room addition and sponsor level (id = the src/data id), seeded with the values
// src/data gave when this ran (src/data keeps the names and texts).
//
// state: the organizer's choice, 'on_sale', 'closed' or 'sold_out'. An 'on_sale' item is closed
// before opens_at and from closes_at, and sold out once capacity places are taken or held.
// capacity: null = unlimited; lowering it below what is taken cancels nobody, it stops new sales.
// price_cents: what a registration made now pays; existing rows keep their own amount_cents.
// early_price_cents / early_until: one optional early-bird step (that price before early_until).
// version: bumped on every save; a save naming an older version is refused (409), so two
// organizers saving at once never silently overwrite each other.
import { sql, type Kysely } from 'kysely';

const players = [
  ['all-in', 245000],
  ['just-main-event', 220000],
  ['just-second-chance', 195000],
  ['second-chance-golf', 220000],
  ['party-golf', 195000],
  ['just-party', 170000],
] as const;
const rooms = [
  ['wednesday-room', 20000],
  ['friday-room', 37500],
  ['saturday-room', 47500],
] as const;
const sponsors = [
  ['test', 200, null],
  ['table', 375000, 5],
  ['cocktail', 525000, 1],
  ['final', 625000, 1],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('player', 'room', 'sponsor')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('on_sale', 'closed', 'sold_out')`))
    .addColumn('opens_at', 'timestamptz')
    .addColumn('closes_at', 'timestamptz')
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity >= 0`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('early_price_cents', 'integer', (c) => c.check(sql`early_price_cents >= 0`))
    .addColumn('early_until', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('sales_items_times', sql`opens_at is null or closes_at is null or opens_at < closes_at`)
    .addCheckConstraint('sales_items_early', sql`(early_price_cents is null) = (early_until is null)`)
    .execute();
  let position = 0;
  await db
    .insertInto('sales_items')
    .values([
      // Every level and room was sold out in src/data (SPEC: "Registration currently shows all levels sold out").
      ...players.map(([id, price]) => ({ id, kind: 'player', position: position++, state: 'sold_out', capacity: null, price_cents: price })),
      ...rooms.map(([id, price]) => ({ id, kind: 'room', position: position++, state: 'sold_out', capacity: null, price_cents: price })),
      ...sponsors.map(([id, price, capacity]) => ({ id, kind: 'sponsor', position: position++, state: 'on_sale', capacity, price_cents: price })),
    ])
    .execute();
  // Counting a room's places reads the registrations that have it.
  await sql`create index registrations_room_additions_idx on registrations using gin (room_additions)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('registrations_room_additions_idx').ifExists().execute();
  await db.schema.dropTable('sales_items').ifExists().execute();
}
