// A check or bank transfer the organizer records in /admin. It goes through the same
// settlement as a PayPal payment (settlePaymentIn: holds, flags, receipt number, confirmation
// e-mail with the receipt), in ONE transaction that also re-checks the registration and writes the
// audit row, so a double-click or two organizers at once record it once.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { recordPaymentEvent, setPaymentEventOutcome } from '../../../db/repositories/payments.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { findRegistration } from '../../../db/repositories/registrations.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { offlinePaymentMessages, type OfflinePayment, type OfflinePaymentResult } from '../../../src/domain/offline-payment.ts';
import { paymentMethodLabels } from '../../../src/domain/receipt.ts';
import { HttpError } from '../platform/http.ts';
import { sendQueued } from '../platform/mail/outbox.ts';
import { receiptNumberOf } from '../receipts/numbers.ts';
import { lockForPayment, settlePaymentIn } from './settle.ts';

export type RecordedBy = AdminActor;

/** The payments row's transaction id: unique per registration and reference (one check may pay two registrations). */
export const offlineTxnId = (registrationId: string, reference: string): string => `${registrationId}:${reference}`;

export async function recordOfflinePayment(
  db: Kysely<Database>,
  registrationId: string,
  payment: OfflinePayment,
  by: RecordedBy,
): Promise<OfflinePaymentResult> {
  const { mailIds, ...result } = await db.transaction().execute(async (trx) => {
    const reg = await lockForPayment(trx, registrationId);
    if (!reg) throw new HttpError(404, `Registration ${registrationId} not found.`);
    if (reg.paymentStatus === 'paid' || reg.paymentStatus === 'comped') {
      throw new HttpError(409, `Registration ${registrationId} is already paid${reg.receiptNumber !== null ? ` (receipt ${receiptNumberOf(reg)})` : ''}.`);
    }
    if (reg.paymentStatus !== 'pending') {
      throw new HttpError(409, `The payment of registration ${registrationId} went back (${reg.paymentStatus}). Ask the registrant to register again.`);
    }
    const due = reg.amountCents ?? 0;
    if (payment.amount !== due) {
      const message = `The amount must be the registration's amount, ${formatUsd(due)}.`;
      throw new HttpError(400, message, { amount: message });
    }
    const eventId = await recordPaymentEvent(trx, {
      provider: payment.method,
      kind: payment.method,
      blobKey: null,
      txnId: payment.reference,
      verification: 'ORGANIZER',
      outcome: 'processing',
      registrationId,
      amountCents: payment.amount,
      currency: 'USD',
    });
    const settled = await settlePaymentIn(trx, registrationId, {
      provider: payment.method,
      txnId: offlineTxnId(registrationId, payment.reference),
      amountCents: payment.amount,
      currency: 'USD',
      status: 'Completed',
      paymentEventId: eventId,
      reference: payment.reference,
      receivedOn: payment.receivedOn,
    });
    if (settled.outcome === 'duplicate') throw new HttpError(409, offlinePaymentMessages.reference);
    await setPaymentEventOutcome(trx, eventId, settled.outcome);
    const after = (await findRegistration(trx, registrationId))!;
    const receiptNumber = receiptNumberOf(after);
    await insertAuditEntry(trx, {
      ...by,
      action: 'payment.record',
      target: registrationId,
      snapshot: { method: payment.method, amountCents: payment.amount, receivedOn: payment.receivedOn, reference: payment.reference, outcome: settled.outcome, receiptNumber },
    });
    const label = paymentMethodLabels[payment.method];
    const message =
      settled.outcome === 'paid'
        ? `${label} of ${formatUsd(payment.amount)} recorded: ${registrationId} is paid, receipt ${receiptNumber}. The confirmation e-mail with the receipt is on its way.`
        : `${label} of ${formatUsd(payment.amount)} recorded for ${registrationId}, but its place was given away meanwhile: return the payment.`;
    return { registrationId, outcome: settled.outcome, receiptNumber, message, mailIds: settled.mailIds };
  });
  await sendQueued(db, mailIds);
  return result;
}
