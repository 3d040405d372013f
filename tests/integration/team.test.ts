// The team through its functions: the shared password signs in as the owner, invitations
// (single use, 72 hours, hashed), the TOTP path with a code computed here, recovery codes, sessions
// the owner ends (401 next), 403 for a wrong role, the door without e-mail addresses, the audit
// naming the person, the last owner and the password switch.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertRegistration } from '../../db/repositories/registrations.ts';
import { newRegistrationId } from '../../netlify/lib/platform/ids.ts';
import checkIn from '../../netlify/functions/admin-check-in.mts';
import search from '../../netlify/functions/admin-check-in-search.mts';
import codeLogin from '../../netlify/functions/admin-login-code.mts';
import login from '../../netlify/functions/admin-login.mts';
import passkeyLogin from '../../netlify/functions/admin-login-passkey.mts';
import logout from '../../netlify/functions/admin-logout.mts';
import registrations from '../../netlify/functions/admin-registrations.mts';
import sessionFn from '../../netlify/functions/admin-session.mts';
import team from '../../netlify/functions/admin-team.mts';
import teamMember from '../../netlify/functions/admin-team-member.mts';
import teamPassword from '../../netlify/functions/admin-team-password.mts';
import teamSession from '../../netlify/functions/admin-team-session.mts';
import { adminPassword, registration, useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { lastDelivered } from './delivered-mail.ts';
import { removeMember } from '../../netlify/lib/team/members.ts';
import { addMember, invitationStep, send, signedIn, totpCode } from './team-support.ts';

describe.each(testDatabases())('the team on $name', (database) => {
  const db = useTestDatabase(database);
  beforeAll(() => {
    process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'woop-team-mail-'));
  });
  beforeEach(() => {
    useLocalAdminEnv();
    delete process.env.ADMIN_PASSWORD_SIGN_IN;
  });

  const ownerToken = async () => (await send(login, 'POST', '/api/admin/login', { body: { password: adminPassword } })).body.token as string;
  const invite = async (token: string, body: Record<string, unknown>) => send(team, 'POST', '/api/admin/team', { token, body });
  /** The link's token from the invitation e-mail as delivered (the outbox keeps no link once sent). */
  const invitationToken = async (email: string) => /\/admin\/invitation#([A-Za-z0-9_-]+)/.exec(lastDelivered(email).text)![1]!;
  const step = invitationStep;

  async function joinWithTotp(email: string, role = 'door', name = 'Dana Door') {
    const owner = await ownerToken();
    expect((await invite(owner, { name, email, role })).status).toBe(201);
    const token = await invitationToken(email);
    const options = await step('totp-options', { token });
    expect(options.status).toBe(200);
    expect(options.body.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(options.body.qrSvg).toContain('<svg');
    const joined = await step('totp', { token, challengeId: options.body.challengeId, code: totpCode(options.body.secret) });
    expect(joined.status).toBe(200);
    return { owner, token, secret: options.body.secret as string, joined: joined.body as { accountId: string; recoveryCodes: string[]; token: string } };
  }

  it('signs the shared password in as the owner, with its own session', async () => {
    const token = await ownerToken();
    const me = await send(sessionFn, 'GET', '/api/admin/session', { token });
    expect(me.body).toMatchObject({ name: 'Owner (shared password)', role: 'owner' });
  });

  it('invites a door volunteer who joins with a TOTP app, gets ten recovery codes once, and signs in with a computed code', async () => {
    const { token, secret, joined } = await joinWithTotp('dana@example.com');
    expect(joined.recoveryCodes).toHaveLength(10);
    expect(new Set(joined.recoveryCodes).size).toBe(10);
    // Stored hashed: neither the link nor a code is in the database.
    const stored = JSON.stringify(await db().selectFrom('adminInvitations').selectAll().execute()) + JSON.stringify(await db().selectFrom('adminRecoveryCodes').selectAll().execute());
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(joined.recoveryCodes[0]);
    expect((await send(sessionFn, 'GET', '/api/admin/session', { token: joined.token })).body).toMatchObject({ name: 'Dana Door', role: 'door' });

    // The link is single use: nothing changes the second time.
    const again = await step('details', { token });
    expect(again).toEqual({ status: 404, body: { message: expect.stringContaining('not valid') } });
    expect(await db().selectFrom('adminAccounts').select('id').where('email', '=', 'dana@example.com').execute()).toHaveLength(1);

    // A code from the app signs in (the next step's, as the one used to join is spent), once.
    const code = totpCode(secret, Date.now() + 30_000);
    const signIn = await send(codeLogin, 'POST', '/api/admin/login/code', { body: { email: 'dana@example.com', code } });
    expect(signIn.status).toBe(200);
    expect((await send(codeLogin, 'POST', '/api/admin/login/code', { body: { email: 'dana@example.com', code } })).status).toBe(401);
    // A recovery code works once.
    const recovery = joined.recoveryCodes[3]!;
    expect((await send(codeLogin, 'POST', '/api/admin/login/code', { body: { email: 'dana@example.com', code: recovery.toUpperCase() } })).status).toBe(200);
    expect((await send(codeLogin, 'POST', '/api/admin/login/code', { body: { email: 'dana@example.com', code: recovery } })).body).toEqual({ message: 'Invalid code.' });
  });

  it('refuses a wrong, expired or used invitation and an expired challenge with a clear message, changing nothing', async () => {
    expect((await step('details', { token: 'x'.repeat(43) })).status).toBe(404);
    const owner = await ownerToken();
    await invite(owner, { name: 'Tess Treasurer', email: 'tess@example.com', role: 'treasurer' });
    const token = await invitationToken('tess@example.com');
    expect((await step('details', { token })).body).toMatchObject({ name: 'Tess Treasurer', roleLabel: 'Treasurer' });
    const options = await step('totp-options', { token });
    const wrong = await step('totp', { token, challengeId: options.body.challengeId, code: '000000' === totpCode(options.body.secret) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toMatch(/does not match/);
    const stale = await step('totp', { token, challengeId: 'not-a-challenge', code: totpCode(options.body.secret) });
    expect(stale.body).toEqual({ message: 'This request has expired or was already used. Please try again.' });
    // A passkey answer for a challenge that was never issued (or replayed): refused.
    const replay = await send(passkeyLogin, 'POST', '/api/admin/login/passkey/verify', { params: { step: 'verify' }, body: { challengeId: 'gone', response: { id: 'abc' } } });
    expect(replay).toEqual({ status: 400, body: { message: 'This request has expired or was already used. Please try again.' } });
    expect(await db().selectFrom('adminAccounts').select('id').where('builtin', '=', false).execute()).toEqual([]);
    // 72 hours later the link has expired.
    await db().updateTable('adminInvitations').set({ expiresAt: new Date(Date.now() - 1000) }).execute();
    expect((await step('details', { token })).status).toBe(410);
  });

  it('gives 403 for a wrong role and 401 once the owner ends the session; the audit names the volunteer on the check-in', async () => {
    const { owner, joined } = await joinWithTotp('dana@example.com');
    const paid = registration({ registrationId: newRegistrationId(), firstName: 'Jolene', lastName: 'Broussard', email: 'jolene@example.com', paymentStatus: 'paid', paidCents: 245000, paidAt: new Date() });
    await insertRegistration(db(), paid);
    const door = joined.token;
    const found = await send(search, 'GET', '/api/admin/check-in?q=Jolene', { token: door });
    expect(found.body.results[0]).not.toHaveProperty('email');
    expect(JSON.stringify(found.body)).not.toContain('jolene@example.com');
    // The door cannot find people by e-mail address either.
    expect((await send(search, 'GET', '/api/admin/check-in?q=jolene%40example', { token: door })).body.results).toEqual([]);
    const checked = await send(checkIn, 'POST', `/api/admin/check-in/${paid.registrationId}`, { token: door, params: { code: paid.registrationId } });
    expect(checked.status).toBe(200);
    const audit = await db().selectFrom('adminAudit').selectAll().where('action', '=', 'registration.check_in').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actorName: 'Dana Door', accountId: joined.accountId });
    expect((await send(registrations, 'GET', '/api/admin/registrations', { token: door })).status).toBe(403);
    expect((await send(team, 'GET', '/api/admin/team', { token: owner })).body.activity[0]).toMatchObject({ who: 'Dana Door', action: 'registration.check_in', target: paid.registrationId });

    const view = await send(team, 'GET', '/api/admin/team', { token: owner });
    const dana = view.body.members.find((m: { name: string }) => m.name === 'Dana Door');
    expect(dana.sessions).toHaveLength(1);
    expect((await send(teamSession, 'DELETE', '/x', { token: owner, params: { sessionId: dana.sessions[0].id } })).status).toBe(200);
    expect((await send(search, 'GET', '/api/admin/check-in?q=Jolene', { token: door })).status).toBe(401);
  });

  it('keeps a named owner when two owners remove each other at the same moment', async () => {
    const by = (accountId: string) => ({ actor: 'admin' as const, tokenId: 'test', accountId });
    const namedOwners = () => db().selectFrom('adminAccounts').select('id').where('role', '=', 'owner').where('builtin', '=', false);
    // Several rounds: without a lock the two counts only sometimes both run before either commits.
    for (let round = 0; round < 8; round++) {
      await db().deleteFrom('adminAccounts').where('role', '=', 'owner').where('builtin', '=', false).execute();
      const [ann, bob] = [await addMember('owner', 'Ann Owner'), await addMember('owner', 'Bob Owner')];
      const answers = await Promise.allSettled([removeMember(db(), bob, by(ann)), removeMember(db(), ann, by(bob))]);
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(await namedOwners().execute()).toHaveLength(1);
    }
  });

  it('signs out everywhere, removes a person (their sessions end) and refuses to remove the last owner', async () => {
    const ownerId = await addMember('owner', 'Olive Owner');
    const a = await signedIn(ownerId);
    const b = await signedIn(ownerId);
    expect((await send(logout, 'POST', '/api/admin/logout?everywhere=1', { token: a })).status).toBe(204);
    expect((await send(sessionFn, 'GET', '/api/admin/session', { token: b })).status).toBe(401);

    const c = await signedIn(ownerId);
    const refused = await send(teamMember, 'DELETE', '/x', { token: c, params: { accountId: ownerId } });
    expect(refused).toEqual({ status: 409, body: { message: expect.stringContaining('last owner') } });
    const password = await ownerToken();
    expect((await send(teamMember, 'DELETE', '/x', { token: c, params: { accountId: 'owner-password' } })).status).toBe(409);

    const otherId = await addMember('organizer', 'Oscar Organizer');
    const other = await signedIn(otherId);
    expect((await send(teamMember, 'DELETE', '/x', { token: password, params: { accountId: otherId } })).status).toBe(200);
    expect((await send(sessionFn, 'GET', '/api/admin/session', { token: other })).status).toBe(401);
    const removal = await db().selectFrom('adminAudit').selectAll().where('action', '=', 'team.remove').executeTakeFirstOrThrow();
    expect(removal.actorName).toBe('Owner (shared password)');
  });

  it('turns password sign-in off only once an owner has a passkey, and ADMIN_PASSWORD_SIGN_IN=on turns it back on', async () => {
    const owner = await ownerToken();
    expect((await send(teamPassword, 'PUT', '/api/admin/team/password-sign-in', { token: owner, body: { enabled: false } })).status).toBe(409);
    const ownerId = await addMember('owner', 'Olive Owner');
    await db().insertInto('adminPasskeys').values({ credentialId: 'cred-1', accountId: ownerId, publicKey: 'AA', counter: 0, transports: '[]' }).execute();
    const other = await ownerToken();
    expect((await send(teamPassword, 'PUT', '/api/admin/team/password-sign-in', { token: owner, body: { enabled: false } })).status).toBe(200);
    // The password's other sessions end; new password sign-ins are refused.
    expect((await send(sessionFn, 'GET', '/api/admin/session', { token: other })).status).toBe(401);
    expect((await send(sessionFn, 'GET', '/api/admin/session', { token: owner })).status).toBe(200);
    expect(await send(login, 'POST', '/api/admin/login', { body: { password: adminPassword } })).toEqual({ status: 403, body: { message: 'Password sign-in is turned off. Sign in with your passkey.' } });
    process.env.ADMIN_PASSWORD_SIGN_IN = 'on';
    expect((await send(login, 'POST', '/api/admin/login', { body: { password: adminPassword } })).status).toBe(200);
  });

  it('keeps code sign-in open while the shared password is locked by its global limit', async () => {
    const { secret } = await joinWithTotp('dana@example.com');
    // 100 wrong passwords from 100 addresses lock the password for everyone...
    const { countHit } = await import('../../db/repositories/rate-limits.ts');
    const hour = 3600_000;
    const start = Math.floor(Date.now() / hour) * hour;
    for (let i = 0; i < 101; i++) await countHit(db(), { bucket: 'admin-login-all', clientKey: '*', windowStart: new Date(start), windowEnd: new Date(start + hour) });
    expect((await send(login, 'POST', '/api/admin/login', { body: { password: adminPassword } })).status).toBe(429);
    // ... but not the volunteer's code.
    expect((await send(codeLogin, 'POST', '/api/admin/login/code', { body: { email: 'dana@example.com', code: totpCode(secret, Date.now() + 30_000) } })).status).toBe(200);
  });
});
