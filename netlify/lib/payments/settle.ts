// What a verified payment message does to a registration (DESIGN.md "Registration and payment
// states"). Each function is ONE transaction that locks what it changes and re-checks what it
// depends on, so concurrent and repeated messages settle a registration exactly once:
//  - the level's advisory lock (transaction-scoped) serialises capacity decisions per level;
//  - the registration's row lock serialises messages for the same registration;
//  - the payments table's unique transaction id makes a repeated message a no-op.
// A verified payment is never dropped: a registration whose hold ended and whose place (or
// single-use code) went to someone else meanwhile is recorded as paid and flagged for a refund.
import type { Kysely, Transaction } from 'kysely';
import type { Database, Registration } from '../../../db/database.ts';
import { expirePaymentKeys } from '../../../db/repositories/payment-keys.ts';
import { findOtherCompletedPayment, findPaymentByTxnId, insertPaymentOnce, sumRefunded, type NewPayment } from '../../../db/repositories/payments.ts';
import {
  findRegistration,
  lockRegistration,
  lockRegistrationType,
  markRegistrationPaid,
  setPaymentStatus,
  setRegistrationPayment,
} from '../../../db/repositories/registrations.ts';
import { restoreWithdrawnEntries, withdrawUnusedEntries } from '../../../db/repositories/sponsor-entries.ts';
import type { PaymentFlag } from '../../../src/domain/admin-contract.ts';
import { queuePaymentMail } from './mail.ts';
import { giveReceiptNumber } from '../receipts/numbers.ts';
import { issueSponsorEntries } from '../sponsor-entries/sponsor-entries.ts';
import { placeLost, tellHoldersOfSoldOutItems } from '../registration/holds.ts';
import { leaveLinesByBuying } from '../waiting-list/bought.ts';
import { offerPlacesFreedBy } from '../waiting-list/offers.ts';

export type SettleOutcome = 'paid' | PaymentFlag | 'duplicate' | 'unknown_registration';
export type ReturnOutcome = 'refunded' | 'partial_refund' | 'reversed' | 'reversal_canceled' | 'over_capacity' | 'promo_code_taken' | 'duplicate' | 'unknown_payment';

export interface Settled<O> {
  outcome: O;
  /** Outbox ids to send once the transaction has committed. */
  mailIds: number[];
}

type Trx = Transaction<Database>;

/** Locks the registration's level and then its row (always in that order: no deadlock with /api/register). */
export async function lockForPayment(trx: Trx, registrationId: string) {
  const type = (await findRegistration(trx, registrationId))?.registrationType;
  if (type) await lockRegistrationType(trx, type);
  return lockRegistration(trx, registrationId);
}

/** A verified, complete payment of the registration's amount: records it and marks the registration paid. */
export async function settleRegistrationPayment(
  db: Kysely<Database>,
  registrationId: string,
  payment: Omit<NewPayment, 'registrationId'>,
): Promise<Settled<SettleOutcome>> {
  return db.transaction().execute((trx) => settlePaymentIn(trx, registrationId, payment));
}

/**
 * settleRegistrationPayment inside the caller's transaction (the organizer's check or transfer
 * adds its own checks and audit row to the same transaction: netlify/lib/payments/offline.ts).
 * A registration it marks paid gets its receipt number here, so every paying path has one.
 */
export async function settlePaymentIn(
  trx: Trx,
  registrationId: string,
  payment: Omit<NewPayment, 'registrationId'>,
  /** Why the caller already knows the payment cannot buy the place (recorded as its flag). */
  refused: PaymentFlag | null = null,
): Promise<Settled<SettleOutcome>> {
  const reg = await lockForPayment(trx, registrationId);
  if (!reg) return { outcome: 'unknown_registration', mailIds: [] };
  if (!(await insertPaymentOnce(trx, { ...payment, registrationId }))) return { outcome: 'duplicate', mailIds: [] };
  if (reg.paymentStatus === 'paid' || reg.paymentStatus === 'comped') {
    // A second, different payment (two checkout windows): the first stands; the organizer refunds this one.
    await setPaymentStatus(trx, registrationId, reg.paymentStatus, 'paid_twice');
    return { outcome: 'paid_twice', mailIds: await queuePaymentMail(trx, registrationId, payment.amountCents, 'paid_twice') };
  }
  const lost = refused ?? (await placeLost(trx, reg));
  await markRegistrationPaid(trx, registrationId, {
    paymentStatus: 'paid',
    paidCents: payment.amountCents,
    paymentTxnId: payment.txnId,
    paymentFlag: lost,
  });
  await giveReceiptNumber(trx, registrationId);
  await expirePaymentKeys(trx, registrationId);
  const mailIds = await queuePaymentMail(trx, registrationId, payment.amountCents, lost ?? 'paid');
  // A sponsorship's player entries: issued once it is paid and keeps its place (a flagged payment
  // is for the organizer to refund, so it gets none).
  if (!lost) mailIds.push(...(await issueSponsorEntries(trx, reg)));
  // The sale that fills a level or a room: whoever still holds a place there is told it went.
  if (!lost) mailIds.push(...(await tellHoldersOfSoldOutItems(trx, reg)));
  // An offer taken, or a person who waited and bought anyway: out of the line.
  if (!lost) await leaveLinesByBuying(trx, reg);
  return { outcome: lost ?? 'paid', mailIds };
}

export interface MoneyReturn {
  /** Refunded, Reversed (a chargeback) or Canceled_Reversal (the chargeback was decided for us). */
  kind: 'Refunded' | 'Reversed' | 'Canceled_Reversal';
  /** The message's own transaction id. */
  txnId: string;
  /** The payment it is about (IPN parent_txn_id). */
  parentTxnId: string;
  /** The amount that moved, positive. */
  amountCents: number;
  currency: string;
  /** The payment_events row that reported it (null: learned by re-reading an order). */
  paymentEventId: number | null;
}

/**
 * Money going back (or coming back): a full refund (partial refunds add up) or a reversal releases
 * the registration's place; a canceled reversal makes it paid again (flagged if its place was given
 * away meanwhile). For a registration paid twice, returning either payment leaves it paid by the
 * other and clears its 'paid_twice' flag. 'unknown_payment': the payment it returns is not recorded
 * (yet: its own IPN may still be on its way), so the caller has PayPal send it again later.
 */
export async function settleMoneyReturn(db: Kysely<Database>, change: MoneyReturn): Promise<Settled<ReturnOutcome> & { registrationId: string | null }> {
  return db.transaction().execute((trx) => settleMoneyReturnIn(trx, change));
}

/** settleMoneyReturn inside the caller's transaction (an Orders v2 refund: settle-order.ts). */
export async function settleMoneyReturnIn(trx: Trx, change: MoneyReturn): Promise<Settled<ReturnOutcome> & { registrationId: string | null }> {
  const original = await findPaymentByTxnId(trx, change.parentTxnId);
  const registrationId = original?.registrationId ?? null;
  if (!original || !registrationId) return { outcome: 'unknown_payment', mailIds: [], registrationId };
  const reg = await lockForPayment(trx, registrationId);
  if (!reg) return { outcome: 'unknown_payment', mailIds: [], registrationId };
  // Refunded in full already: the same refund learned twice (an SDK capture's refund comes as an IPN
  // and from the reconciliation's re-read of its order, under different ids).
  if (change.kind === 'Refunded' && (await sumRefunded(trx, original.txnId)) >= original.amountCents) {
    return { outcome: 'duplicate', mailIds: [], registrationId };
  }
  const recorded = await insertPaymentOnce(trx, {
    provider: 'paypal',
    txnId: change.txnId,
    registrationId,
    amountCents: change.amountCents,
    currency: change.currency,
    status: change.kind,
    paymentEventId: change.paymentEventId,
    parentTxnId: original.txnId,
  });
  if (!recorded) return { outcome: 'duplicate', mailIds: [], registrationId };
  const mail = (what: Parameters<typeof queuePaymentMail>[3]) => queuePaymentMail(trx, registrationId, change.amountCents, what);

  const outcome = change.kind === 'Refunded' ? 'refunded' : change.kind === 'Reversed' ? 'reversed' : 'reversal_canceled';
  if (change.kind === 'Refunded' && (await sumRefunded(trx, original.txnId)) < original.amountCents) {
    return { outcome: 'partial_refund', mailIds: [], registrationId };
  }
  const current = reg.paymentTxnId === original.txnId;
  if (change.kind !== 'Canceled_Reversal' && reg.paymentFlag === 'paid_twice') {
    // Paid twice: whichever payment goes back, the other one pays the registration.
    const other = current ? await findOtherCompletedPayment(trx, registrationId, original.txnId) : undefined;
    await setRegistrationPayment(trx, registrationId, other ? { paymentTxnId: other.txnId, paidCents: other.amountCents } : {}, null);
    return { outcome, mailIds: [], registrationId };
  }
  if (!current) return { outcome, mailIds: [], registrationId };
  if (change.kind === 'Refunded' || change.kind === 'Reversed') {
    await setPaymentStatus(trx, registrationId, outcome, null);
    // A sponsorship's entries nobody has used stop working (used ones stay with their players).
    await withdrawUnusedEntries(trx, registrationId);
    const mailIds = await mail(outcome as 'refunded' | 'reversed');
    // Its places are free again: the next in line are offered them (a flagged payment held none).
    if (!reg.paymentFlag) mailIds.push(...(await offerPlacesFreedBy(trx, reg)));
    return { outcome, mailIds, registrationId };
  }
  // Canceled_Reversal
  if (reg.paymentStatus !== 'reversed') return { outcome, mailIds: [], registrationId };
  const lost = await placeLost(trx, reg);
  await setPaymentStatus(trx, registrationId, 'paid', lost);
  if (!lost) await restoreWithdrawnEntries(trx, registrationId);
  return { outcome: lost ?? 'reversal_canceled', mailIds: await mail(lost ?? 'reversal_canceled'), registrationId };
}
