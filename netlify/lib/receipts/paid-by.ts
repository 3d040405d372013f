// How a registration was paid, as its receipt and the personal page state it.
import type { Db, Registration } from '../../../db/database.ts';
import { findRegistrationPayment } from '../../../db/repositories/payments.ts';
import type { PaymentMethod } from '../../../src/domain/receipt.ts';

/** How a registration was paid: the method, the PayPal transaction or check/transfer reference, the day. */
export interface PaidBy {
  method: PaymentMethod;
  reference: string | null;
  /** A check or transfer: the day the money came (YYYY-MM-DD). */
  receivedOn: string | null;
}

export async function paidBy(db: Db, reg: Registration): Promise<PaidBy | null> {
  if (reg.paymentStatus === 'comped') return { method: 'comped', reference: null, receivedOn: null };
  if (!reg.paymentTxnId) return null;
  const payment = await findRegistrationPayment(db, reg.registrationId, reg.paymentTxnId);
  if (payment?.provider === 'check' || payment?.provider === 'transfer') {
    return { method: payment.provider, reference: payment.reference, receivedOn: payment.receivedOn };
  }
  return { method: 'paypal', reference: reg.paymentTxnId, receivedOn: null };
}
