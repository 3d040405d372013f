// What a buy-now notification may change: a pure decision, tested without PayPal or a database.
import { parseAmount, type Cents } from '../../../../src/domain/money.ts';
import type { IpnVerdict } from './ipn.ts';

export type IpnOutcome =
  | 'pay' // record the payment and mark the registration paid
  | 'money_return' // Refunded, Reversed or Canceled_Reversal of a payment: settleMoneyReturn decides
  | 'invalid' // PayPal says it did not send this message
  | 'test_ipn_on_live' // a sandbox message (test_ipn=1) sent to the live site
  | 'not_completed' // Pending, Failed, Denied ... : nothing to mark
  | 'wrong_receiver'
  | 'wrong_currency'
  | 'unknown_registration'
  | 'amount_mismatch'
  | 'missing_txn_id';

export interface IpnFacts {
  verdict: IpnVerdict;
  fields: Record<string, string>;
  /** PAYPAL_BUSINESS */
  business: string;
  /** PAYPAL_ENV is live: PayPal's sandbox messages carry test_ipn=1 and are refused. */
  live: boolean;
  /** The registration named by `custom` (the payment key), if any. */
  registration: { amountCents: number | null } | null;
}

const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
const moneyReturns = new Set(['Refunded', 'Reversed', 'Canceled_Reversal']);

/** An IPN amount as positive cents: refunds and reversals carry a negative mc_gross ("-2450.00"). */
export const ipnCents = (value: string | undefined): Cents | null => parseAmount((value ?? '').trim().replace(/^-/, ''));

/** The amount as the message states it, negative for money going back (the admin's Payments view). */
export function ipnSignedCents(value: string | undefined): number | null {
  const cents = ipnCents(value);
  return cents === null ? null : value!.trim().startsWith('-') ? -cents : cents;
}

export function decideIpn({ verdict, fields, business, live, registration }: IpnFacts): IpnOutcome {
  if (verdict !== 'VERIFIED') return 'invalid';
  if (live && fields.test_ipn === '1') return 'test_ipn_on_live';
  // receiver_email is the account's primary address; business is what the form posted (may be the
  // merchant id or another confirmed address). Either naming our account is our payment.
  if (!same(fields.receiver_email, business) && !same(fields.business, business) && !same(fields.receiver_id, business)) {
    return 'wrong_receiver';
  }
  if (fields.mc_currency !== 'USD') return 'wrong_currency';
  if (!fields.txn_id) return 'missing_txn_id';
  if (moneyReturns.has(fields.payment_status ?? '')) {
    return fields.parent_txn_id && ipnCents(fields.mc_gross) !== null ? 'money_return' : 'missing_txn_id';
  }
  if (fields.payment_status !== 'Completed') return 'not_completed';
  if (!registration || registration.amountCents === null) return 'unknown_registration';
  const paid = ipnCents(fields.mc_gross);
  if (paid === null || fields.mc_gross?.trim().startsWith('-') || paid !== registration.amountCents) return 'amount_mismatch';
  return 'pay';
}

/** What a keyless payment may come from: a buy-now button, or money sent (PayPal.me). */
const keylessTypes = new Set(['web_accept', 'send_money']);

/**
 * The sponsor level a payment without `custom` is for (the simple buy-now pages and PayPal.me send
 * no key): the level whose price it is exactly, each level having its own (src/data is checked for
 * it). Null when it names a key, is no level's price, or is not a buy-now or PayPal.me payment (an
 * Orders v2 capture of the SDK pages is its order's: settle-order.ts). Only for a message decideIpn
 * found to be a verified, completed payment to us whose registration it could not find. `levels`:
 * the sponsor levels that include player entries (a keyless $2 is no test sponsorship).
 */
export function keylessSponsorLevel(fields: Record<string, string>, levels: readonly { id: string; priceCents: number }[]): string | null {
  if (fields.custom || !keylessTypes.has(fields.txn_type ?? '') || fields.mc_gross?.trim().startsWith('-')) return null;
  const cents = ipnCents(fields.mc_gross);
  return levels.find((l) => l.priceCents === cents)?.id ?? null;
}
