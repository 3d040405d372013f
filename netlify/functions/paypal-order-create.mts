// POST /order { amount, currency, intent } -> { id }. Refuses (400) an amount that is not a price
// we sell, a currency other than USD and an intent other than capture; 409 when that level is taken.
import type { Config } from '@netlify/functions';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { paypalConfig } from '../lib/payments/paypal/config.ts';
import { createSponsorOrder, orderRequestSchema } from '../lib/payments/paypal/orders.ts';
import { getDb } from '../lib/platform/db.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';

export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const input = validate(orderRequestSchema, await readJson(req));
  await enforceLimit(ctx, limits.paypalOrder);
  return json(await createSponsorOrder(paypalConfig(), await getDb(), input.amount));
});

export const config: Config = { path: '/order', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
