// The per-client limits (netlify/lib/platform/rate-limit.ts) on every database: what an attacker sending from
// one address meets, that concurrency cannot slip past them, that a header cannot change who the
// client is, and that a real visitor's flow never meets them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import login from '../../netlify/functions/admin-login.mts';
import checkPromoCode from '../../netlify/functions/check-promo-code.mts';
import contact from '../../netlify/functions/contact.mts';
import register from '../../netlify/functions/register.mts';
import sponsorOffline from '../../netlify/functions/sponsor-offline-registration.mts';
import registrationInterest from '../../netlify/functions/registration-interest.mts';
import ipn from '../../netlify/functions/paypal-ipn.mts';
import { hashPassword } from '../../netlify/lib/team/password.ts';
import { clientKey, limits } from '../../netlify/lib/platform/rate-limit.ts';
import { adminPassword, request, useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, call, newAddress, postJson, visit } from './requests.ts';

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

describe.each(testDatabases())('rate limits on $name', (database) => {
  const db = useTestDatabase(database, 'all-in,just-main-event,just-party,wednesday-room,friday-room');
  beforeEach(() => useLocalAdminEnv());

  const signIn = (password: string, ip: string, headers: Record<string, string> = {}) =>
    login(request('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ password }) }), { params: {}, ip });

  it('40 wrong passwords sent at once from one client: at most 5 are checked, the rest get 429', async () => {
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`wrong-${i}`, ip)));
    const counted = statuses(answers);
    expect((counted[401] ?? 0) + (counted[429] ?? 0)).toBe(40);
    expect(counted[401]).toBeLessThanOrEqual(limits.adminLogin.max);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('a spoofed address header changes nothing: the limit follows the platform address', async () => {
    const attacker = newAddress();
    const victim = newAddress();
    const answers = [];
    for (let i = 0; i < 8; i++) {
      // A new forged client address per guess, and the victim's address as the forged one.
      const forged = i % 2 ? victim : `192.0.2.${i}`;
      answers.push(await signIn('guess', attacker, { 'x-nf-client-connection-ip': forged, 'x-forwarded-for': forged, 'x-real-ip': forged }));
    }
    expect(statuses(answers)).toEqual({ 401: 5, 429: 3 });
    // The victim was not locked out by guesses sent under its address.
    expect((await signIn(adminPassword, victim)).status).toBe(200);
  });

  it('wrong passwords from many addresses together meet the global budget', { timeout: 120_000 }, async () => {
    // A cheap hash, so 100 checks take little time and memory here.
    process.env.ADMIN_PASSWORD_HASH = await hashPassword(adminPassword, { N: 2 ** 10, r: 8, p: 1 });
    const answers = [];
    // Two guesses from each of 60 addresses: under every per-client limit, over the global one.
    for (let batch = 0; batch < 4; batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('guess', `198.18.${batch}.${i % 15}`)))));
    }
    const counted = statuses(answers);
    expect(counted[401]).toBe(limits.adminLoginGlobal.max);
    expect(counted[429]).toBe(120 - limits.adminLoginGlobal.max);
  });

  it('a correct password is not held back by a mistyped one, and gives its count back', async () => {
    const ip = newAddress();
    expect((await signIn('typo', ip)).status).toBe(401);
    for (let i = 0; i < 8; i++) expect((await signIn(adminPassword, ip)).status).toBe(200);
  });

  it('150 promo code guesses from one client meet 429; the answered ones are at most the limit', async () => {
    const ip = newAddress();
    const words = ['berry', 'woop', 'poker', 'oil', 'gas', 'casino', 'cornerstone', 'bunnell', 'villarreal', 'lake', 'charles', 'ace'];
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => {
        const code = `${words[i % words.length]}${i}`;
        return call(checkPromoCode, `/api/check-promo-code/${code}`, { method: 'GET' }, { code }, ip);
      }),
    );
    const counted = statuses(answers);
    expect(counted[200]).toBe(limits.promoCheck.max);
    expect(counted[429]).toBe(150 - limits.promoCheck.max);
    expect(answers.find((a) => a.status === 429)!.body.message).toMatch(/^Too many requests from your connection\. Please wait \d+ minutes? and try again\.$/);
  });

  it('100 wrong promo codes guessed through /api/register meet 429 after the code-guessing limit', async () => {
    const ip = newAddress();
    const answers = [];
    // One after another, as a script would: each wrong code answers 400 "Invalid promo code" until the limit.
    for (let i = 0; i < 100; i++) answers.push(await postJson(register, '/api/register', attendeePayload({ email: `guess${i}@example.com`, promoCode: `guess${i}` }), ip));
    expect(statuses(answers)).toEqual({ 400: limits.promoCheck.max, 429: 100 - limits.promoCheck.max });
    expect(answers[0]!.body.message).toBe('Invalid promo code');
    expect(answers.at(-1)!.body.message).toMatch(/^Too many requests from your connection\. Please wait \d+ minutes? and try again\.$/);
    // The right code is refused too once the client is past the limit: a 429 tells nothing.
    expect((await postJson(register, '/api/register', attendeePayload({ promoCode: 'karl0' }), ip)).status).toBe(429);
  });

  it('code lookups on every endpoint share one budget (check-promo-code, register, the invoice flow)', async () => {
    const ip = newAddress();
    const third = Math.ceil(limits.promoCheck.max / 3);
    for (let i = 0; i < third; i++) {
      expect((await call(checkPromoCode, `/api/check-promo-code/nope${i}`, { method: 'GET' }, { code: `nope${i}` }, ip)).status).toBe(200);
      expect((await postJson(register, '/api/register', attendeePayload({ email: `mix${i}@example.com`, promoCode: `nope${i}` }), ip)).status).toBe(400);
    }
    const offline = [];
    for (let i = 0; i < limits.promoCheck.max; i++) {
      offline.push(await postJson(sponsorOffline, '/api/sponsor-offline-registration', attendeePayload({ email: `inv${i}@example.com`, promoCode: `nope-${i}` }), ip));
    }
    expect(statuses(offline)).toEqual({ 400: limits.promoCheck.max - 2 * third, 429: 2 * third });
    expect((await call(checkPromoCode, '/api/check-promo-code/berry', { method: 'GET' }, { code: 'berry' }, ip)).status).toBe(429);
  });

  it('a known code is not a guess: an office registers 25 people with woop100 and checks it each time', async () => {
    const ip = newAddress();
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push(await call(checkPromoCode, '/api/check-promo-code/woop100', { method: 'GET' }, { code: 'woop100' }, ip));
      answers.push(await postJson(register, '/api/register', attendeePayload({ email: `team${i}@example.com`, promoCode: 'WOOP100 ' }), ip));
    }
    expect(statuses(answers)).toEqual({ 200: 25, 201: 25 });
  });

  it('40 notify-me sign-ups from one client meet 429, and at most the limit are mailed', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postJson(registrationInterest, '/api/registration-interest', { email: `victim+${i}@example.com`, sendConfirmation: true }, ip)),
    );
    expect(statuses(answers)).toEqual({ 200: limits.interest.max, 429: 40 - limits.interest.max });
    const mails = await db().selectFrom('mailOutbox').select('id').execute();
    expect(mails.length).toBe(limits.interest.max);
  });

  it('100 registrations from one client meet 429; no more rows than the limit', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postJson(register, '/api/register', attendeePayload({ email: `bulk${i}@example.com` }), ip)),
    );
    expect(statuses(answers)).toEqual({ 201: limits.register.max, 429: 100 - limits.register.max });
    expect(answers.find((a) => a.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    const rows = await db().selectFrom('registrations').select('id').execute();
    expect(rows.length).toBe(limits.register.max);
  });

  it('100 unverified IPNs from one client meet 429 before any reaches PayPal', async () => {
    // No PayPal is configured here: every IPN that got past the limit would fail verification
    // (PayPal "unreachable", 500); the ones past the limit are refused before that.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ip = newAddress();
    const answers = [];
    for (let i = 0; i < 100; i++) {
      const res = await ipn(new Request('http://localhost/api/paypal-ipn', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `txn_id=F${i}&custom=x` }), visit({}, ip));
      answers.push({ status: res.status });
      await res.text();
    }
    log.mockRestore();
    expect(statuses(answers)[429]).toBe(100 - limits.unverifiedIpn.max);
  });

  it('a real visitor never meets a limit: registers, checks a code twice, signs up, writes twice', async () => {
    const ip = newAddress();
    const answers = [
      await call(checkPromoCode, '/api/check-promo-code/bery', { method: 'GET' }, { code: 'bery' }, ip),
      await call(checkPromoCode, '/api/check-promo-code/berry', { method: 'GET' }, { code: 'berry' }, ip),
      await postJson(register, '/api/register', attendeePayload(), ip),
      // A colleague registered from the same office.
      await postJson(register, '/api/register', attendeePayload({ email: 'colleague@example.com' }), ip),
      await postJson(registrationInterest, '/api/registration-interest', { email: 'visitor@example.com', sendConfirmation: true }, ip),
      await call(contact, '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Dana', email: 'dana@example.com', subject: 'Parking', message: 'Valet?' }) }, {}, ip),
      await call(contact, '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Dana', email: 'dana@example.com', subject: 'Parking', message: 'And Friday?' }) }, {}, ip),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 201, 201, 200, 201, 201]);
  });

  it('an oversized chunked IPN is refused with 413 while reading: the body is never buffered', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x61);
    const total = 500 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    // A stream body has no Content-Length: it is sent chunked.
    const req = new Request('http://localhost/api/paypal-ipn', { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'application/x-www-form-urlencoded' } } as RequestInit);
    const res = await ipn(req, visit());
    expect(res.status).toBe(413);
    // At most the 64 KB limit plus what the stream had queued ahead: flat, not 500 MB.
    expect(pulled).toBeLessThanOrEqual(64 * 1024 + 4 * chunk.byteLength);
  });
});

describe('the client address', () => {
  it('is the IPv4 address, the IPv4 inside an IPv4-mapped IPv6 address, or the IPv6 /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('[2001:db8::1%eth0]')).toBe('2001:db8:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('not an address')).toBe('unknown');
  });
});

afterEach(() => vi.restoreAllMocks());
