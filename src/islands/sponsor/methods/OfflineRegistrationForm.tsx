// The check or bank transfer registration (see OfflineOption.tsx): the sponsor form's fields and
// schema, sent to /api/sponsor-offline-registration; then the registration ID and a link to the
// sponsor's own page (the invoice, Pay now). The server e-mails the invoice and the link too.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { registerOfflineSponsor, type OfflineRegistrationResult } from '../../../api/my-registration.ts';
import { serverMessage } from '../../../api/fetcher.ts';
import { defaultSponsorTShirtSize } from '../../../domain/t-shirt-sizes.ts';
import { offersInvoice } from '../../../data/levels.ts';
import { formatUsd, parseAmount } from '../../../domain/money.ts';
import { fieldErrors } from '../../../domain/schemas.ts';
import type { CheckoutLevel } from '../../../domain/sponsor-checkout.ts';
import { sponsorCheckoutFormSchema, toSponsorRegistrationPayload } from '../../../domain/sponsor-form.ts';
import { myRegistrationPath } from '../../my-registration/MyRegistrationLink.tsx';
import { BillingFields, PersonalFields, ShirtSizeField, TermsField, type ContactValues } from '../ContactFields.tsx';

interface Props {
  level?: CheckoutLevel;
  levels?: readonly CheckoutLevel[];
  defaults?: { name?: string; email?: string; phone?: string };
}

type Values = ContactValues & { shirtSize: string; sponsorshipLevel: string; agreeTerms: boolean };

const order: (keyof Values)[] = ['sponsorshipLevel', 'firstName', 'lastName', 'email', 'phone', 'company', 'jobTitle', 'billingStreet', 'billingCity', 'billingState', 'billingZip', 'shirtSize', 'agreeTerms'];
const prefix = 'sp-offline-';

export default function OfflineRegistrationForm({ level, levels = [], defaults = {} }: Props) {
  const [first = '', ...rest] = (defaults.name ?? '').split(' ');
  const [values, setValues] = useState<Values>({
    firstName: first,
    lastName: rest.join(' '),
    email: defaults.email ?? '',
    phone: defaults.phone ?? '',
    company: '',
    jobTitle: '',
    billingStreet: '',
    billingCity: '',
    billingState: '',
    billingZip: '',
    shirtSize: defaultSponsorTShirtSize,
    sponsorshipLevel: level?.id ?? '',
    agreeTerms: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<OfflineRegistrationResult | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const listed = order.filter((n) => errors[n]);
  const choices = level ? [level] : levels.filter((l) => !l.taken && offersInvoice(l.id));

  useEffect(() => {
    if (listed.length > 0 || failure) summary.current?.focus();
  }, [errors, failure]);
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  const set = (name: keyof Values) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const err = (name: keyof Values) => errors[name];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const parsed = sponsorCheckoutFormSchema.safeParse(values);
    const chosen = choices.find((l) => l.id === values.sponsorshipLevel);
    if (!parsed.success || !chosen) {
      setErrors({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(chosen ? {} : { sponsorshipLevel: 'Please select a sponsorship level' }) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setDone(await registerOfflineSponsor(toSponsorRegistrationPayload(parsed.data, chosen.priceCents)));
    } catch (error) {
      const { message, errors: fields } = serverMessage(error);
      const mapped: Record<string, string> = {};
      for (const [k, v] of Object.entries(fields ?? {})) mapped[k === 'tShirtSize' ? 'shirtSize' : k === 'registrationType' ? 'sponsorshipLevel' : k] = v;
      setErrors(mapped);
      setFailure(message ?? 'An error occurred during registration. Please try again.');
    }
    setBusy(false);
  }

  if (done) {
    const path = myRegistrationPath(done.myRegistrationUrl);
    const cents = parseAmount(done.amount);
    return (
      <div className="sp-offline__done" role="status">
        <h4 ref={doneHeading} tabIndex={-1}>
          Registered: {done.registrationId}
        </h4>
        <p>
          We have e-mailed you the invoice for {cents === null ? done.amount : formatUsd(cents)} and how to pay by check or bank
          transfer. Please write <strong>{done.registrationId}</strong> on your check or transfer.
        </p>
        {path ? (
          <p>
            <a href={path}>Open your registration page</a> to download the invoice now, or to pay with PayPal instead.
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className="sp-form sp-offline__form" onSubmit={onSubmit} noValidate aria-label="Register and get an invoice">
      {listed.length > 0 || failure ? (
        <div className="sp-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby="sp-offline-summary-title">
          <h4 id="sp-offline-summary-title" className="sp-summary__title">
            There is a problem
          </h4>
          {failure ? <p>{failure}</p> : null}
          {listed.length > 0 ? (
            <ul>
              {listed.map((name) => (
                <li key={name}>
                  <a href={`#${prefix}${name}`}>{errors[name]}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {level ? null : (
        <div className={`sp-field${err('sponsorshipLevel') ? ' sp-field--error' : ''}`}>
          <label className="sp-label" htmlFor={`${prefix}sponsorshipLevel`}>
            Sponsorship level
          </label>
          {err('sponsorshipLevel') ? (
            <p className="sp-error" id={`${prefix}sponsorshipLevel-error`}>
              <span className="sr-only">Error: </span>
              {err('sponsorshipLevel')}
            </p>
          ) : null}
          <select
            id={`${prefix}sponsorshipLevel`}
            className="sp-input"
            value={values.sponsorshipLevel}
            aria-invalid={err('sponsorshipLevel') ? true : undefined}
            aria-describedby={err('sponsorshipLevel') ? `${prefix}sponsorshipLevel-error` : undefined}
            onChange={(e) => set('sponsorshipLevel')(e.target.value)}
          >
            <option value="">Choose a level</option>
            {choices.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name} - {formatUsd(l.priceCents)}
              </option>
            ))}
          </select>
        </div>
      )}
      <PersonalFields values={values} set={set} err={err} prefix={prefix} />
      <BillingFields values={values} set={set} err={err} prefix={prefix} />
      <ShirtSizeField value={values.shirtSize} onValue={set('shirtSize')} prefix={prefix} />
      <TermsField checked={values.agreeTerms} onChecked={set('agreeTerms')} error={err('agreeTerms')} prefix={prefix} />
      <button type="submit" className="sp-button sp-button--primary" disabled={busy}>
        {busy ? 'Registering...' : 'Register and get an invoice'}
      </button>
    </form>
  );
}
