// What a verified Orders v2 capture, or its refund, does. The SDK pages sell a sponsorship without
// a form: until its capture the order row holds the place; the capture turns it into a sponsorship
// registration named after PayPal's payer (netlify/lib/payments/settle.ts then pays it like any
// other: receipt, personal link, player entries, e-mails). One transaction each, under the level's
// lock, re-checking the place when the capture's reservation had ended.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/database.ts';
import { findPaymentByOrderId, findPaymentByTxnId, type NewPayment } from '../../../db/repositories/payments.ts';
import { findPaypalOrder, linkPaypalOrder, lockPaypalOrder, setPaypalOrderStatus } from '../../../db/repositories/paypal-orders.ts';
import { lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { levelName } from '../../../src/data/levels.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { paymentChangeNotice } from './mail.ts';
import { queueMail, sendQueued } from '../platform/mail/outbox.ts';
import { insertFormlessSponsorship, type Payer } from './formless-sponsorship.ts';
import { settleMoneyReturnIn, settlePaymentIn } from './settle.ts';

export interface OrderSettled {
  outcome: 'paid' | 'over_capacity' | 'duplicate';
  /** The new sponsorship's payment key (its success page reads the player entries with it); null for a duplicate. */
  registrationKey: string | null;
}

/**
 * Records a completed capture once: 'paid', 'over_capacity' (paid after its reservation ended and
 * the place went: flagged for a refund, no entries), or 'duplicate' (recorded already).
 */
export async function settleOrderCapture(db: Kysely<Database>, orderId: string, payment: Omit<NewPayment, 'registrationId'>, payer: Payer): Promise<OrderSettled> {
  const mailIds: number[] = [];
  const settled = await db.transaction().execute(async (trx): Promise<OrderSettled> => {
    const levelId = (await findPaypalOrder(trx, orderId))?.levelId;
    if (!levelId) throw new Error(`settleOrderCapture: unknown order ${orderId}`);
    await lockRegistrationType(trx, levelId);
    const row = (await lockPaypalOrder(trx, orderId))!;
    const recorded = row.registrationId ? null : await findPaymentByTxnId(trx, payment.txnId);
    if (row.registrationId || recorded) {
      // Recorded by a simultaneous capture of the same order: make sure the order says so, and that
      // the registration its payment paid holds the place (not the order as well).
      if (recorded?.registrationId) await linkPaypalOrder(trx, orderId, recorded.registrationId, payment.txnId);
      else if (row.status !== 'captured' && row.status !== 'refunded') await setPaypalOrderStatus(trx, orderId, 'captured', { captureId: payment.txnId });
      return { outcome: 'duplicate', registrationKey: null };
    }
    // The registration takes the order's place over: holding when the order still held it,
    // otherwise settlePaymentIn re-checks the level and flags it when the place went meanwhile.
    const { registrationId, registrationKey } = await insertFormlessSponsorship(trx, { levelId, amountCents: row.amountCents, payer, holds: row.holds });
    await linkPaypalOrder(trx, orderId, registrationId, payment.txnId);
    const paid = await settlePaymentIn(trx, registrationId, payment);
    // A new registration with a new payment is paid, or flagged when its place went meanwhile.
    if (paid.outcome !== 'paid' && paid.outcome !== 'over_capacity') throw new Error(`settleOrderCapture: ${orderId} settled as ${paid.outcome}`);
    const flag = paid.outcome === 'paid' ? null : paid.outcome;
    await setPaypalOrderStatus(trx, orderId, 'captured', { captureId: payment.txnId, paymentFlag: flag });
    mailIds.push(...paid.mailIds);
    return { outcome: flag ?? 'paid', registrationKey };
  });
  await sendQueued(db, mailIds);
  return settled;
}

/** The organizer's refund notice for an order without its registration (named by its order id). */
async function queueOrderNotice(db: Db, orderId: string, levelId: string, cents: number): Promise<number> {
  const payment = await findPaymentByOrderId(db, orderId);
  const [firstName = '', ...rest] = (payment?.payerName ?? 'Sponsor').split(' ');
  return queueMail(db, paymentChangeNotice({
    registrationId: `order ${orderId}`,
    firstName,
    lastName: rest.join(' '),
    email: payment?.payerEmail ?? '',
    levelName: levelName(levelId),
    amountPaid: formatUsd(cents),
  }, 'refunded'));
}

/**
 * A captured order PayPal now reports refunded: its place is free again, and its sponsorship is
 * refunded like any other (unused entries withdrawn, the organizer told). False if it was already.
 */
export async function settleOrderRefund(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const mailIds: number[] = [];
  const changed = await db.transaction().execute(async (trx) => {
    const levelId = (await findPaypalOrder(trx, orderId))?.levelId;
    if (!levelId) return false;
    await lockRegistrationType(trx, levelId); // the capture's lock order: level, then order
    const row = await lockPaypalOrder(trx, orderId);
    if (!row || row.status !== 'captured') return false;
    await setPaypalOrderStatus(trx, orderId, 'refunded', { captureId: row.captureId, paymentFlag: null });
    if (row.registrationId && row.captureId) {
      // Orders v2 gives the refund no id of ours to key on: one full refund per capture, so this one is.
      const refund = { kind: 'Refunded', txnId: `refund-of-${row.captureId}`, parentTxnId: row.captureId } as const;
      const returned = await settleMoneyReturnIn(trx, { ...refund, amountCents: row.amountCents, currency: 'USD', paymentEventId: null });
      mailIds.push(...returned.mailIds);
      if (returned.outcome !== 'unknown_payment') return true;
    }
    // An order captured before orders became registrations, or whose registration the organizer deleted.
    mailIds.push(await queueOrderNotice(trx, orderId, row.levelId, row.amountCents));
    return true;
  });
  await sendQueued(db, mailIds);
  return changed;
}
