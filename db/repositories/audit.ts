// The audit trail (admin_audit): who changed what, with a snapshot, written in the same
// transaction as the change. Actors: 'admin' (a team member: their account and name, and the
// session's token id, so a change leads back to one sign-in) and 'registrant' (a correction made
// through a personal link).
import type { Db } from '../database.ts';

/** The team member making an admin change, as every audited admin action receives it. */
export interface AdminActor {
  actor: 'admin';
  tokenId: string;
  /** admin_accounts.id and the person's name (kept on the row: it outlives the account). */
  accountId?: string | null;
  name?: string | null;
}

/** The audit columns naming who acted. */
export const auditActorColumns = (by: { actor: string; tokenId: string | null; accountId?: string | null; name?: string | null }) => ({
  actor: by.actor,
  tokenId: by.tokenId,
  accountId: by.accountId ?? null,
  actorName: by.name ?? null,
});

export interface AuditEntry {
  actor: 'admin' | 'registrant';
  tokenId: string | null;
  accountId?: string | null;
  name?: string | null;
  action: string;
  /** What was changed, e.g. the registrationId. */
  target: string;
  snapshot: unknown;
}

/** The latest rows, newest first, with who made them. */
export async function latestAuditEntries(db: Db, limit: number) {
  return db.selectFrom('adminAudit').select(['createdAt', 'actor', 'actorName', 'action', 'target']).orderBy('id', 'desc').limit(limit).execute();
}

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('adminAudit')
    .values({ ...auditActorColumns(entry), action: entry.action, target: entry.target, snapshot: JSON.stringify(entry.snapshot) })
    .execute();
}

/** The newest entries whose action starts with one of `prefixes` ('sales.', 'promo.'). */
export async function listAuditEntries(db: Db, prefixes: readonly string[], limit = 100) {
  return db
    .selectFrom('adminAudit')
    .select(['id', 'actor', 'actorName', 'action', 'target', 'snapshot', 'createdAt'])
    .where((eb) => eb.or(prefixes.map((p) => eb('action', 'like', `${p}%`))))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
