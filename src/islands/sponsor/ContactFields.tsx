// The sponsor's personal information and billing address: the sponsor form (/exact-copy) and the
// check or bank transfer form share these fieldsets (same labels, autocomplete and errors).
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
