import type { Config } from '@netlify/functions';
import { admits, teamMessages } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { HttpError, handler, json } from '../lib/platform/http.ts';
import { withdrawInvitation } from '../lib/team/invitations.ts';

// DELETE /api/admin/team/invitations/:invitationId (owner): withdraws an invitation not yet used;
// its link opens nothing from then on. 404 for one already used, withdrawn or unknown.
export default handler({ methods: ['DELETE'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.owner);
  const id = ctx.params.invitationId ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, teamMessages.invitationGone);
  return json({ message: await withdrawInvitation(await getDb(), Number(id), auditBy(session)) });
});

export const config: Config = { path: '/api/admin/team/invitations/:invitationId' };
