import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { handler, json, readJson } from '../lib/platform/http.ts';
import { registerOnline } from '../lib/registration/register.ts';

// POST /api/register: 201 { registrationId, amount, registrationKey, paymentStatus } with the
// server's own total and the payment key it issued. paymentStatus is 'pending' (pay within
// PAYMENT_HOLD_SECONDS) or 'comped' (nothing to pay: confirmed now, with myRegistrationUrl).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const settings = getEnv();
  const body = await readJson(req);
  return json(await registerOnline(ctx, await getDb(), body, settings), 201);
});

// No `method` here: NetlifyDev would answer other methods 404; the handler answers 405 instead.
export const config: Config = { path: '/api/register', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
