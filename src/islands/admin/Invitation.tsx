// /admin/invitation#<token>: the person a team owner invited creates their sign-in: a passkey on
// this phone (user verification required), or a TOTP app (QR code); then their ten recovery codes,
// shown once. The link's token stays in the fragment, never sent in a URL.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { ErrorMessage, Field, FormLook } from '../forms/Field.tsx';
import { call, refusalText, type CallResult } from './kit/call.ts';
import { adminLook } from './kit/look.ts';
import { saveToken } from './session.ts';
import './admin.css';

interface Details {
  name: string;
  email: string;
  role: string;
  roleLabel: string;
  accessFrom: string | null;
  accessUntil: string | null;
}
interface Joined {
  recoveryCodes: string[];
  /** null for a door joining before its event days: no session until then. */
  token: string | null;
  message?: string;
}
interface TotpSetup {
  challengeId: string;
  secret: string;
  uri: string;
  qrSvg: string;
}

const failed = 'Something went wrong. Please try again.';

/** One step of joining; its answer read as the step's JSON. */
const post = <T,>(step: string, body: Record<string, unknown>): Promise<CallResult<T>> =>
  call(`/api/admin/invitation/${step}`, { method: 'POST', json: body, read: async (response) => (await response.json()) as T });

export default function Invitation() {
  const id = useId();
  const [token, setToken] = useState('');
  const [details, setDetails] = useState<Details | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fatal, setFatal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [joined, setJoined] = useState<Joined | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const value = decodeURIComponent(window.location.hash.slice(1));
    setToken(value);
    if (!value) {
      setFatal(true);
      setError('This invitation link is incomplete. Open the link from your e-mail again.');
      return;
    }
    void post<Details>('details', { token: value }).then((answer) => {
      if (answer.ok) setDetails(answer.data);
      else {
        setFatal(true);
        setError(refusalText(answer, failed));
      }
    });
  }, []);

  async function createPasskey() {
    setBusy(true);
    setError(null);
    const options = await post<{ challengeId: string; options: unknown }>('passkey-options', { token });
    if (!options.ok) {
      setBusy(false);
      setError(refusalText(options, failed));
      return;
    }
    const { startRegistration } = await import('@simplewebauthn/browser');
    let response: unknown;
    try {
      response = await startRegistration({
        optionsJSON: options.data.options as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
    } catch {
      setBusy(false);
      setError('No passkey was created. Try again, or use an authenticator app instead.');
      return;
    }
    const answer = await post<Joined>('passkey', {
      token,
      challengeId: options.data.challengeId,
      response,
    });
    setBusy(false);
    if (answer.ok) setJoined(answer.data);
    else setError(refusalText(answer, failed));
  }

  async function startTotp() {
    setBusy(true);
    setError(null);
    const answer = await post<TotpSetup>('totp-options', { token });
    setBusy(false);
    if (answer.ok) setTotp(answer.data);
    else setError(refusalText(answer, failed));
  }

  async function confirmTotp(event: SubmitEvent) {
    event.preventDefault();
    if (!totp) return;
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setCodeError('Type the 6 digits your app shows.');
      return;
    }
    setBusy(true);
    setCodeError(null);
    const answer = await post<Joined>('totp', {
      token,
      challengeId: totp.challengeId,
      code: code.replace(/\s/g, ''),
    });
    setBusy(false);
    if (answer.ok) setJoined(answer.data);
    else if (answer.status < 500 && answer.errors.code) setCodeError(answer.errors.code);
    else setError(refusalText(answer, failed));
  }

  function goOn() {
    if (!joined) return;
    if (joined.token) saveToken(joined.token);
    window.location.assign(details?.role === 'door' && joined.token ? '/admin/check-in' : '/admin');
  }

  const alert = <ErrorMessage message={error} announce />;

  return (
    <div className="admin-app">
      <FormLook value={adminLook}>
        <section className="admin-login admin-invitation" aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`} className="admin-login__title">
            Join the WOOP admin team
          </h1>
          {joined ? (
            <>
              <p>
                You are in, {details?.name}. Keep these recovery codes somewhere safe (a password manager, or on paper): each signs you in once if you lose your
                phone. They are shown only now.
              </p>
              {joined.message ? <p>{joined.message}</p> : null}
              <ol className="admin-invitation__codes" aria-label="Your recovery codes">
                {joined.recoveryCodes.map((c) => (
                  <li key={c}>
                    <code>{c}</code>
                  </li>
                ))}
              </ol>
              <label className="admin-invitation__check">
                <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} /> I have saved my recovery codes
              </label>
              <button type="button" className="admin-button admin-button--gold" disabled={!saved} onClick={goOn}>
                {!joined.token ? 'Done' : details?.role === 'door' ? 'Continue to check-in' : 'Continue to the dashboard'}
              </button>
            </>
          ) : details ? (
            <>
              <p>
                Hello {details.name}: you are invited as <strong>{details.roleLabel}</strong> ({details.email}).
                {details.accessFrom ? ` You can sign in from ${details.accessFrom} to ${details.accessUntil}.` : ''}
              </p>
              {alert}
              {totp ? (
                <form className="admin-login__form" onSubmit={confirmTotp} noValidate>
                  <p>Scan this code with your authenticator app (Google Authenticator, 1Password, Authy...), or type the key.</p>
                  <div
                    className="admin-invitation__qr"
                    role="img"
                    aria-label="QR code for your authenticator app"
                    dangerouslySetInnerHTML={{ __html: totp.qrSvg }}
                  />
                  <p className="admin-invitation__secret">
                    Key: <code>{totp.secret}</code>
                  </p>
                  <Field
                    id={`${id}-code`}
                    label="6-digit code from the app"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={code}
                    onValue={setCode}
                    error={codeError}
                  />
                  <button type="submit" className="admin-button admin-button--gold" disabled={busy}>
                    Confirm the code
                  </button>
                </form>
              ) : (
                <div className="admin-invitation__choices">
                  <button type="button" className="admin-button admin-button--gold" disabled={busy} onClick={() => void createPasskey()}>
                    Create a passkey
                  </button>
                  <p className="admin-team__meta">Your phone keeps the passkey and unlocks it with your face, fingerprint or PIN.</p>
                  <button type="button" className="admin-button admin-button--ghost" disabled={busy} onClick={() => void startTotp()}>
                    Use an authenticator app instead
                  </button>
                </div>
              )}
            </>
          ) : fatal ? (
            alert
          ) : (
            <p>Opening your invitation...</p>
          )}
        </section>
      </FormLook>
    </div>
  );
}
