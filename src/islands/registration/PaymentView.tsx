// 'Complete Your Payment': the summary of what the SERVER registered (its amount, not ours) and
// the slot for the payment component. Before the payment can start, the server must hold the
// pending registration under the payment key (POST /api/store-pending-registration).
import { useCallback, useEffect, useRef, useState } from 'react';
import { storePendingRegistration } from '../../api/pending.ts';
import { formatUsd, parseAmount } from '../../domain/money.ts';
import MyRegistrationLink from '../my-registration/MyRegistrationLink.tsx';
import PaypalCheckout from '../payment/PaypalCheckout.tsx';

export interface Payment {
  registrationId: string;
  registrationKey: string;
  registrationData: Record<string, unknown>;
  /** The server's total, "2450.00". */
  amount: string;
  name: string;
  typeName: string;
  /** $0: confirmed by the server at once, nothing to pay. */
  comped: boolean;
  /** The registrant's own page, when the server confirmed it (comped). */
  myRegistrationUrl?: string;
}

type Pending = 'saving' | 'ready' | 'failed';

export default function PaymentView({ payment, paid }: { payment: Payment; paid: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<Pending>('saving');
  const started = useRef(false);

  const store = useCallback(() => {
    setPending('saving');
    storePendingRegistration({
      registrationKey: payment.registrationKey,
      registrationData: payment.registrationData,
      registrationId: payment.registrationId,
    }).then(
      () => setPending('ready'),
      () => setPending('failed'),
    );
  }, [payment]);

  useEffect(() => {
    if (started.current || payment.comped) return;
    started.current = true;
    store();
  }, [store]);

  // The view replaces the form: move focus (and the screen reader) to its heading.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [paid]);

  const cents = parseAmount(payment.amount);
  const total = cents === null ? payment.amount : `${formatUsd(cents)} USD`;

  if (paid) {
    return (
      <section className="reg-card reg-payment" aria-labelledby="reg-paid-title">
        <h2 id="reg-paid-title" className="reg-card__title" tabIndex={-1} ref={heading}>
          Registration complete
        </h2>
        <p>
          {payment.comped ? (
            <>
              Thank you, {payment.name}. Your registration <strong>{payment.registrationId}</strong> is confirmed: there is nothing to pay.
            </>
          ) : (
            <>
              Thank you, {payment.name}. Your payment for registration <strong>{payment.registrationId}</strong> was received.
            </>
          )}
        </p>
        <MyRegistrationLink href={payment.myRegistrationUrl} />
        <p>
          <a href="/">Back to Home</a> · <a href="/schedule">View Schedule</a>
        </p>
      </section>
    );
  }

  return (
    <section className="reg-card reg-payment" aria-labelledby="reg-payment-title">
      <h2 id="reg-payment-title" className="reg-card__title" tabIndex={-1} ref={heading}>
        Complete Your Payment
      </h2>
      <p className="reg-payment__warning">Registration is not complete until payment is received.</p>
      <dl className="reg-summary" aria-label="Registration summary">
        <div>
          <dt>Name</dt>
          <dd>{payment.name}</dd>
        </div>
        <div>
          <dt>Registration Type</dt>
          <dd>{payment.typeName}</dd>
        </div>
        <div>
          <dt>Registration ID</dt>
          <dd>{payment.registrationId}</dd>
        </div>
        <div className="reg-summary__total">
          <dt>Total</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      <p className="reg-payment__note">All registrations are non-refundable.</p>

      {pending === 'saving' ? (
        <p className="reg-payment__status" role="status">
          Preparing your payment...
        </p>
      ) : pending === 'failed' ? (
        <div className="reg-payment__status" role="alert">
          <p>We could not prepare your payment. Your registration is saved; please try again.</p>
          <button type="button" className="reg-button reg-button--secondary" onClick={store}>
            Try again
          </button>
        </div>
      ) : (
        // PAYMENT SLOT: the PayPal payment component of the payments issue replaces this
        // placeholder and receives the same three props.
        <PaypalCheckout registrationId={payment.registrationId} registrationKey={payment.registrationKey} amount={payment.amount} />
      )}
    </section>
  );
}
