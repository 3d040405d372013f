// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// admin_audit: what an administrator changed (a snapshot of each deleted registration, as JSON),
// who (actor 'admin' + the id of the sign-in token) and when. Written in the same transaction as
// the change itself.
// admin_login_attempts: failed admin sign-ins per client address, for the login rate limit. It
// lives in the database because on Netlify every request may hit a different, short-lived function
// instance (and under `npm start` every request runs in a fresh worker): memory is not shared.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('admin_audit_target_idx').on('admin_audit').column('target').execute();

  await db.schema
    .createTable('admin_login_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_login_attempts_client_idx')
    .on('admin_login_attempts')
    .columns(['client_key', 'attempted_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_login_attempts').ifExists().execute();
  await db.schema.dropTable('admin_audit').ifExists().execute();
}
