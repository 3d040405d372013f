// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// The payment lifecycle (DESIGN.md "Registration and payment states"):
// - registrations: a pending registration holds its place until hold_expires_at; what was paid,
//   when, by which transaction; a flag when a payment arrived after its place was given away.
// - payment_keys.expires_at: a key stops revealing its registration a day after it settles.
// - paypal_orders: every Orders v2 order this server created, so a capture can refuse any other
//   and a place can be reserved (a row, not a lock) while PayPal captures it.
// - payment_events: the amount, currency and payer each message claimed, for the admin's view.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('registrations')
    .addColumn('hold_expires_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_cents', 'integer')
    .addColumn('payment_txn_id', 'text')
    .addColumn('payment_flag', 'text')
    .execute();
  // Rows from before holds: a pending one held 30 minutes from its creation; a paid one takes its payment's facts.
  await sql`update registrations set hold_expires_at = created_at + interval '30 minutes' where payment_status = 'pending'`.execute(db);
  await sql`
    update registrations r set paid_at = p.created_at, paid_cents = p.amount_cents, payment_txn_id = p.txn_id
    from payments p where p.registration_id = r.registration_id and r.payment_status = 'paid'`.execute(db);

  await db.schema.alterTable('payment_keys').addColumn('expires_at', 'timestamptz').execute();
  // Keys of registrations settled before this change answer for one more day, like new ones.
  await sql`
    update payment_keys k set expires_at = now() + interval '1 day'
    from registrations r where r.registration_id = k.registration_id and r.payment_status <> 'pending'`.execute(db);

  // A refund or reversal names the payment it returns (IPN parent_txn_id): partial refunds add up.
  await db.schema.alterTable('payments').addColumn('parent_txn_id', 'text').execute();
  await db.schema.createIndex('payment_keys_registration_idx').on('payment_keys').column('registration_id').execute();

  await db.schema
    .alterTable('payment_events')
    .addColumn('amount_cents', 'integer')
    .addColumn('currency', 'text')
    .addColumn('payer_email', 'text')
    .execute();
  await db.schema.createIndex('payment_events_received_idx').on('payment_events').column('received_at').execute();

  await db.schema
    .createTable('paypal_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('level_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    // created -> capturing (place reserved until reserved_until) -> captured | failed; captured -> refunded
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('reserved_until', 'timestamptz')
    .addColumn('capture_id', 'text')
    .addColumn('payment_flag', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('paypal_orders_level_status_idx').on('paypal_orders').columns(['level_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('paypal_orders').ifExists().execute();
  await db.schema.dropIndex('payment_events_received_idx').ifExists().execute();
  await db.schema.alterTable('payment_events').dropColumn('amount_cents').dropColumn('currency').dropColumn('payer_email').execute();
  await db.schema.alterTable('payments').dropColumn('parent_txn_id').execute();
  await db.schema.dropIndex('payment_keys_registration_idx').ifExists().execute();
  await db.schema.alterTable('payment_keys').dropColumn('expires_at').execute();
  await db.schema
    .alterTable('registrations')
    .dropColumn('hold_expires_at')
    .dropColumn('paid_at')
    .dropColumn('paid_cents')
    .dropColumn('payment_txn_id')
    .dropColumn('payment_flag')
    .execute();
}
