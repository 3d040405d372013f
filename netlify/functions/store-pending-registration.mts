import type { Config } from '@netlify/functions';
import { linkPaymentKey } from '../../db/repositories/payment-keys.ts';
import { findRegistration } from '../../db/repositories/registrations.ts';
import { getDb } from '../lib/db.ts';
import { HttpError, handler, json, readJson, validate } from '../lib/http.ts';
import { pendingRegistrationSchema } from '../lib/payment-keys.ts';
import { enforceLimit, limits } from '../lib/rate-limit.ts';

// POST /api/store-pending-registration { registrationKey, registrationData, registrationId }:
// links the browser's payment key to an existing registration. 201 { ok: true }.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { registrationKey, registrationId } = validate(pendingRegistrationSchema, await readJson(req));
  await enforceLimit(ctx, limits.storePending);
  const db = await getDb();
  if (!(await findRegistration(db, registrationId))) throw new HttpError(404, 'Registration not found.');
  if ((await linkPaymentKey(db, registrationKey, registrationId)) === 'conflict') {
    throw new HttpError(409, 'This payment key is already in use.');
  }
  return json({ ok: true }, 201);
});

export const config: Config = { path: '/api/store-pending-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
