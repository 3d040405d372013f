// Corrections the organizer allows (issue 18): t-shirt size, dietary restrictions, phone and the
// billing address, checked with the registration's own schema in the browser and again on the
// server. GOV.UK pattern: an error summary linking to each field, the message beside the field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { correctMyRegistration } from '../../api/my-registration.ts';
import { serverMessage } from '../../api/fetcher.ts';
import { correctionSchema, correctionTShirtSizes, type MyRegistration } from '../../domain/my-registration.ts';
import { fieldErrors } from '../../domain/schemas.ts';
import Notice, { FieldError, type NoticeText } from './Notice.tsx';

type Values = {
  tShirtSize: string;
  dietaryRestrictions: string;
  phone: string;
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
};

const labels: Record<keyof Values, string> = {
  tShirtSize: 'T-shirt size',
  dietaryRestrictions: 'Dietary restrictions',
  phone: 'Phone',
  billingStreet: 'Street address',
  billingCity: 'City',
  billingState: 'State',
  billingZip: 'ZIP code',
};
const order = Object.keys(labels) as (keyof Values)[];
const autoComplete: Partial<Record<keyof Values, string>> = {
  phone: 'tel',
  billingStreet: 'street-address',
  billingCity: 'address-level2',
  billingState: 'address-level1',
  billingZip: 'postal-code',
};

const valuesOf = (view: MyRegistration): Values => ({
  tShirtSize: view.tShirtSize ?? '',
  dietaryRestrictions: view.dietaryRestrictions ?? '',
  phone: view.phone,
  billingStreet: view.billingStreet ?? '',
  billingCity: view.billingCity ?? '',
  billingState: view.billingState ?? '',
  billingZip: view.billingZip ?? '',
});

export default function CorrectionsForm({ view, token, onSaved }: { view: MyRegistration; token: string; onSaved: (view: MyRegistration) => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<NoticeText | null>(null);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const listed = order.filter((f) => errors[f]);

  useEffect(() => {
    if (listed.length > 0) summary.current?.focus();
  }, [errors]);

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setResult(null);
    const parsed = correctionSchema(view.sponsor).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await correctMyRegistration(token, values);
      setValues(valuesOf(saved));
      onSaved(saved);
      setResult({ kind: 'status', text: 'Your corrections are saved.' });
    } catch (error) {
      const { message, errors: fields } = serverMessage(error);
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      setResult({ kind: 'alert', text: message ?? 'We could not save your corrections. Please try again.' });
    }
    setSaving(false);
  }

  const field = (name: keyof Values) => {
    const id = `my-reg-${name}`;
    const error = errors[name];
    const describedBy = error ? `${id}-error` : undefined;
    const common = { id, name, value: values[name], 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
    return (
      <div className={`my-reg__field${error ? ' my-reg__field--error' : ''}`} key={name}>
        <label htmlFor={id}>{labels[name]}</label>
        <FieldError id={`${id}-error`} error={error} />
        {name === 'tShirtSize' ? (
          <select {...common} onChange={(e) => set(name)(e.target.value)}>
            {values.tShirtSize === '' ? <option value="">Choose a size</option> : null}
            {correctionTShirtSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        ) : (
          <input {...common} type={name === 'phone' ? 'tel' : 'text'} autoComplete={autoComplete[name]} onChange={(e) => set(name)(e.target.value)} />
        )}
      </div>
    );
  };

  return (
    <form className="my-reg__card my-reg__form" onSubmit={onSubmit} noValidate aria-labelledby="my-reg-correct-title">
      <h2 id="my-reg-correct-title">Correct your details</h2>
      <p className="my-reg__muted">Your name, e-mail and level stay as registered; to change them, write to us.</p>
      {listed.length > 0 ? (
        <div className="my-reg__summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby="my-reg-summary-title">
          <h3 id="my-reg-summary-title">There is a problem</h3>
          <ul>
            {listed.map((f) => (
              <li key={f}>
                <a href={`#my-reg-${f}`}>{errors[f]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="my-reg__grid">{(['tShirtSize', 'phone'] as const).map(field)}</div>
      {field('dietaryRestrictions')}
      <fieldset className="my-reg__fieldset">
        <legend>Billing address</legend>
        {field('billingStreet')}
        <div className="my-reg__grid my-reg__grid--3">{(['billingCity', 'billingState', 'billingZip'] as const).map(field)}</div>
      </fieldset>
      <div className="my-reg__actions">
        <button type="submit" className="pay-button pay-button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save corrections'}
        </button>
      </div>
      <Notice notice={result} />
    </form>
  );
}
