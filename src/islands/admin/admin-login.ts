// Sign-in, kept apart from admin-api.ts so the sign-in form (the page's first view) loads without
// the dashboard and the schemas it parses with; those load after sign-in.
import { apiFetch, ApiError } from '../../api/fetcher.ts';

export type LoginResult =
  | { kind: 'ok'; token: string }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export async function login(password: string): Promise<LoginResult> {
  try {
    const body = (await (await apiFetch('/api/admin/login', { method: 'POST', json: { password } })).json().catch(() => ({}))) as { token?: unknown };
    return typeof body.token === 'string' ? { kind: 'ok', token: body.token } : { kind: 'failed' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'failed' };
    // Password sign-in turned off by the owner (issue 29).
    if (error.status === 403) return { kind: 'refused', message: error.serverMessage ?? 'Password sign-in is turned off.' };
    if (error.status === 429) return { kind: 'rate-limited', message: error.serverMessage ?? 'Too many attempts. Please wait and try again.' };
    return { kind: 'invalid' };
  }
}

/** Sign out: the server ends the session. False when it could not be reached (the token then
 * lives until it expires); an already invalid token counts as signed out. */
export async function logout(token: string): Promise<boolean> {
  try {
    await apiFetch('/api/admin/logout', { method: 'POST', token });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 401;
  }
}

export type TeamLoginResult = { kind: 'ok'; token: string } | { kind: 'refused'; message: string; errors?: Record<string, string> };

const failedMessage = 'Sign-in failed. Please try again.';

async function tokenFrom(path: string, json: unknown): Promise<TeamLoginResult> {
  try {
    const body = (await (await apiFetch(path, { method: 'POST', json })).json()) as { token?: unknown };
    return typeof body.token === 'string' ? { kind: 'ok', token: body.token } : { kind: 'refused', message: failedMessage };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
      const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
      return { kind: 'refused', message: error.serverMessage, ...(errors ? { errors } : {}) };
    }
    return { kind: 'refused', message: failedMessage };
  }
}

/** Issue 29: a passkey of this site (the browser library loads only when asked). */
export async function passkeyLogin(): Promise<TeamLoginResult> {
  let options: { challengeId: string; options: unknown };
  try {
    options = (await (await apiFetch('/api/admin/login/passkey/options', { method: 'POST' })).json()) as typeof options;
  } catch (error) {
    return { kind: 'refused', message: error instanceof ApiError && error.serverMessage ? error.serverMessage : failedMessage };
  }
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options.options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch {
    return { kind: 'refused', message: 'No passkey was used. Try again, or sign in with a code.' };
  }
  return tokenFrom('/api/admin/login/passkey/verify', { challengeId: options.challengeId, response });
}

/** Issue 29: an authenticator-app code or a recovery code. */
export const codeLogin = (email: string, code: string): Promise<TeamLoginResult> => tokenFrom('/api/admin/login/code', { email, code });
