import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { changeCheckIn, checkInAnswer } from '../lib/check-in.ts';
import { getDb } from '../lib/db.ts';
import { handler } from '../lib/http.ts';

// DELETE /api/admin/check-in/:code: undoes a check-in (audited); 409 when it is not checked in.
export default handler({ methods: ['DELETE'] }, async (req, ctx) => {
  const session = await requireAdmin(req);
  return checkInAnswer(await changeCheckIn(await getDb(), ctx.params.code ?? '', false, { actor: 'admin', tokenId: session.tokenId }));
});

export const config: Config = { path: '/api/admin/check-in/:code', method: 'DELETE' };
