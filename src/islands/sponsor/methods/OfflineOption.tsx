// "Paying by check or bank transfer?" on the sponsor pages that offer them (/simple-payment,
// /working-payment, /paypal-me-payment, /sponsor-payment-success): the sponsor registers, gets an
// invoice and a personal link by e-mail, and the organizer marks the registration paid in /admin
// when the money arrives. The form (and the full zod API it checks with) loads only when asked for,
// so these pages keep their small payment code.
import { lazy, Suspense, useState } from 'react';
import { offersInvoice } from '../../../data/levels.ts';
import type { CheckoutLevel } from '../../../domain/sponsor-checkout.ts';

const OfflineRegistrationForm = lazy(() => import('./OfflineRegistrationForm.tsx'));

interface Props {
  /** The chosen level; on the success page the sponsor chooses it in the form. */
  level?: CheckoutLevel;
  levels?: readonly CheckoutLevel[];
  defaults?: { name?: string; email?: string; phone?: string };
}

export function OfflineOption({ level, levels, defaults }: Props) {
  const [open, setOpen] = useState(false);
  if (level && !offersInvoice(level.id)) return null;
  return (
    <section className="sp-offline" aria-labelledby="sp-offline-title">
      <h3 id="sp-offline-title">Paying by check or bank transfer?</h3>
      <p>
        Register now and receive an invoice for your accounts payable. Your sponsorship is confirmed, with a receipt, when our
        treasurer receives the payment.
      </p>
      {open ? (
        <Suspense fallback={<p role="status">Loading the form...</p>}>
          <OfflineRegistrationForm level={level} levels={levels} defaults={defaults} />
        </Suspense>
      ) : (
        <button type="button" className="sp-button" aria-expanded={false} onClick={() => setOpen(true)}>
          Register and get an invoice
        </button>
      )}
    </section>
  );
}
