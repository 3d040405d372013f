import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { handler, json } from '../lib/platform/http.ts';

// GET /api/admin/session: who is signed in (name, role, until when), so the dashboard shows only
// what the role may use.
export default handler({ methods: ['GET'] }, async (req) => {
  const session = await requireAdmin(req, admits.everyone);
  return json({ accountId: session.accountId, name: session.name, role: session.role, expiresAt: session.expiresAt.toISOString() });
});

export const config: Config = { path: '/api/admin/session' };
