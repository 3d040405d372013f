import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { getEnv } from '../lib/env.ts';
import { handler, json, readJson } from '../lib/http.ts';
import { priceRegistration, storeRegistration } from '../lib/registration.ts';
import { enforceLimit, limits } from '../lib/rate-limit.ts';

// POST /api/register: 201 { registrationId, amount } with the server's own total.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const priced = priceRegistration(await readJson(req), getEnv().openLevels);
  await enforceLimit(ctx, limits.register);
  const row = await storeRegistration(await getDb(), priced);
  return json({ registrationId: row.registrationId, amount: row.amount }, 201);
});

// No `method` here: NetlifyDev would answer other methods 404; the handler answers 405 instead.
export const config: Config = { path: '/api/register', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
