// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Issue 28: promo codes live in the database, set from /admin; the codes that were in
// netlify/lib/promo-codes.ts (SPEC §9's amounts and messages) are its first rows.
//
// code: stored trimmed and lower-cased (compared that way), at most 40 characters, no spaces.
// discount_kind / discount_value: 'off' (cents off the level price), 'percent' (0-100 off the level
// price) or 'fixed' (the level price becomes discount_value cents). Rooms are always charged.
// level_ids: the levels it applies to ('{}' = every player level), with restriction_message shown
// for any other level. max_uses: null = unlimited, 1 = single-use, N: at most N registrations that
// hold (paid, comped, or pending within their hold) have it. first_day / last_day: 'YYYY-MM-DD'
// in the venue's time zone (America/Chicago), both inclusive. disabled_at: the code answers
// "Invalid promo code" from then on. version: bumped on every save (optimistic concurrency: two
// organizers saving at once, the second gets a 409).
import { sql, type Kysely } from 'kysely';

const seed = [
  { code: 'berry', kind: 'off', value: 190000, levels: [], message: null, maxUses: 1 },
  { code: 'cornerstone', kind: 'off', value: 150000, levels: ['just-main-event'], message: "Cornerstone promo code can only be applied to 'Just Main Event' registration.", maxUses: 1 },
  { code: 'bunnell', kind: 'off', value: 170000, levels: ['just-party'], message: "Bunnell promo code can only be applied to 'Just Here to Party' registration.", maxUses: 1 },
  { code: 'villarreal', kind: 'off', value: 20000, levels: ['just-party'], message: "Villarreal promo code can only be applied to 'Just Here to Party' registration.", maxUses: null },
  { code: 'woop100', kind: 'off', value: 10000, levels: [], message: null, maxUses: null },
  { code: 'woop200', kind: 'off', value: 20000, levels: [], message: null, maxUses: null },
  { code: 'odom', kind: 'off', value: 20000, levels: [], message: null, maxUses: null },
  // More than any level costs: the level becomes free and only the rooms are charged.
  { code: 'karl0', kind: 'off', value: 1000000, levels: [], message: null, maxUses: null },
  // The level costs $1.00; rooms are charged on top.
  { code: 'just1', kind: 'fixed', value: 100, levels: [], message: null, maxUses: null },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique().check(sql`code = lower(code) and code ~ '^[^[:space:]]{1,40}$'`))
    .addColumn('discount_kind', 'text', (c) => c.notNull().check(sql`discount_kind in ('off', 'percent', 'fixed')`))
    .addColumn('discount_value', 'integer', (c) => c.notNull().check(sql`discount_value >= 0 and (discount_kind <> 'percent' or discount_value <= 100)`))
    .addColumn('level_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('restriction_message', 'text')
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .addColumn('first_day', 'text', (c) => c.check(sql`first_day ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('last_day', 'text', (c) => c.check(sql`last_day ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Counting a limited code's uses reads the registrations that have it.
  await db.schema.createIndex('registrations_promo_code_idx').on('registrations').column('promo_code').execute();
  await db
    .insertInto('promo_codes')
    .values(
      seed.map((s) => ({
        code: s.code,
        discount_kind: s.kind,
        discount_value: s.value,
        level_ids: sql`${sql.lit(`{${s.levels.join(',')}}`)}::text[]`,
        restriction_message: s.message,
        max_uses: s.maxUses,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('registrations_promo_code_idx').ifExists().execute();
  await db.schema.dropTable('promo_codes').ifExists().execute();
}
