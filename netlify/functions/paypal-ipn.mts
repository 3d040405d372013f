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
// The work is in netlify/lib/payments/ipn-message.ts. Answers 200 with an empty body once handled,
// whatever the verdict: PayPal would only resend it.
// The exception is when we could not handle it — PayPal unreachable for the postback (timeout,
// 5xx), the blob store or the database down: then the answer is 500/503 and PayPal resends the
// message later (IPN retries with back-off for days), so no payment is lost and none is counted twice.
import type { Config } from '@netlify/functions';
import { handler, readBody } from '../lib/platform/http.ts';
import { receiveIpn } from '../lib/payments/ipn-message.ts';

const maxIpnBytes = 64 * 1024;

export default handler({ methods: ['POST'] }, async (req, ctx) => {
  // The raw bytes: verification must echo them unchanged (order, encoding), so no form parsing here.
  const raw = await readBody(req, maxIpnBytes);
  const result = await receiveIpn(ctx, raw, req.headers.get('content-type') ?? '');
  if (result === 'verification_unavailable') return new Response('Verification unavailable, please retry', { status: 500 });
  if (result === 'payment_not_recorded') return new Response('Payment not recorded yet, please retry', { status: 500 });
  return new Response(null, { status: 200 });
});

export const config: Config = { path: '/api/paypal-ipn', rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
