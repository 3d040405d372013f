// Property-based tests (fast-check) over the public JSON endpoints: random and malformed bodies,
// wrong types, huge strings, unicode, nulls, arrays for objects and prototype-pollution keys.
// Whatever arrives, the answer is a 4xx (never a 5xx, never a stack trace) and no row is stored.
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.mts';
import checkPromoCode from '../../netlify/functions/check-promo-code.mts';
import orderCreate from '../../netlify/functions/paypal-order-create.mts';
import register from '../../netlify/functions/register.mts';
import registrationInterest from '../../netlify/functions/registration-interest.mts';
import storePaypalRegistration from '../../netlify/functions/store-paypal-registration.mts';
import storePendingRegistration from '../../netlify/functions/store-pending-registration.mts';
import { z } from 'zod';
import { controlCharacterMessage, interestSchema } from '../../src/domain/schemas.ts';
import { limits } from '../../netlify/lib/platform/rate-limit.ts';
import { orderIdSchema } from '../../netlify/lib/payments/paypal/capture.ts';
import { orderRequestSchema } from '../../netlify/lib/payments/paypal/orders.ts';
import { useLocalAdminEnv, validToken } from './admin-support.ts';
import adminDelete from '../../netlify/functions/admin-registration-delete.mts';
import paypalCheckout from '../../netlify/functions/paypal-checkout.mts';
import contact from '../../netlify/functions/contact.mts';
import orderCapture from '../../netlify/functions/paypal-order-capture.mts';
import paypalReturn from '../../netlify/functions/paypal-return.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import adminRegistrations from '../../netlify/functions/admin-registrations.mts';
import adminExportRegistrations from '../../netlify/functions/admin-export-registrations.mts';
import adminExportInterests from '../../netlify/functions/admin-export-interests.mts';
import adminAnnouncements from '../../netlify/functions/admin-announcements.mts';
import adminAnnouncementSend from '../../netlify/functions/admin-announcement-send.mts';
import sponsorEntries from '../../netlify/functions/sponsor-entries.mts';
import unsubscribe from '../../netlify/functions/unsubscribe.mts';
import myRegistration from '../../netlify/functions/my-registration.mts';
import myRegistrationCorrect from '../../netlify/functions/my-registration-correct.mts';
import myRegistrationPay from '../../netlify/functions/my-registration-pay.mts';
import myRegistrationInvoice from '../../netlify/functions/my-registration-invoice.mts';
import myRegistrationReceipt from '../../netlify/functions/my-registration-receipt.mts';
import myRegistrationLink from '../../netlify/functions/my-registration-link.mts';
import myRegistrationSignOut from '../../netlify/functions/my-registration-sign-out.mts';
import myRegistrationResultsListing from '../../netlify/functions/my-registration-results-listing.mts';
import offlineRegistration from '../../netlify/functions/sponsor-offline-registration.mts';
import adminRegistrationPayment from '../../netlify/functions/admin-registration-payment.mts';
import adminRegistrationReceipt from '../../netlify/functions/admin-registration-receipt.mts';
import adminCheckIn from '../../netlify/functions/admin-check-in.mts';
import adminCheckInSearch from '../../netlify/functions/admin-check-in-search.mts';
import adminPayments from '../../netlify/functions/admin-payments.mts';
import { linkRequestSchema } from '../../src/domain/my-registration.ts';
import { announcementInputSchema } from '../../src/domain/announcements.ts';
import { contactSchema } from '../../src/domain/contact.ts';
import { paymentKeyPattern } from '../../src/domain/api-contract.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, base, newAddress, paymentKey, sponsorPayload, visit } from './requests.ts';

type Handler = (req: Request, ctx?: { params: Record<string, string | undefined>; ip?: string }) => Promise<Response>;

const numRuns = Number(process.env.HOSTILE_RUNS || 200);
const tables = [
  'registrations', 'registration_interests', 'payment_keys', 'used_promo_codes', 'payments', 'payment_events',
  'contact_messages', 'mail_outbox', 'users', 'admin_audit',
  'sponsor_entries', 'announcements', 'announcement_recipients', 'personal_links',
]; // not rate_limits: every request is counted there, by design

// ---- hostile values -------------------------------------------------------------------------
const pollutionKey = fc.constantFrom('__proto__', 'constructor', 'prototype');
const unicode = fc.string({ unit: 'grapheme', maxLength: 40 });
const controlAndOdd = fc.constantFrom('\u0000', '\u202e', '\ud800', '\ufeff', '💣'.repeat(50), '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '\\', '%00');
// Repeat a short piece up to 100 KB: far past every field limit and past the 64 KB body limit.
const hugeString = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([piece, size]) => piece.repeat(Math.ceil(size / piece.length)).slice(0, size));
const scalar = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.constant(''), unicode, controlAndOdd,
  fc.constantFrom(-1, 0, 1e308, Number.MAX_SAFE_INTEGER + 2, '1e309', 'NaN', '-0', 'true', 'null', '[]', '{}'),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, scalar, hugeString, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(unicode, pollutionKey), tie('value'), { maxKeys: 4 }),
})).value;

/** A body as raw text: JSON.stringify drops a "__proto__" own key, so prototype keys are written by hand. */
interface Body {
  text: string;
  contentType?: string;
}
const asJson = (value: unknown): Body => ({ text: JSON.stringify(value) ?? 'null' });
const withPollution = (base: object) =>
  fc.tuple(pollutionKey, hostileValue).map(([key, value]): Body => {
    const inner = JSON.stringify(base);
    const extra = `${JSON.stringify(key)}:{"polluted":${JSON.stringify(value) ?? 'null'},"isAdmin":true}`;
    return { text: inner === '{}' ? `{${extra}}` : `{${extra},${inner.slice(1)}` };
  });
const malformedText = fc.oneof(
  fc.string({ maxLength: 200 }).map((text): Body => ({ text })),
  fc.constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":', 'null', '"string"', '12', 'true').map((text): Body => ({ text })),
  // Deep nesting within the 64 KB limit.
  fc.constantFrom('['.repeat(30_000) + ']'.repeat(30_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)).map((text): Body => ({ text })),
  fc.jsonValue().map((v): Body => ({ text: JSON.stringify(v), contentType: fc.sample(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', ''), 1)[0] })),
);

/** Bodies that replace one field of a valid payload (or add/remove some) with hostile values. */
function mutated(valid: Record<string, unknown>, extraFields: string[] = []): fc.Arbitrary<Body> {
  const fields = [...Object.keys(valid), ...extraFields];
  return fc.oneof(
    fc.tuple(fc.constantFrom(...fields), hostileValue).map(([field, value]) => asJson({ ...valid, [field]: value })),
    fc.tuple(fc.subarray(fields, { minLength: 1 }), hostileValue).map(([drop, value]) => {
      const copy: Record<string, unknown> = { ...valid };
      for (const field of drop) copy[field] = value;
      return asJson(copy);
    }),
    withPollution(valid),
    fc.constant(asJson([valid])), // an array where an object belongs
  );
}

const anyBody = (valid: Record<string, unknown>, extraFields: string[] = []) =>
  fc.oneof(
    { weight: 3, arbitrary: mutated(valid, extraFields) },
    { weight: 2, arbitrary: hostileValue.map(asJson) },
    { weight: 1, arbitrary: withPollution({}) },
    { weight: 1, arbitrary: malformedText },
  );

/** True when the endpoint's schema accepts the body as JSON: such cases are not hostile input. */
const acceptedBy = (schema: z.ZodType) => (body: Body) => {
  if (body.contentType !== undefined) return false;
  try {
    return schema.safeParse(JSON.parse(body.text)).success;
  } catch {
    return false;
  }
};

function post(fn: Handler, path: string, body: Body) {
  const headers: Record<string, string> = {};
  if (body.contentType !== '') headers['content-type'] = body.contentType ?? 'application/json';
  return fn(new Request(base + path, { method: 'POST', headers, body: body.text }), visit());
}

describe.each(testDatabases())('hostile input on $name', (database) => {
  const db = useTestDatabase(database, 'all-in,just-main-event,just-party,wednesday-room,friday-room');
  const counts = async () => {
    const query = tables.map((t) => `select '${t}' as t, count(*)::int as n from ${t}`).join(' union all ');
    const { rows } = await sql.raw<{ t: string; n: number }>(query).execute(db());
    return Object.fromEntries(rows.map((r) => [r.t, r.n]));
  };
  let errorLog: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useLocalAdminEnv();
    errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    return () => errorLog.mockRestore();
  });

  /** The property: a 4xx with a contract error body, and not one row more anywhere. */
  async function expectRefused(response: Response, before: Record<string, number>, allowed: (status: number) => boolean = () => false) {
    const text = await response.text();
    if (allowed(response.status)) return;
    expect(response.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(response.status, text.slice(0, 300)).toBeLessThan(500);
    const body = JSON.parse(text) as { message?: unknown };
    expect(typeof body.message).toBe('string');
    expect(text).not.toMatch(/\bat .+\.(m?ts|js):\d+/); // no stack trace
    expect(await counts()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }

  async function check(fn: Handler, path: string, bodies: fc.Arbitrary<Body>, options: { skip?: (b: Body) => boolean; allowed?: (status: number) => boolean } = {}) {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        fc.pre(!options.skip?.(body));
        const before = await counts();
        await expectRefused(await post(fn, path, body), before, options.allowed);
      }),
      { numRuns },
    );
  }

  it('a NUL character (PostgreSQL cannot store it) is a 400 naming the field, not a 500', async () => {
    const before = await counts();
    const response = await post(register, '/api/register', asJson(attendeePayload({ billingCity: 'Lake\u0000Charles' })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'This field contains a character that is not allowed.',
      errors: { billingCity: 'This field contains a character that is not allowed.' },
    });
    expect(await counts()).toEqual(before);
    const nested = await post(storePendingRegistration, '/api/store-pending-registration', asJson({ registrationKey: paymentKey(), registrationId: 'x', registrationData: { a: [{ b: '\u0000' }] } }));
    expect(nested.status).toBe(400);
  });

  it('POST /api/register', { timeout: 60_000 }, async () => {
    // A mutation may leave the payload valid (e.g. a new referral text): then it is stored, which
    // is right. So a 201 is allowed, and must add exactly one registration.
    const valid = attendeePayload();
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(anyBody(valid, ['registrationId', 'paymentStatus', 'amountCents', 'id']), async (body) => {
        const before = await counts();
        const response = await post(register, '/api/register', body);
        if (response.status === 201) {
          stored += 1;
          await response.text();
          expect((await counts()).registrations).toBe(before.registrations! + 1);
          return;
        }
        await expectRefused(response, before);
      }),
      { numRuns },
    );
    expect(stored).toBeLessThan(numRuns); // the property really tried invalid input
  });

  it('POST /api/registration-interest', { timeout: 60_000 }, async () => {
    // A body the schema accepts (extra keys such as "__proto__" are dropped) is rightly stored.
    await check(registrationInterest, '/api/registration-interest', anyBody({ email: 'a@example.com', sendConfirmation: false }), {
      skip: acceptedBy(interestSchema),
    });
  });

  it('POST /api/store-pending-registration', { timeout: 60_000 }, async () => {
    // Unknown registration IDs: a well-formed key still gets 404, and no key is linked.
    await check(storePendingRegistration, '/api/store-pending-registration', anyBody({ registrationKey: paymentKey(), registrationId: 'WOOP-NOPE', registrationData: {} }));
  });

  it('POST /api/store-paypal-registration', { timeout: 60_000 }, async () => {
    await check(storePaypalRegistration, '/api/store-paypal-registration', anyBody({ registrationKey: paymentKey() }));
  });

  it('POST /api/sponsor-entries', { timeout: 60_000 }, async () => {
    await check(sponsorEntries, '/api/sponsor-entries', anyBody({ registrationKey: paymentKey() }));
  });

  it('POST /api/admin/announcements and POST /api/admin/announcements/:id/send', { timeout: 60_000 }, async () => {
    const token = await validToken();
    const headers = (body: Body): Record<string, string> => ({
      authorization: `Bearer ${token}`,
      ...(body.contentType === '' ? {} : { 'content-type': body.contentType ?? 'application/json' }),
    });
    await fc.assert(
      fc.asyncProperty(anyBody({ subject: 'Registration is open', body: 'Hello' }), async (body) => {
        fc.pre(!acceptedBy(announcementInputSchema)(body)); // a valid announcement is rightly stored
        const before = await counts();
        await expectRefused(await adminAnnouncements(new Request(`${base}/api/admin/announcements`, { method: 'POST', headers: headers(body), body: body.text }), visit()), before);
      }),
      { numRuns },
    );
    const ids = fc.oneof(unicode, controlAndOdd, pollutionKey, fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999', '2147483648', ''));
    await fc.assert(
      fc.asyncProperty(ids, async (id) => {
        const before = await counts();
        const url = `${base}/api/admin/announcements/${encodeURIComponent(id.toWellFormed())}/send`;
        await expectRefused(await adminAnnouncementSend(new Request(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } }), visit({ id })), before);
      }),
      { numRuns },
    );
  });

  it('GET and POST /api/unsubscribe with a malformed or unknown token', { timeout: 60_000 }, async () => {
    const text = fc.oneof(unicode, controlAndOdd, hugeString.map((s) => s.slice(0, 4_000)), pollutionKey, fc.constantFrom('', '0'.repeat(32), 'A'.repeat(32)));
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom('GET', 'POST'), async (token, method) => {
        const before = await counts();
        const url = `${base}/api/unsubscribe?token=${encodeURIComponent(token.toWellFormed())}`;
        const response = await unsubscribe(new Request(url, { method, body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined }), visit());
        const page = await response.text();
        // A page of our own, never a stack trace; nothing stored.
        expect([200, 404]).toContain(response.status);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page).not.toMatch(/\bat .+\.(m?ts|js):\d+/);
        expect(page).not.toContain('<script');
        expect(await counts()).toEqual(before);
      }),
      { numRuns },
    );
  });

  it('POST /api/admin/login', { timeout: 60_000 }, async () => {
    // A well-formed wrong password is a plain 401 (tested in admin-auth); skipping it here keeps the
    // rate limit from turning every later case into a 429.
    await check(adminLogin, '/api/admin/login', anyBody({ password: 'guess' }), {
      skip: acceptedBy(z.object({ password: z.string().min(1).max(1024) })),
    });
  });

  it('POST /order (PayPal order create)', { timeout: 60_000 }, async () => {
    await check(orderCreate, '/order', anyBody({ amount: '1.00', currency: 'USD', intent: 'capture' }), {
      skip: acceptedBy(orderRequestSchema), // would reach PayPal
    });
  });

  it('GET /api/paypal-checkout?key= and DELETE /api/admin/registrations/:id', { timeout: 60_000 }, async () => {
    const text = fc.oneof(unicode, controlAndOdd, hugeString.map((s) => s.slice(0, 8_000)), pollutionKey);
    const token = await validToken();
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        fc.pre(!paymentKeyPattern.test(value));
        const before = await counts();
        const url = `${base}/api/paypal-checkout?key=${encodeURIComponent(value.toWellFormed())}`;
        await expectRefused(await paypalCheckout(new Request(url), visit()), before);
        const path = `/api/admin/registrations/${encodeURIComponent(value.toWellFormed())}`;
        const deleted = await adminDelete(new Request(base + path, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }), {
          ...visit({ registrationId: value }),
        });
        await expectRefused(deleted, before);
      }),
      { numRuns },
    );
  });

  it('POST /api/contact', { timeout: 60_000 }, async () => {
    await check(contact, '/api/contact', anyBody({ name: 'Ann', email: 'a@example.com', subject: 'Hi', message: 'Hello', website: '' }), {
      skip: acceptedBy(contactSchema), // a valid message is rightly stored and mailed
    });
  });

  it('POST /order/:orderId/capture with a malformed order id', { timeout: 60_000 }, async () => {
    const text = fc.oneof(unicode, controlAndOdd, hugeString.map((s) => s.slice(0, 4_000)), pollutionKey, fc.constantFrom('', '../setup', 'A'.repeat(37)));
    await fc.assert(
      fc.asyncProperty(text, async (orderId) => {
        fc.pre(!orderIdSchema.safeParse(orderId).success); // a well-formed id would reach PayPal
        const before = await counts();
        const url = `${base}/order/${encodeURIComponent(orderId.toWellFormed())}/capture`;
        await expectRefused(await orderCapture(new Request(url, { method: 'POST' }), visit({ orderId })), before);
      }),
      { numRuns },
    );
  });

  it('GET and POST /api/paypal-return never redirect off the site', { timeout: 60_000 }, async () => {
    const text = fc.oneof(unicode, controlAndOdd, pollutionKey, fc.constantFrom('//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'));
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom('GET', 'POST'), async (key, method) => {
        const before = await counts();
        const response = await paypalReturn(new Request(`${base}/api/paypal-return?key=${encodeURIComponent(key.toWellFormed())}`, { method }));
        expect(response.status).toBe(303);
        const location = response.headers.get('location')!;
        expect(location).toMatch(/^\/(payment-success\?key=[^/\\]*)?$/);
        expect(new URL(location, base).origin).toBe(new URL(base).origin);
        expect(await counts()).toEqual(before);
      }),
      { numRuns },
    );
  });

  it('every admin route answers 401 to a random Authorization header', { timeout: 60_000 }, async () => {
    const routes: Array<[Handler, string]> = [
      [adminStats, '/api/admin/stats'],
      [adminRegistrations, '/api/admin/registrations'],
      [adminExportRegistrations, '/api/admin/export/registrations'],
      [adminExportInterests, '/api/admin/export/interests'],
      [adminAnnouncements, '/api/admin/announcements'],
      [adminPayments, '/api/admin/payments'],
      [adminCheckInSearch, '/api/admin/check-in?q=pat'],
    ];
    const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 600 });
    const header = fc.oneof(printable, printable.map((t) => `Bearer ${t}`), fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer e30.e30.', 'Bearer eyJhbGciOiJub25lIn0.e30.'));
    await fc.assert(
      fc.asyncProperty(header, fc.constantFrom(...routes), async (authorization, [fn, path]) => {
        const before = await counts();
        const response = await fn(new Request(base + path, { headers: { authorization } }), visit());
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: 'Unauthorized' });
        expect(await counts()).toEqual(before);
      }),
      { numRuns },
    );
  });

  it('GET /api/check-promo-code/:code', { timeout: 60_000 }, async () => {
    const text = fc.oneof(unicode, controlAndOdd, hugeString.map((s) => s.slice(0, 4_000)), pollutionKey, fc.constantFrom('berry', 'BERRY', ' woop100 '));
    await fc.assert(
      fc.asyncProperty(text, fc.option(fc.oneof(text, fc.constantFrom('all-in', 'cocktail', '__proto__'))), async (code, type) => {
        const before = await counts();
        // The URL carries well-formed text (a lone surrogate cannot be percent-encoded); the route
        // param gets the raw string, as a decoder that replaced nothing would pass it.
        const query = type === null ? '' : `?registrationType=${encodeURIComponent(type.toWellFormed())}`;
        const url = `${base}/api/check-promo-code/${encodeURIComponent(code.toWellFormed())}${query}`;
        const response = await checkPromoCode(new Request(url), visit({ code }));
        const body = (await response.json()) as { valid?: unknown; message?: unknown };
        expect([200, 400, 404]).toContain(response.status);
        expect(typeof body.message).toBe('string');
        expect(await counts()).toEqual(before);
      }),
      { numRuns },
    );
  });

  // The endpoints added later: the personal page, the invoice option, the
  // organizer's check or transfer and the door.
  const unknownToken = 'A'.repeat(22);
  const personalPage: Array<[Handler, string, Record<string, unknown>]> = [
    [myRegistration, '/api/my-registration', { token: unknownToken }],
    [myRegistrationCorrect, '/api/my-registration/corrections', { token: unknownToken, tShirtSize: 'L', dietaryRestrictions: '', phone: '3375550100' }],
    [myRegistrationPay, '/api/my-registration/pay', { token: unknownToken }],
    [myRegistrationInvoice, '/api/my-registration/invoice', { token: unknownToken }],
    [myRegistrationReceipt, '/api/my-registration/receipt', { token: unknownToken }],
    [myRegistrationSignOut, '/api/my-registration/sign-out', { token: unknownToken }],
    [myRegistrationResultsListing, '/api/my-registration/results-listing', { token: unknownToken, resultsListing: 'name' }],
  ];
  for (const [fn, path, valid] of personalPage) {
    it(`POST ${path}`, { timeout: 60_000 }, async () => {
      await check(fn, path, anyBody(valid, ['registrationId', 'paymentStatus', 'amountCents']));
    });
  }

  it('POST /api/my-registration/link', { timeout: 60_000 }, async () => {
    // A well-formed address is rightly answered 202 (and mailed when it is registered).
    await check(myRegistrationLink, '/api/my-registration/link', anyBody({ email: 'a@example.com' }), { skip: acceptedBy(linkRequestSchema) });
  });

  it('POST /api/sponsor-offline-registration', { timeout: 60_000 }, async () => {
    // As for /api/register, a mutation may leave the payload valid: then one registration is stored.
    await fc.assert(
      fc.asyncProperty(anyBody(sponsorPayload({ registrationType: 'table' }), ['registrationId', 'paymentStatus', 'amountCents']), async (body) => {
        const before = await counts();
        const response = await post(offlineRegistration, '/api/sponsor-offline-registration', body);
        if (response.status === 201) {
          await response.text();
          expect((await counts()).registrations).toBe(before.registrations! + 1);
          return;
        }
        await expectRefused(response, before);
      }),
      { numRuns },
    );
  });

  it("the organizer's check or transfer, receipt and door routes, with hostile ids, codes and bodies", { timeout: 120_000 }, async () => {
    const token = await validToken();
    const auth = { authorization: `Bearer ${token}` };
    const id = fc.oneof(unicode, controlAndOdd, pollutionKey, hugeString.map((t) => t.slice(0, 4_000)), fc.constantFrom('', 'WOOP-NOPE', 'WOOP-CHECKIN:WOOP-NOPE', '../admin/stats'));
    await fc.assert(
      fc.asyncProperty(id, anyBody({ method: 'check', amount: '3750.00', receivedOn: '2026-08-03', reference: '10452' }), async (value, body) => {
        const before = await counts();
        const safe = encodeURIComponent(value.toWellFormed());
        const headers = { ...auth, ...(body.contentType === '' ? {} : { 'content-type': body.contentType ?? 'application/json' }) };
        await expectRefused(await adminRegistrationPayment(new Request(`${base}/api/admin/registrations/${safe}/payments`, { method: 'POST', headers, body: body.text }), visit({ registrationId: value })), before);
        await expectRefused(await adminRegistrationReceipt(new Request(`${base}/api/admin/registrations/${safe}/receipt`, { headers: auth }), visit({ registrationId: value })), before);
        for (const method of ['GET', 'POST', 'DELETE']) {
          await expectRefused(await adminCheckIn(new Request(`${base}/api/admin/check-in/${safe}`, { method, headers: auth }), visit({ code: value })), before);
        }
        // A search for any text is answered (an empty list for nothing found) or refused as too short or long.
        const search = await adminCheckInSearch(new Request(`${base}/api/admin/check-in?q=${safe}`, { headers: auth }), visit());
        await expectRefused(search, before, (status) => status === 200);
      }),
      { numRuns: Math.ceil(numRuns / 2) },
    );
  });

  it('one client, any mix of requests at once, any forged address headers: each endpoint serves exactly up to its limit, then 429', { timeout: 120_000 }, async () => {
    const endpoints = {
      register: { limit: limits.register, send: (i: number, ip: string, headers: Record<string, string>) =>
        register(new Request(`${base}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(attendeePayload({ email: `p${i}@example.com` })) }), visit({}, ip)) },
      interest: { limit: limits.interest, send: (i: number, ip: string, headers: Record<string, string>) =>
        registrationInterest(new Request(`${base}/api/registration-interest`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: `n${i}@example.com`, sendConfirmation: false }) }), visit({}, ip)) },
      promo: { limit: limits.promoCheck, send: (i: number, ip: string, headers: Record<string, string>) =>
        checkPromoCode(new Request(`${base}/api/check-promo-code/guess${i}`, { headers }), visit({ code: `guess${i}` }, ip)) },
      contact: { limit: limits.contact, send: (i: number, ip: string, headers: Record<string, string>) =>
        contact(new Request(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ name: 'Ann', email: `c${i}@example.com`, subject: 'Hi', message: 'Hello' }) }), visit({}, ip)) },
      lookup: { limit: limits.paymentLookup, send: (_i: number, ip: string, headers: Record<string, string>) =>
        storePaypalRegistration(new Request(`${base}/api/store-paypal-registration`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ registrationKey: paymentKey() }) }), visit({}, ip)) },
    };
    type Name = keyof typeof endpoints;
    const forged = fc.dictionary(fc.constantFrom('x-nf-client-connection-ip', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'client-ip'), fc.oneof(fc.ipV4(), fc.ipV6()), { maxKeys: 3 });
    const requests = fc.array(fc.tuple(fc.constantFrom(...(Object.keys(endpoints) as Name[])), forged), { minLength: 1, maxLength: 90 });
    let seq = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (list) => {
        const ip = newAddress();
        const answers = await Promise.all(list.map(async ([name, headers]) => ({ name, response: await endpoints[name].send(++seq, ip, headers) })));
        for (const name of Object.keys(endpoints) as Name[]) {
          const mine = answers.filter((a) => a.name === name);
          const served = mine.filter((a) => a.response.status !== 429);
          expect(served.length, name).toBe(Math.min(mine.length, endpoints[name].limit.max));
          for (const { response } of mine) {
            const body = (await response.json()) as { message?: unknown };
            if (response.status !== 429) continue;
            expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
            expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(endpoints[name].limit.windowSeconds);
            expect(typeof body.message).toBe('string');
          }
        }
      }),
      { numRuns: Math.min(numRuns, 15) },
    );
  });

  it('a control character inside any one-line field is a 400 naming the field', { timeout: 60_000 }, async () => {
    const labels: Record<string, string> = {
      firstName: 'First name', lastName: 'Last name', phone: 'Phone number', company: 'Company', jobTitle: 'Job title',
      billingStreet: 'Street address', billingCity: 'City', billingState: 'State', billingZip: 'ZIP code', referral: 'Referral',
      dietaryRestrictions: 'Dietary restrictions', promoCode: 'Promo code', experience: 'Experience', tShirtSize: 'T-shirt size',
    };
    const controls = [...Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)), '\u007f', '\u0085', '\u009b', '\u2028', '\u2029'];
    const word = fc.string({ unit: fc.constantFrom(...'abcXYZ019'.split('')), minLength: 1, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(labels)), word, fc.constantFrom(...controls), word, async (field, before, control, after) => {
        const rowsBefore = await counts();
        const response = await post(register, '/api/register', asJson(attendeePayload({ [field]: `${before}${control}${after}` })));
        expect(response.status).toBe(400);
        const body = (await response.json()) as { errors?: Record<string, string> };
        expect(body.errors?.[field]).toBe(controlCharacterMessage(labels[field]!));
        expect(await counts()).toEqual(rowsBefore);
      }),
      { numRuns },
    );
    // The contact form's one-line fields too (its message may have line breaks).
    const contactBody = (over: Record<string, string>) => asJson({ name: 'Ann', email: 'a@example.com', subject: 'Hi', message: 'Line one\nLine two', website: '', ...over });
    const forgedHeader = await post(contact, '/api/contact', contactBody({ subject: 'Hi\r\nBcc: victim@example.com' }));
    expect(forgedHeader.status).toBe(400);
    expect(((await forgedHeader.json()) as { errors: Record<string, string> }).errors.subject).toBe(controlCharacterMessage('Subject'));
    expect((await post(contact, '/api/contact', contactBody({ name: 'Ann\u0007' }))).status).toBe(400);
    expect((await post(contact, '/api/contact', contactBody({}))).status).toBe(201);
  });
});
