// The contact form of /contact: name, e-mail, subject and message, checked with the shared zod
// schema before sending (GOV.UK pattern: an error summary at the top linking to each field, the
// message beside the field). What was typed is kept on any error; it is cleared only on success.
// The `website` field is a honeypot: hidden from people and assistive technology, filled by bots.
// Fields and summary are the shared form parts; Send waits for the script (hydration.tsx).
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { sendJson, serverMessage } from '../../api/fetcher.ts';
import { contactFields, contactSuccessMessage } from '../../domain/contact-fields.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { Field } from '../forms/Field.tsx';
import { textEntry } from '../forms/entries.ts';
import { LoadingNote, useHydrated, useTypedBeforeHydration } from '../forms/hydration.tsx';
import './contact.css';

type Field = (typeof contactFields)[number];
type Values = Record<Field | 'website', string>;

const labels: Record<Field, string> = { name: 'Your name', email: 'Your email address', subject: 'Subject', message: 'Message' };
const autoComplete: Record<Field, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };
const empty: Values = { name: '', email: '', subject: '', message: '', website: '' };
const networkError = 'Your message could not be sent. Please check your connection and try again.';
// The validation code (zod) loads when the visitor starts on the form, not with the page.
const loadValidation = () => import('./validate.ts');

export default function ContactForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useTypedBeforeHydration(form, (data) => setValues({ ...empty, ...Object.fromEntries(contactFields.map((f) => [f, textEntry(data, f)])) }));
  const id = useId();
  const fieldId = (f: Field) => `${id}-${f}`;

  function showErrors(next: Partial<Record<Field, string>>) {
    setErrors(next);
    setFocusSummary((n) => n + 1);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSuccess(null);
    setProblem(null);
    setSubmitting(true);
    try {
      const parsed = (await loadValidation()).validateContact(values);
      if (parsed.errors) {
        showErrors(parsed.errors as Partial<Record<Field, string>>);
        return;
      }
      setErrors({});
      const answer = await sendJson<{ message?: string }>('POST', '/api/contact', parsed.data);
      setValues(empty);
      setSuccess(answer.message || contactSuccessMessage);
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (error) {
      const { message, errors: serverErrors } = serverMessage(error);
      const known = Object.fromEntries(Object.entries(serverErrors ?? {}).filter(([k]) => (contactFields as readonly string[]).includes(k)));
      if (Object.keys(known).length) showErrors(known);
      else {
        setProblem(message ?? networkError);
        requestAnimationFrame(() => statusRef.current?.focus());
      }
    } finally {
      setSubmitting(false);
    }
  }

  const set = (f: keyof Values) => (value: string) => setValues((v) => ({ ...v, [f]: value }));

  return (
    <form
      ref={form}
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={() => void loadValidation().catch(() => {})}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Send us a message</h2>
      <ErrorSummary
        headingLevel={3}
        focusKey={focusSummary}
        items={contactFields.filter((f) => errors[f]).map((f) => ({ target: fieldId(f), message: errors[f]! }))}
      />
      <div tabIndex={-1} ref={statusRef} role="status" className="contact-form__status">
        {success && <p className="contact-form__message contact-form__message--success">{success}</p>}
        {problem && <p className="contact-form__message contact-form__message--error">{problem}</p>}
      </div>
      {contactFields.map((f) => (
        <Field
          key={f}
          id={fieldId(f)}
          name={f}
          label={labels[f]}
          type={f === 'email' ? 'email' : 'text'}
          rows={f === 'message' ? 6 : undefined}
          autoComplete={autoComplete[f]}
          value={values[f]}
          error={errors[f]}
          onValue={set(f)}
        />
      ))}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website')(e.target.value)} />
      </div>
      <button type="submit" className="form-button contact-form__button" disabled={submitting || !hydrated} aria-describedby={hydrated ? undefined : `${id}-loading`}>
        {submitting ? 'Sending...' : 'Send message'}
      </button>
      {hydrated ? null : <LoadingNote id={`${id}-loading`} />}
    </form>
  );
}
