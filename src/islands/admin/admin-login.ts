// Sign-in, kept apart from admin-api.ts so the sign-in form (the page's first view) loads without
// the dashboard and the schemas it parses with; those load after sign-in.
import { apiFetch, ApiError } from '../../api/fetcher.ts';

export type LoginResult =
  | { kind: 'ok'; token: string }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'failed' };

export async function login(password: string): Promise<LoginResult> {
  try {
    const body = (await (await apiFetch('/api/admin/login', { method: 'POST', json: { password } })).json().catch(() => ({}))) as { token?: unknown };
    return typeof body.token === 'string' ? { kind: 'ok', token: body.token } : { kind: 'failed' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'failed' };
    if (error.status === 429) return { kind: 'rate-limited', message: error.serverMessage ?? 'Too many attempts. Please wait and try again.' };
    return { kind: 'invalid' };
  }
}

/** Sign out: the server revokes the token. False when it could not be reached (the token then
 * lives until it expires); an already invalid token counts as signed out. */
export async function logout(token: string): Promise<boolean> {
  try {
    await apiFetch('/api/admin/logout', { method: 'POST', token });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 401;
  }
}
