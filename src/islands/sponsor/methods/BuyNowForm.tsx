import { useEffect, useState, type FormEvent } from 'react';
import { buildBuyNowFields, type CheckoutLevel } from '../../../domain/sponsor-checkout.ts';
import { formatUsd } from '../../../domain/money.ts';
import { sponsorship } from '../../../data/sponsorship.ts';
import { buyNowConfigured, type PaypalPublicConfig } from '../config.ts';
import { sponsorToasts } from '../messages.ts';
import { NotConfigured } from './NotConfigured.tsx';

interface Props {
  level: CheckoutLevel;
  paypal: PaypalPublicConfig;
  /** The page itself: PayPal's cancel button comes back here. */
  path: string;
  /** Open PayPal in a 500 x 600 popup instead of this window. */
  popup: boolean;
}

const popupName = 'woop_paypal';

/** A real HTML form posting PayPal's buy-now fields (one builder for every buy-now page). */
export function BuyNowForm({ level, paypal, path, popup }: Props) {
  // The return addresses name the site the visitor is on; the build's site stands in until hydrated.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  if (!buyNowConfigured(paypal)) return <NotConfigured />;

  const fields = buildBuyNowFields({
    business: paypal.business,
    itemPrefix: sponsorship.itemPrefix,
    levelName: level.name,
    amountCents: level.priceCents,
    origin,
    cancelPath: path,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!popup) return;
    const win = window.open('', popupName, 'width=500,height=600');
    if (!win) {
      event.preventDefault();
      sponsorToasts.popupBlocked();
    }
  };

  return (
    <form
      method="post"
      action={paypal.webscrUrl}
      target={popup ? popupName : undefined}
      onSubmit={onSubmit}
      aria-label="Pay with PayPal"
    >
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="sp-button sp-button--primary" disabled={!origin}>
        Pay {formatUsd(level.priceCents)} with PayPal
      </button>
      {popup && <p className="form-hint">PayPal opens in a new window. If nothing happens, allow popups for this site.</p>}
    </form>
  );
}
