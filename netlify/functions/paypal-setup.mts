// GET /setup -> { clientToken } for the card/wallet SDK on the sponsor pages, plus what the page
// needs to load that SDK with @paypal/paypal-js: the public client id and the SDK's base URL
// (PayPal's, or the local simulator's stand-in served on the site's own origin).
import type { Config } from '@netlify/functions';
import { sdkSetup } from '../lib/payments/paypal/sdk-setup.ts';
import { handler, json } from '../lib/platform/http.ts';

export default handler({ methods: ['GET'] }, async (_req, ctx) => json(await sdkSetup(ctx)));

export const config: Config = { path: '/setup', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
