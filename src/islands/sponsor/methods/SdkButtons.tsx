import { useEffect, useRef, useState } from 'react';
import { loadScript, type PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { apiFetch } from '../../../api/fetcher.ts';
import { makeSponsorshipRecord, type CheckoutLevel, type OrderCaptureResult } from '../../../domain/sponsor-checkout.ts';
import { formatAmount } from '../../../domain/money.ts';
import type { PaypalPublicConfig } from '../config.ts';
import { sponsorToasts } from '../messages.ts';
import { saveSponsorshipRecord, successPath } from '../record.ts';
import { NotConfigured } from './NotConfigured.tsx';

interface Props {
  level: CheckoutLevel;
  paypal: PaypalPublicConfig;
  style: 'standard' | 'simple' | 'popup' | 'embedded';
}

async function postJson<T>(url: string, body?: unknown): Promise<T> {
  return (await (await apiFetch(url, { method: 'POST', json: body })).json()) as T;
}

// Button looks per page: the popup page offers PayPal only; the embedded one also the card button.
const looks: Record<Props['style'], Pick<PayPalButtonsComponentOptions, 'style' | 'fundingSource'>> = {
  standard: { style: { layout: 'vertical', color: 'gold', shape: 'rect', label: 'paypal' } },
  simple: { style: { layout: 'horizontal', color: 'gold', shape: 'pill', label: 'pay', tagline: false } },
  popup: { style: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'checkout' }, fundingSource: 'paypal' },
  embedded: { style: { layout: 'vertical', color: 'black', shape: 'rect', label: 'paypal' } },
};

/**
 * PayPal's JS SDK buttons over our server's orders: POST /order creates the order for the level's
 * amount, the buyer approves it in PayPal's window, POST /order/:id/capture captures it. Only a
 * COMPLETED capture stores the record (with the new sponsorship's payment key) and goes to the
 * success page.
 */
export function SdkButtons({ level, paypal, style }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!paypal.clientId) return;
    let closed = false;
    let buttons: { close: () => Promise<void> } | undefined;
    loadScript({
      clientId: paypal.clientId,
      currency: 'USD',
      intent: 'capture',
      ...(paypal.sdkBaseUrl ? { sdkBaseUrl: paypal.sdkBaseUrl } : { environment: paypal.environment }),
    })
      .then(async (sdk) => {
        if (closed || !container.current || !sdk?.Buttons) throw new Error('PayPal SDK not available');
        const instance = sdk.Buttons({
          ...looks[style],
          createOrder: async () => {
            const order = await postJson<{ id: string }>('/order', {
              amount: formatAmount(level.priceCents),
              currency: 'USD',
              intent: 'CAPTURE',
            });
            return order.id;
          },
          onApprove: async (data) => {
            try {
              const result = await postJson<OrderCaptureResult>(`/order/${encodeURIComponent(data.orderID)}/capture`);
              if (result.status !== 'COMPLETED') {
                sponsorToasts.paymentFailed();
                return;
              }
              // The new sponsorship's key: the success page shows its player entries with it.
              saveSponsorshipRecord(makeSponsorshipRecord(level, { ...result.payer, registrationKey: result.registrationKey }));
              sponsorToasts.paymentSuccessful();
              window.location.assign(successPath);
            } catch {
              sponsorToasts.paymentFailed();
            }
          },
          onError: () => sponsorToasts.paymentError(),
        });
        buttons = instance;
        await instance.render(container.current);
        if (!closed) setState('ready');
      })
      .catch(() => {
        if (!closed) setState('failed');
      });
    return () => {
      closed = true;
      buttons?.close().catch(() => {});
    };
  }, [paypal.clientId, paypal.sdkBaseUrl, paypal.environment, level, style]);

  if (!paypal.clientId) return <NotConfigured />;
  return (
    <div className="sp-method">
      {state === 'loading' && (
        <p className="form-hint" role="status">
          Loading PayPal...
        </p>
      )}
      {state === 'failed' && (
        <p className="form-error" role="alert">
          PayPal could not be loaded. Please check your connection and reload the page.
        </p>
      )}
      <div ref={container} className={`sp-sdk sp-sdk--${style}`} />
    </div>
  );
}
