import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { changeCheckIn, checkInAnswer } from '../lib/check-in.ts';
import { getDb } from '../lib/db.ts';
import { handler } from '../lib/http.ts';

// POST /api/admin/check-in/:code: checks a paid registration in now (audited); 409 with the
// reason when it is not paid, refunded, canceled or already checked in.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const session = await requireAdmin(req);
  return checkInAnswer(await changeCheckIn(await getDb(), ctx.params.code ?? '', true, { actor: 'admin', tokenId: session.tokenId }));
});

export const config: Config = { path: '/api/admin/check-in/:code', method: 'POST' };
