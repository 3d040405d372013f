// GET /api/paypal-checkout?key= -> { action, fields }: the buy-now form for the registration of
// this payment key, amount and item from the database. A registration whose hold ended gets a new
// one if its place is still free (the visitor came back to pay), else 409 saying why.
import type { Config } from '@netlify/functions';
import { findRegistrationByPaymentKey } from '../../db/repositories/payment-keys.ts';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { HttpError, handler, json } from '../lib/platform/http.ts';
import { invalidKeyMessage } from '../../src/domain/api-contract.ts';
import { ensureHold, isPaymentKey } from '../lib/registration/payment-keys.ts';
import { buyNowForm } from '../lib/payments/paypal/buy-now.ts';
import { paypalConfig } from '../lib/payments/paypal/config.ts';
import { siteOrigin } from '../lib/payments/paypal/site.ts';
import { levelName } from '../../src/domain/levels.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';

export default handler({ methods: ['GET'] }, async (req, ctx) => {
  const key = new URL(req.url).searchParams.get('key') ?? '';
  if (!key) throw new HttpError(400, 'The payment key is missing.', { key: 'The payment key is missing.' });
  // Only a well-formed key reaches the database (a NUL or a 100 KB string there was a 500).
  if (!isPaymentKey(key)) throw new HttpError(400, invalidKeyMessage, { key: invalidKeyMessage });
  await enforceLimit(ctx, limits.paymentLookup);
  const cfg = paypalConfig();
  const db = await getDb();
  const registration = await findRegistrationByPaymentKey(db, key);
  if (!registration || registration.amountCents === null) throw new HttpError(404, 'No registration is waiting for this payment.');
  if (registration.paymentStatus === 'paid' || registration.paymentStatus === 'comped') {
    throw new HttpError(409, 'This registration has already been paid.');
  }
  if (registration.paymentStatus !== 'pending') throw new HttpError(409, 'The payment of this registration was returned. Please contact us.');
  // PayPal refuses 0.00 (a $0 registration is comped when stored; this is an older row).
  if (registration.amountCents === 0) throw new HttpError(409, 'This registration has nothing to pay.');
  await ensureHold(db, registration.registrationId, getEnv().paymentHoldSeconds);
  return json(
    buyNowForm({
      business: cfg.business,
      webscrUrl: cfg.webscrUrl,
      origin: siteOrigin(cfg, req),
      key,
      levelName: levelName(registration.registrationType),
      amountCents: registration.amountCents,
    }),
  );
});

export const config: Config = { path: '/api/paypal-checkout', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
