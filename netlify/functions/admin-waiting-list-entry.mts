import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, HttpError, json } from '../lib/platform/http.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { offerByHand, removeEntry } from '../lib/waiting-list/admin.ts';

// POST /api/admin/waiting-list/:id/offer -> 200 the entry | 409 { message } (no place free, not waiting)
// POST /api/admin/waiting-list/:id/remove -> 200 the entry
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.organizers);
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, 'This waiting-list entry does not exist.');
  const act = ctx.params.action === 'offer' ? offerByHand : ctx.params.action === 'remove' ? removeEntry : null;
  if (!act) throw new HttpError(404, 'Not found.');
  return json(await act(await getDb(), id, auditBy(session)));
});

export const config: Config = { path: '/api/admin/waiting-list/:id/:action' };
