import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { admits } from '../../src/domain/team.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { handler, json } from '../lib/platform/http.ts';
import { salesOverview } from '../lib/sales/sales-admin.ts';
import { parseOpenIds } from '../../src/data/levels.ts';

// GET /api/admin/sales -> { items (settings with taken, held, left), promoCodes (with their uses), audit }
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.organizers);
  return json(await salesOverview(await getDb(), clock.now(), parseOpenIds(getEnv().openLevels)));
});

export const config: Config = { path: '/api/admin/sales' };
