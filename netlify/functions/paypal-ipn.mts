// POST /api/paypal-ipn: PayPal's Instant Payment Notification for the buy-now form.
//
// 1. Ask PayPal whether it sent it (postback of the same bytes, untouched).
// 2. Keep a verified body exactly as received in Netlify Blobs (audit trail). Unverified bodies
//    are not stored (anyone can post here); their event row says what was claimed.
// 3. A VERIFIED, Completed payment to our account, in USD, of exactly the registration's stored
//    amount marks the registration paid (netlify/lib/payments/settle.ts: one transaction, once per
//    txn_id, flagged for a refund if its place was given away). Refunded / Reversed /
//    Canceled_Reversal move it to refunded / reversed / paid again. Every message is recorded in
//    payment_events with its outcome, including those that change nothing.
//
// Answers 200 with an empty body once handled, whatever the verdict: PayPal would only resend it.
// The exception is when we could not handle it — PayPal unreachable for the postback (timeout,
// 5xx), the blob store or the database down: then the answer is 500/503 and PayPal resends the
// message later (IPN retries with back-off for days), so no payment is lost and none is counted twice.
import type { Config } from '@netlify/functions';
import { findRegistrationByPaymentKey } from '../../db/repositories/payment-keys.ts';
import { recordPaymentEvent, setPaymentEventOutcome } from '../../db/repositories/payments.ts';
import { getDb } from '../lib/db.ts';
import { handler, readBody } from '../lib/http.ts';
import { sendQueued } from '../lib/mail/outbox.ts';
import { settleMoneyReturn, settleRegistrationPayment } from '../lib/payments/settle.ts';
import { enforceLimit, giveBack, limits } from '../lib/rate-limit.ts';
import { paypalConfig } from '../lib/paypal/config.ts';
import { saveRawEvent } from '../lib/paypal/event-store.ts';
import { decideIpn, ipnCents, ipnSignedCents } from '../lib/paypal/ipn-rules.ts';
import { IpnVerificationUnavailableError, parseIpn, verifyIpn } from '../lib/paypal/ipn.ts';

const maxIpnBytes = 64 * 1024;

export default handler({ methods: ['POST'] }, async (req, ctx) => {
  // The raw bytes: verification must echo them unchanged (order, encoding), so no form parsing here.
  const raw = await readBody(req, maxIpnBytes);
  const unverified = await enforceLimit(ctx, limits.unverifiedIpn); // given back once PayPal verifies it
  const cfg = paypalConfig();
  const db = await getDb();
  const fields = parseIpn(raw);
  const key = fields.custom ?? '';
  const registration = key ? await findRegistrationByPaymentKey(db, key, { expiredToo: true }) : undefined;
  const event = {
    provider: 'paypal' as const,
    kind: 'ipn' as const,
    txnId: fields.txn_id || null,
    providerStatus: fields.payment_status || null,
    registrationId: registration?.registrationId ?? null,
    amountCents: ipnSignedCents(fields.mc_gross),
    currency: fields.mc_currency || null,
    payerEmail: fields.payer_email || null,
  };

  let verdict;
  try {
    verdict = await verifyIpn(cfg, raw);
    if (verdict === 'VERIFIED') await giveBack(unverified);
  } catch (error) {
    if (!(error instanceof IpnVerificationUnavailableError)) throw error;
    await recordPaymentEvent(db, { ...event, blobKey: null, verification: 'UNAVAILABLE', outcome: 'retry_later' });
    console.error(`IPN ${fields.txn_id ?? '(no txn_id)'}: ${error.message}; answering 500 so PayPal resends it`);
    return new Response('Verification unavailable, please retry', { status: 500 });
  }
  const blobKey = verdict === 'VERIFIED' ? await saveRawEvent(raw, { kind: 'ipn', contentType: req.headers.get('content-type') ?? '' }) : null;

  const decision = decideIpn({ verdict, fields, business: cfg.business, live: cfg.env === 'live', registration: registration ?? null });
  const settling = decision === 'pay' || decision === 'money_return';
  const eventId = await recordPaymentEvent(db, { ...event, blobKey, verification: verdict, outcome: settling ? 'processing' : decision });
  if (decision === 'pay' && registration) {
    const amountCents = ipnCents(fields.mc_gross)!;
    const settled = await settleRegistrationPayment(db, registration.registrationId, {
      provider: 'paypal',
      txnId: fields.txn_id!,
      amountCents,
      currency: fields.mc_currency!,
      status: fields.payment_status!,
      payerEmail: fields.payer_email || null,
      payerName: [fields.first_name, fields.last_name].filter(Boolean).join(' ') || null,
      paymentEventId: eventId,
    });
    await setPaymentEventOutcome(db, eventId, settled.outcome);
    // After the commit, best effort: a failure leaves the message pending for mail-retry.
    await sendQueued(db, settled.mailIds);
  } else if (decision === 'money_return') {
    const settled = await settleMoneyReturn(db, {
      kind: fields.payment_status as 'Refunded' | 'Reversed' | 'Canceled_Reversal',
      txnId: fields.txn_id!,
      parentTxnId: fields.parent_txn_id!,
      amountCents: ipnCents(fields.mc_gross)!,
      currency: fields.mc_currency!,
      paymentEventId: eventId,
    });
    await setPaymentEventOutcome(db, eventId, settled.outcome, settled.registrationId);
    await sendQueued(db, settled.mailIds);
    // A refund that overtook its payment's IPN (still being resent): PayPal resends this one too,
    // so it is applied once the payment is recorded instead of being lost.
    if (settled.outcome === 'unknown_payment') return new Response('Payment not recorded yet, please retry', { status: 500 });
  }
  return new Response(null, { status: 200 });
});

export const config: Config = { path: '/api/paypal-ipn', rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
