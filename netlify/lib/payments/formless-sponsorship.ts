// A sponsorship paid without our sponsor form, so without a registration yet: the SDK pages (an
// Orders v2 capture: settle-order.ts) and the keyless buy-now pages or a PayPal.me payment (an IPN
// without `custom` whose amount is a sponsor level's price: ipn-message.ts). Its registration is
// named after PayPal's payer and then paid like any other (settlePaymentIn: receipt, personal link,
// player entries, e-mails), so every paid sponsorship gets what it paid for.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/database.ts';
import { insertPaymentKey, endPaymentKeys } from '../../../db/repositories/payment-keys.ts';
import { deletePersonalLinks } from '../../../db/repositories/personal-links.ts';
import { findPaymentByTxnId, type NewPayment } from '../../../db/repositories/payments.ts';
import { findUnpaidRegistrationOf, insertRegistration, lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import { newPaymentKey, newRegistrationId } from '../platform/ids.ts';
import { clock } from '../platform/clock.ts';
import { salesItemsNow } from '../sales/sales.ts';
import { settlePaymentIn, type SettleOutcome, type Settled } from './settle.ts';

/** Who paid, as PayPal reports the payer. */
export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Stores the sponsorship's registration, pending, with a payment key (for its success page): holding
 * its place when `holds` (the order's reservation hands it over), else not, so that paying it
 * re-checks the level (and flags it when the place went). Call with the level locked.
 */
export async function insertFormlessSponsorship(
  trx: Db,
  { levelId, amountCents, payer, holds }: { levelId: string; amountCents: number; payer: Payer; holds: boolean },
): Promise<{ registrationId: string; registrationKey: string }> {
  const registrationId = newRegistrationId();
  await insertRegistration(trx, {
    registrationId,
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email,
    phone: '',
    experience: '',
    agreeTerms: false, // these pages ask for nothing: PayPal's payer is all we know
    registrationType: levelId,
    amount: formatAmount(amountCents),
    amountCents,
    holdExpiresAt: holds ? new Date(Date.now() + 60_000) : null,
  });
  const registrationKey = newPaymentKey();
  await insertPaymentKey(trx, registrationKey, registrationId);
  return { registrationId, registrationKey };
}

/**
 * A verified, completed IPN without `custom` whose amount is `levelId`'s price: records it once as
 * that level's sponsorship, paid ('paid', or flagged 'over_capacity' when the level is full and
 * 'not_on_sale' when it is closed): the
 * payer's own unpaid registration of that level and amount when there is one, else a new one.
 */
export async function settleKeylessSponsorship(
  db: Kysely<Database>,
  levelId: string,
  payment: Omit<NewPayment, 'registrationId'>,
  payer: Payer,
): Promise<Settled<SettleOutcome> & { registrationId: string | null }> {
  return db.transaction().execute(async (trx) => {
    await lockRegistrationType(trx, levelId);
    // PayPal resends an IPN until it is answered: the second copy finds the payment recorded.
    if (await findPaymentByTxnId(trx, payment.txnId)) return { outcome: 'duplicate', mailIds: [], registrationId: null };
    // The sponsor registered for an invoice and paid with PayPal.me instead: that registration is paid.
    // Anyone can register with someone else's address, so nothing issued for it before the payment
    // (its payment key, personal links) keeps working: the confirmation issues a new link, and the
    // entries go, to the payer's own address only.
    const invoiced = payer.email ? await findUnpaidRegistrationOf(trx, { registrationType: levelId, email: payer.email, amountCents: payment.amountCents }) : undefined;
    if (invoiced) {
      await endPaymentKeys(trx, invoiced.registrationId);
      await deletePersonalLinks(trx, invoiced.registrationId);
    }
    const { registrationId } = invoiced ?? (await insertFormlessSponsorship(trx, { levelId, amountCents: payment.amountCents, payer, holds: false }));
    // A payment with no registration buys only what is on sale now (an old PayPal.me link or page
    // can still send money for a level the organizer closed): recorded, and flagged for a refund.
    const [item] = await salesItemsNow(trx, [levelId], clock.now(), []);
    const refused = !invoiced && (!item || item.state === 'closed') ? 'not_on_sale' : null;
    return { ...(await settlePaymentIn(trx, registrationId, payment, refused)), registrationId };
  });
}
