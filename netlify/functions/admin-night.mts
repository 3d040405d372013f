import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { adminNight } from '../lib/night/admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';

// GET /api/admin/night -> the edition's tournaments as the floor's screen shows them (names and seats only).
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.night);
  return json(await adminNight(await getDb()));
});

export const config: Config = { path: '/api/admin/night' };
