// Payments and payment events: plain functions taking the database (or a transaction) first.
import { sql, type Transaction } from 'kysely';
import type { Database, Db, Payment } from '../database.ts';

export interface NewPaymentEvent {
  provider: 'paypal';
  kind: 'ipn' | 'order_capture';
  blobKey: string | null;
  txnId?: string | null;
  orderId?: string | null;
  providerStatus?: string | null;
  verification: string;
  outcome: string;
  registrationId?: string | null;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPaymentEventOutcome(db: Db, id: number, outcome: string): Promise<void> {
  await db.updateTable('paymentEvents').set({ outcome }).where('id', '=', id).execute();
}

export interface NewPayment {
  provider: 'paypal';
  txnId: string;
  orderId?: string | null;
  registrationId?: string | null;
  amountCents: number;
  currency: string;
  status: string;
  payerEmail?: string | null;
  payerName?: string | null;
  paymentEventId?: number | null;
}

/**
 * Records a verified payment and, when it belongs to a registration, marks that registration paid —
 * both or neither (one transaction). A txn_id (or order) seen before changes nothing: returns false.
 */
export async function recordVerifiedPayment(
  db: Db,
  payment: NewPayment,
  /** Runs inside the same transaction once the registration is marked paid (e.g. queues the e-mails). */
  onPaid?: (trx: Transaction<Database>, registrationId: string) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
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
    if (!inserted) return false;
    if (payment.registrationId) {
      await trx
        .updateTable('registrations')
        .set({ paymentStatus: 'paid', updatedAt: sql<Date>`now()` })
        .where('registrationId', '=', payment.registrationId)
        .execute();
      if (onPaid) await onPaid(trx, payment.registrationId);
    }
    return true;
  });
}

export async function findPaymentByOrderId(db: Db, orderId: string): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', 'paypal')
    .where('orderId', '=', orderId)
    .executeTakeFirst();
}

export async function listPaymentsForRegistration(db: Db, registrationId: string): Promise<Payment[]> {
  return db.selectFrom('payments').selectAll().where('registrationId', '=', registrationId).orderBy('id').execute();
}
