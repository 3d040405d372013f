import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { payMyRegistration } from '../lib/registration/my-registration.ts';

// POST /api/my-registration/pay { token } -> { registrationId, registrationKey, amount }: "Pay now"
// for an unpaid registration (a new hold if its place is free, else 409 saying why), paid through
// the usual PayPal checkout with its payment key.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { token } = validate(personalTokenSchema, await readJson(req));
  return json(await payMyRegistration(ctx, await getDb(), token, getEnv().paymentHoldSeconds));
});

export const config: Config = { path: '/api/my-registration/pay', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
