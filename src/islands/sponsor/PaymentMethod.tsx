import { lazy, Suspense } from 'react';
import type { CheckoutLevel } from '../../domain/sponsor-checkout.ts';
import type { PaypalPublicConfig } from './config.ts';
import type { PaymentMethod as Method } from './variants.ts';

interface Props {
  method: Method;
  level: CheckoutLevel;
  paypal: PaypalPublicConfig;
  path: string;
}

// Each payment method is its own chunk, loaded only by the page whose variant uses it (the SDK
// buttons bring @paypal/paypal-js; the others are small): a page never downloads the other four.
const loaders = {
  'buy-now': () => import('./methods/BuyNowForm.tsx').then((m) => ({ default: m.BuyNowForm })),
  mailto: () => import('./methods/TreasurerEmail.tsx').then((m) => ({ default: m.TreasurerEmail })),
  record: () => import('./methods/RecordAndFinish.tsx').then((m) => ({ default: m.RecordAndFinish })),
  'paypal-me': () => import('./methods/PayPalMe.tsx').then((m) => ({ default: m.PayPalMe })),
  sdk: () => import('./methods/SdkButtons.tsx').then((m) => ({ default: m.SdkButtons })),
};
const BuyNowForm = lazy(loaders['buy-now']);
const TreasurerEmail = lazy(loaders.mailto);
const RecordAndFinish = lazy(loaders.record);
const PayPalMe = lazy(loaders['paypal-me']);
const SdkButtons = lazy(loaders.sdk);

/** Starts loading a method's code early (when a level is picked), so Continue shows it at once. */
export function preloadPaymentMethod(method: Method): void {
  if (method.kind !== 'register') void loaders[method.kind]().catch(() => {});
}

/** The payment component of a variant, for the chosen level. */
export function PaymentMethod(props: Props) {
  return (
    <Suspense fallback={null}>
      <Method {...props} />
    </Suspense>
  );
}

function Method({ method, level, paypal, path }: Props) {
  switch (method.kind) {
    case 'buy-now':
      return <BuyNowForm level={level} paypal={paypal} path={path} popup={method.popup} />;
    case 'mailto':
      return <TreasurerEmail level={level} />;
    case 'record':
      return <RecordAndFinish level={level} />;
    case 'paypal-me':
      return (
        <PayPalMe
          level={level}
          emailForPayment={method.emailForPayment}
          check={method.check}
          bankTransfer={method.bankTransfer}
        />
      );
    case 'sdk':
      return <SdkButtons level={level} paypal={paypal} style={method.style} />;
    case 'register':
      return null; // the sponsor form pays by itself
  }
}
