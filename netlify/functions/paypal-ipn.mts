// POST /api/paypal-ipn: PayPal's Instant Payment Notification for the buy-now form.
//
// 1. Keep the body exactly as received in Netlify Blobs (audit trail).
// 2. Ask PayPal whether it sent it (postback of the same bytes).
// 3. Only a VERIFIED, Completed payment to our account, in USD, of exactly the registration's stored
//    amount and with a txn_id we have not seen marks the registration paid (one transaction).
//    Anything else is recorded in payment_events and changes nothing.
//
// Answers 200 with an empty body once handled, whatever the verdict: PayPal would only resend it.
// The exception is when we could not handle it — PayPal unreachable for the postback (timeout,
// 5xx), the blob store or the database down: then the answer is 500/503 and PayPal resends the
// message later (IPN retries with back-off for days), so no payment is lost and none is counted twice.
import type { Config } from '@netlify/functions';
import { findRegistrationByPaymentKey } from '../../db/repositories/payment-keys.ts';
import {
  recordPaymentEvent,
  recordVerifiedPayment,
  setPaymentEventOutcome,
} from '../../db/repositories/payments.ts';
import { parseAmount } from '../../src/domain/money.ts';
import { getDb } from '../lib/db.ts';
import { handler, readBody } from '../lib/http.ts';
import { enforceLimit, giveBack, limits } from '../lib/rate-limit.ts';
import { paypalConfig } from '../lib/paypal/config.ts';
import { saveRawEvent } from '../lib/paypal/event-store.ts';
import { paidMailQueuer } from '../lib/mail/paid.ts';
import { sendQueued } from '../lib/mail/outbox.ts';
import { decideIpn } from '../lib/paypal/ipn-rules.ts';
import { IpnVerificationUnavailableError, parseIpn, verifyIpn } from '../lib/paypal/ipn.ts';

const maxIpnBytes = 64 * 1024;

export default handler({ methods: ['POST'] }, async (req, ctx) => {
  // The raw bytes: verification must echo them unchanged (order, encoding), so no form parsing here.
  const raw = await readBody(req, maxIpnBytes);
  const unverified = await enforceLimit(ctx, limits.unverifiedIpn); // given back once PayPal verifies it
  const cfg = paypalConfig();
  const shared = await getDb();
  const db = shared;
  const blobKey = await saveRawEvent(raw, { kind: 'ipn', contentType: req.headers.get('content-type') ?? '' });
  const fields = parseIpn(raw);
  const key = fields.custom ?? '';
  const registration = key ? await findRegistrationByPaymentKey(shared, key) : undefined;
  const base = {
    provider: 'paypal' as const,
    kind: 'ipn' as const,
    blobKey,
    txnId: fields.txn_id || null,
    providerStatus: fields.payment_status || null,
    registrationId: registration?.registrationId ?? null,
  };

  let verdict;
  try {
    verdict = await verifyIpn(cfg, raw);
    if (verdict === 'VERIFIED') await giveBack(unverified);
  } catch (error) {
    if (!(error instanceof IpnVerificationUnavailableError)) throw error;
    await recordPaymentEvent(db, { ...base, verification: 'UNAVAILABLE', outcome: 'retry_later' });
    console.error(`IPN ${blobKey}: ${error.message}; answering 500 so PayPal resends it`);
    return new Response('Verification unavailable, please retry', { status: 500 });
  }

  const outcome = decideIpn({ verdict, fields, business: cfg.business, registration: registration ?? null });
  const eventId = await recordPaymentEvent(db, {
    ...base,
    verification: verdict,
    outcome: outcome === 'pay' ? 'processing' : outcome,
  });
  if (outcome === 'pay' && registration) {
    const amountCents = parseAmount(fields.mc_gross!)!;
    const mail = paidMailQueuer(amountCents);
    const recorded = await recordVerifiedPayment(db, {
      provider: 'paypal',
      txnId: fields.txn_id!,
      registrationId: registration.registrationId,
      amountCents,
      currency: fields.mc_currency!,
      status: fields.payment_status!,
      payerEmail: fields.payer_email || null,
      payerName: [fields.first_name, fields.last_name].filter(Boolean).join(' ') || null,
      paymentEventId: eventId,
    }, mail.onPaid);
    await setPaymentEventOutcome(db, eventId, recorded ? 'paid' : 'duplicate');
    // After the commit, best effort: a failure leaves the message pending for mail-retry.
    await sendQueued(shared, mail.ids);
  }
  return new Response(null, { status: 200 });
});

export const config: Config = { path: '/api/paypal-ipn', method: 'POST', rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
