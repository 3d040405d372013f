import type { Config } from '@netlify/functions';
import { adminPaymentEvents } from '../lib/payments/admin.ts';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';

// GET /api/admin/payments: every payment message received (IPN, capture, refund) with what the
// server did with it, newest first, so nothing a payer sent is invisible to the organizer.
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.money);
  return json(await adminPaymentEvents(await getDb()));
});

export const config: Config = { path: '/api/admin/payments' };
