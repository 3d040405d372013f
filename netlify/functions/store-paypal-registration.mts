import type { Config } from '@netlify/functions';
import { paypalRegistrationSchema } from '../../src/domain/api-contract.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { paymentSummary } from '../lib/registration/payment-keys.ts';

// POST /api/store-paypal-registration { registrationKey }: the registration summary that
// /payment-success shows, as the SERVER stored it, and once it is paid a link to the registrant's
// own page (the key itself stops answering a day after the payment). 404 for an unknown key.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { registrationKey } = validate(paypalRegistrationSchema, await readJson(req));
  return json(await paymentSummary(ctx, await getDb(), registrationKey));
});

export const config: Config = { path: '/api/store-paypal-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
