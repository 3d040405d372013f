// Sign-in, kept apart from admin-api.ts so the sign-in form (the page's first view) loads without
// the dashboard and the schemas it parses with; those load after sign-in.

export type LoginResult =
  | { kind: 'ok'; token: string }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'failed' };

/** The server's `message`, when its answer has one. */
export async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export async function login(password: string): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 429) {
    return { kind: 'rate-limited', message: (await messageOf(response)) ?? 'Too many attempts. Please wait and try again.' };
  }
  if (response.status >= 500) return { kind: 'failed' };
  if (!response.ok) return { kind: 'invalid' };
  const body = (await response.json().catch(() => ({}))) as { token?: unknown };
  return typeof body.token === 'string' ? { kind: 'ok', token: body.token } : { kind: 'failed' };
}

/** Sign out: the server revokes the token. False when it could not be reached (the token then
 * lives until it expires); an already invalid token counts as signed out. */
export async function logout(token: string): Promise<boolean> {
  try {
    const response = await fetch('/api/admin/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    return response.ok || response.status === 401;
  } catch {
    return false;
  }
}
