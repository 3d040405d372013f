import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { pendingRegistrationSchema } from '../../src/domain/api-contract.ts';
import { confirmPaymentKey } from '../lib/registration/payment-keys.ts';

// POST /api/store-pending-registration { registrationKey, registrationData, registrationId }:
// confirms that the key is the one the server issued for the registration (409 for any other
// key: knowing a registration ID gives nothing). 201 { ok: true }.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { registrationKey, registrationId } = validate(pendingRegistrationSchema, await readJson(req));
  await confirmPaymentKey(ctx, await getDb(), registrationKey, registrationId);
  return json({ ok: true }, 201);
});

export const config: Config = { path: '/api/store-pending-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
