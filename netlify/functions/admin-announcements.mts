import type { Config } from '@netlify/functions';
import { announcementList } from '../lib/announcements.ts';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { getDb } from '../lib/db.ts';
import { handler, json } from '../lib/http.ts';

// GET /api/admin/announcements -> { subscribed, unsubscribed, announcements: [progress, newest first] }
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req);
  return json(await announcementList(await getDb()));
});

export const config: Config = { path: '/api/admin/announcements', method: 'GET' };
