// Sign-in, kept apart from admin-api.ts so the sign-in form (the page's first view) loads without
// the dashboard and the schemas it parses with; those load after sign-in.
import { call, ignored, refusalText } from './kit/call.ts';

export type LoginResult =
  | { kind: 'ok'; token: string }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** The session token of a sign-in's answer, when it has one. */
const tokenOf = async (response: Response): Promise<string | undefined> => {
  const { token } = (await response.json().catch(() => ({}))) as { token?: unknown };
  return typeof token === 'string' ? token : undefined;
};

export async function login(password: string): Promise<LoginResult> {
  const result = await call('/api/admin/login', { method: 'POST', json: { password }, read: tokenOf });
  if (result.ok) return result.data ? { kind: 'ok', token: result.data } : { kind: 'failed' };
  if (result.status === 0 || result.status >= 500) return { kind: 'failed' };
  // Password sign-in turned off by the owner, once an owner has a passkey.
  if (result.status === 403) return { kind: 'refused', message: result.message ?? 'Password sign-in is turned off.' };
  if (result.status === 429) return { kind: 'rate-limited', message: result.message ?? 'Too many attempts. Please wait and try again.' };
  return { kind: 'invalid' };
}

/** Sign out: the server ends the session. False when it could not be reached (the token then
 * lives until it expires); an already invalid token counts as signed out. */
export async function logout(token: string): Promise<boolean> {
  const result = await call('/api/admin/logout', { method: 'POST', token, read: ignored });
  return result.ok || result.status === 401;
}

export type TeamLoginResult = { kind: 'ok'; token: string } | { kind: 'refused'; message: string };

const failedMessage = 'Sign-in failed. Please try again.';

async function tokenFrom(path: string, json: unknown): Promise<TeamLoginResult> {
  const result = await call(path, { method: 'POST', json, read: tokenOf });
  if (!result.ok) return { kind: 'refused', message: refusalText(result, failedMessage) };
  return result.data ? { kind: 'ok', token: result.data } : { kind: 'refused', message: failedMessage };
}

/** A team member's passkey of this site (the browser library loads only when asked). */
export async function passkeyLogin(): Promise<TeamLoginResult> {
  const options = await call('/api/admin/login/passkey/options', {
    method: 'POST',
    read: async (response) => (await response.json()) as { challengeId: string; options: unknown },
  });
  if (!options.ok) return { kind: 'refused', message: options.message ?? failedMessage };
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options.data.options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch {
    return { kind: 'refused', message: 'No passkey was used. Try again, or sign in with a code.' };
  }
  return tokenFrom('/api/admin/login/passkey/verify', { challengeId: options.data.challengeId, response });
}

/** A team member's authenticator-app code or a recovery code. */
export const codeLogin = (email: string, code: string): Promise<TeamLoginResult> => tokenFrom('/api/admin/login/code', { email, code });
