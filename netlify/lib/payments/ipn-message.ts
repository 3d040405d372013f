// What one PayPal Instant Payment Notification does (POST /api/paypal-ipn; the endpoint's header
// says why each step is there):
// 1. ask PayPal whether it sent it (postback of the same bytes, untouched);
// 2. keep a verified body exactly as received in Netlify Blobs (unverified bodies are not stored:
//    anyone can post; their event row says what was claimed);
// 3. settle: a VERIFIED, Completed payment to our account, in USD, of exactly the stored amount pays
//    the registration (a keyless payment of a sponsor level's price becomes that sponsorship:
//    formless-sponsorship.ts); Refunded / Reversed / Canceled_Reversal move money back or forth
//    (netlify/lib/payments/settle.ts). Every message is recorded in payment_events with its outcome.
import { findRegistrationByPaymentKey } from '../../../db/repositories/payment-keys.ts';
import { recordPaymentEvent, setPaymentEventOutcome } from '../../../db/repositories/payments.ts';
import { getSponsorLevels } from '../../../src/data/levels.ts';
import { clock } from '../platform/clock.ts';
import { salesItemsNow } from '../sales/sales.ts';
import { getDb } from '../platform/db.ts';
import type { Db } from '../../../db/database.ts';
import { sendQueued } from '../platform/mail/outbox.ts';
import { enforceLimit, giveBack, limits } from '../platform/rate-limit.ts';
import { paypalConfig } from './paypal/config.ts';
import { saveRawEvent } from './paypal/event-store.ts';
import { decideIpn, ipnCents, ipnSignedCents, keylessSponsorLevel } from './paypal/ipn-rules.ts';
import { IpnVerificationUnavailableError, parseIpn, verifyIpn } from './paypal/ipn.ts';
import { settleKeylessSponsorship } from './formless-sponsorship.ts';
import { settleMoneyReturn, settleRegistrationPayment } from './settle.ts';

/**
 * POST /api/paypal-ipn: one notification as received (its raw bytes), counted against the limit of
 * unverified IPNs and given back once PayPal verifies it (processIpn).
 */
export async function receiveIpn(ctx: { ip?: string }, raw: Uint8Array, contentType: string): ReturnType<typeof processIpn> {
  const unverified = await enforceLimit(ctx, limits.unverifiedIpn);
  return processIpn(raw, contentType, () => giveBack(unverified));
}

/**
 * 'handled' whatever the verdict; 'verification_unavailable' (PayPal could not be asked) and
 * 'payment_not_recorded' (a refund that overtook its payment's IPN) mean PayPal must resend it.
 * `onVerified` runs once PayPal has confirmed the message is its own.
 */
export async function processIpn(
  raw: Uint8Array,
  contentType: string,
  onVerified: () => Promise<void>,
): Promise<'handled' | 'verification_unavailable' | 'payment_not_recorded'> {
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
    if (verdict === 'VERIFIED') await onVerified();
  } catch (error) {
    if (!(error instanceof IpnVerificationUnavailableError)) throw error;
    await recordPaymentEvent(db, { ...event, blobKey: null, verification: 'UNAVAILABLE', outcome: 'retry_later' });
    console.error(`IPN ${fields.txn_id ?? '(no txn_id)'}: ${error.message}; answering 500 so PayPal resends it`);
    return 'verification_unavailable';
  }
  const blobKey = verdict === 'VERIFIED' ? await saveRawEvent(raw, { kind: 'ipn', contentType }) : null;

  const decision = decideIpn({ verdict, fields, business: cfg.business, live: cfg.env === 'live', registration: registration ?? null });
  // A keyless payment of a sponsor level's price (a buy-now page, PayPal.me): it becomes that level's sponsorship.
  const keylessLevel = decision === 'unknown_registration' ? keylessSponsorLevel(fields, await keylessPrices(db)) : null;
  const settling = decision === 'pay' || decision === 'money_return' || keylessLevel !== null;
  const eventId = await recordPaymentEvent(db, { ...event, blobKey, verification: verdict, outcome: settling ? 'processing' : decision });
  const payment = () => ({
    provider: 'paypal' as const,
    txnId: fields.txn_id!,
    amountCents: ipnCents(fields.mc_gross)!,
    currency: fields.mc_currency!,
    status: fields.payment_status!,
    payerEmail: fields.payer_email || null,
    payerName: [fields.first_name, fields.last_name].filter(Boolean).join(' ') || null,
    paymentEventId: eventId,
  });
  if (decision === 'pay' && registration) {
    const settled = await settleRegistrationPayment(db, registration.registrationId, payment());
    await setPaymentEventOutcome(db, eventId, settled.outcome);
    // After the commit, best effort: a failure leaves the message pending for mail-retry.
    await sendQueued(db, settled.mailIds);
  } else if (keylessLevel) {
    const payer = { firstName: fields.first_name?.trim() ?? '', lastName: fields.last_name?.trim() ?? '', email: fields.payer_email?.trim() ?? '' };
    const settled = await settleKeylessSponsorship(db, keylessLevel, payment(), payer);
    await setPaymentEventOutcome(db, eventId, settled.outcome, settled.registrationId ?? undefined);
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
    if (settled.outcome === 'unknown_payment') return 'payment_not_recorded';
  }
  return 'handled';
}

/**
 * The prices a keyless sponsorship payment may carry, per level with player entries: the sales
 * settings' price now and its regular price (set in /admin; the sponsor pages show and link to
 * these). A price the level no longer has is left for the organizer to match by hand rather than
 * sold at a price nobody set.
 */
async function keylessPrices(db: Db): Promise<{ id: string; priceCents: number }[]> {
  const sponsors = getSponsorLevels().filter((l) => l.playerEntries > 0);
  const items = await salesItemsNow(db, sponsors.map((l) => l.id), clock.now(), []);
  return items.flatMap((i) => [{ id: i.id, priceCents: i.priceCents }, { id: i.id, priceCents: i.regularPriceCents }]);
}
