// Orders v2 for the sponsor pages: create only for a price we sell, capture with checks, and
// record each completed capture once.
import { z } from 'zod';
import { findPaymentByOrderId, recordPaymentEvent, recordVerifiedPayment } from '../../../db/repositories/payments.ts';
import { getSponsorLevels, type SponsorLevel } from '../../../src/domain/levels.ts';
import { formatAmount, parseAmount } from '../../../src/domain/money.ts';
import type { Database, Payment } from '../../../db/database.ts';
import type { Kysely } from 'kysely';
import { withRegistrationTypeLock } from '../../../db/repositories/registrations.ts';
import { HttpError } from '../http.ts';
import { assertSponsorPlaceFree } from '../sponsor-places.ts';
import { PaypalApiError, PaypalUnavailableError, captureOrder, createOrder, getOrder, type Order } from './client.ts';
import type { PaypalConfig } from './config.ts';
import { saveRawEvent } from './event-store.ts';

export const paypalUnavailableMessage = 'PayPal is not available right now. Please try again in a moment.';

/** Maps PayPal being down to 502 (our API contract: never a stack trace). */
export async function withPaypal<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof PaypalUnavailableError) {
      console.error(error.message);
      throw new HttpError(502, paypalUnavailableMessage);
    }
    throw error;
  }
}

/** The prices we sell through Orders v2: the sponsor levels. */
export const sellableCents = (): number[] => getSponsorLevels().map((l) => l.priceCents);

/** The sponsor level sold at this price (each level has its own price). */
export const sponsorLevelPriced = (cents: number): SponsorLevel => {
  const level = getSponsorLevels().find((l) => l.priceCents === cents);
  if (!level) throw new HttpError(400, 'The amount is not the price of a sponsorship level.');
  return level;
};

export const orderRequestSchema = z.object({
  amount: z.union([z.string(), z.number()]).transform((v, ctx) => {
    const cents = parseAmount(String(v));
    if (cents === null || !sellableCents().includes(cents)) {
      ctx.addIssue({ code: 'custom', message: 'The amount is not the price of a sponsorship level.' });
      return z.NEVER;
    }
    return cents;
  }),
  currency: z.literal('USD', { error: 'Only USD payments are accepted.' }).default('USD'),
  intent: z
    .string()
    .default('capture')
    .refine((v) => v.toLowerCase() === 'capture', 'Only intent capture is supported.'),
});

export async function createSponsorOrder(cfg: PaypalConfig, cents: number): Promise<{ id: string }> {
  const order = await withPaypal(() =>
    createOrder(cfg, {
      value: formatAmount(cents),
      currency: 'USD',
      requestId: crypto.randomUUID(),
      description: 'WOOP Tournament Sponsorship',
    }),
  );
  return { id: order.id };
}

export interface CaptureResult {
  status: string;
  payer: { name: string; email: string };
}

const payerOf = (order: Order) => ({
  name: [order.payer?.name?.given_name, order.payer?.name?.surname].filter(Boolean).join(' '),
  email: order.payer?.email_address ?? '',
});
const fromRecord = (p: Payment): CaptureResult => ({
  status: p.status,
  payer: { name: p.payerName ?? '', email: p.payerEmail ?? '' },
});

export const orderIdSchema = z.string().regex(/^[A-Z0-9-]{1,36}$/i, 'Invalid order id');

/**
 * Captures an approved order once. The order is re-read first and its amount must still be a
 * price we sell, in USD; only a capture with status COMPLETED is recorded as paid. A repeated
 * capture of the same order returns the recorded result and changes nothing.
 */
export async function captureSponsorOrder(cfg: PaypalConfig, database: Kysely<Database>, orderId: string): Promise<CaptureResult> {
  const db = database;
  const recorded = await findPaymentByOrderId(db, orderId);
  if (recorded) return fromRecord(recorded);

  const order = await withPaypal(() => getOrder(cfg, orderId)).catch((error) => {
    if (error instanceof PaypalApiError && error.status === 404) throw new HttpError(404, 'Unknown PayPal order.');
    throw error;
  });
  const amount = order.purchase_units?.[0]?.amount;
  const cents = parseAmount(amount?.value ?? '');
  if (amount?.currency_code !== 'USD' || cents === null || !sellableCents().includes(cents)) {
    await recordPaymentEvent(db, {
      provider: 'paypal', kind: 'order_capture', blobKey: null, orderId,
      providerStatus: order.status, verification: 'ORDER_READ', outcome: 'amount_mismatch',
    });
    throw new HttpError(400, 'The order amount is not the price of a sponsorship level.');
  }
  const level = sponsorLevelPriced(cents);
  if (level.capacity === null) return captureChecked(cfg, database, orderId, order, cents);
  // Captures for a level with few places run one at a time, under the lock POST /api/register
  // takes for that level, so two buyers racing for the last place cannot both be charged.
  return withRegistrationTypeLock(database, level.id, async (conn) => {
    const meanwhile = await findPaymentByOrderId(conn, orderId); // a retry of this order won
    if (meanwhile) return fromRecord(meanwhile);
    // The level may have filled up since the order was made: refuse before any money moves.
    await assertSponsorPlaceFree(conn, level);
    return captureChecked(cfg, conn, orderId, order, cents);
  });
}

/** Captures an order whose amount and place are checked, and records it if COMPLETED. */
async function captureChecked(cfg: PaypalConfig, database: Kysely<Database>, orderId: string, order: Order, cents: number): Promise<CaptureResult> {
  const db = database;
  let captured: Order;
  try {
    // A fixed request id per order: a retried capture is answered with the first result by PayPal.
    captured = await withPaypal(() => captureOrder(cfg, orderId, `woop-capture-${orderId}`));
  } catch (error) {
    if (error instanceof PaypalApiError && error.issues.includes('ORDER_ALREADY_CAPTURED')) {
      captured = await withPaypal(() => getOrder(cfg, orderId));
    } else if (error instanceof PaypalApiError && error.status === 422) {
      await recordPaymentEvent(db, {
        provider: 'paypal', kind: 'order_capture', blobKey: null, orderId,
        providerStatus: error.issues.join(',') || error.name, verification: 'CAPTURE', outcome: 'declined',
      });
      throw new HttpError(422, 'The payment was declined. Please try another payment method.', undefined);
    } else throw error;
  }

  const blobKey = await saveRawEvent(new TextEncoder().encode(JSON.stringify(captured)), {
    kind: 'order_capture',
    contentType: 'application/json',
  });
  const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
  const captureCents = capture?.amount?.value ? parseAmount(capture.amount.value) : cents;
  const payer = payerOf(captured.payer ? captured : order);
  const completed = capture?.status === 'COMPLETED' && captureCents === cents;
  const eventId = await recordPaymentEvent(db, {
    provider: 'paypal', kind: 'order_capture', blobKey, txnId: capture?.id ?? null, orderId,
    providerStatus: capture?.status ?? captured.status, verification: 'CAPTURE',
    outcome: completed ? 'processing' : 'not_completed',
  });
  if (!completed || !capture) return { status: capture?.status ?? captured.status, payer };

  const isNew = await recordVerifiedPayment(db, {
    provider: 'paypal',
    txnId: capture.id,
    orderId,
    amountCents: cents,
    currency: 'USD',
    status: 'COMPLETED',
    payerEmail: payer.email || null,
    payerName: payer.name || null,
    paymentEventId: eventId,
  });
  await db.updateTable('paymentEvents').set({ outcome: isNew ? 'paid' : 'duplicate' }).where('id', '=', eventId).execute();
  if (!isNew) {
    const first = await findPaymentByOrderId(db, orderId);
    if (first) return fromRecord(first);
  }
  return { status: 'COMPLETED', payer };
}
