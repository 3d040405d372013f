// The "Registration Successful!" modal (SPEC §2), shown when the payment window posts
// { type: 'PAYPAL_SUCCESS' }. Only messages from this site's own origin count: any page may
// post to us, so a message from elsewhere is ignored.
// A native <dialog> opened with showModal(): the browser traps focus, makes the page behind
// inert and closes on Escape. Reused by /success-modal-demo (defaultOpen, listen={false}).
// Its stylesheet (success-modal.css) is imported by the pages that show it, not here: a page may
// load this component in a lazy chunk, and a lazy chunk must not import CSS (the pages carry their
// CSS inline, so the preload helper would fetch a file that does not exist and fail).
import { useEffect, useId, useRef } from 'react';
import { isPaypalSuccess } from '../payment/paypal-message.ts';

interface Props {
  /** The edition the modal names: SPEC §10 has it say 'WOOP 2025' (src/data/event.ts's past year). */
  year: number;
  /** Listen for the payment window's message (off on the static demo). */
  listen?: boolean;
  defaultOpen?: boolean;
  /** Called once the same-origin success message arrives, before the modal opens. */
  onPaymentSuccess?: () => void;
  /** Called after the modal closed (button or Escape), e.g. to put focus somewhere useful. */
  onClose?: () => void;
}

export default function SuccessModal({ year, listen = true, defaultOpen = false, onPaymentSuccess, onClose }: Props) {
  // The <dialog> element itself is the one source of truth for "open": Escape closes it natively
  // and its close event arrives a task later, so mirroring it in React state would race.
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const onSuccess = useRef(onPaymentSuccess);
  onSuccess.current = onPaymentSuccess;

  const show = () => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  };

  useEffect(() => {
    if (defaultOpen) show();
  }, [defaultOpen]);

  useEffect(() => {
    if (!listen) return;
    const onMessage = (event: MessageEvent) => {
      if (!isPaypalSuccess(event, window.location.origin)) return;
      onSuccess.current?.();
      show();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [listen]);

  return (
    <dialog ref={dialog} className="success-modal" aria-labelledby={titleId} aria-describedby={textId} onClose={onClose}>
      <div className="success-modal__icon" aria-hidden="true">
        ✓
      </div>
      <h2 id={titleId} className="success-modal__title">
        Registration Successful!
      </h2>
      <p id={textId} className="success-modal__text">
        Your registration for WOOP {year} has been confirmed
      </p>
      <p className="success-modal__note">A confirmation email has been sent to your email address.</p>
      <div className="success-modal__actions">
        <button
          type="button"
          className="success-modal__button success-modal__button--secondary"
          onClick={() => dialog.current?.close()}
        >
          Back to Home
        </button>
        <a className="success-modal__button success-modal__button--primary" href="/schedule">
          View Schedule
        </a>
      </div>
    </dialog>
  );
}
