// /payment-success: the visitor's landing after PayPal (in the popup or, on phones, this window).
// It shows only what the server stored and has verified: 'Payment Successful!' once the
// registration is marked paid (after PayPal's IPN was verified), an honest "being confirmed" state
// while it is still pending.
import { useEffect, useState } from 'react';
import { isSponsorLevel } from '../../data/levels.ts';
import { formatUsd, parseAmount } from '../../domain/money.ts';
import {
  fetchStoredRegistration,
  notifyOpener,
  NotFoundError,
  POLL_ATTEMPTS,
  POLL_INTERVAL_MS,
  POPUP_CLOSE_MS,
  sameOriginOpener,
  type StoredRegistration,
} from './success-flow.ts';
import SponsorEntries from './SponsorEntries.tsx';
import MyRegistrationLink from '../my-registration/MyRegistrationLink.tsx';
import './payment.css';

type State =
  | { kind: 'loading' }
  | { kind: 'confirming'; registration: StoredRegistration; final: boolean }
  | { kind: 'paid'; registration: StoredRegistration }
  | { kind: 'missing' }
  | { kind: 'error' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** whatsNext: src/data/event.ts's list, passed in by the page (this island ships no content modules). */
export default function PaymentSuccess({ whatsNext }: { whatsNext: readonly string[] }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [closing, setClosing] = useState(false);
  const [key, setKey] = useState<string | null>(null);

  useEffect(() => {
    const key = new URLSearchParams(window.location.search).get('key');
    if (!key) {
      window.location.replace('/');
      return;
    }
    setKey(key);
    let cancelled = false;
    const opener = sameOriginOpener();
    const closeSoon = () => {
      if (!opener) return;
      setClosing(true);
      setTimeout(() => window.close(), POPUP_CLOSE_MS);
    };
    (async () => {
      for (let attempt = 1; !cancelled; attempt++) {
        let registration: StoredRegistration;
        try {
          registration = await fetchStoredRegistration(key);
        } catch (error) {
          if (!cancelled) setState(error instanceof NotFoundError ? { kind: 'missing' } : { kind: 'error' });
          closeSoon();
          return;
        }
        if (cancelled) return;
        if (registration.paymentStatus === 'paid') {
          setState({ kind: 'paid', registration });
          if (opener) notifyOpener(opener);
          closeSoon();
          return;
        }
        const final = attempt >= POLL_ATTEMPTS;
        setState({ kind: 'confirming', registration, final });
        if (final) {
          closeSoon(); // the opener then shows this page with the same honest status
          return;
        }
        await sleep(POLL_INTERVAL_MS);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  if (state.kind === 'loading') {
    return (
      <div className="pay-success pay-success--loading" role="status">
        <span className="pay-spinner" aria-hidden="true" />
        <p>Completing your registration...</p>
      </div>
    );
  }

  return (
    <div className="pay-success">
      {state.kind === 'paid' ? (
        <>
          <h1>Payment Successful!</h1>
          <p>Thank you. Your payment was received and your registration is confirmed.</p>
          <Details registration={state.registration} paid />
          <MyRegistrationLink href={state.registration.myRegistrationUrl} />
          {key && isSponsorLevel(state.registration.registrationType) ? <SponsorEntries registrationKey={key} /> : null}
          <WhatsNext items={whatsNext} />
        </>
      ) : state.kind === 'confirming' ? (
        <>
          <h1>Your payment is being confirmed</h1>
          <p role="status">
            {state.final
              ? 'PayPal has not confirmed this payment to us yet. If you completed the payment, the confirmation usually arrives within a few minutes and we will e-mail you. If you cancelled, your registration is saved and you can pay from the registration page.'
              : 'We are waiting for PayPal to confirm your payment. This page updates by itself.'}
          </p>
          {!state.final ? <span className="pay-spinner" aria-hidden="true" /> : null}
          <Details registration={state.registration} paid={false} />
        </>
      ) : state.kind === 'missing' ? (
        <>
          <h1>Registration not found</h1>
          <p>We could not find the registration for this payment. If you paid, please contact us with your PayPal receipt.</p>
        </>
      ) : (
        <>
          <h1>We could not load your registration</h1>
          <p role="alert">Please reload this page in a moment.</p>
        </>
      )}
      {closing ? <p className="pay-success__closing">This window closes in a few seconds.</p> : null}
      <div className="pay-success__actions">
        <a className="pay-button pay-button--primary" href="/">
          Back to Home
        </a>
        <a className="pay-button" href="/schedule">
          View Schedule
        </a>
      </div>
    </div>
  );
}

function Details({ registration, paid }: { registration: StoredRegistration; paid: boolean }) {
  const cents = parseAmount(registration.amount);
  const amount = cents === null ? registration.amount : formatUsd(cents);
  return (
    <section className="pay-success__details" aria-labelledby="pay-details-title">
      <h2 id="pay-details-title">Registration Details</h2>
      <dl>
        <dt>Registration ID</dt>
        <dd>{registration.registrationId}</dd>
        <dt>Name</dt>
        <dd>
          {registration.firstName} {registration.lastName}
        </dd>
        <dt>Email</dt>
        <dd>{registration.email}</dd>
        <dt>Registration Type</dt>
        <dd>{registration.registrationTypeName || registration.registrationType}</dd>
        <dt>{paid ? 'Amount Paid' : 'Amount Due'}</dt>
        <dd>{amount}</dd>
      </dl>
    </section>
  );
}

function WhatsNext({ items }: { items: readonly string[] }) {
  return (
    <section className="pay-success__next" aria-labelledby="pay-next-title">
      <h2 id="pay-next-title">What's Next?</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
