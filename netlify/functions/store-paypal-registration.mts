import type { Config } from '@netlify/functions';
import { findRegistrationByPaymentKey } from '../../db/repositories/payment-keys.ts';
import { getDb } from '../lib/db.ts';
import { HttpError, handler, json, readJson, validate } from '../lib/http.ts';
import { paypalRegistrationSchema, type StoredPaypalRegistration } from '../../src/domain/api-contract.ts';
import { levelName } from '../../src/domain/levels.ts';
import { enforceLimit, limits } from '../lib/rate-limit.ts';

// POST /api/store-paypal-registration { registrationKey }: the registration summary that
// /payment-success shows, as the SERVER stored it. 404 for an unknown key.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { registrationKey } = validate(paypalRegistrationSchema, await readJson(req));
  await enforceLimit(ctx, limits.paymentLookup);
  const row = await findRegistrationByPaymentKey(await getDb(), registrationKey);
  if (!row) throw new HttpError(404, 'No registration was found for this payment.');
  const stored: StoredPaypalRegistration = {
    registrationId: row.registrationId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    registrationType: row.registrationType ?? '',
    registrationTypeName: levelName(row.registrationType),
    amount: row.amount ?? '',
    paymentStatus: row.paymentStatus,
  };
  return json(stored);
});

export const config: Config = { path: '/api/store-paypal-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
