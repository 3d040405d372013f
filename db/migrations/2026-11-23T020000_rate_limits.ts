// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// rate_limits: one counter row per (bucket, client, window) for every public endpoint's limit
// (netlify/lib/rate-limit.ts). Incremented with one INSERT ... ON CONFLICT DO UPDATE ... RETURNING,
// so concurrent requests on any number of function instances are counted exactly, with no
// session state (safe behind PgBouncer in transaction mode). It replaces the per-attempt tables
// of the contact form and the admin sign-in, which are dropped.
// revoked_admin_tokens: admin tokens ended by Sign out, checked on every admin request until the
// token would have expired anyway.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pkey', ['bucket', 'client_key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();

  await db.schema
    .createTable('revoked_admin_tokens')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.dropTable('admin_login_attempts').ifExists().execute();
  await db.schema.dropTable('contact_attempts').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_admin_tokens').ifExists().execute();
  await db.schema.dropTable('rate_limits').ifExists().execute();
  // The per-attempt tables as they were (empty: their counts are not carried back).
  for (const table of ['admin_login_attempts', 'contact_attempts']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('client_key', 'text', (c) => c.notNull())
      .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table.replace('_attempts', '')}_attempts_client_idx`).on(table).columns(['client_key', 'attempted_at']).execute();
  }
}
