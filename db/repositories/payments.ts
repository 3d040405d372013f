// Payments and payment events: plain functions taking the database (or a transaction) first.
// Which state changes a payment causes is decided in netlify/lib/payments/; this is storage.
import { sql } from 'kysely';
import type { Db, Payment, PaymentEvent } from '../database.ts';

export interface NewPaymentEvent {
  provider: PaymentProvider;
  /** 'check' / 'transfer': the organizer recorded it in /admin. */
  kind: 'ipn' | 'order_capture' | 'order_check' | 'check' | 'transfer';
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

/**
 * Newest first: the admin's Payments view. Messages PayPal did not send (INVALID) or that could not
 * be checked come from anyone, so they are capped on their own: a flood of them cannot push real
 * payments out of the list.
 */
export async function listPaymentEvents(db: Db, limit = 1000, unverifiedLimit = 100): Promise<PaymentEvent[]> {
  const unverified = ['INVALID', 'UNAVAILABLE'];
  const [checked, unchecked] = await Promise.all([
    db.selectFrom('paymentEvents').selectAll().where('verification', 'not in', unverified).orderBy('id', 'desc').limit(limit).execute(),
    db.selectFrom('paymentEvents').selectAll().where('verification', 'in', unverified).orderBy('id', 'desc').limit(unverifiedLimit).execute(),
  ]);
  return [...checked, ...unchecked].sort((a, b) => b.id - a.id);
}

/** Who moved the money: PayPal, or the organizer recording a check or a bank transfer. */
export type PaymentProvider = 'paypal' | 'check' | 'transfer';

export interface NewPayment {
  provider: PaymentProvider;
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
  /** For a refund or reversal: the payment it returns. */
  parentTxnId?: string | null;
  /** A check or transfer: the check number or transfer reference, and the day the money came (YYYY-MM-DD). */
  reference?: string | null;
  receivedOn?: string | null;
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
      parentTxnId: payment.parentTxnId ?? null,
      reference: payment.reference ?? null,
      receivedOn: payment.receivedOn ?? null,
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

/** The payment that pays a registration (its paymentTxnId), whoever the provider. */
export async function findRegistrationPayment(db: Db, registrationId: string, txnId: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('registrationId', '=', registrationId).where('txnId', '=', txnId).orderBy('id').executeTakeFirst();
}

/** Cents refunded so far of payment `txnId` (its Refunded rows added up). */
export async function sumRefunded(db: Db, txnId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('n'))
    .where('parentTxnId', '=', txnId)
    .where('status', '=', 'Refunded')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The registration's completed payments other than `txnId` (a second payment, when it paid twice). */
export async function findOtherCompletedPayment(db: Db, registrationId: string, txnId: string): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('registrationId', '=', registrationId)
    .where('txnId', '<>', txnId)
    .where('parentTxnId', 'is', null)
    .where('status', 'in', ['Completed', 'COMPLETED'])
    .orderBy('id')
    .executeTakeFirst();
}

