import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { handler, json, readJson } from '../lib/platform/http.ts';
import { registerForInvoice } from '../lib/registration/offline-registration.ts';

// POST /api/sponsor-offline-registration { the registration payload, a sponsor level }: 201
// { registrationId, amount, myRegistrationUrl } for a sponsor paying by check or bank transfer.
// The invoice and the personal link are e-mailed; the organizer marks it paid in /admin. Limited per
// client and per recipient address; the PayPal-only Test level has no invoice.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const settings = getEnv();
  const body = await readJson(req);
  return json(await registerForInvoice(ctx, await getDb(), body, settings), 201);
});

export const config: Config = { path: '/api/sponsor-offline-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
