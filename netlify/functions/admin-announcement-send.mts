import type { Config } from '@netlify/functions';
import { sendAnnouncementBatch } from '../lib/announcements/announcements.ts';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { HttpError, handler, json } from '../lib/platform/http.ts';

// POST /api/admin/announcements/:id/send -> the announcement's progress after one more batch.
// The dashboard calls it until `remaining` is 0; calling it again (after a failure, from two tabs)
// never mails an address twice.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  await requireAdmin(req, admits.organizers);
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(404, 'Announcement not found.');
  return json(await sendAnnouncementBatch(await getDb(), id));
});

export const config: Config = { path: '/api/admin/announcements/:id/send' };
