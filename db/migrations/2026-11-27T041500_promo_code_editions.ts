// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// promo_codes.edition_year: the edition (the year of its event) a code was created for, set when
// /admin creates it from the content's upcoming edition. "Disable last edition's codes" ends every
// enabled code of another edition; codes from before this column (null) count as another edition,
// and the dashboard lists them by name before it asks.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promo_codes').addColumn('edition_year', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promo_codes').dropColumn('edition_year').execute();
}
