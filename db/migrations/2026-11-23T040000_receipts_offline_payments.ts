// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Receipts and offline payments (issue 18):
// - receipt_counters: one row per receipt series (e.g. 'receipt-2026') holding the last number
//   given. A number is taken by updating that row inside the paying transaction, so a rolled-back
//   payment gives its number back and the numbers have no gaps (a SEQUENCE would leave gaps).
// - registrations.receipt_number: the number of its receipt, unique within its series.
// - payments.reference / received_on: what the organizer typed for a check or a bank transfer
//   (the check number or the transfer reference, and the day the money came, as ISO text); provider is then
//   'check' or 'transfer'.
// - an index on lower(email), for re-sending personal links to an address.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('receipt_counters')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number > 0`))
    .execute();
  await db.schema
    .alterTable('registrations')
    .addColumn('receipt_series', 'text')
    .addColumn('receipt_number', 'integer')
    .execute();
  await db.schema
    .alterTable('registrations')
    .addUniqueConstraint('registrations_receipt_key', ['receipt_series', 'receipt_number'])
    .execute();
  // received_on is ISO text ('2026-09-01'), checked as a date: every driver (pg, Neon, PGlite) then
  // reads it back as the same string, where a date column comes back as a Date at local midnight.
  await db.schema
    .alterTable('payments')
    .addColumn('reference', 'text')
    .addColumn('received_on', 'text', (c) => c.check(sql`received_on is null or (received_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and received_on::date is not null)`))
    .execute();
  await sql`create index registrations_email_lower_idx on registrations (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists registrations_email_lower_idx`.execute(db);
  await db.schema.alterTable('payments').dropColumn('reference').dropColumn('received_on').execute();
  await db.schema.alterTable('registrations').dropConstraint('registrations_receipt_key').execute();
  await db.schema.alterTable('registrations').dropColumn('receipt_series').dropColumn('receipt_number').execute();
  await db.schema.dropTable('receipt_counters').ifExists().execute();
}
