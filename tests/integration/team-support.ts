// Team members for the integration tests: an account of a role and a signed-in session, a call to a
// function as HTTP would make it, an invitation's steps, and the TOTP code an authenticator shows.
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { findAccount, insertAccount } from '../../db/repositories/team.ts';
import invitationFn from '../../netlify/functions/admin-invitation.mts';
import { getDb } from '../../netlify/lib/platform/db.ts';
import { openSession } from '../../netlify/lib/team/sessions.ts';
import type { Role } from '../../src/domain/team.ts';

export async function addMember(role: Role, name = `Test ${role}`, email = `${role}-${randomUUID().slice(0, 8)}@example.com`): Promise<string> {
  const id = randomUUID();
  await insertAccount(await getDb(), { id, name, email, role, accessFrom: null, accessUntil: null, totpSecret: null });
  return id;
}

/** A fresh session token of the account. */
export async function signedIn(accountId: string, userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/605.1'): Promise<string> {
  const db = await getDb();
  const account = await findAccount(db, accountId);
  if (!account) throw new Error(`No account ${accountId}`);
  return openSession(db, account, 'passkey', new Request('http://localhost/api/admin/login', { headers: { 'user-agent': userAgent } }));
}

type Handler = (req: Request, ctx: { params: Record<string, string>; ip?: string }) => Promise<Response>;

/** Calls a function handler as an HTTP request would, from client `ip`; the JSON answer parsed. */
export async function send(fn: Handler, method: string, url: string, { token = null, body, params = {}, ip = '203.0.113.9' }: { token?: string | null; body?: unknown; params?: Record<string, string>; ip?: string } = {}) {
  const headers = new Headers();
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fn(new Request(`http://localhost${url}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }), { params, ip });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

/** One step of accepting an invitation (POST /api/admin/invitation/:step). */
export const invitationStep = (name: string, body: Record<string, unknown>) => send(invitationFn, 'POST', `/api/admin/invitation/${name}`, { body, params: { step: name } });

/** The code an authenticator app shows for this secret at `timestamp`. */
export const totpCode = (secret: string, timestamp = Date.now()): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
