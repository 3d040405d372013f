// POST /order/:orderId/capture -> { status, payer: { name, email } }. Only status COMPLETED is paid.
import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, validate } from '../lib/platform/http.ts';
import { paypalConfig } from '../lib/payments/paypal/config.ts';
import { captureSponsorOrder, orderIdSchema } from '../lib/payments/paypal/orders.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';

export default handler({ methods: ['POST'] }, async (_req, ctx) => {
  const orderId = validate(orderIdSchema, ctx.params.orderId);
  await enforceLimit(ctx, limits.paypalCapture);
  return json(await captureSponsorOrder(paypalConfig(), await getDb(), orderId));
});

export const config: Config = { path: '/order/:orderId/capture', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
