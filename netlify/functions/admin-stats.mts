import type { Config } from '@netlify/functions';
import { getAdminStats } from '../../db/repositories/admin-registrations.ts';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { getDb } from '../lib/db.ts';
import { handler, json } from '../lib/http.ts';
import { countDeadMail } from '../lib/mail/outbox.ts';

export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req);
  const db = await getDb();
  // Mail that failed every retry: the organizer must know a confirmation never arrived.
  return json({ ...(await getAdminStats(db)), undeliveredMailCount: await countDeadMail(db) });
});

export const config: Config = { path: '/api/admin/stats', method: 'GET' };
