// The sponsor's personal information, billing address, t-shirt size and terms: the sponsor form
// (/exact-copy) and the check or bank transfer form share these (same labels, autocomplete, errors).
import { sponsorTShirtSizes } from '../../data/sponsor-levels.ts';
import { Field } from './Field.tsx';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
}

interface Props {
  values: ContactValues;
  set: (name: keyof ContactValues) => (value: string) => void;
  err: (name: keyof ContactValues) => string | undefined;
  /** Element ids are `${prefix}${field}` (the error summary links to them). */
  prefix?: string;
}

export function PersonalFields({ values, set, err, prefix = 'sp-' }: Props) {
  const field = (name: keyof ContactValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={`${prefix}${name}`} label={label} value={values[name]} onValue={set(name)} error={err(name)} {...extra} />
  );
  return (
    <fieldset className="sp-fieldset">
      <legend className="sp-legend">Personal information</legend>
      <div className="sp-grid">
        {field('firstName', 'First name', { autoComplete: 'given-name' })}
        {field('lastName', 'Last name', { autoComplete: 'family-name' })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email', spellCheck: false })}
        {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', hint: 'At least 10 digits, for example 337 555 0100' })}
        {field('company', 'Company', { autoComplete: 'organization' })}
        {field('jobTitle', 'Job title', { autoComplete: 'organization-title' })}
      </div>
    </fieldset>
  );
}

export function BillingFields({ values, set, err, prefix = 'sp-' }: Props) {
  const field = (name: keyof ContactValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={`${prefix}${name}`} label={label} value={values[name]} onValue={set(name)} error={err(name)} {...extra} />
  );
  return (
    <fieldset className="sp-fieldset">
      <legend className="sp-legend">Billing address</legend>
      {field('billingStreet', 'Street address', { autoComplete: 'street-address' })}
      <div className="sp-grid sp-grid--3">
        {field('billingCity', 'City', { autoComplete: 'address-level2' })}
        {field('billingState', 'State', { autoComplete: 'address-level1' })}
        {field('billingZip', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
      </div>
    </fieldset>
  );
}

export function ShirtSizeField({ value, onValue, prefix = 'sp-' }: { value: string; onValue: (value: string) => void; prefix?: string }) {
  return (
    <div className="sp-field">
      <label className="sp-label" htmlFor={`${prefix}shirtSize`}>
        T-shirt size
      </label>
      <select id={`${prefix}shirtSize`} className="sp-input sp-input--short" value={value} onChange={(e) => onValue(e.target.value)}>
        {sponsorTShirtSizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TermsField({ checked, onChecked, error, prefix = 'sp-' }: { checked: boolean; onChecked: (checked: boolean) => void; error?: string; prefix?: string }) {
  const id = `${prefix}agreeTerms`;
  return (
    <div className={`sp-field sp-check-field${error ? ' sp-field--error' : ''}`}>
      {error && (
        <p className="sp-error" id={`${id}-error`}>
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChecked(e.target.checked)}
      />
      <label htmlFor={id}>
        I agree to the <a href="/terms">terms and conditions</a>. Sponsorships are non-refundable.
      </label>
    </div>
  );
}
