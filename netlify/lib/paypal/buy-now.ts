// The classic buy-now form (SPEC §7) for one stored registration, built on the server so the
// amount, receiver and item can only be what we stored.
import { formatAmount } from '../../../src/domain/money.ts';

export interface BuyNowInput {
  business: string;
  webscrUrl: string;
  origin: string;
  key: string;
  levelName: string;
  amountCents: number;
}

export interface BuyNowForm {
  action: string;
  /** [name, value] in the order they are posted. */
  fields: [string, string][];
}

export function buyNowForm({ business, webscrUrl, origin, key, levelName, amountCents }: BuyNowInput): BuyNowForm {
  const k = encodeURIComponent(key);
  return {
    action: webscrUrl,
    fields: [
      ['cmd', '_xclick'],
      ['business', business],
      ['item_name', `WOOP Tournament Registration - ${levelName}`],
      ['amount', formatAmount(amountCents)], // "2450.00": no $ and no thousands separator
      ['currency_code', 'USD'],
      ['no_shipping', '1'],
      ['return', `${origin}/api/paypal-return?key=${k}`],
      ['cancel_return', `${origin}/registration`],
      ['custom', key],
      ['notify_url', `${origin}/api/paypal-ipn`],
      ['rm', '2'], // return with POST (the return handler accepts GET too)
      ['no_note', '1'],
      ['lc', 'US'],
      ['cbt', 'Return to WOOP'],
      ['auto_return', '1'],
    ],
  };
}
