// GET /api/paypal-checkout?key= -> { action, fields }: the buy-now form for the registration stored
// under this payment key (POST /api/store-pending-registration), amount and item from the database.
import type { Config } from '@netlify/functions';
import { findRegistrationByPaymentKey } from '../../db/repositories/payment-keys.ts';
import { getRegistrationLevels, getSponsorLevels } from '../../src/domain/levels.ts';
import { getDb } from '../lib/db.ts';
import { HttpError, handler, json } from '../lib/http.ts';
import { paymentKeyPattern } from '../lib/ids.ts';
import { invalidKeyMessage } from '../lib/payment-keys.ts';
import { buyNowForm } from '../lib/paypal/buy-now.ts';
import { paypalConfig } from '../lib/paypal/config.ts';
import { siteOrigin } from '../lib/paypal/site.ts';
import { enforceLimit, limits } from '../lib/rate-limit.ts';

const levelName = (id: string | null): string => {
  const level = [...getRegistrationLevels(), ...getSponsorLevels()].find((l) => l.id === id);
  return level?.name ?? 'Registration';
};

export default handler({ methods: ['GET'] }, async (req, ctx) => {
  const key = new URL(req.url).searchParams.get('key') ?? '';
  if (!key) throw new HttpError(400, 'The payment key is missing.', { key: 'The payment key is missing.' });
  // Only a well-formed key reaches the database (a NUL or a 100 KB string there was a 500).
  if (!paymentKeyPattern.test(key)) throw new HttpError(400, invalidKeyMessage, { key: invalidKeyMessage });
  await enforceLimit(ctx, limits.paymentLookup);
  const cfg = paypalConfig();
  const registration = await findRegistrationByPaymentKey(await getDb(), key);
  if (!registration || registration.amountCents === null) throw new HttpError(404, 'No registration is waiting for this payment.');
  if (registration.paymentStatus === 'paid') throw new HttpError(409, 'This registration has already been paid.');
  // PayPal refuses 0.00; a registration a promo code made free has nothing to pay online.
  if (registration.amountCents === 0) throw new HttpError(409, 'This registration has nothing to pay.');
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

export const config: Config = { path: '/api/paypal-checkout', method: 'GET', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
