// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('registration_id', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('experience', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('job_title', 'text')
    .addColumn('referral', 'text')
    .addColumn('dietary_restrictions', 'text')
    .addColumn('agree_terms', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('registered'))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('registration_type', 'text')
    .addColumn('t_shirt_size', 'text')
    .addColumn('amount', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.check(sql`amount_cents >= 0`))
    .addColumn('billing_street', 'text')
    .addColumn('billing_city', 'text')
    .addColumn('billing_state', 'text')
    .addColumn('billing_zip', 'text')
    .addColumn('room_additions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('promo_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Sponsor capacity counts registrations per level and payment status.
  await db.schema
    .createIndex('registrations_type_payment_idx')
    .on('registrations')
    .columns(['registration_type', 'payment_status'])
    .execute();

  await db.schema
    .createTable('registration_interests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index registration_interests_email_key on registration_interests (lower(email))`.execute(db);

  // Deleting a registration frees its single-use code and its payment keys.
  await db.schema
    .createTable('used_promo_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('registration_id', 'text', (c) =>
      c.notNull().references('registrations.registration_id').onDelete('cascade'),
    )
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payment_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) =>
      c.notNull().references('registrations.registration_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_keys', 'used_promo_codes', 'registration_interests', 'registrations', 'contact_messages', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
