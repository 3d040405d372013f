// Admin sign-in and the token guard on every admin route.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHmac } from 'node:crypto';
import login from '../../netlify/functions/admin-login.mts';
import logout from '../../netlify/functions/admin-logout.mts';
import stats from '../../netlify/functions/admin-stats.mts';
import registrations from '../../netlify/functions/admin-registrations.mts';
import deleteRegistration from '../../netlify/functions/admin-registration-delete.mts';
import exportRegistrations from '../../netlify/functions/admin-export-registrations.mts';
import exportInterests from '../../netlify/functions/admin-export-interests.mts';
import { hashPassword } from '../../netlify/lib/team/password.ts';
import { signAdminToken } from '../../netlify/lib/team/token.ts';
import { adminPassword, closeDatabase, useDatabase, request, tokenSecret, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases())('$name', (database) => {
  beforeAll(async () => {
    await useDatabase(database);
  });
  afterAll(async () => closeDatabase(database));
  beforeEach(() => useLocalAdminEnv());

  let clientNumber = 0;
  /** Each test signs in from its own address so the rate limit of one does not leak into another. */
  function signIn(body: unknown, client = `198.51.100.${++clientNumber}`) {
    return login(
      request('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { params: {}, ip: client },
    );
  }

  const secret = new TextEncoder().encode(tokenSecret);
  const routes = [
    { name: 'GET /api/admin/stats', call: (token: string | null) => stats(request('/api/admin/stats', { token }), { params: {} }) },
    { name: 'GET /api/admin/registrations', call: (token: string | null) => registrations(request('/api/admin/registrations', { token }), { params: {} }) },
    {
      name: 'DELETE /api/admin/registrations/:id',
      call: (token: string | null) =>
        deleteRegistration(request('/api/admin/registrations/WOOP-X', { method: 'DELETE', token }), { params: { registrationId: 'WOOP-X' } }),
    },
    { name: 'GET /api/admin/export/registrations', call: (token: string | null) => exportRegistrations(request('/api/admin/export/registrations', { token }), { params: {} }) },
    { name: 'GET /api/admin/export/interests', call: (token: string | null) => exportInterests(request('/api/admin/export/interests', { token }), { params: {} }) },
  ];

  const badTokens: Array<[string, () => Promise<string | null>]> = [
    ['no token', async () => null],
    ['a malformed token', async () => 'not-a-token'],
    [
      'a tampered token',
      async () => {
        const [header, payload, signature] = (await validToken()).split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    ['an expired token', async () => signAdminToken(secret, { now: Date.now() - 9 * 60 * 60 * 1000 })],
    ['a token signed with another secret', async () => signAdminToken(new TextEncoder().encode('some-other-secret-0123456789abcdefgh'))],
    ['an unsigned (alg none) token', async () => {
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'admin', role: 'admin', iss: 'woop-site', aud: 'woop-admin', jti: 'x', iat: now, exp: now + 3600 })}.`;
    }],
  ];

  describe('every admin route refuses a missing or bad token', () => {
    for (const route of routes) {
      it.each(badTokens)(`${route.name} with %s -> 401 Unauthorized`, async (_label, makeToken) => {
        const response = await route.call(await makeToken());
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: 'Unauthorized' });
      });
    }

    it('accepts a valid token on each route', async () => {
      for (const route of routes) {
        const response = await route.call(await validToken());
        expect([200, 404]).toContain(response.status);
      }
    });
  });

  describe('POST /api/admin/login', () => {
    it('signs in with ADMIN_PASSWORD and the token opens the admin routes', async () => {
      const response = await signIn({ password: adminPassword });
      expect(response.status).toBe(200);
      const { token } = (await response.json()) as { token: string };
      const statsResponse = await stats(request('/api/admin/stats', { token }), { params: {} });
      expect(statsResponse.status).toBe(200);
      expect(await statsResponse.json()).toMatchObject({ registrationCount: 0, registrationInterestCount: 0, undeliveredMailCount: 0 });
    });

    it('signs in with ADMIN_PASSWORD_HASH (and ignores ADMIN_PASSWORD then)', async () => {
      process.env.ADMIN_PASSWORD_HASH = await hashPassword('hashed-secret-password', { N: 2 ** 14, r: 8, p: 1 });
      expect((await signIn({ password: 'hashed-secret-password' })).status).toBe(200);
      expect((await signIn({ password: adminPassword })).status).toBe(401);
    });

    it('answers 401 Invalid password for a wrong one, 400 for none', async () => {
      const wrong = await signIn({ password: 'guess' });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: 'Invalid password' });
      const missing = await signIn({});
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { message: string }).message).toBe('Admin password is required');
    });

    it('refuses a client with 429 and Retry-After after 5 failures in 15 minutes, and only that client', async () => {
      const client = '203.0.113.77';
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await signIn({ password: `wrong-${attempt}` }, client)).status).toBe(401);
      }
      const refused = await signIn({ password: adminPassword }, client);
      expect(refused.status).toBe(429);
      // Until the end of the 15-minute window the failures fell in.
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(((await refused.json()) as { message: string }).message).toBe(`Too many attempts. Please wait ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''} and try again.`);
      // Another address is not affected.
      expect((await signIn({ password: adminPassword }, '203.0.113.78')).status).toBe(200);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      const client = '203.0.113.90';
      for (let attempt = 1; attempt <= 4; attempt++) await signIn({ password: 'nope' }, client);
      expect((await signIn({ password: adminPassword }, client)).status).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt++) expect((await signIn({ password: 'nope' }, client)).status).toBe(401);
    });

    it('on a deployed site without ADMIN_PASSWORD_HASH refuses every login and logs why', async () => {
      process.env.CONTEXT = 'production';
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = await signIn({ password: adminPassword });
      expect(response.status).toBe(503);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/Admin login refused: ADMIN_PASSWORD is for local use only; set ADMIN_PASSWORD_HASH/));
      log.mockRestore();
    });

    it('on a deployed site without ADMIN_TOKEN_SECRET refuses every login and logs why', async () => {
      process.env.CONTEXT = 'production';
      process.env.ADMIN_PASSWORD_HASH = await hashPassword('hashed-secret-password', { N: 2 ** 14, r: 8, p: 1 });
      delete process.env.ADMIN_TOKEN_SECRET;
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = await signIn({ password: 'hashed-secret-password' });
      expect(response.status).toBe(503);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/ADMIN_TOKEN_SECRET is not set/));
      log.mockRestore();
    });

    it('with no ADMIN_TOKEN_SECRET off Netlify (a plain Node host, astro dev) fails closed: a forged token is refused', async () => {
      delete process.env.ADMIN_TOKEN_SECRET;
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      // The key the site once derived from public material when no secret was set.
      const derived = new Uint8Array(createHmac('sha256', adminPassword).update('woop-admin-token-local-v1').digest());
      const forged = await signAdminToken(derived);
      expect((await stats(request('/api/admin/stats', { token: forged }), { params: {} })).status).toBe(401);
      expect((await signIn({ password: adminPassword })).status).toBe(503);
      log.mockRestore();
    });

    it('refuses a correctly signed token that lives longer than 8 hours or was issued in the future', async () => {
      const tenYears = await signAdminToken(secret, { lifetimeSeconds: 10 * 365 * 24 * 3600 });
      expect((await stats(request('/api/admin/stats', { token: tenYears }), { params: {} })).status).toBe(401);
      const future = await signAdminToken(secret, { now: Date.now() + 60 * 60 * 1000 });
      expect((await stats(request('/api/admin/stats', { token: future }), { params: {} })).status).toBe(401);
    });

    it('Sign out revokes the token on the server: a copy of it no longer opens anything', async () => {
      const { token } = (await (await signIn({ password: adminPassword })).json()) as { token: string };
      expect((await stats(request('/api/admin/stats', { token }), { params: {} })).status).toBe(200);
      expect((await logout(request('/api/admin/logout', { method: 'POST', token }), { params: {} })).status).toBe(204);
      expect((await stats(request('/api/admin/stats', { token }), { params: {} })).status).toBe(401);
      expect((await logout(request('/api/admin/logout', { method: 'POST', token }), { params: {} })).status).toBe(401);
      // Another sign-in is not affected.
      expect((await stats(request('/api/admin/stats', { token: await validToken() }), { params: {} })).status).toBe(200);
    });

    it('answers 405 to other methods', async () => {
      const response = await login(request('/api/admin/login'), { params: {} });
      expect(response.status).toBe(405);
    });
  });
});
