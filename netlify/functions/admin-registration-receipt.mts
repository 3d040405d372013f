import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler } from '../lib/platform/http.ts';
import { registrationReceipt } from '../lib/receipts/documents.ts';
import { pdfResponse } from '../lib/receipts/response.ts';
import { adminRegistrationId } from '../lib/registration/admin.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';

// GET /api/admin/registrations/:registrationId/receipt: the receipt PDF the registrant received.
export default handler({ methods: ['GET'] }, async (req, ctx) => {
  await requireAdmin(req, admits.money);
  const registrationId = adminRegistrationId(ctx.params.registrationId);
  return pdfResponse(await registrationReceipt(await getDb(), registrationId));
});

export const config: Config = { path: '/api/admin/registrations/:registrationId/receipt' };
