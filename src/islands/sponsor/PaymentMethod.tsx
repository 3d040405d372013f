import type { CheckoutLevel } from '../../domain/sponsor-checkout.ts';
import type { PaypalPublicConfig } from './config.ts';
import type { PaymentMethod as Method } from './variants.ts';
import { BuyNowForm } from './methods/BuyNowForm.tsx';
import { PayPalMe } from './methods/PayPalMe.tsx';
import { RecordAndFinish } from './methods/RecordAndFinish.tsx';
import { SdkButtons } from './methods/SdkButtons.tsx';
import { TreasurerEmail } from './methods/TreasurerEmail.tsx';

interface Props {
  method: Method;
  level: CheckoutLevel;
  paypal: PaypalPublicConfig;
  path: string;
}

/** The payment component of a variant, for the chosen level. */
export function PaymentMethod({ method, level, paypal, path }: Props) {
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
