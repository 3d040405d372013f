import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { checkInCount } from '../lib/check-in/check-in.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';

// GET /api/admin/check-in-count -> { checkedIn, expected }: the door screen's count (the door
// may not read /api/admin/stats, which carries the money totals).
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.checkIn);
  return json(await checkInCount(await getDb()));
});

export const config: Config = { path: '/api/admin/check-in-count' };
