// What a verified Orders v2 capture, or its refund, does to the sponsorship order (the SDK pages
// have no registration: the order row holds the place). One transaction each, under the level's
// lock, re-checking the place when the capture's reservation had ended.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/database.ts';
import { findPaymentByOrderId, insertPaymentOnce, type NewPayment } from '../../../db/repositories/payments.ts';
import { findPaypalOrder, lockPaypalOrder, setPaypalOrderStatus } from '../../../db/repositories/paypal-orders.ts';
import { lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { countHeldSponsorPlaces } from '../../../db/repositories/sponsors.ts';
import { getSponsorLevels, levelName } from '../../../src/domain/levels.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { paymentChangeNotice, type PaymentChange } from '../mail/messages.ts';
import { queueMail, sendQueued } from '../mail/outbox.ts';

/** The organizer's notice for a sponsorship order (named by its order id: it has no registration). */
async function queueOrderNotice(db: Db, orderId: string, levelId: string, cents: number, change: PaymentChange): Promise<number> {
  const payment = await findPaymentByOrderId(db, orderId);
  const [firstName = '', ...rest] = (payment?.payerName ?? 'Sponsor').split(' ');
  return queueMail(db, paymentChangeNotice({
    registrationId: `order ${orderId}`,
    firstName,
    lastName: rest.join(' '),
    email: payment?.payerEmail ?? '',
    levelName: levelName(levelId),
    amountPaid: formatUsd(cents),
  }, change));
}

/** Records a completed capture once: 'paid', 'over_capacity' (paid after its reservation ended and the place went), or 'duplicate'. */
export async function settleOrderCapture(db: Kysely<Database>, orderId: string, payment: NewPayment): Promise<'paid' | 'over_capacity' | 'duplicate'> {
  const mailIds: number[] = [];
  const outcome = await db.transaction().execute(async (trx) => {
    const levelId = (await findPaypalOrder(trx, orderId))?.levelId;
    if (!levelId) throw new Error(`settleOrderCapture: unknown order ${orderId}`);
    await lockRegistrationType(trx, levelId);
    const row = (await lockPaypalOrder(trx, orderId))!;
    if (!(await insertPaymentOnce(trx, payment))) {
      // Recorded by a simultaneous capture of the same order: make sure the order says so.
      if (row.status !== 'captured' && row.status !== 'refunded') await setPaypalOrderStatus(trx, orderId, 'captured', { captureId: payment.txnId });
      return 'duplicate' as const;
    }
    let flag: 'over_capacity' | null = null;
    const level = getSponsorLevels().find((l) => l.id === levelId);
    if (!row.holds && level && level.capacity !== null) {
      const held = (await countHeldSponsorPlaces(trx, [level]))[level.id] ?? 0;
      if (held >= level.capacity) flag = 'over_capacity';
    }
    await setPaypalOrderStatus(trx, orderId, 'captured', { captureId: payment.txnId, paymentFlag: flag });
    if (flag) mailIds.push(await queueOrderNotice(trx, orderId, levelId, payment.amountCents, flag));
    return flag ?? ('paid' as const);
  });
  await sendQueued(db, mailIds);
  return outcome;
}

/** A captured order PayPal now reports refunded: its place is free again. False if it was already. */
export async function settleOrderRefund(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const mailIds: number[] = [];
  const changed = await db.transaction().execute(async (trx) => {
    const row = await lockPaypalOrder(trx, orderId);
    if (!row || row.status !== 'captured') return false;
    await setPaypalOrderStatus(trx, orderId, 'refunded', { captureId: row.captureId, paymentFlag: null });
    mailIds.push(await queueOrderNotice(trx, orderId, row.levelId, row.amountCents, 'refunded'));
    return true;
  });
  await sendQueued(db, mailIds);
  return changed;
}
