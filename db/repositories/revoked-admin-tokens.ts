// Admin tokens ended by Sign out (netlify/lib/auth/require-admin.ts refuses them).
import type { Db } from '../database.ts';

/** Records the token as revoked (idempotent) and forgets revocations of tokens expired anyway. */
export async function revokeAdminToken(db: Db, tokenId: string, expiresAt: Date, now = new Date()): Promise<void> {
  await db.insertInto('revokedAdminTokens').values({ tokenId, expiresAt }).onConflict((oc) => oc.column('tokenId').doNothing()).execute();
  await db.deleteFrom('revokedAdminTokens').where('expiresAt', '<', now).execute();
}

export async function isAdminTokenRevoked(db: Db, tokenId: string): Promise<boolean> {
  const row = await db.selectFrom('revokedAdminTokens').select('tokenId').where('tokenId', '=', tokenId).executeTakeFirst();
  return row !== undefined;
}
