import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { lookUpCode } from '../lib/check-in.ts';
import { getDb } from '../lib/db.ts';
import { handler, json } from '../lib/http.ts';

// GET /api/admin/check-in/:code: the registration a scanned QR code (or a typed registration ID)
// names, as the door shows it; 404 for a code that is not one of ours.
export default handler({ methods: ['GET'] }, async (req, ctx) => {
  await requireAdmin(req);
  return json(await lookUpCode(await getDb(), ctx.params.code ?? ''));
});

export const config: Config = { path: '/api/admin/check-in/:code', method: 'GET' };
