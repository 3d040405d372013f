// The admin password hash, tokens and configuration rules (no database, no HTTP).
import { describe, expect, it } from 'vitest';
import { isDeployed } from '../../netlify/lib/platform/env.ts';
import { readAdminAuthConfig } from '../../netlify/lib/team/auth-config.ts';
import { prepareLocalAdminAuth } from '../../netlify/lib/team/dev-password.ts';
import { hashPassword, parsePasswordHash, verifyPasswordHash, verifyPlainPassword } from '../../netlify/lib/team/password.ts';
import { bearerToken, signAdminToken, verifyAdminToken } from '../../netlify/lib/team/token.ts';

const fast = { N: 2 ** 12, r: 8, p: 1 };

describe('scrypt password hash', () => {
  it('is written as scrypt$N$r$p$salt$hash and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery', fast);
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    const parsed = parsePasswordHash(stored)!;
    expect(await verifyPasswordHash('correct horse battery', parsed)).toBe(true);
    expect(await verifyPasswordHash('correct horse batter', parsed)).toBe(false);
    expect(await verifyPasswordHash('', parsed)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same', fast)).not.toBe(await hashPassword('same', fast));
  });

  it.each(['', 'plain-text', 'bcrypt$10$abc', 'scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==', 'scrypt$16384$8$1$$'])(
    'refuses %j as a stored hash',
    (text) => expect(parsePasswordHash(text)).toBeNull(),
  );

  it('compares a plain password of any length', async () => {
    expect(await verifyPlainPassword('local-pass', 'local-pass')).toBe(true);
    expect(await verifyPlainPassword('local-pas', 'local-pass')).toBe(false);
    expect(await verifyPlainPassword('x'.repeat(1000), 'local-pass')).toBe(false);
  });
});

describe('admin tokens', () => {
  const secret = new TextEncoder().encode('unit-secret-0123456789abcdef0123456789');

  it('last 8 hours', async () => {
    const now = Date.parse('2026-09-24T12:00:00Z');
    const token = await signAdminToken(secret, { now });
    expect(await verifyAdminToken(token, secret, { now: now + 8 * 3600_000 - 1000 })).toMatchObject({ tokenId: expect.any(String) });
    expect(await verifyAdminToken(token, secret, { now: now + 8 * 3600_000 + 1000 })).toBeNull();
  });

  it('carry a different id each time', async () => {
    const a = await verifyAdminToken(await signAdminToken(secret), secret);
    const b = await verifyAdminToken(await signAdminToken(secret), secret);
    expect(a!.tokenId).not.toBe(b!.tokenId);
  });

  it('read only a Bearer authorization header', () => {
    const req = (value?: string) => new Request('http://x/', value ? { headers: { authorization: value } } : {});
    expect(bearerToken(req('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(req('bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(req('Basic abc'))).toBeNull();
    expect(bearerToken(req())).toBeNull();
  });
});

describe('configuration', () => {
  it('tells a deployed site from a local one', () => {
    expect(isDeployed({})).toBe(false);
    expect(isDeployed({ CONTEXT: 'production' })).toBe(true);
    expect(isDeployed({ AWS_LAMBDA_FUNCTION_NAME: 'fn' })).toBe(true);
    expect(isDeployed({ CONTEXT: 'production', WOOP_LOCAL_SERVER: '1' })).toBe(false);
  });

  it('accepts ADMIN_PASSWORD locally only', () => {
    expect(readAdminAuthConfig({ ADMIN_PASSWORD: 'x' }).password.kind).toBe('plain');
    const deployed = readAdminAuthConfig({ ADMIN_PASSWORD: 'x', CONTEXT: 'production', ADMIN_TOKEN_SECRET: 's'.repeat(40) });
    expect(deployed.password).toMatchObject({ kind: 'none', problem: expect.stringContaining('ADMIN_PASSWORD_HASH') });
  });

  it('names a malformed ADMIN_PASSWORD_HASH', () => {
    expect(readAdminAuthConfig({ ADMIN_PASSWORD_HASH: 'oops' }).password).toMatchObject({ kind: 'none', problem: expect.stringContaining('ADMIN_PASSWORD_HASH') });
  });

  it('requires a long ADMIN_TOKEN_SECRET everywhere: no key is derived from anything public (fails closed)', () => {
    expect(readAdminAuthConfig({ CONTEXT: 'production' }).tokenSecret).toBeNull();
    expect(readAdminAuthConfig({ CONTEXT: 'production', ADMIN_TOKEN_SECRET: 'short' }).tokenProblem).toMatch(/at least 32/);
    // A plain Node host or `astro dev`: no Netlify markers, no secret -> no tokens at all.
    expect(readAdminAuthConfig({ ADMIN_PASSWORD: 'one' }).tokenSecret).toBeNull();
    expect(readAdminAuthConfig({}).tokenProblem).toMatch(/ADMIN_TOKEN_SECRET is not set/);
    expect(readAdminAuthConfig({ ADMIN_PASSWORD: 'one', ADMIN_TOKEN_SECRET: 's'.repeat(32) }).tokenSecret).not.toBeNull();
  });

  it('npm start invents a session password only when none is configured', () => {
    const env: Record<string, string | undefined> = {};
    const line = prepareLocalAdminAuth(env);
    expect(env.ADMIN_PASSWORD).toMatch(/^[\w-]{16}$/);
    expect(line).toContain(env.ADMIN_PASSWORD);
    expect(env.ADMIN_TOKEN_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(line).not.toContain(env.ADMIN_TOKEN_SECRET);

    const configured: Record<string, string | undefined> = { ADMIN_PASSWORD_HASH: 'scrypt$...' };
    expect(prepareLocalAdminAuth(configured)).toBe('Admin password: from ADMIN_PASSWORD_HASH');
    expect(configured.ADMIN_PASSWORD).toBeUndefined();
  });
});
