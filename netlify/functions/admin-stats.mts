import type { Config } from '@netlify/functions';
import { adminStats } from '../lib/dashboard/stats.ts';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { getEnv } from '../lib/platform/env.ts';
import { parseOpenIds } from '../../src/domain/items.ts';

// GET /api/admin/stats: SPEC's two counts, plus the PayPal mode, money totals, places and mail
// given up on (the organizer must know a confirmation never arrived).
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.money);
  return json(await adminStats(await getDb(), parseOpenIds(getEnv().openLevels)));
});

export const config: Config = { path: '/api/admin/stats' };
