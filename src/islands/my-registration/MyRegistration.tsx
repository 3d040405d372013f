// /my-registration#<token>: the registrant's own page (details, payment, receipt). The token is
// read from the URL's fragment (never sent in a URL) and goes to the server in each request's body.
// Without a token, or with one the server does not know, the page offers to e-mail the link(s)
// again.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { downloadMyDocument, fetchMyRegistration, saveFile, startMyPayment } from '../../api/my-registration.ts';
import { ApiError, serverMessage } from '../../api/fetcher.ts';
import { tokenFromHash } from '../../domain/location-hash.ts';
import { formatUsd, parseAmount } from '../../domain/money.ts';
import type { MyPayment, MyRegistration as View } from '../../domain/my-registration.ts';
import { paymentMethodLabels } from '../../domain/receipt.ts';
import { yourSeatWords } from '../../domain/tournament/door-seat.ts';
import { yourResultWords } from '../../domain/tournament/player-result.ts';
import PaypalCheckout from '../payment/PaypalCheckout.tsx';
import DetailList, { type Detail } from '../shared/DetailList.tsx';
import CorrectionsForm from './CorrectionsForm.tsx';
import ResultsListingForm from './ResultsListingForm.tsx';
import LinkRequestForm from './LinkRequestForm.tsx';
import SignOutLinks from './SignOutLinks.tsx';
import Notice, { type NoticeText } from './Notice.tsx';
import './my-registration.css';

// An order's seats, or a seat's player's: few registrations have them, so their forms (and the
// seats' schemas) are fetched only for those that do.
const Seats = lazy(() => import('./Seats.tsx'));

type State =
  | { kind: 'loading' }
  | { kind: 'no-token' }
  | { kind: 'invalid'; message: string }
  | { kind: 'signed-out'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; view: View };

const genericError = 'We could not load your registration. Please reload this page in a moment.';

const stateText: Record<View['state'], { label: string; text: string }> = {
  paid: { label: 'Paid', text: 'Your registration is confirmed. See you at the tournament!' },
  comped: { label: 'Confirmed', text: 'Your registration is confirmed: there is nothing to pay.' },
  pending: { label: 'Awaiting payment', text: 'Registration is not complete until payment is received: a place is yours once it is paid.' },
  expired: { label: 'Not paid', text: 'Your registration is saved but not paid, and the time to pay has passed. Pay now to take a place, if one is still free.' },
  refunded: { label: 'Refunded', text: 'The payment of this registration was refunded: it no longer holds a place.' },
  reversed: { label: 'Payment reversed', text: 'The payment of this registration was reversed: it no longer holds a place. Please contact us.' },
};

// In the visitor's own zone, named ("... 10:43 PM CST"): the e-mails give the venue's, and the two must visibly agree.
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const day = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const money = (amount: string | null) => {
  const cents = amount === null ? null : parseAmount(amount);
  return cents === null ? (amount ?? '') : formatUsd(cents);
};

export default function MyRegistration() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [token, setToken] = useState('');

  const load = useCallback(async (t: string) => {
    try {
      setState({ kind: 'ready', view: await fetchMyRegistration(t) });
    } catch (error) {
      const { message } = serverMessage(error);
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 404 || status === 400) setState({ kind: 'invalid', message: message ?? genericError });
      else setState({ kind: 'error', message: status === 429 && message ? message : genericError });
    }
  }, []);

  useEffect(() => {
    const read = () => {
      const t = tokenFromHash(window.location.hash);
      setToken(t);
      if (!t) setState({ kind: 'no-token' });
      else {
        setState({ kind: 'loading' });
        void load(t);
      }
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [load]);

  if (state.kind === 'loading') {
    return (
      <div className="my-reg my-reg--loading" role="status">
        <span className="pay-spinner" aria-hidden="true" />
        <p>Loading your registration...</p>
      </div>
    );
  }
  if (state.kind === 'ready') {
    const signedOut = (message: string) => {
      // The token in the address bar opens nothing any more: drop it (no hashchange is fired).
      window.history.replaceState(null, '', window.location.pathname);
      setToken('');
      setState({ kind: 'signed-out', message });
    };
    return <Registration view={state.view} token={token} onChange={(view) => setState({ kind: 'ready', view })} onSignedOut={signedOut} />;
  }
  return (
    <div className="my-reg">
      {state.kind === 'signed-out' ? (
        <p className="my-reg__status" role="status">
          {state.message}
        </p>
      ) : state.kind === 'invalid' || state.kind === 'error' ? (
        <p className="my-reg__alert" role="alert">
          {state.message}
        </p>
      ) : null}
      <LinkRequestForm />
    </div>
  );
}

// An order's buyer pays for the seats and plays on none of them: the seats' players do.
const orderConfirmed = 'Your order is confirmed. Name each seat\u2019s player below.';

function Registration({ view, token, onChange, onSignedOut }: { view: View; token: string; onChange: (view: View) => void; onSignedOut: (message: string) => void }) {
  const state = stateText[view.state];
  const settled = view.state === 'paid' || view.state === 'comped';
  const [note, setNote] = useState<NoticeText | null>(null);
  const [busy, setBusy] = useState<'receipt' | 'invoice' | 'pay' | null>(null);
  const [payment, setPayment] = useState<MyPayment | null>(null);
  const paymentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (payment) paymentHeading.current?.focus();
  }, [payment]);

  async function download(which: 'receipt' | 'invoice') {
    setBusy(which);
    setNote(null);
    try {
      await downloadMyDocument(token, which);
      setNote({ kind: 'status', text: which === 'receipt' ? 'Your receipt is downloading.' : 'Your invoice is downloading.' });
    } catch (error) {
      setNote({ kind: 'alert', text: serverMessage(error).message ?? `We could not prepare your ${which}. Please try again.` });
    }
    setBusy(null);
  }

  async function payNow() {
    setBusy('pay');
    setNote(null);
    try {
      setPayment(await startMyPayment(token));
    } catch (error) {
      setNote({ kind: 'alert', text: serverMessage(error).message ?? 'We could not start your payment. Please try again.' });
    }
    setBusy(null);
  }

  const name = `${view.firstName} ${view.lastName}`;
  const details: Detail[] = [
    ['Registration ID', view.registrationId],
    ['Name', name],
    ['Email', view.email],
    ['Company', view.company ?? ''],
    ['Registration Type', view.registrationTypeName],
    ['Rooms', view.rooms.join(', ')],
    ['Seats', view.order ? String(view.order.seats.length) : ''],
    ['Promo code', view.promoCode ? view.promoCode.toUpperCase() : ''],
    // A seat's player paid nothing themselves: their seat's card says who did.
    [settled ? 'Amount Paid' : 'Amount Due', view.heldSeat ? '' : money(view.amount)],
  ];

  return (
    <div className="my-reg">
      <section className="my-reg__card" aria-labelledby="my-reg-title">
        <div className="my-reg__head">
          <h2 id="my-reg-title">Your registration</h2>
          <span className={`my-reg__badge my-reg__badge--${view.state}`}>{state.label}</span>
        </div>
        {view.seats.map((seat) => (
          <p key={seat.tournament} className="my-reg__seat">
            Your seat: <strong>{yourSeatWords(seat)}</strong>
          </p>
        ))}
        {view.results.map((result) => (
          <p key={result.tournament} className="my-reg__seat">
            Your result: <strong>{yourResultWords(result)}</strong>
          </p>
        ))}
        <p>{view.order && settled ? orderConfirmed : state.text}</p>
        {view.state === 'pending' && view.holdExpiresAt ? <p className="my-reg__muted">Please pay by {dateTime(view.holdExpiresAt)}.</p> : null}
        <DetailList className="my-reg__details" details={details} />
      </section>

      <Notice notice={note} />

      {view.order || view.heldSeat ? (
        <Suspense fallback={null}>
          <Seats view={view} token={token} onSaved={onChange} />
        </Suspense>
      ) : null}

      {view.paidBy ? (
        <section className="my-reg__card" aria-labelledby="my-reg-payment-title">
          <h2 id="my-reg-payment-title">Payment and receipt</h2>
          <dl className="my-reg__details">
            <div>
              <dt>Paid</dt>
              <dd>{view.paidBy.receivedOn ? day(view.paidBy.receivedOn) : view.paidAt ? dateTime(view.paidAt) : ''}</dd>
            </div>
            <div>
              <dt>Payment method</dt>
              <dd>{paymentMethodLabels[view.paidBy.method]}</dd>
            </div>
            {view.paidBy.reference ? (
              <div>
                <dt>{view.paidBy.method === 'paypal' ? 'PayPal transaction' : view.paidBy.method === 'check' ? 'Check number' : 'Reference'}</dt>
                <dd>{view.paidBy.reference}</dd>
              </div>
            ) : null}
            {view.receiptNumber ? (
              <div>
                <dt>Receipt No.</dt>
                <dd>{view.receiptNumber}</dd>
              </div>
            ) : null}
          </dl>
          {view.receiptNumber ? (
            <button type="button" className="pay-button pay-button--primary" onClick={() => void download('receipt')} disabled={busy !== null}>
              {busy === 'receipt' ? 'Preparing...' : 'Download receipt (PDF)'}
            </button>
          ) : null}
        </section>
      ) : null}

      {view.checkInQrSvg ? (
        <section className="my-reg__card my-reg__qr" aria-labelledby="my-reg-qr-title">
          <h2 id="my-reg-qr-title">Your check-in code</h2>
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.checkInQrSvg)}`} alt={`Check-in QR code for ${view.registrationId}`} width={200} height={200} />
          <p>Show this code at the door on the day: it checks you in. It is also on your receipt.</p>
        </section>
      ) : null}

      {view.canPay ? (
        <section className="my-reg__card" aria-labelledby="my-reg-pay-title">
          <h2 id="my-reg-pay-title">Pay {money(view.amount)}</h2>
          {payment ? (
            <>
              <h3 ref={paymentHeading} tabIndex={-1} className="my-reg__subhead">
                Complete your payment with PayPal
              </h3>
              <PaypalCheckout registrationId={payment.registrationId} registrationKey={payment.registrationKey} amount={payment.amount} />
            </>
          ) : (
            <div className="my-reg__actions">
              <button type="button" className="pay-button pay-button--primary" onClick={() => void payNow()} disabled={busy !== null}>
                {busy === 'pay' ? 'Checking your place...' : 'Pay now'}
              </button>
              {view.canDownloadInvoice ? (
                <button type="button" className="pay-button" onClick={() => void download('invoice')} disabled={busy !== null}>
                  {busy === 'invoice' ? 'Preparing...' : 'Download invoice (PDF)'}
                </button>
              ) : null}
            </div>
          )}
          <p className="my-reg__muted">
            Paying by check or bank transfer? The invoice says how; your registration is confirmed when the payment is received.
          </p>
        </section>
      ) : null}

      <section className="my-reg__card" aria-labelledby="my-reg-calendar-title">
        <h2 id="my-reg-calendar-title">Add to your calendar</h2>
        <button type="button" className="pay-button" onClick={() => saveFile(new Blob([view.ics], { type: 'text/calendar' }), 'woop.ics')}>
          Download calendar file (.ics)
        </button>
      </section>

      <CorrectionsForm view={view} token={token} onSaved={onChange} />

      {/* A sponsorship plays no tournament itself (its players register with their entry codes), nor
          does an order's buyer (its seats' players do). */}
      {view.sponsor || view.order ? null : <ResultsListingForm view={view} token={token} onSaved={onChange} />}

      <SignOutLinks token={token} email={view.email} onSignedOut={onSignedOut} />
    </div>
  );
}
