import type { Config } from '@netlify/functions';
import { findRegistration } from '../../db/repositories/registrations.ts';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { HttpError, handler } from '../lib/platform/http.ts';
import { adminRegistrationId } from '../lib/payments/offline.ts';
import { receiptPdf } from '../lib/receipts/documents.ts';
import { pdfResponse } from '../lib/receipts/response.ts';

// GET /api/admin/registrations/:registrationId/receipt: the receipt PDF the registrant received.
export default handler({ methods: ['GET'] }, async (req, ctx) => {
  await requireAdmin(req, admits.money);
  const registrationId = adminRegistrationId(ctx.params.registrationId);
  const db = await getDb();
  const reg = await findRegistration(db, registrationId);
  if (!reg) throw new HttpError(404, `Registration ${registrationId} not found.`);
  const receipt = await receiptPdf(db, reg);
  if (!receipt) throw new HttpError(409, `Registration ${registrationId} has no receipt: it is not paid.`);
  return pdfResponse(receipt);
});

export const config: Config = { path: '/api/admin/registrations/:registrationId/receipt' };
