// The corrections a registrant may make without writing to the organizer: t-shirt size, dietary
// restrictions, phone and the billing address, checked with the registration's own schema in the
// browser and again on the server. GOV.UK pattern: an error summary linking to each field, the
// message beside the field.
import { useState, type FormEvent } from 'react';
import { correctMyRegistration } from '../../api/my-registration.ts';
import { serverMessage } from '../../api/fetcher.ts';
import { correctionSchema, correctionTShirtSizes, type MyRegistration } from '../../domain/my-registration.ts';
import { fieldErrors } from '../../domain/schemas.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { Field, SelectField } from '../forms/Field.tsx';
import { addressFields, personFields } from '../forms/person-fields.ts';
import { SubmitWithNotice, type NoticeText } from './Notice.tsx';

type Values = {
  tShirtSize: string;
  dietaryRestrictions: string;
  phone: string;
  billingStreet: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
};

// Phone and the address read as on the registration forms (the shared field list).
const spec = (name: keyof Values) => [...personFields, ...addressFields].find((f) => f.name === name)!;
const labels: Record<keyof Values, string> = {
  tShirtSize: 'T-shirt size',
  dietaryRestrictions: 'Dietary restrictions',
  phone: spec('phone').label,
  billingStreet: spec('billingStreet').label,
  billingCity: spec('billingCity').label,
  billingState: spec('billingState').label,
  billingZip: spec('billingZip').label,
};
const order = Object.keys(labels) as (keyof Values)[];
const fieldId = (name: keyof Values) => `my-reg-${name}`;

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
  const [focusSummary, setFocusSummary] = useState(0);
  const [result, setResult] = useState<NoticeText | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusSummary((n) => n + 1);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setResult(null);
    const parsed = correctionSchema(view.sponsor).safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
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
      if (fields && Object.keys(fields).length > 0) showErrors(fields);
      setResult({ kind: 'alert', text: message ?? 'We could not save your corrections. Please try again.' });
    }
    setSaving(false);
  }

  const field = (name: Exclude<keyof Values, 'tShirtSize'>) => {
    const { autoComplete, type, inputMode } = name === 'dietaryRestrictions' ? { autoComplete: undefined, type: undefined, inputMode: undefined } : spec(name);
    return (
      <Field
        key={name}
        id={fieldId(name)}
        name={name}
        label={labels[name]}
        value={values[name]}
        onValue={set(name)}
        error={errors[name]}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    );
  };

  return (
    <form className="my-reg__card my-reg__form" onSubmit={onSubmit} noValidate aria-labelledby="my-reg-correct-title">
      <h2 id="my-reg-correct-title">Correct your details</h2>
      <p className="my-reg__muted">Your name, e-mail and level stay as registered; to change them, write to us.</p>
      <ErrorSummary headingLevel={3} focusKey={focusSummary} items={order.filter((f) => errors[f]).map((f) => ({ target: fieldId(f), message: errors[f]! }))} />
      <div className="my-reg__grid">
        <SelectField
          id={fieldId('tShirtSize')}
          name="tShirtSize"
          label={labels.tShirtSize}
          value={values.tShirtSize}
          onValue={set('tShirtSize')}
          options={correctionTShirtSizes}
          placeholder={values.tShirtSize === '' ? 'Choose a size' : undefined}
          error={errors.tShirtSize}
        />
        {field('phone')}
      </div>
      {field('dietaryRestrictions')}
      <fieldset className="my-reg__fieldset">
        <legend>Billing address</legend>
        {field('billingStreet')}
        <div className="my-reg__grid my-reg__grid--3">{(['billingCity', 'billingState', 'billingZip'] as const).map(field)}</div>
      </fieldset>
      <SubmitWithNotice busy={saving} label="Save corrections" busyLabel="Saving..." notice={result} />
    </form>
  );
}
