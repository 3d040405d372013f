// POST /order/:orderId/capture -> { status, payer: { name, email } }. Only status COMPLETED is paid.
import type { Config } from '@netlify/functions';
import { captureSponsorship, orderIdSchema } from '../lib/payments/paypal/capture.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, validate } from '../lib/platform/http.ts';

export default handler({ methods: ['POST'] }, async (_req, ctx) => {
  const orderId = validate(orderIdSchema, ctx.params.orderId);
  return json(await captureSponsorship(ctx, await getDb(), orderId));
});

export const config: Config = { path: '/order/:orderId/capture', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
