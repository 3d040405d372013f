// The audit trail (admin_audit): who changed what, with a snapshot, written in the same
// transaction as the change. Actors: 'admin' (the shared admin sign-in, with its token id) and
// 'registrant' (a correction made through a personal link).
import type { Db } from '../database.ts';

export interface AuditEntry {
  actor: 'admin' | 'registrant';
  tokenId: string | null;
  action: string;
  /** What was changed, e.g. the registrationId. */
  target: string;
  snapshot: unknown;
}

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('adminAudit')
    .values({ actor: entry.actor, tokenId: entry.tokenId, action: entry.action, target: entry.target, snapshot: JSON.stringify(entry.snapshot) })
    .execute();
}

/** The newest entries whose action starts with one of `prefixes` ('sales.', 'promo.'). */
export async function listAuditEntries(db: Db, prefixes: readonly string[], limit = 100) {
  return db
    .selectFrom('adminAudit')
    .select(['id', 'actor', 'action', 'target', 'snapshot', 'createdAt'])
    .where((eb) => eb.or(prefixes.map((p) => eb('action', 'like', `${p}%`))))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
