// The e-mails a payment causes, queued inside the transaction that records it: a confirmation to
// the registrant (with a personal link and the receipt PDF) and a notice to the organizers when it
// is paid (or comped); only an organizer
// notice when the organizer must act (a refund to make) or should know (money went back).
import type { Db } from '../../../db/database.ts';
import { findRegistration } from '../../../db/repositories/registrations.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { levelName } from '../../../src/domain/levels.ts';
import { withCheckInQr } from '../check-in/mail.ts';
import { issuePersonalLink } from '../registration/personal-link.ts';
import { receiptPdf } from '../receipts/documents.ts';
import { paidRegistrationNotice, paymentChangeNotice, registrationConfirmation, type PaymentChange } from '../registration/mail.ts';
import { queueMail } from '../platform/mail/outbox.ts';

/** Queues the mail for `registrationId` and returns the outbox ids (to send after the commit). */
export async function queuePaymentMail(trx: Db, registrationId: string, amountCents: number, what: 'paid' | PaymentChange): Promise<number[]> {
  const reg = await findRegistration(trx, registrationId);
  if (!reg) return [];
  const facts = {
    registrationId,
    firstName: reg.firstName,
    lastName: reg.lastName,
    email: reg.email,
    levelName: levelName(reg.registrationType),
    amountPaid: formatUsd(amountCents),
  };
  if (what !== 'paid') return [await queueMail(trx, paymentChangeNotice(facts, what))];
  // The registrant's copy carries a new personal link, the receipt (numbered in this transaction)
  // and the check-in QR code.
  const receipt = await receiptPdf(trx, reg);
  const confirmation = await withCheckInQr(registrationConfirmation({ ...facts, personalLink: await issuePersonalLink(trx, registrationId), ...(receipt ? { receipt } : {}) }), registrationId);
  return [await queueMail(trx, confirmation), await queueMail(trx, paidRegistrationNotice(facts))];
}
