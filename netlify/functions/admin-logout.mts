import type { Config } from '@netlify/functions';
import { revokeAdminToken } from '../../db/repositories/revoked-admin-tokens.ts';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { getDb } from '../lib/db.ts';
import { handler } from '../lib/http.ts';

// POST /api/admin/logout: Sign out. The caller's token is revoked server-side (refused by every
// admin route from now on, even if someone copied it), then 204.
export default handler({ methods: ['POST'] }, async (req) => {
  const session = await requireAdmin(req);
  await revokeAdminToken(await getDb(), session.tokenId, session.expiresAt);
  return new Response(null, { status: 204 });
});

export const config: Config = { path: '/api/admin/logout' };
