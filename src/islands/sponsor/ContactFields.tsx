// The sponsor's personal information, billing address, t-shirt size and terms: the sponsor form
// (/exact-copy) and the check or bank transfer form share these, built from the shared form parts
// (src/islands/forms) and the person and address field lists.
import { sponsorTShirtSizes } from '../../domain/t-shirt-sizes.ts';
import { ErrorMessage, errorIdFor, Field, SelectField } from '../forms/Field.tsx';
import { addressFields, personFields, type PersonValues, type TextFieldSpec } from '../forms/person-fields.ts';

export type ContactValues = PersonValues;

interface Props {
  values: ContactValues;
  set: (name: keyof ContactValues) => (value: string) => void;
  err: (name: keyof ContactValues) => string | undefined;
  /** Element ids are `${prefix}${field}` (the error summary links to them). */
  prefix?: string;
}

function TextFields({ fields, values, set, err, prefix = 'sp-' }: Props & { fields: readonly TextFieldSpec[] }) {
  return fields.map(({ name, wide, ...spec }) => (
    <Field
      key={name}
      id={`${prefix}${name}`}
      name={name}
      className={wide ? 'sp-wide' : undefined}
      value={values[name]}
      onValue={set(name)}
      error={err(name)}
      {...spec}
    />
  ));
}

export function PersonalFields(props: Props) {
  return (
    <fieldset className="sp-fieldset">
      <legend className="sp-legend">Personal information</legend>
      <div className="sp-grid">
        <TextFields {...props} fields={personFields} />
      </div>
    </fieldset>
  );
}

export function BillingFields(props: Props) {
  return (
    <fieldset className="sp-fieldset">
      <legend className="sp-legend">Billing address</legend>
      <div className="sp-grid sp-grid--3">
        <TextFields {...props} fields={addressFields} />
      </div>
    </fieldset>
  );
}

export function ShirtSizeField({ value, onValue, error, prefix = 'sp-' }: { value: string; onValue: (value: string) => void; error?: string; prefix?: string }) {
  return (
    <SelectField
      id={`${prefix}shirtSize`}
      name="shirtSize"
      label="T-shirt size"
      controlClassName="sp-input--short"
      options={sponsorTShirtSizes}
      value={value}
      error={error}
      onValue={onValue}
    />
  );
}

export function TermsField({ checked, onChecked, error, prefix = 'sp-' }: { checked: boolean; onChecked: (checked: boolean) => void; error?: string; prefix?: string }) {
  const id = `${prefix}agreeTerms`;
  return (
    <div className={`form-field sp-check-field${error ? ' form-field--error' : ''}`}>
      <input
        id={id}
        name="agreeTerms"
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(id) : undefined}
        onChange={(e) => onChecked(e.target.checked)}
      />
      <label htmlFor={id}>
        I agree to the <a href="/terms">terms and conditions</a>. Sponsorships are non-refundable.
      </label>
      <ErrorMessage id={errorIdFor(id)} message={error} />
    </div>
  );
}
