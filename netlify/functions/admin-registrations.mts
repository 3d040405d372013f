import type { Config } from '@netlify/functions';
import { listAdminRegistrations } from '../../db/repositories/admin-registrations.ts';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { getDb } from '../lib/db.ts';
import { handler, json } from '../lib/http.ts';

export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req);
  return json(await listAdminRegistrations(await getDb()));
});

export const config: Config = { path: '/api/admin/registrations', method: 'GET' };
