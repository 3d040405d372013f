// The Notify Me form of /register (SPEC §2, §5, §8): idle -> submitting -> success or error.
// The browser's own e-mail check (type="email", required) blocks an empty or malformed value,
// and a submission in progress blocks another one. The address gets the shared typo hint ("Did you
// mean ...?"), and the button waits for the script (hydration.tsx).
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { sendJson } from '../../api/fetcher.ts';
import { EmailHint, useEmailTypoHint } from '../forms/EmailHint.tsx';
import { textEntry } from '../forms/entries.ts';
import { LoadingNote, useHydrated, useTypedBeforeHydration } from '../forms/hydration.tsx';
import { outcomeFromAnswer, outcomeFromError, type NotifyOutcome } from './outcome.ts';
import './notify.css';

export default function NotifyForm() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<NotifyOutcome | null>(null);
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useTypedBeforeHydration(form, (data) => setEmail(textEntry(data, 'email')));
  const typo = useEmailTypoHint(email);
  const inputId = useId();
  const statusId = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setOutcome(null);
    let next: NotifyOutcome;
    try {
      next = outcomeFromAnswer(await sendJson<unknown>('POST', '/api/registration-interest', { email: value, sendConfirmation: true }));
    } catch (error) {
      next = outcomeFromError(error);
    }
    setOutcome(next);
    if (next.kind === 'success') setEmail('');
    inFlight.current = false;
    setSubmitting(false);
  }

  return (
    <form className="notify" onSubmit={onSubmit} ref={form}>
      <label className="notify__label" htmlFor={inputId}>
        Notify Me
      </label>
      <p className="notify__hint" id={`${inputId}-hint`}>
        Leave your email address and we will tell you when player registration opens.
      </p>
      <div className="notify__row">
        <input
          id={inputId}
          ref={input}
          className="form-input notify__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          spellCheck={false}
          value={email}
          disabled={submitting}
          aria-describedby={typo.suggestion ? `${inputId}-hint ${inputId}-typo` : `${inputId}-hint`}
          onChange={(e) => setEmail(e.target.value)}
          onFocus={typo.prepare}
          onBlur={typo.check}
        />
        <button type="submit" className="form-button" disabled={submitting || !hydrated} aria-describedby={hydrated ? undefined : `${inputId}-loading`}>
          {submitting ? 'Processing...' : 'Notify Me'}
        </button>
      </div>
      <EmailHint
        id={`${inputId}-typo`}
        suggestion={typo.suggestion}
        onAccept={(address) => {
          setEmail(address);
          input.current?.focus();
        }}
      />
      {hydrated ? null : <LoadingNote id={`${inputId}-loading`} />}
      <div id={statusId} role="status" className="notify__status">
        {outcome?.kind === 'success' ? (
          <div className="notify__message notify__message--success">
            <p>{outcome.message}</p>
            <p>{outcome.note}</p>
          </div>
        ) : outcome?.kind === 'error' ? (
          <p className="notify__message notify__message--error">{outcome.message}</p>
        ) : null}
      </div>
    </form>
  );
}
