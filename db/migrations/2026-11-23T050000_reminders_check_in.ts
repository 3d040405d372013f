// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Issue 18, parts 4 and 5.
// registration_reminders: the reminder e-mails sent (pending payment, a week before, the morning of
// check-in), one row per (registration, kind), inserted in the same transaction as the outbox row:
// the primary key makes a second, concurrent or repeated run of the scheduled function a no-op.
// registrations.checked_in_at: when the organizer checked the registrant in at the door (null:
// not checked in, or the check-in was undone; both actions are in admin_audit).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_reminders')
    .addColumn('registration_id', 'text', (c) => c.notNull().references('registrations.registration_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'integer', (c) => c.references('mail_outbox.id').onDelete('set null'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('registration_reminders_pkey', ['registration_id', 'kind'])
    .execute();

  await db.schema.alterTable('registrations').addColumn('checked_in_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('checked_in_at').execute();
  await db.schema.dropTable('registration_reminders').ifExists().execute();
}
