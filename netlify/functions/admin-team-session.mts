import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { endMemberSession } from '../lib/team/members.ts';

// DELETE /api/admin/team/sessions/:sessionId (owner): ends a session; its next request gets 401.
export default handler({ methods: ['DELETE'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.owner);
  await endMemberSession(await getDb(), (ctx.params.sessionId ?? '').slice(0, 100), auditBy(session));
  return json({ message: 'The session has ended.' });
});

export const config: Config = { path: '/api/admin/team/sessions/:sessionId' };
