import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler } from '../lib/platform/http.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { signOut } from '../lib/team/sessions.ts';

// POST /api/admin/logout: Sign out. The caller's session is ended server-side (its token is refused
// by every admin route from now on, even if someone copied it), then 204.
// POST /api/admin/logout?everywhere=1: Sign out everywhere: every session of the caller's account.
export default handler({ methods: ['POST'] }, async (req) => {
  const session = await requireAdmin(req, admits.everyone);
  await signOut(await getDb(), session, new URL(req.url).searchParams.get('everywhere') === '1');
  return new Response(null, { status: 204 });
});

export const config: Config = { path: '/api/admin/logout' };
