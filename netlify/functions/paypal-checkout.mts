// GET /api/paypal-checkout?key= -> { action, fields }: the buy-now form for the registration of
// this payment key, amount and item from the database. A registration whose hold ended gets a new
// one if its place is still free (the visitor came back to pay), else 409 saying why.
import type { Config } from '@netlify/functions';
import { invalidKeyMessage } from '../../src/domain/api-contract.ts';
import { buyNowCheckout } from '../lib/payments/paypal/checkout.ts';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { HttpError, handler, json } from '../lib/platform/http.ts';
import { isPaymentKey } from '../lib/registration/payment-keys.ts';

export default handler({ methods: ['GET'] }, async (req, ctx) => {
  const key = new URL(req.url).searchParams.get('key') ?? '';
  if (!key) throw new HttpError(400, 'The payment key is missing.', { key: 'The payment key is missing.' });
  // Only a well-formed key reaches the database (a NUL or a 100 KB string there was a 500).
  if (!isPaymentKey(key)) throw new HttpError(400, invalidKeyMessage, { key: invalidKeyMessage });
  return json(await buyNowCheckout(ctx, await getDb(), req, key, getEnv().paymentHoldSeconds));
});

export const config: Config = { path: '/api/paypal-checkout', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
