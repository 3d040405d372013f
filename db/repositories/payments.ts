// Payments and payment events: plain functions taking the database (or a transaction) first.
// Which state changes a payment causes is decided in netlify/lib/payments/; this is storage.
import type { Db, Payment, PaymentEvent } from '../database.ts';

export interface NewPaymentEvent {
  provider: 'paypal';
  kind: 'ipn' | 'order_capture' | 'order_check';
  blobKey: string | null;
  txnId?: string | null;
  orderId?: string | null;
  providerStatus?: string | null;
  verification: string;
  outcome: string;
  registrationId?: string | null;
  amountCents?: number | null;
  currency?: string | null;
  payerEmail?: string | null;
}

export async function recordPaymentEvent(db: Db, event: NewPaymentEvent): Promise<number> {
  const row = await db
    .insertInto('paymentEvents')
    .values({
      provider: event.provider,
      kind: event.kind,
      blobKey: event.blobKey,
      txnId: event.txnId ?? null,
      orderId: event.orderId ?? null,
      providerStatus: event.providerStatus ?? null,
      verification: event.verification,
      outcome: event.outcome,
      registrationId: event.registrationId ?? null,
      amountCents: event.amountCents ?? null,
      currency: event.currency ?? null,
      payerEmail: event.payerEmail ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPaymentEventOutcome(db: Db, id: number, outcome: string, registrationId?: string | null): Promise<void> {
  await db
    .updateTable('paymentEvents')
    .set({ outcome, ...(registrationId !== undefined ? { registrationId } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Newest first: the admin's Payments view. */
export async function listPaymentEvents(db: Db, limit = 1000): Promise<PaymentEvent[]> {
  return db.selectFrom('paymentEvents').selectAll().orderBy('receivedAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export interface NewPayment {
  provider: 'paypal';
  /** The provider's transaction id: IPN txn_id (a refund has its own), or the Orders v2 capture id. */
  txnId: string;
  orderId?: string | null;
  registrationId?: string | null;
  amountCents: number;
  currency: string;
  /** Completed / COMPLETED, or Refunded, Reversed, Canceled_Reversal for money going back and forth. */
  status: string;
  payerEmail?: string | null;
  payerName?: string | null;
  paymentEventId?: number | null;
}

/** Records a transaction once: false when its txn id (or its order) was recorded before. */
export async function insertPaymentOnce(db: Db, payment: NewPayment): Promise<boolean> {
  const inserted = await db
    .insertInto('payments')
    .values({
      provider: payment.provider,
      txnId: payment.txnId,
      orderId: payment.orderId ?? null,
      registrationId: payment.registrationId ?? null,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
      payerEmail: payment.payerEmail ?? null,
      payerName: payment.payerName ?? null,
      paymentEventId: payment.paymentEventId ?? null,
    })
    // Both unique keys (txn id, order id) mean "already recorded".
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findPaymentByTxnId(db: Db, txnId: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('provider', '=', 'paypal').where('txnId', '=', txnId).executeTakeFirst();
}

export async function findPaymentByOrderId(db: Db, orderId: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('provider', '=', 'paypal').where('orderId', '=', orderId).executeTakeFirst();
}

export async function listPaymentsForRegistration(db: Db, registrationId: string): Promise<Payment[]> {
  return db.selectFrom('payments').selectAll().where('registrationId', '=', registrationId).orderBy('id').execute();
}
