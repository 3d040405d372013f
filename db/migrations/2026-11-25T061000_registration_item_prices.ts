// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// The price of the level and of each room when the registration was priced (issue 28: prices are
// set in /admin and change), as { "<item id>": cents }, so its receipt and invoice list what it was
// charged for each line; null for registrations made before (they fall back to the list prices).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('item_prices', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('item_prices').execute();
}
