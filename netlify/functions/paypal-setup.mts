// GET /setup -> { clientToken } for the card/wallet SDK on the sponsor pages.
import type { Config } from '@netlify/functions';
import { handler, json } from '../lib/http.ts';
import { generateClientToken } from '../lib/paypal/client.ts';
import { paypalConfig } from '../lib/paypal/config.ts';
import { withPaypal } from '../lib/paypal/orders.ts';

export default handler({ methods: ['GET'] }, async () => {
  const cfg = paypalConfig();
  return json({ clientToken: await withPaypal(() => generateClientToken(cfg)) });
});

export const config: Config = { path: '/setup', method: 'GET' };
