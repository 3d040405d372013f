import type { Config } from '@netlify/functions';
import { adminRegistrationList } from '../lib/registration/admin.ts';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';

export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.money);
  return json(await adminRegistrationList(await getDb()));
});

export const config: Config = { path: '/api/admin/registrations' };
