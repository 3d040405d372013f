import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { removeMember } from '../lib/team/members.ts';

// DELETE /api/admin/team/members/:accountId (owner): removes the person (their passkeys, codes and
// sessions go with the account); 409 for the last owner or the shared password's account.
export default handler({ methods: ['DELETE'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.owner);
  const id = (ctx.params.accountId ?? '').slice(0, 100);
  return json({ message: await removeMember(await getDb(), id, auditBy(session)) });
});

export const config: Config = { path: '/api/admin/team/members/:accountId' };
