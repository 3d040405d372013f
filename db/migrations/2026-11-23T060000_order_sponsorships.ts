// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Issue 19: a captured Orders v2 order (the sponsor SDK pages) becomes a sponsorship registration,
// so it gets a receipt, a personal page and its player entries like every other sponsorship.
// paypal_orders.registration_id names that registration; from then on the registration, not the
// order, holds the place and counts in the totals (orders captured before stay counted as orders).
// No foreign key: an organizer who deletes that registration frees the place, as for any other
// registration, instead of handing it back to the order.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('paypal_orders')
    .addColumn('registration_id', 'text', (c) => c.unique())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('paypal_orders').dropColumn('registration_id').execute();
}
