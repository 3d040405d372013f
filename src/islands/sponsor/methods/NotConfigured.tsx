import { sponsorship } from '../../../data/sponsorship.ts';

/** Shown instead of a PayPal button when the site was built without PayPal settings. */
export function NotConfigured() {
  return (
    <div className="sp-notice" role="note">
      <p>
        <strong>Online payments are not configured on this site yet.</strong>
      </p>
      <p>
        Please e-mail our treasurer at <a href={`mailto:${sponsorship.treasurerEmail}`}>{sponsorship.treasurerEmail}</a> to
        arrange payment.
      </p>
    </div>
  );
}
