// What a buy-now notification may change: a pure decision, tested without PayPal or a database.
import { parseAmount, type Cents } from '../../../src/domain/money.ts';
import type { IpnVerdict } from './ipn.ts';

export type IpnOutcome =
  | 'pay' // record the payment and mark the registration paid
  | 'invalid' // PayPal says it did not send this message
  | 'not_completed' // Pending, Refunded, Reversed, Failed ... : nothing to mark
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
  /** The registration named by `custom` (the payment key), if any. */
  registration: { amountCents: number | null } | null;
}

const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

export function decideIpn({ verdict, fields, business, registration }: IpnFacts): IpnOutcome {
  if (verdict !== 'VERIFIED') return 'invalid';
  if (fields.payment_status !== 'Completed') return 'not_completed';
  // receiver_email is the account's primary address; business is what the form posted (may be the
  // merchant id or another confirmed address). Either naming our account is our payment.
  if (!same(fields.receiver_email, business) && !same(fields.business, business) && !same(fields.receiver_id, business)) {
    return 'wrong_receiver';
  }
  if (fields.mc_currency !== 'USD') return 'wrong_currency';
  if (!fields.txn_id) return 'missing_txn_id';
  if (!registration || registration.amountCents === null) return 'unknown_registration';
  const paid: Cents | null = parseAmount(fields.mc_gross ?? '');
  if (paid === null || paid !== registration.amountCents) return 'amount_mismatch';
  return 'pay';
}
