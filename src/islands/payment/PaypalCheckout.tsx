// The PayPal payment component of the registration screen's payment view (SPEC §2, §4, §8).
// Props are what the server returned for the registration; without them payment cannot start
// (SPEC §5: "PayPal payment fails if registration data is absent from the page").
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  fetchBuyNowForm,
  isMobileWindow,
  MOBILE_QUERY,
  openPopup,
  paymentErrorMessage,
  PopupBlockedError,
  popupBlockedMessage,
  submitHiddenForm,
  successUrl,
  watchPopup,
  POPUP_NAME,
} from './checkout-flow.ts';
import './payment.css';

export interface PaypalCheckoutProps {
  registrationId?: string;
  registrationKey?: string;
  /** The server's amount, "2450.00". */
  amount?: string;
}

type Stage = 'idle' | 'preparing' | 'in-popup';

/**
 * What the visitor is told before paying matches the flow the button takes: on a desktop window
 * PayPal opens in a popup (SPEC's notice about popup blockers); on a phone-sized window it opens in
 * this same tab, where a popup blocker plays no part. One answer (the window's width, followed as
 * it changes) decides both the words and the flow.
 */
export const paypalNotices = {
  popup: 'PayPal opens in a new window. If nothing happens, please disable your popup blocker for this site and try again.',
  sameTab: 'PayPal opens in this tab. Once you have paid, PayPal brings you back here to your confirmation.',
} as const;

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const usePhoneFlow = (): boolean => useSyncExternalStore(subscribeToWidth, () => isMobileWindow(), () => false);

export default function PaypalCheckout({ registrationId, registrationKey, amount }: PaypalCheckoutProps) {
  const [stage, setStage] = useState<Stage>('idle');
  const mobile = usePhoneFlow();
  const stopWatch = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatch.current?.(), []);
  // Back from PayPal through the browser's back button (page restored from cache): ready again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setStage('idle');
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  async function pay() {
    if (stage === 'preparing') return;
    if (!registrationId || !registrationKey || !amount) {
      window.alert(paymentErrorMessage);
      return;
    }
    const key = registrationKey;
    let popup: Window | null = null;
    try {
      // Opened before any await: a popup opened outside the click is blocked by browsers.
      if (!mobile) popup = openPopup();
    } catch (error) {
      window.alert(error instanceof PopupBlockedError ? popupBlockedMessage : paymentErrorMessage);
      return;
    }
    setStage('preparing');
    try {
      const form = await fetchBuyNowForm(key);
      stopWatch.current?.();
      if (mobile || !popup) {
        submitHiddenForm(form, '_self'); // leaves this page; PayPal brings the visitor back
        return;
      }
      submitHiddenForm(form, POPUP_NAME);
      popup.focus();
      setStage('in-popup');
      stopWatch.current = watchPopup(popup, () => window.location.assign(successUrl(key)));
    } catch {
      popup?.close();
      setStage('idle');
      window.alert(paymentErrorMessage);
    }
  }

  const preparing = stage === 'preparing';
  return (
    <div className="paypal-checkout">
      <p className="paypal-checkout__notice" id="paypal-popup-notice">
        {mobile ? paypalNotices.sameTab : paypalNotices.popup}
      </p>
      <button
        type="button"
        className="paypal-checkout__button"
        onClick={pay}
        disabled={preparing}
        aria-describedby="paypal-popup-notice"
      >
        {preparing ? 'Preparing PayPal...' : 'Pay with PayPal'}
      </button>
      {stage === 'in-popup' ? (
        <p className="paypal-checkout__status" role="status">
          Complete your payment in the PayPal window. This page continues when it closes.
        </p>
      ) : null}
    </div>
  );
}
