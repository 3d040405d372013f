// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Payments verified with PayPal, and every payment notification/event received (the raw bodies
// themselves live in Netlify Blobs, store 'payment-events'; blob_key points at them).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull())
    // 'ipn' (buy-now notification) or 'order_capture' (Orders v2)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text')
    .addColumn('txn_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('provider_status', 'text')
    // VERIFIED / INVALID / UNAVAILABLE for IPN; the capture status for orders
    .addColumn('verification', 'text', (c) => c.notNull())
    // what we did with it: 'paid', 'duplicate', or why nothing changed ('amount_mismatch', ...)
    .addColumn('outcome', 'text', (c) => c.notNull())
    // no foreign key: the audit trail outlives a deleted registration
    .addColumn('registration_id', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull())
    // the provider's transaction id: IPN txn_id or Orders v2 capture id
    .addColumn('txn_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('registration_id', 'text', (c) =>
      c.references('registrations.registration_id').onDelete('set null'),
    )
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payer_email', 'text')
    .addColumn('payer_name', 'text')
    .addColumn('payment_event_id', 'integer', (c) => c.references('payment_events.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payments_provider_txn_key', ['provider', 'txn_id'])
    .execute();
  // One capture per order: a second capture of the same order must find the first.
  await sql`create unique index payments_provider_order_key on payments (provider, order_id) where order_id is not null`.execute(db);
  await db.schema.createIndex('payments_registration_idx').on('payments').column('registration_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payments').ifExists().execute();
  await db.schema.dropTable('payment_events').ifExists().execute();
}
