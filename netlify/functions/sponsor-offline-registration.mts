import type { Config } from '@netlify/functions';
import { guardCodeInBody } from '../lib/promo/code-guessing.ts';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { handler, json, readJson } from '../lib/platform/http.ts';
import { sendQueued } from '../lib/platform/mail/outbox.ts';
import { priceOfflineRegistration, storeOfflineRegistration } from '../lib/registration/offline-registration.ts';
import { addressKey, enforceLimit, limits } from '../lib/platform/rate-limit.ts';

// POST /api/sponsor-offline-registration { the registration payload, a sponsor level }: 201
// { registrationId, amount, myRegistrationUrl } for a sponsor paying by check or bank transfer.
// The invoice and the personal link are e-mailed; the organizer marks it paid in /admin. Limited per
// client and per recipient address; the PayPal-only Test level has no invoice.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const env = getEnv();
  const body = await readJson(req);
  const db = await getDb();
  // A code in the body is a lookup: counted with every other code lookup before it is priced.
  await guardCodeInBody(ctx, db, body);
  const priced = priceOfflineRegistration(body, env.openLevels);
  await enforceLimit(ctx, limits.register);
  await enforceLimit(ctx, limits.invoiceAddress, addressKey(priced.input.email));
  const { mailIds, ...stored } = await storeOfflineRegistration(db, priced, env.paymentHoldSeconds);
  await sendQueued(db, mailIds);
  return json(stored, 201);
});

export const config: Config = { path: '/api/sponsor-offline-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
