// POST /order { amount, currency, intent } -> { id }. Refuses (400) an amount that is not a price
// we sell, a currency other than USD and an intent other than capture; 409 when that level is taken.
import type { Config } from '@netlify/functions';
import { orderRequestSchema, orderSponsorship } from '../lib/payments/paypal/orders.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';

export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const input = validate(orderRequestSchema, await readJson(req));
  return json(await orderSponsorship(ctx, await getDb(), input.amount));
});

export const config: Config = { path: '/order', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
