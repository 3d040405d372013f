// /seat#<token>: the person an order's claim link or transfer link was e-mailed to fills in their
// details and takes the seat; the answer is their own registration page. The token is read from the
// URL's fragment (never sent in a URL) and goes to the server in the requests' bodies.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, serverMessage } from '../../api/fetcher.ts';
import { acceptSeatLink, fetchSeatLink } from '../../api/seat.ts';
import { tokenFromHash } from '../../domain/location-hash.ts';
import { fieldErrors } from '../../domain/schemas.ts';
import type { SeatLinkView } from '../../domain/seats/contract.ts';
import { acceptSeatSchema } from '../../domain/seats/schemas.ts';
import { seatLinkInvalidMessage } from '../../domain/seats/seat.ts';
import { registrationTShirtSizes } from '../../domain/t-shirt-sizes.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { Field, SelectField } from '../forms/Field.tsx';
import { personFields } from '../forms/person-fields.ts';
import MyRegistrationLink from '../my-registration/MyRegistrationLink.tsx';
import { SubmitWithNotice, type NoticeText } from '../my-registration/Notice.tsx';
import '../my-registration/my-registration.css';
import { buyerWords } from '../../domain/seats/listing.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; view: SeatLinkView }
  | { kind: 'taken'; email: string; myRegistrationUrl: string };

const genericError = 'We could not load this seat. Please reload this page in a moment.';

/** What a refusal of the link means for the page: a link that opens nothing, or a passing failure. */
function refusal(error: unknown, fallback: string): State {
  const { message } = serverMessage(error);
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 400) return { kind: 'invalid', message: message ?? seatLinkInvalidMessage };
  return { kind: 'error', message: status === 429 && message ? message : fallback };
}

export default function TakeSeat() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [token, setToken] = useState('');
  const outcome = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);

  const shown = useRef<State['kind']>('loading');

  // The form is gone once sent: the focus (and the view, scrolled down to the button) goes to what came of it.
  useEffect(() => {
    if (shown.current === 'ready' && state.kind !== 'ready') outcome.current?.focus();
    shown.current = state.kind;
  }, [state.kind]);

  useEffect(() => {
    const read = () => {
      const t = tokenFromHash(window.location.hash);
      setToken(t);
      if (!t) {
        setState({ kind: 'invalid', message: seatLinkInvalidMessage });
        return;
      }
      setState({ kind: 'loading' });
      fetchSeatLink(t).then(
        (view) => setState({ kind: 'ready', view }),
        (error: unknown) => setState(refusal(error, genericError)),
      );
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  if (state.kind === 'loading') {
    return (
      <div className="my-reg my-reg--loading" role="status">
        <span className="pay-spinner" aria-hidden="true" />
        <p>Loading your seat...</p>
      </div>
    );
  }
  if (state.kind === 'ready') return <DetailsForm view={state.view} token={token} onDone={setState} />;
  if (state.kind === 'taken') {
    return (
      <div className="my-reg">
        <section className="my-reg__card" aria-labelledby="seat-taken-title">
          <h2 id="seat-taken-title" ref={outcome} tabIndex={-1}>
            The seat is yours.
          </h2>
          <p>Your confirmation, with your check-in code, is on its way to {state.email}.</p>
          <MyRegistrationLink href={state.myRegistrationUrl} />
        </section>
      </div>
    );
  }
  return (
    <div className="my-reg">
      <div className="my-reg__card">
        <p className="my-reg__alert" role="alert" ref={outcome} tabIndex={-1}>
          {state.message}
        </p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </div>
  );
}

type Values = { firstName: string; lastName: string; email: string; phone: string; company: string; tShirtSize: string };
const order: (keyof Values)[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'tShirtSize'];
const fieldId = (name: keyof Values) => `seat-${name}`;
const spec = (name: 'firstName' | 'lastName' | 'phone' | 'company') => personFields.find((f) => f.name === name)!;

function DetailsForm({ view, token, onDone }: { view: SeatLinkView; token: string; onDone: (state: State) => void }) {
  const [values, setValues] = useState<Values>({
    firstName: view.firstName ?? '',
    lastName: view.lastName ?? '',
    email: view.email ?? '',
    phone: '',
    company: view.buyerCompany ?? '',
    tShirtSize: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusSummary, setFocusSummary] = useState(0);
  const [failure, setFailure] = useState<NoticeText | null>(null);
  const [sending, setSending] = useState(false);
  const claim = view.kind === 'claim';
  const paidBy = buyerWords(view);

  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    if (order.some((f) => found[f])) setFocusSummary((n) => n + 1);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const parsed = acceptSeatSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { myRegistrationUrl } = await acceptSeatLink(parsed.data);
      onDone({ kind: 'taken', email: parsed.data.email, myRegistrationUrl });
    } catch (error) {
      setSending(false);
      const { message, errors: fields } = serverMessage(error);
      // Used or replaced meanwhile: the link opens nothing any more.
      if (error instanceof ApiError && error.status === 404) return onDone(refusal(error, genericError));
      if (fields) showErrors(fields);
      setFailure({ kind: 'alert', text: message ?? 'We could not give you the seat. Please try again.' });
    }
  }

  const field = (name: 'firstName' | 'lastName' | 'phone' | 'company', label: string = spec(name).label) => (
    <Field
      id={fieldId(name)}
      name={name}
      label={label}
      required={name !== 'company'}
      value={values[name]}
      onValue={set(name)}
      error={errors[name]}
      type={spec(name).type}
      autoComplete={spec(name).autoComplete}
      hint={spec(name).hint}
    />
  );

  return (
    <div className="my-reg">
      <section className="my-reg__card" aria-labelledby="seat-title">
        <h2 id="seat-title">
          Seat {view.seatNo} ({view.levelName})
        </h2>
        <p>Paid by {paidBy}.</p>
        {view.fromName ? <p>{view.fromName} hands you their seat.</p> : null}
        <p className="my-reg__muted">
          {claim
            ? 'Fill in your details to take the seat: your confirmation and check-in code follow by e-mail at once.'
            : 'Confirm your details to take the seat: only then is it yours, with your own confirmation and check-in code.'}
        </p>
      </section>
      <form className="my-reg__card my-reg__form" onSubmit={onSubmit} noValidate aria-labelledby="seat-form-title">
        <h2 id="seat-form-title">Your details</h2>
        <ErrorSummary headingLevel={3} focusKey={focusSummary} items={order.filter((f) => errors[f]).map((f) => ({ target: fieldId(f), message: errors[f]! }))} />
        <div className="my-reg__grid">
          {field('firstName')}
          {field('lastName')}
          <Field
            id={fieldId('email')}
            name="email"
            label="E-mail"
            required
            type="email"
            autoComplete="email"
            value={values.email}
            onValue={set('email')}
            error={errors.email}
          />
          {field('phone')}
          {field('company', 'Company (optional)')}
          <SelectField
            id={fieldId('tShirtSize')}
            name="tShirtSize"
            label="T-shirt size (optional)"
            value={values.tShirtSize}
            onValue={set('tShirtSize')}
            options={registrationTShirtSizes}
            placeholder="Choose a size"
            error={errors.tShirtSize}
          />
        </div>
        <SubmitWithNotice busy={sending} label={claim ? 'Take this seat' : 'Confirm and take the seat'} busyLabel="Sending..." notice={failure} />
      </form>
    </div>
  );
}
