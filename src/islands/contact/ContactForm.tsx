// The contact form of /contact: name, e-mail, subject and message, checked with the shared zod
// schema before sending (GOV.UK pattern: an error summary at the top linking to each field, the
// message beside the field). What was typed is kept on any error; it is cleared only on success.
// The `website` field is a honeypot: hidden from people and assistive technology, filled by bots.
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { sendJson, serverMessage } from '../../api/fetcher.ts';
import { contactFields, contactSuccessMessage } from '../../domain/contact-fields.ts';
import './contact.css';

type Field = (typeof contactFields)[number];
type Values = Record<Field | 'website', string>;

const labels: Record<Field, string> = { name: 'Your name', email: 'Your email address', subject: 'Subject', message: 'Message' };
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
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const fieldId = (f: Field) => `${id}-${f}`;

  function showErrors(next: Partial<Record<Field, string>>) {
    setErrors(next);
    requestAnimationFrame(() => summaryRef.current?.focus());
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

  const set = (f: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));
  const errorList = contactFields.filter((f) => errors[f]);

  return (
    <form
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={() => void loadValidation().catch(() => {})}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Send us a message</h2>
      {errorList.length > 0 && (
        <div className="contact-form__summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${id}-summary`}>
          <h3 id={`${id}-summary`}>There is a problem</h3>
          <ul>
            {errorList.map((f) => (
              <li key={f}>
                <a href={`#${fieldId(f)}`}>{errors[f]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div tabIndex={-1} ref={statusRef} role="status" className="contact-form__status">
        {success && <p className="contact-form__message contact-form__message--success">{success}</p>}
        {problem && <p className="contact-form__message contact-form__message--error">{problem}</p>}
      </div>
      {contactFields.map((f) => {
        const err = errors[f];
        const props = {
          id: fieldId(f),
          name: f,
          value: values[f],
          onChange: set(f),
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${fieldId(f)}-error` : undefined,
          className: `contact-form__input${err ? ' contact-form__input--error' : ''}`,
        };
        return (
          <div key={f} className="contact-form__group">
            <label htmlFor={fieldId(f)}>{labels[f]}</label>
            {err && (
              <p id={`${fieldId(f)}-error`} className="contact-form__error">
                <span className="visually-hidden">Error: </span>
                {err}
              </p>
            )}
            {f === 'message' ? (
              <textarea {...props} rows={6} />
            ) : (
              <input {...props} type={f === 'email' ? 'email' : 'text'} autoComplete={f === 'name' ? 'name' : f === 'email' ? 'email' : 'off'} spellCheck={f === 'email' ? false : undefined} />
            )}
          </div>
        );
      })}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <button type="submit" className="contact-form__button" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
