// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// Issue 29: named admin accounts with roles, their passkeys or TOTP secret, recovery codes,
// invitations, revocable sessions, one-time WebAuthn/TOTP challenges, the team's settings, and the
// person's name on every audit row.
// admin_accounts: one row per person (role owner | organizer | treasurer | door); `builtin` marks
//   the account the shared password (ADMIN_PASSWORD_HASH) signs in as. access_from/access_until:
//   the venue dates (YYYY-MM-DD text) a door account may sign in (null: always).
// admin_passkeys: WebAuthn credentials (public key only; the private key never leaves the device).
// admin_recovery_codes / admin_invitations: only SHA-256 hashes of the codes and links are stored.
// admin_sessions: one row per sign-in, keyed by its token's jti; ended_at set = signed out/ended.
// admin_challenges: a WebAuthn challenge or a pending TOTP secret, deleted when used (single use).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'organizer', 'treasurer', 'door')`))
    .addColumn('builtin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('access_from', 'text')
    .addColumn('access_until', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('admin_passkeys')
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('admin_passkeys_account_idx').on('admin_passkeys').column('account_id').execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('admin_sessions_account_idx').on('admin_sessions').column('account_id').execute();

  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'organizer', 'treasurer', 'door')`))
    .addColumn('access_from', 'text')
    .addColumn('access_until', 'text')
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('admin_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_team_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('password_sign_in', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('admin_audit').addColumn('account_id', 'text').execute();
  await db.schema.alterTable('admin_audit').addColumn('actor_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_audit').dropColumn('actor_name').execute();
  await db.schema.alterTable('admin_audit').dropColumn('account_id').execute();
  for (const table of ['admin_team_settings', 'admin_challenges', 'admin_invitations', 'admin_sessions', 'admin_recovery_codes', 'admin_passkeys', 'admin_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
