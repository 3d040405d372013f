import type { Config } from '@netlify/functions';
import { offlinePaymentSchema } from '../../src/domain/offline-payment.ts';
import { admits } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { recordOfflinePayment } from '../lib/payments/offline.ts';
import { adminRegistrationId } from '../lib/registration/admin.ts';

// POST /api/admin/registrations/:registrationId/payments { method, amount, receivedOn, reference }:
// the organizer records a check or bank transfer; the registration is paid as by PayPal (receipt,
// confirmation e-mail), in the audit trail. 400 names the field; 409 when it is already paid.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.money);
  const registrationId = adminRegistrationId(ctx.params.registrationId);
  const payment = validate(offlinePaymentSchema(), await readJson(req));
  return json(await recordOfflinePayment(await getDb(), registrationId, payment, auditBy(session)), 201);
});

export const config: Config = { path: '/api/admin/registrations/:registrationId/payments' };
