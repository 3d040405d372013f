// Every function answer carries the security headers: success, client error, wrong method,
// an unexpected failure, a redirect and a streamed Excel download.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import checkPromoCode from '../../netlify/functions/check-promo-code.mts';
import exportRegistrations from '../../netlify/functions/admin-export-registrations.mts';
import register from '../../netlify/functions/register.mts';
import { handler } from '../../netlify/lib/platform/http.ts';
import { closeDatabase, request, useDatabase, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases } from './databases.ts';
import { call, postJson } from './requests.ts';

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('cache-control')).toBeTruthy();
}

const [database] = testDatabases(); // PGlite: the headers do not depend on the database

describe('security headers on function answers', () => {
  beforeAll(async () => {
    useLocalAdminEnv();
    await useDatabase(database!);
  });
  afterAll(async () => closeDatabase(database!));

  it('a JSON success answer', async () => {
    const { status, headers } = await call(checkPromoCode, '/api/check-promo-code/NOPE', {}, { code: 'NOPE' });
    expect(status).toBe(200);
    expectSecurityHeaders(headers);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('a 400 validation error, a 415 and a 405', async () => {
    const invalid = await postJson(register, '/api/register', { registrationType: 'all-in' });
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid.headers);
    const notJson = await call(register, '/api/register', { method: 'POST', body: 'x=1' });
    expect(notJson.status).toBe(415);
    expectSecurityHeaders(notJson.headers);
    const wrongMethod = await call(register, '/api/register', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expectSecurityHeaders(wrongMethod.headers);
  });

  it('a 401 from an admin endpoint without a token', async () => {
    const res = await exportRegistrations(request('/api/admin/export/registrations'), { params: {} });
    expect(res.status).toBe(401);
    expectSecurityHeaders(res.headers);
  });

  it('an unexpected failure (generic 500, no stack) and a redirect with immutable headers', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = handler({ methods: ['GET'] }, async () => {
      throw new Error('boom');
    });
    const failed = await call(failing, '/api/x');
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain('boom');
    expectSecurityHeaders(failed.headers);
    spy.mockRestore();

    const redirecting = handler({ methods: ['GET'] }, async () => Response.redirect('http://localhost/thanks', 303));
    const redirected = await redirecting(new Request('http://localhost/api/x'));
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe('http://localhost/thanks');
    expectSecurityHeaders(redirected.headers);
  });

  it('keeps a Cache-Control the handler chose', async () => {
    const cached = handler({ methods: ['GET'] }, async () => Response.json({}, { headers: { 'cache-control': 'public, max-age=60' } }));
    const res = await cached(new Request('http://localhost/api/x'));
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expectSecurityHeaders(res.headers);
  });

  it('the Excel export: still an attachment, with the headers', async () => {
    const res = await exportRegistrations(request('/api/admin/export/registrations', { token: await validToken() }), { params: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="WOOP_Registrations.xlsx"');
    expectSecurityHeaders(res.headers);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
