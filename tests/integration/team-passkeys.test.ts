// Passkeys through the functions with a software authenticator (soft-authenticator.ts):
// registration from an invitation, sign-in, and the refusals that change nothing: another site's
// origin or RP ID, no user verification, an expired challenge, a replayed assertion; a door limited
// to the event days; and passkey sign-in staying open while the shared password is locked.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countHit } from '../../db/repositories/rate-limits.ts';
import invitationFn from '../../netlify/functions/admin-invitation.mts';
import login from '../../netlify/functions/admin-login.mts';
import passkeyLogin from '../../netlify/functions/admin-login-passkey.mts';
import sessionFn from '../../netlify/functions/admin-session.mts';
import team from '../../netlify/functions/admin-team.mts';
import { adminPassword, request, useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { lastDelivered } from './delivered-mail.ts';
import { softAuthenticator } from './soft-authenticator.ts';

type Handler = (req: Request, ctx: { params: Record<string, string>; ip?: string }) => Promise<Response>;

async function post(fn: Handler, url: string, body: unknown, params: Record<string, string> = {}, token: string | null = null) {
  const response = await fn(request(url, { method: 'POST', token, body: body === undefined ? undefined : JSON.stringify(body), headers: body === undefined ? {} : { 'content-type': 'application/json' } }), { params, ip: '198.51.100.7' });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

const failed = 'This passkey could not be verified for this site. Please try again, or use another sign-in.';
const expired = 'This request has expired or was already used. Please try again.';

describe.each(testDatabases())('passkeys on $name', (database) => {
  const db = useTestDatabase(database);
  beforeAll(() => {
    process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'woop-passkey-mail-'));
  });
  beforeEach(() => useLocalAdminEnv());

  const step = (name: string, body: Record<string, unknown>) => post(invitationFn, `/api/admin/invitation/${name}`, body, { step: name });
  const signInOptions = async () => (await post(passkeyLogin, '/api/admin/login/passkey/options', undefined, { step: 'options' })).body as { challengeId: string; options: { challenge: string; rpId: string; userVerification: string } };
  const verify = (body: unknown) => post(passkeyLogin, '/api/admin/login/passkey/verify', body, { step: 'verify' });

  async function invited(email: string, role = 'door', extra: Record<string, string> = {}) {
    const owner = (await post(login, '/api/admin/login', { password: adminPassword })).body.token as string;
    expect((await post(team, '/api/admin/team', { name: 'Pat Passkey', email, role, ...extra }, {}, owner)).status).toBe(201);
    return /\/admin\/invitation#([A-Za-z0-9_-]+)/.exec(lastDelivered(email).text)![1]!;
  }

  async function registered(email = 'pat@example.com', extra: Record<string, string> = {}) {
    const token = await invited(email, 'door', extra);
    const phone = softAuthenticator();
    const options = await step('passkey-options', { token });
    expect(options.body.options.authenticatorSelection).toMatchObject({ userVerification: 'required', residentKey: 'required' });
    const joined = await step('passkey', { token, challengeId: options.body.challengeId, response: phone.create(options.body.options.challenge) });
    expect(joined.status).toBe(200);
    return { phone, token, joined: joined.body };
  }

  it('registers a passkey from the invitation and signs in with it, user verification required', async () => {
    const { phone, joined } = await registered();
    expect(joined.recoveryCodes).toHaveLength(10);
    const options = await signInOptions();
    expect(options.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const signedIn = await verify({ challengeId: options.challengeId, response: phone.get(options.options.challenge) });
    expect(signedIn.status).toBe(200);
    const me = await sessionFn(request('/api/admin/session', { token: signedIn.body.token }), { params: {} });
    expect(await me.json()).toMatchObject({ name: 'Pat Passkey', role: 'door' });
  });

  it('refuses a passkey made for another site or without user verification at registration, leaving the invitation open', async () => {
    const token = await invited('pat@example.com');
    const phone = softAuthenticator();
    for (const answer of [{ origin: 'https://woop-poker.evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const options = await step('passkey-options', { token });
      expect(await step('passkey', { token, challengeId: options.body.challengeId, response: phone.create(options.body.options.challenge, answer) })).toEqual({ status: 400, body: { message: failed } });
    }
    expect(await db().selectFrom('adminAccounts').select('id').where('email', '=', 'pat@example.com').execute()).toEqual([]);
    expect((await step('details', { token })).status).toBe(200);
  });

  it('refuses a replayed assertion, an expired challenge, another origin and an unknown passkey, with a clear message', async () => {
    const { phone } = await registered();
    const options = await signInOptions();
    const answer = { challengeId: options.challengeId, response: phone.get(options.options.challenge) };
    expect((await verify(answer)).status).toBe(200);
    expect(await verify(answer)).toEqual({ status: 400, body: { message: expired } });

    const late = await signInOptions();
    await db().updateTable('adminChallenges').set({ expiresAt: new Date(Date.now() - 1000) }).execute();
    expect(await verify({ challengeId: late.challengeId, response: phone.get(late.options.challenge) })).toEqual({ status: 400, body: { message: expired } });

    for (const other of [{ origin: 'https://woop-poker.evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const next = await signInOptions();
      expect(await verify({ challengeId: next.challengeId, response: phone.get(next.options.challenge, other) })).toEqual({ status: 400, body: { message: failed } });
    }
    const stranger = softAuthenticator();
    const next = await signInOptions();
    expect((await verify({ challengeId: next.challengeId, response: stranger.get(next.options.challenge) })).body.message).toMatch(/not known here/);
    // One session: the sign-in that worked.
    expect(await db().selectFrom('adminSessions').innerJoin('adminAccounts', 'adminAccounts.id', 'adminSessions.accountId').select('adminSessions.id').where('adminAccounts.email', '=', 'pat@example.com').execute()).toHaveLength(2);
  });

  it('refuses a door volunteer outside the event days of the invitation', async () => {
    const { phone } = await registered('pat@example.com', { accessFrom: '2099-09-24', accessUntil: '2099-09-25' });
    const options = await signInOptions();
    expect(await verify({ challengeId: options.challengeId, response: phone.get(options.options.challenge) })).toEqual({
      status: 403, body: { message: 'Your access is limited to the event days: you cannot sign in today.' },
    });
  });

  it('keeps passkey sign-in open while 100 wrong passwords lock the shared password for everyone', async () => {
    const { phone } = await registered();
    const hour = 3600_000;
    const start = Math.floor(Date.now() / hour) * hour;
    for (let i = 0; i < 101; i++) await countHit(db(), { bucket: 'admin-login-all', clientKey: '*', windowStart: new Date(start), windowEnd: new Date(start + hour) });
    expect((await post(login, '/api/admin/login', { password: adminPassword })).status).toBe(429);
    const options = await signInOptions();
    expect((await verify({ challengeId: options.challengeId, response: phone.get(options.options.challenge) })).status).toBe(200);
  });
});
