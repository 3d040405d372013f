import { treasurerMailto, type CheckoutLevel } from '../../../domain/sponsor-checkout.ts';
import { formatUsd } from '../../../domain/money.ts';
import { sponsorship } from '../../../data/sponsorship.ts';
import { OfflineOption } from './OfflineOption.tsx';

/** A pre-filled e-mail to the treasurer for the chosen level. */
export function TreasurerEmail({ level, label = 'Email the Treasurer' }: { level: CheckoutLevel; label?: string }) {
  return (
    <div className="sp-method">
      <p>
        Your e-mail program opens a message to our treasurer ({sponsorship.treasurerEmail}) naming the {level.name} level and its
        amount, {formatUsd(level.priceCents)}. The treasurer replies with how to pay.
      </p>
      <a className="sp-button sp-button--primary" href={treasurerMailto(sponsorship.treasurerEmail, level)}>
        {label}
      </a>
      <OfflineOption level={level} />
    </div>
  );
}
