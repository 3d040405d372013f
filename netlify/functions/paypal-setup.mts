// GET /setup -> { clientToken } for the card/wallet SDK on the sponsor pages, plus what the page
// needs to load that SDK with @paypal/paypal-js: the public client id and the SDK's base URL
// (PayPal's, or the local simulator's stand-in served on the site's own origin).
import type { Config } from '@netlify/functions';
import { handler, json } from '../lib/platform/http.ts';
import { generateClientToken } from '../lib/payments/paypal/client.ts';
import { paypalConfig } from '../lib/payments/paypal/config.ts';
import { withPaypal } from '../lib/payments/paypal/orders.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';

export default handler({ methods: ['GET'] }, async (_req, ctx) => {
  await enforceLimit(ctx, limits.paypalSetup);
  const cfg = paypalConfig();
  const clientToken = await withPaypal(() => generateClientToken(cfg));
  return json({ clientToken, clientId: cfg.clientId, sdkBaseUrl: cfg.sdkBaseUrl });
});

export const config: Config = { path: '/setup', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
