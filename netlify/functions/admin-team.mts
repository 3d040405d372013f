import type { Config } from '@netlify/functions';
import { admits, invitationInputSchema } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { byMethod, json, readJson, validate } from '../lib/platform/http.ts';
import { inviteMember } from '../lib/team/invitations.ts';
import { teamView } from '../lib/team/members.ts';

export default byMethod({
  // GET /api/admin/team (owner): people, their live sessions, pending invitations, the password switch.
  GET: async (req) => {
    const session = await requireAdmin(req, admits.owner);
    return json(await teamView(await getDb(), session.tokenId));
  },
  // POST /api/admin/team { name, email, role, accessFrom?, accessUntil? } (owner): invites by e-mail.
  POST: async (req) => {
    const session = await requireAdmin(req, admits.owner);
    const input = validate(invitationInputSchema, await readJson(req));
    await inviteMember(await getDb(), input, auditBy(session));
    return json({ message: `Invitation sent to ${input.email}. The link works once, for 72 hours.` }, 201);
  },
});

export const config: Config = { path: '/api/admin/team' };
