// The e-mails a payment causes, queued inside the transaction that records it: when it is paid (or
// comped), the registration's confirmation (registration/confirmation.ts); otherwise only an
// organizer notice, when the organizer must act (a refund to make) or should know (money went back).
import type { Db } from '../../../db/database.ts';
import { findRegistration } from '../../../db/repositories/registrations.ts';
import { contacts } from '../../../src/data/contacts.ts';
import { factsTable, html } from '../platform/mail/frame.ts';
import { queueMail, type QueuedMail } from '../platform/mail/outbox.ts';
import { paidFacts, queueConfirmationMail } from '../registration/confirmation.ts';
import { organizerFacts, type PaidRegistration } from '../registration/mail.ts';

/** What happened to a payment that the organizer must act on or know about. */
export type PaymentChange = 'refunded' | 'reversed' | 'reversal_canceled' | 'over_capacity' | 'promo_code_taken' | 'paid_twice' | 'not_on_sale';

const changeTitles: Record<PaymentChange, string> = {
  refunded: 'Payment refunded: the place is free again',
  reversed: 'Payment reversed (chargeback): the place is free again',
  reversal_canceled: 'Chargeback canceled: the payment is back',
  over_capacity: 'Paid after its place was given away: refund it',
  promo_code_taken: 'Paid after its promo code was given away: refund it',
  paid_twice: 'Paid a second time: refund the second payment',
  not_on_sale: 'Paid for a level that is not on sale: refund it',
};

export function paymentChangeNotice(r: PaidRegistration, change: PaymentChange): QueuedMail {
  const lines = organizerFacts(r, 'Amount');
  const title = changeTitles[change];
  return {
    kind: `organizer_payment_${change}`,
    to: contacts.email,
    subject: `${title} (${r.registrationId})`,
    text: [`${title}.`, '', ...lines.map(([k, v]) => `${k}: ${v}`), '', 'Details are in the admin dashboard, Payments view.'].join('\n'),
    html: html(title, `${factsTable(lines)}<p>Details are in the admin dashboard, Payments view.</p>`),
  };
}

/** Queues the mail for `registrationId` and returns the outbox ids (to send after the commit). */
export async function queuePaymentMail(trx: Db, registrationId: string, amountCents: number, what: 'paid' | PaymentChange): Promise<number[]> {
  if (what === 'paid') return queueConfirmationMail(trx, registrationId, amountCents);
  const reg = await findRegistration(trx, registrationId);
  if (!reg) return [];
  return [await queueMail(trx, paymentChangeNotice(paidFacts(reg, amountCents), what))];
}
