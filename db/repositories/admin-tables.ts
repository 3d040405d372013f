// Kysely types of the admin tables (migration 2026-11-22T020000_admin_audit). Kept beside the admin
// repositories rather than in db/database.ts; `db.$extendTables<AdminTables>()` adds them to a handle.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../database.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AdminAuditTable {
  id: Generated<number>;
  /** Always 'admin': there is one shared admin identity. */
  actor: string;
  /** The jti of the token that made the change. */
  tokenId: string | null;
  action: string;
  /** What was changed, e.g. the registrationId. */
  target: string;
  /** Insert as JSON text; reads back as the parsed value. */
  snapshot: ColumnType<unknown, string, string>;
  createdAt: Timestamp;
}

export interface AdminLoginAttemptsTable {
  id: Generated<number>;
  clientKey: string;
  attemptedAt: Timestamp;
}

export type AdminTables = {
  adminAudit: AdminAuditTable;
  adminLoginAttempts: AdminLoginAttemptsTable;
};

export type AdminAuditEntry = Selectable<AdminAuditTable>;

export type Db = Kysely<Database> | Transaction<Database>;

export const withAdminTables = (db: Kysely<Database>) => db.$extendTables<AdminTables>();
