import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { changeCheckIn, checkInAnswer, lookUpCode } from '../lib/check-in/check-in.ts';
import { getDb } from '../lib/platform/db.ts';
import { byMethod, json } from '../lib/platform/http.ts';

// /api/admin/check-in/:code, a scanned QR code or a typed registration ID.
export default byMethod({
  // GET: the registration as the door shows it; 404 for a code that is not one of ours.
  GET: async (req, ctx) => {
    await requireAdmin(req, admits.checkIn);
    return json(await lookUpCode(await getDb(), ctx.params.code ?? ''));
  },
  // POST: checks a paid registration in now (audited); 409 with the reason when it is not paid,
  // refunded, canceled or already checked in.
  POST: async (req, ctx) => {
    const session = await requireAdmin(req, admits.checkIn);
    return checkInAnswer(await changeCheckIn(await getDb(), ctx.params.code ?? '', true, auditBy(session)));
  },
  // DELETE: undoes a check-in (audited); 409 when it is not checked in.
  DELETE: async (req, ctx) => {
    const session = await requireAdmin(req, admits.checkIn);
    return checkInAnswer(await changeCheckIn(await getDb(), ctx.params.code ?? '', false, auditBy(session)));
  },
});

export const config: Config = { path: '/api/admin/check-in/:code' };
