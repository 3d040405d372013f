import type { Config } from '@netlify/functions';
import { guardCodeInBody } from '../lib/promo/code-guessing.ts';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { handler, HttpError, json, readJson } from '../lib/platform/http.ts';
import { sendQueued } from '../lib/platform/mail/outbox.ts';
import { issuePersonalLink } from '../lib/registration/personal-link.ts';
import { priceRegistration, settledRepeatMessage, storeRegistration } from '../lib/registration/registration.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';

// POST /api/register: 201 { registrationId, amount, registrationKey, paymentStatus } with the
// server's own total and the payment key it issued. paymentStatus is 'pending' (pay within
// PAYMENT_HOLD_SECONDS) or 'comped' (nothing to pay: confirmed now, with myRegistrationUrl).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const env = getEnv();
  const body = await readJson(req);
  const db = await getDb();
  // A code in the body is a lookup: counted with every other code lookup before it is priced.
  await guardCodeInBody(ctx, db, body);
  const priced = priceRegistration(body, env.openLevels);
  await enforceLimit(ctx, limits.register);
  const { registration, paymentKey, mailIds, replayed } = await storeRegistration(db, priced, env.paymentHoldSeconds);
  await sendQueued(db, mailIds);
  // A repeat of a registration settled since (paid, refunded, deleted): nothing to pay, nothing to show.
  if (replayed && !['pending', 'comped'].includes(registration.paymentStatus)) throw new HttpError(409, settledRepeatMessage);
  // Comped: confirmed now, so the success screen links to the registrant's own page (the first
  // answer only: a repeat's link would reopen a page its registrant may have signed out).
  const myRegistrationUrl = registration.paymentStatus === 'comped' && !replayed ? await issuePersonalLink(db, registration.registrationId) : undefined;
  return json(
    { registrationId: registration.registrationId, amount: registration.amount, registrationKey: paymentKey, paymentStatus: registration.paymentStatus, myRegistrationUrl },
    201,
  );
});

// No `method` here: NetlifyDev would answer other methods 404; the handler answers 405 instead.
export const config: Config = { path: '/api/register', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
