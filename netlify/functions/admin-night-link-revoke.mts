import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { revokeLink } from '../lib/night/board.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, HttpError } from '../lib/platform/http.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';

// POST /api/admin/night/display-links/:linkId/revoke -> 204: the TV's next poll of that board is refused.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.night);
  const id = Number(ctx.params.linkId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, 'This display link does not exist or was revoked already.');
  await revokeLink(await getDb(), id, auditBy(session));
  return new Response(null, { status: 204 });
});

export const config: Config = { path: '/api/admin/night/display-links/:linkId/revoke' };
