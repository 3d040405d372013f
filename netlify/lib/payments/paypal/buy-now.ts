// The classic buy-now form (SPEC §7) for one stored registration, built on the server so the
// amount, receiver and item can only be what we stored.
import type { BuyNowForm } from '../../../../src/domain/api-contract.ts';
import { buildBuyNowFields } from '../../../../src/domain/sponsor-checkout.ts';

export interface RegistrationBuyNow {
  business: string;
  webscrUrl: string;
  origin: string;
  key: string;
  levelName: string;
  amountCents: number;
}

export function buyNowForm({ business, webscrUrl, origin, key, levelName, amountCents }: RegistrationBuyNow): BuyNowForm {
  const k = encodeURIComponent(key);
  return {
    action: webscrUrl,
    fields: [
      ...buildBuyNowFields({
        business,
        itemPrefix: 'WOOP Tournament Registration',
        levelName,
        amountCents, // "2450.00": no $ and no thousands separator
        origin,
        cancelPath: '/registration',
        returnPath: `/api/paypal-return?key=${k}`,
      }),
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
