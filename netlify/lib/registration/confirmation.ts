// The confirmation of a registration that is paid (or comped), queued inside the transaction that
// records it: to the registrant with a new personal link, the receipt (numbered in this
// transaction) and the check-in QR code, and the organizers' notice of a paid registration.
import type { Db, Registration } from '../../../db/database.ts';
import { findRegistration } from '../../../db/repositories/registrations.ts';
import { levelName } from '../../../src/data/levels.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { withCheckInQr } from '../check-in/mail.ts';
import { isOrder } from '../../../src/domain/seats/seat.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import { receiptPdf } from '../receipts/documents.ts';
import { paidRegistrationNotice, registrationConfirmation, type PaidRegistration } from './mail.ts';
import { issuePersonalLink } from './personal-link.ts';

/** The registration as its e-mails state it, `amountCents` being the amount paid (or moved). */
export const paidFacts = (reg: Registration, amountCents: number): PaidRegistration => ({
  registrationId: reg.registrationId,
  firstName: reg.firstName,
  lastName: reg.lastName,
  email: reg.email,
  levelName: levelName(reg.registrationType),
  amountPaid: formatUsd(amountCents),
});

/** Queues both messages for `registrationId` and returns the outbox ids (to send after the commit). */
export async function queueConfirmationMail(trx: Db, registrationId: string, amountCents: number): Promise<number[]> {
  const reg = await findRegistration(trx, registrationId);
  if (!reg) return [];
  const facts = paidFacts(reg, amountCents);
  const receipt = await receiptPdf(trx, reg);
  const mail = registrationConfirmation({ ...facts, personalLink: await issuePersonalLink(trx, registrationId), ...(receipt ? { receipt } : {}), ...(isOrder(reg) ? { orderSeats: reg.seats } : {}) });
  // An order's buyer is not a player: each seat's player gets their own code when named.
  const confirmation = isOrder(reg) ? mail : await withCheckInQr(mail, registrationId);
  return [await queueMail(trx, confirmation), await queueMail(trx, paidRegistrationNotice(facts))];
}
