import { paypalMeUrl, treasurerMailto, type CheckoutLevel } from '../../../domain/sponsor-checkout.ts';
import { formatUsd } from '../../../domain/money.ts';
import { sponsorship } from '../../../data/sponsorship.ts';
import { OfflineOption } from './OfflineOption.tsx';

interface Props {
  level: CheckoutLevel;
  emailForPayment: boolean;
  check: boolean;
  bankTransfer: boolean;
}

/** PayPal.me (new window), and the treasurer's other ways to pay: e-mail, check, bank transfer. */
export function PayPalMe({ level, emailForPayment, check, bankTransfer }: Props) {
  return (
    <div className="sp-method">
      <p>
        Pay {formatUsd(level.priceCents)} through PayPal.me. Please add your name, company and “{level.name}” in the note.
      </p>
      <div className="sp-actions">
        <a
          className="sp-button sp-button--primary"
          href={paypalMeUrl(sponsorship.paypalMeHandle, level.priceCents)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Pay with PayPal.me<span className="visually-hidden"> (opens in a new window)</span>
        </a>
        {emailForPayment && (
          <a className="sp-button" href={treasurerMailto(sponsorship.treasurerEmail, level)}>
            Email for Payment
          </a>
        )}
      </div>
      {bankTransfer && (
        <p>
          Prefer to pay by check or bank transfer? E-mail our treasurer at{' '}
          <a href={`mailto:${sponsorship.treasurerEmail}`}>{sponsorship.treasurerEmail}</a> and you will receive the mailing
          address or the bank details.
        </p>
      )}
      {check && (
        <section className="sp-check" aria-labelledby="sp-check-title">
          <h3 id="sp-check-title">Pay by check</h3>
          <p>
            Make your check for {formatUsd(level.priceCents)} payable to <strong>{sponsorship.checkPayableTo}</strong> and mail it
            to:
          </p>
          <address>
            {sponsorship.checkAddress.map((line) => (
              <span key={line} className="sp-address-line">
                {line}
              </span>
            ))}
          </address>
        </section>
      )}
      {(check || bankTransfer) && <OfflineOption level={level} />}
    </div>
  );
}
