import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { admits } from '../../src/domain/team.ts';
import { clock } from '../lib/clock.ts';
import { getDb } from '../lib/db.ts';
import { getEnv } from '../lib/env.ts';
import { handler, json } from '../lib/http.ts';
import { salesOverview } from '../lib/sales-admin.ts';
import { parseOpenIds } from '../../src/domain/levels.ts';

// GET /api/admin/sales -> { items (settings with taken, held, left), promoCodes (with their uses), audit }
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.organizers);
  return json(await salesOverview(await getDb(), clock.now(), parseOpenIds(getEnv().openLevels)));
});

export const config: Config = { path: '/api/admin/sales' };
