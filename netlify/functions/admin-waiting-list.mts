import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { adminWaitingList } from '../lib/waiting-list/admin.ts';

// GET /api/admin/waiting-list -> { settings, entries } (organizers: names and addresses).
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.organizers);
  return json(await adminWaitingList(await getDb()));
});

export const config: Config = { path: '/api/admin/waiting-list' };
