// Orders v2 for the sponsor SDK pages, capturing: only an order this server created (orders.ts),
// its place reserved while PayPal captures it (a row, never a lock across the PayPal call), who was
// paid and how much checked, and each completed capture recorded once.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, PaypalOrder } from '../../../../db/database.ts';
import { findPaymentByOrderId, recordPaymentEvent, setPaymentEventOutcome } from '../../../../db/repositories/payments.ts';
import { findPaypalOrder, lockPaypalOrder, releasePaypalOrder, reservePaypalOrder, setPaypalOrderStatus } from '../../../../db/repositories/paypal-orders.ts';
import { lockRegistrationType } from '../../../../db/repositories/registrations.ts';
import { parseAmount } from '../../../../src/domain/money.ts';
import { isFull } from '../../../../src/domain/sales.ts';
import { clock } from '../../platform/clock.ts';
import { salesItemsNow } from '../../sales/sales.ts';
import { offerFreedPlacesNow } from '../../waiting-list/offers.ts';
import type { OrderCaptureResult } from '../../../../src/domain/sponsor-checkout.ts';
import { HttpError } from '../../platform/http.ts';
import { enforceLimit, limits } from '../../platform/rate-limit.ts';
import { sponsorLevelFullMessage } from '../../sales/sponsor-places.ts';
import { settleOrderCapture } from '../settle-order.ts';
import { PaypalApiError, captureOrder, getOrder, paypalUnavailableMessage, withPaypal, type Order } from './client.ts';
import { paypalConfig, type PaypalConfig } from './config.ts';
import { saveRawEvent } from './event-store.ts';

export const unknownOrderMessage = 'Unknown PayPal order.';
export const unverifiedPaymentMessage = 'The payment could not be verified. Please contact us before paying again.';

/** How long a capture holds its place: far longer than one PayPal call (PAYPAL_TIMEOUT_MS). */
export const captureReservationSeconds = 120;

type CaptureResult = OrderCaptureResult;

const payerOf = (order: Order) => {
  const firstName = order.payer?.name?.given_name?.trim() ?? '';
  const lastName = order.payer?.name?.surname?.trim() ?? '';
  return { firstName, lastName, name: [firstName, lastName].filter(Boolean).join(' '), email: order.payer?.email_address ?? '' };
};

export const orderIdSchema = z.string().regex(/^[A-Z0-9-]{1,36}$/i, 'Invalid order id');

const same = (a: string | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why an order (as PayPal reports it) is not a payment to us of `cents` USD, or null when it is:
 * one purchase unit, paid to PAYPAL_BUSINESS (e-mail or merchant id), in USD, of that amount.
 */
export function orderMismatch(order: Order, business: string, cents: number): 'amount_mismatch' | 'wrong_receiver' | 'wrong_currency' | null {
  const units = order.purchase_units ?? [];
  if (units.length !== 1) return 'amount_mismatch';
  const unit = units[0]!;
  const payee = unit.payee;
  if (!payee || (!same(payee.email_address, business) && !same(payee.merchant_id, business))) return 'wrong_receiver';
  const captured = unit.payments?.captures?.[0]?.amount;
  const amount = captured ?? unit.amount;
  if (amount?.currency_code !== 'USD') return 'wrong_currency';
  if (parseAmount(amount.value ?? '') !== cents) return 'amount_mismatch';
  return null;
}

async function recordedResult(db: Kysely<Database>, orderId: string): Promise<CaptureResult | null> {
  const p = await findPaymentByOrderId(db, orderId);
  return p ? { status: p.status, payer: { name: p.payerName ?? '', email: p.payerEmail ?? '' } } : null;
}

/**
 * Holds the order's place while PayPal captures it, in one short transaction under the level's
 * lock: refuses (409) when the level is full. A retry of the same order takes its reservation over.
 * False when a simultaneous capture of the same order has recorded it meanwhile.
 */
async function reservePlace(db: Kysely<Database>, row: PaypalOrder): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockRegistrationType(trx, row.levelId);
    const now = await lockPaypalOrder(trx, row.orderId);
    if (!now || now.status === 'captured' || now.status === 'refunded') return false;
    await setPaypalOrderStatus(trx, row.orderId, 'created'); // not counted while we look
    // The capacity now (sales settings). A level closed since the order was created still captures:
    // the buyer has approved the payment at PayPal, and a late payment is never dropped.
    const [level] = await salesItemsNow(trx, [row.levelId], clock.now(), []);
    if (level && isFull(level)) throw new HttpError(409, sponsorLevelFullMessage, { registrationType: sponsorLevelFullMessage });
    await reservePaypalOrder(trx, row.orderId, captureReservationSeconds);
    return true;
  });
}

/**
 * Captures an order this server created, once. A repeated capture returns the recorded result and
 * changes nothing; an order we did not create is refused (404) before PayPal is asked anything.
 */
export async function captureSponsorOrder(cfg: PaypalConfig, db: Kysely<Database>, orderId: string): Promise<CaptureResult> {
  const event = { provider: 'paypal' as const, kind: 'order_capture' as const, blobKey: null, orderId, verification: 'CAPTURE' };
  const row = await findPaypalOrder(db, orderId);
  if (!row) {
    await recordPaymentEvent(db, { ...event, outcome: 'unknown_order' });
    throw new HttpError(404, unknownOrderMessage);
  }
  if (row.status === 'captured' || row.status === 'refunded') {
    const recorded = await recordedResult(db, orderId);
    if (recorded) return recorded;
  }

  const order = await withPaypal(() => getOrder(cfg, orderId)).catch((error) => {
    if (error instanceof PaypalApiError && error.status === 404) throw new HttpError(404, unknownOrderMessage);
    throw error;
  });
  const before = orderMismatch(order, cfg.business, row.amountCents);
  if (before) {
    await recordPaymentEvent(db, { ...event, providerStatus: order.status, outcome: before });
    throw new HttpError(400, unverifiedPaymentMessage);
  }
  if (order.status !== 'COMPLETED') {
    try {
      if (!(await reservePlace(db, row))) {
        const recorded = await recordedResult(db, orderId);
        if (recorded) return recorded;
      }
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) await recordPaymentEvent(db, { ...event, providerStatus: order.status, outcome: 'sold_out' });
      throw error;
    }
  }
  const captured = await captureAtPaypal(cfg, db, row, order);
  return finishCapture(cfg, db, row, captured, order);
}

/** A capture that did not happen gives its place back: to the next in line if the level has a waiting list. */
async function releasePlace(db: Kysely<Database>, row: PaypalOrder): Promise<void> {
  await releasePaypalOrder(db, row.orderId);
  await offerFreedPlacesNow(db, row.levelId);
}

/** Asks PayPal to capture; a declined card releases the place. */
async function captureAtPaypal(cfg: PaypalConfig, db: Kysely<Database>, row: PaypalOrder, order: Order): Promise<Order> {
  if (order.status === 'COMPLETED') return order; // captured before: a retry after a lost answer
  try {
    // A fixed request id per order: a retried capture is answered with the first result by PayPal.
    return await withPaypal(() => captureOrder(cfg, row.orderId, `woop-capture-${row.orderId}`));
  } catch (error) {
    if (error instanceof PaypalApiError && error.issues.includes('ORDER_ALREADY_CAPTURED')) return withPaypal(() => getOrder(cfg, row.orderId));
    if (error instanceof PaypalApiError && error.status === 422) {
      await releasePlace(db, row);
      await recordPaymentEvent(db, {
        provider: 'paypal', kind: 'order_capture', blobKey: null, orderId: row.orderId,
        providerStatus: error.issues.join(',') || error.name, verification: 'CAPTURE', outcome: 'declined',
      });
      throw new HttpError(422, 'The payment was declined. Please try another payment method.');
    }
    // PayPal unreachable: the capture may or may not have happened. The reservation stays until it
    // ends; a retry (or the reconciliation job) re-reads the order and records it.
    if (error instanceof PaypalApiError) {
      console.error(`Capture of ${row.orderId}: ${error.message}`);
      throw new HttpError(502, paypalUnavailableMessage);
    }
    throw error;
  }
}

/** Checks a capture PayPal reported and records it (or says why not). */
export async function finishCapture(cfg: PaypalConfig, db: Kysely<Database>, row: PaypalOrder, captured: Order, order: Order = captured): Promise<CaptureResult> {
  const blobKey = await saveRawEvent(new TextEncoder().encode(JSON.stringify(captured)), { kind: 'order_capture', contentType: 'application/json' });
  const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
  const payer = payerOf(captured.payer ? captured : order);
  const mismatch = orderMismatch(captured, cfg.business, row.amountCents);
  const base = {
    provider: 'paypal' as const, kind: 'order_capture' as const, blobKey, txnId: capture?.id ?? null, orderId: row.orderId,
    providerStatus: capture?.status ?? captured.status, verification: 'CAPTURE',
    amountCents: capture?.amount?.value ? parseAmount(capture.amount.value) : null, currency: capture?.amount?.currency_code ?? null,
    payerEmail: payer.email || null,
  };
  if (mismatch) {
    await releasePlace(db, row);
    await recordPaymentEvent(db, { ...base, outcome: mismatch });
    throw new HttpError(400, unverifiedPaymentMessage);
  }
  if (capture?.status !== 'COMPLETED') {
    // PENDING (e.g. an e-check): the place stays reserved; the reconciliation job records it once completed.
    await recordPaymentEvent(db, { ...base, outcome: 'not_completed' });
    return { status: capture?.status ?? captured.status, payer: { name: payer.name, email: payer.email } };
  }
  const eventId = await recordPaymentEvent(db, { ...base, outcome: 'processing' });
  const settled = await settleOrderCapture(db, row.orderId, {
    provider: 'paypal', txnId: capture.id, orderId: row.orderId, amountCents: row.amountCents, currency: 'USD',
    status: 'COMPLETED', payerEmail: payer.email || null, payerName: payer.name || null, paymentEventId: eventId,
  }, payer);
  await setPaymentEventOutcome(db, eventId, settled.outcome);
  const result = { status: 'COMPLETED', payer: { name: payer.name, email: payer.email } };
  if (settled.outcome === 'duplicate') return (await recordedResult(db, row.orderId)) ?? result;
  // The key goes only to the call that recorded the capture (the payer's browser, in practice): a
  // later call with the same order id gets no key, so an order id alone never reveals the entries.
  return settled.registrationKey ? { ...result, registrationKey: settled.registrationKey } : result;
}

/** POST /order/:orderId/capture: captureSponsorOrder, counted per client. */
export async function captureSponsorship(ctx: { ip?: string }, db: Kysely<Database>, orderId: string): Promise<CaptureResult> {
  await enforceLimit(ctx, limits.paypalCapture);
  return captureSponsorOrder(paypalConfig(), db, orderId);
}
