// The sign-in form: SPEC §2's password field, and a named team member's passkey or authenticator
// code; errors beside them and announced.
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ErrorMessage, Field, FormField } from '../forms/Field.tsx';
import { codeLogin, login, passkeyLogin, type TeamLoginResult } from './admin-login.ts';
import { messages } from './display.ts';

interface Props {
  onSignedIn: (token: string) => void;
  notice?: string | null;
  /** False in the prerendered HTML: the form is drawn but cannot be used (or submitted natively) before the island runs. */
  ready?: boolean;
}

export default function LoginForm({ onSignedIn, notice, ready = true }: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [teamError, setTeamError] = useState<string | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');

  function teamResult(result: TeamLoginResult) {
    setSubmitting(false);
    if (result.kind === 'ok') onSignedIn(result.token);
    else setTeamError(result.message);
  }

  async function withPasskey() {
    if (submitting) return;
    setSubmitting(true);
    setTeamError(null);
    teamResult(await passkeyLogin());
  }

  async function withCode(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim() || !code.trim()) {
      setTeamError('Enter your e-mail address and the code.');
      return;
    }
    setSubmitting(true);
    setTeamError(null);
    teamResult(await codeLogin(email, code));
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!password) {
      setError(messages.passwordRequired);
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await login(password);
    setSubmitting(false);
    if (result.kind === 'ok') {
      onSignedIn(result.token);
      return;
    }
    setError(
      result.kind === 'invalid' ? messages.invalidPassword : result.kind === 'rate-limited' || result.kind === 'refused' ? result.message : messages.loginFailed,
    );
    inputRef.current?.focus();
  }

  return (
    <section className="admin-login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="admin-login__title">Admin sign in</h1>
      <p className="admin-login__hint">WOOP tournament organizers only.</p>
      {notice ? <p className="admin-login__notice" role="status">{notice}</p> : null}
      <form onSubmit={submit} noValidate className="admin-login__form">
        <FormField id={`${id}-password`} label="Admin password" error={error} announce>
          {(control) => (
            <input
              ref={inputRef}
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder="Enter admin password"
              required
              disabled={!ready}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="admin-input"
            />
          )}
        </FormField>
        <button type="submit" className="admin-button admin-button--gold" disabled={submitting || !ready}>
          {submitting ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      {/* Named team members sign in with their passkey, or a code from their app. No button here is
          named 'Sign in...': SPEC's password button keeps that name to itself. */}
      <section className="admin-login__team" aria-labelledby={`${id}-team`}>
        <h2 id={`${id}-team`} className="admin-login__subtitle">Team members</h2>
        <ErrorMessage message={teamError} announce />
        <button type="button" className="admin-button admin-button--outline" disabled={submitting || !ready} onClick={() => void withPasskey()}>
          Use my passkey
        </button>
        {codeOpen ? (
          <form onSubmit={withCode} noValidate className="admin-login__form">
            <Field id={`${id}-email`} label="Your e-mail" type="email" autoComplete="username" value={email} onValue={setEmail} />
            <Field id={`${id}-code`} label="Code from your app, or a recovery code" autoComplete="one-time-code" value={code} onValue={setCode} />
            <button type="submit" className="admin-button admin-button--gold" disabled={submitting}>
              Check the code
            </button>
          </form>
        ) : (
          <button type="button" className="admin-button admin-button--ghost" disabled={!ready} onClick={() => setCodeOpen(true)}>
            Use a code instead
          </button>
        )}
      </section>
    </section>
  );
}
