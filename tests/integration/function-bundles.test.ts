// Every function as a Netlify deploy runs it: bundled by zip-it-and-ship-it with netlify.toml's
// settings (scripts/build-functions.ts), each zip unzipped into a temporary folder and started from
// there in a fresh Node process through its own entry point and Netlify's bootstrap
// (scripts/bundles/), against a migrated PostgreSQL, the PayPal simulator and a Blobs server, as a
// deployed site (AWS_LAMBDA_FUNCTION_NAME set: no plain admin password, no embedded database).
// One real request per function. Fails if a bundle carries local-only code or cannot start.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import type { Config } from '@netlify/functions';
import type { FunctionResult } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../netlify/lib/team/password.ts';
import { getSponsorLevels } from '../../src/data/levels.ts';
import { buildFunctions } from '../../scripts/build-functions.ts';
import { bundleProblems, walk } from '../../scripts/bundles/bundle-contents.ts';
import { requestBundle, unzipBundle, type BundleRequest, type BundleResponse } from '../../scripts/bundles/run-bundle.ts';
import { startPaypalSimulator, type PaypalSimulator } from '../../tools/paypal-simulator/server.ts';
import { postgresSkipReason, postgresTestDatabase } from './databases.ts';
import { attendeePayload } from './requests.ts';

const database = postgresTestDatabase();
const site = 'https://woop.example';
const adminPassword = 'bundle-admin-password';
const sentinelMail = '.data/outbox/function-bundles-test.eml';

describe.skipIf(!database)(`every function from its Netlify bundle${database ? '' : ` (${postgresSkipReason})`}`, () => {
  let results: FunctionResult[];
  const folders = new Map<string, string>();
  const cleanup: string[] = [];
  let sim: PaypalSimulator;
  let blobs: BlobsServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    // The Astro adapter writes its SSR function under .netlify/v1/functions during `astro build`
    // (and `astro check`, which npm test runs first, leaves that folder empty).
    if (!existsSync('dist/index.html') || !existsSync('.netlify/v1/functions/ssr/ssr.mjs')) {
      expect(spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status).toBe(0);
    }
    // A mail in the local outbox, as after any local run: it must not travel with the bundles.
    mkdirSync('.data/outbox', { recursive: true });
    writeFileSync(sentinelMail, 'To: someone@example.com\r\n\r\nA local mail.\r\n');
    cleanup.push(sentinelMail);
    const destination = mkdtempSync(path.join(tmpdir(), 'woop-bundles-'));
    cleanup.push(destination);
    const [built, db, simulator] = await Promise.all([buildFunctions(destination), database!.open(), startPaypalSimulator({ merchantEmail: 'treasurer@woop.example' })]);
    results = built;
    sim = simulator;
    for (const result of results) {
      const folder = await unzipBundle(result.path);
      folders.set(result.name, folder);
      cleanup.push(folder);
    }
    await db.selectFrom('registrations').select('registrationId').limit(1).execute(); // migrated
    const blobsDir = mkdtempSync(path.join(tmpdir(), 'woop-bundle-blobs-'));
    cleanup.push(blobsDir);
    blobs = new BlobsServer({ directory: blobsDir, token: 'bundle-test', port: 0 });
    const { port: blobsPort } = await blobs.start();
    env = {
      AWS_LAMBDA_FUNCTION_NAME: 'woop-bundle-test',
      DATABASE_URL: database!.url!,
      SITE_URL: site,
      ADMIN_PASSWORD_HASH: await hashPassword(adminPassword, { N: 2 ** 14, r: 8, p: 1 }),
      ADMIN_TOKEN_SECRET: 'bundle-test-token-secret-0123456789abcdef',
      CHECKIN_CODE_SECRET: 'bundle-test-check-in-secret-0123456789abcdef',
      PAYPAL_ENV: 'local',
      PAYPAL_API_BASE: sim.url,
      PAYPAL_WEB_BASE: sim.url,
      PAYPAL_CLIENT_ID: sim.clientId,
      PAYPAL_CLIENT_SECRET: sim.clientSecret,
      PAYPAL_BUSINESS: 'treasurer@woop.example',
      WOOP_OPEN_LEVELS: 'all-in',
      NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify({ edgeURL: `http://127.0.0.1:${blobsPort}`, token: 'bundle-test', siteID: 'woop-bundle-test' })).toString('base64'),
    };
  }, 600_000);

  afterAll(async () => {
    await Promise.all([sim?.close(), blobs?.stop(), database?.close()]);
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  /** One request to the named function's bundle, in a fresh process, as Netlify routes it. */
  async function call(name: string, request: Omit<BundleRequest, 'url' | 'route'> & { path: string }): Promise<BundleResponse & { json: any }> {
    const result = results.find((r) => r.name === name);
    expect(result, `no bundle for ${name}`).toBeDefined();
    const route = result!.routes?.[0]?.pattern;
    const response = await requestBundle(folders.get(name)!, { ...request, url: site + request.path, route }, env);
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = undefined;
    }
    return { ...response, json };
  }
  const postJson = (name: string, routePath: string, body: unknown, headers: Record<string, string> = {}) =>
    call(name, { path: routePath, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('bundles every function, ours and the SSR one, without local-only code and small', () => {
    const ours = readdirSync('netlify/functions').map((f) => path.parse(f).name);
    expect(results.map((r) => r.name).sort()).toEqual([...ours, 'ssr'].sort());
    for (const result of results) {
      expect(bundleProblems(result, [...walk(folders.get(result.name)!)])).toEqual([]);
    }
  });

  it("ships each of our functions as one module that Netlify routes, limits and schedules by its source's config", async () => {
    for (const file of readdirSync('netlify/functions')) {
      const name = path.parse(file).name;
      const result = results.find((r) => r.name === name)!;
      // Every function imports kysely and zod at start: inside its module, not hundreds of files to load.
      expect([...walk(folders.get(name)!)].filter((f) => /node_modules\/(kysely|zod)\//.test(f)), name).toEqual([]);
      const { config } = (await import(`../../netlify/functions/${file}`)) as { config: Config };
      const limit = (result as { trafficRules?: { action: { config: { rateLimitConfig: { windowLimit: number; windowSize: number } } } } }).trafficRules?.action.config.rateLimitConfig;
      expect(
        { paths: result.routes?.map((route) => route.pattern) ?? [], schedule: result.schedule, limit: limit && { windowLimit: limit.windowLimit, windowSize: limit.windowSize } },
        name,
      ).toEqual({
        paths: config.path ? [config.path].flat() : [],
        schedule: config.schedule,
        limit: config.rateLimit && { windowLimit: config.rateLimit.windowLimit, windowSize: config.rateLimit.windowSize },
      });
    }
  }, 120_000);

  it('serves health, the SSR 404 and the public reads', async () => {
    expect((await call('health', { path: '/api/health' })).json).toEqual({ ok: true, database: 'up' });
    // Without DATABASE_URL a deployed function has no embedded database to fall back on, and says so.
    const unset = await requestBundle(folders.get('health')!, { url: `${site}/api/health` }, { ...env, DATABASE_URL: '' });
    expect(unset.status).toBe(503);
    expect(unset.output).toContain('set DATABASE_URL to a PostgreSQL URL');
    const missing = await call('ssr', { path: '/no-such-page' });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
    const promo = await call('check-promo-code', { path: '/api/check-promo-code/Cornerstone?registrationType=all-in' });
    expect(promo.json).toMatchObject({ valid: true, restrictedTo: 'just-main-event' });
    const live = await call('live-facts', { path: '/api/live-facts' });
    expect([live.status, (live.json as { items: { kind: string }[] }).items.some((i) => i.kind === 'sponsor')]).toEqual([200, true]);
    const results = await call('results', { path: '/api/results' });
    expect([results.status, results.json]).toEqual([200, { edition: null, editions: [], tournaments: [] }]);
    const unsubscribe = await call('unsubscribe', { path: `/api/unsubscribe?token=${'0'.repeat(32)}` });
    expect([unsubscribe.status, unsubscribe.body]).toEqual([200, expect.stringContaining('<button type="submit">Unsubscribe</button>')]);
    const entries = await postJson('sponsor-entries', '/api/sponsor-entries', { registrationKey: `${Date.now()}-${'0'.repeat(32)}` });
    expect(entries.status).toBe(404);
    const back = await call('paypal-return', { path: '/api/paypal-return?key=abc' });
    expect([back.status, back.headers.location]).toEqual([303, '/payment-success?key=abc']);
  }, 120_000);

  it('registers, links a payment key, and prepares the buy-now form and its IPN', async () => {
    const registered = await postJson('register', '/api/register', attendeePayload({ amount: '2450.00' }));
    expect(registered.status, registered.body).toBe(201);
    const { registrationId, registrationKey: key } = registered.json;
    expect((await postJson('store-pending-registration', '/api/store-pending-registration', { registrationKey: key, registrationId, registrationData: {} })).status).toBe(201);
    const summary = await postJson('store-paypal-registration', '/api/store-paypal-registration', { registrationKey: key });
    expect(summary.json).toMatchObject({ registrationId, paymentStatus: 'pending' });
    const form = await call('paypal-checkout', { path: `/api/paypal-checkout?key=${key}` });
    expect(form.status, form.body).toBe(200);
    // An IPN PayPal does not confirm (the simulator never sent it): kept, answered 200, nothing paid.
    const ipn = await call('paypal-ipn', {
      path: '/api/paypal-ipn',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ custom: key, txn_id: 'BUNDLE1', payment_status: 'Completed', mc_gross: '2450.00', mc_currency: 'USD', receiver_email: 'treasurer@woop.example' }).toString(),
    });
    expect(ipn.status, ipn.body).toBe(200);
    expect((await postJson('store-paypal-registration', '/api/store-paypal-registration', { registrationKey: key })).json.paymentStatus).toBe('pending');
  }, 120_000);

  it('creates and captures a sponsor order through PayPal, and gives the SDK its setup', async () => {
    const setup = await call('paypal-setup', { path: '/setup' });
    expect(setup.json).toMatchObject({ clientId: sim.clientId });
    const price = (getSponsorLevels()[0]!.priceCents / 100).toFixed(2);
    const order = await postJson('paypal-order-create', '/order', { amount: price, currency: 'USD', intent: 'capture' });
    expect(order.status, order.body).toBe(200);
    await fetch(`${sim.url}/__sim/orders/${order.json.id}/approve`, { method: 'POST' });
    const captured = await call('paypal-order-capture', { path: `/order/${order.json.id}/capture`, method: 'POST' });
    expect(captured.status, captured.body).toBe(200);
  }, 120_000);

  it('signs the organizer in with the hash, and serves the protected admin routes with the token', async () => {
    expect((await postJson('admin-login', '/api/admin/login', { password: 'wrong password' })).status).toBe(401);
    const login = await postJson('admin-login', '/api/admin/login', { password: adminPassword });
    expect(login.status, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json.token}` };
    expect((await call('admin-registrations', { path: '/api/admin/registrations' })).status).toBe(401);
    const list = await call('admin-registrations', { path: '/api/admin/registrations', headers: auth });
    expect(list.status, list.body).toBe(200);
    expect((await call('admin-stats', { path: '/api/admin/stats', headers: auth })).status).toBe(200);
    const sheet = await call('admin-export-registrations', { path: '/api/admin/export/registrations', headers: auth });
    expect([sheet.status, sheet.headers['content-type']]).toEqual([200, expect.stringContaining('spreadsheetml')]);
    expect((await call('admin-export-interests', { path: '/api/admin/export/interests', headers: auth })).status).toBe(200);
    const gone = await call('admin-registration-delete', { path: '/api/admin/registrations/WOOP-NOSUCH', method: 'DELETE', headers: auth });
    expect(gone.status).toBe(404);
    const announcements = await call('admin-announcements', { path: '/api/admin/announcements', headers: auth });
    expect([announcements.status, announcements.json?.announcements]).toEqual([200, []]);
    // Check-in at the door: an unknown code, a search, and marking or undoing an unknown code.
    expect((await call('admin-check-in', { path: '/api/admin/check-in/WOOP-0000000000', headers: auth })).status).toBe(404);
    const found = await call('admin-check-in-search', { path: '/api/admin/check-in?q=nobody', headers: auth });
    expect([found.status, found.json]).toEqual([200, { results: [] }]);
    expect((await call('admin-check-in', { path: '/api/admin/check-in/WOOP-0000000000', method: 'POST', headers: auth })).status).toBe(404);
    expect((await call('admin-check-in', { path: '/api/admin/check-in/WOOP-0000000000', method: 'DELETE', headers: auth })).status).toBe(404);
  }, 120_000);

  it('serves the personal page, a check or transfer registration with its invoice, a recorded check and its receipt (PDFs)', async () => {
    const offline = await postJson('sponsor-offline-registration', '/api/sponsor-offline-registration', attendeePayload({ registrationType: 'table' }));
    expect(offline.status, offline.body).toBe(201);
    const { registrationId } = offline.json;
    const token = String(offline.json.myRegistrationUrl).split('#')[1];
    expect((await postJson('my-registration', '/api/my-registration', { token })).json).toMatchObject({ registrationId, state: 'pending' });
    const invoice = await postJson('my-registration-invoice', '/api/my-registration/invoice', { token });
    expect([invoice.status, invoice.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await postJson('my-registration-pay', '/api/my-registration/pay', { token })).json).toMatchObject({ registrationId, amount: '3750.00' });
    const corrected = await postJson('my-registration-correct', '/api/my-registration/corrections', { token, tShirtSize: 'M', phone: '3375550100', billingStreet: '1 Main St', billingCity: 'Houston', billingState: 'TX', billingZip: '77002' });
    expect(corrected.json).toMatchObject({ tShirtSize: 'M', billingCity: 'Houston' });
    expect((await postJson('my-registration-link', '/api/my-registration/link', { email: 'nobody@example.com' })).status).toBe(202);
    const login = await postJson('admin-login', '/api/admin/login', { password: adminPassword });
    const auth = { authorization: `Bearer ${login.json.token}` };
    const paid = await postJson('admin-registration-payment', `/api/admin/registrations/${registrationId}/payments`, { method: 'check', amount: '3750.00', receivedOn: '2026-08-03', reference: '1001' }, auth);
    expect(paid.status, paid.body).toBe(201);
    const receipt = await call('admin-registration-receipt', { path: `/api/admin/registrations/${registrationId}/receipt`, headers: auth });
    expect([receipt.status, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
    const mine = await postJson('my-registration-receipt', '/api/my-registration/receipt', { token });
    expect([mine.status, mine.headers['content-type']]).toEqual([200, 'application/pdf']);
  }, 120_000);

  it('takes interest and contact messages and runs the scheduled mail retry and reminders', async () => {
    const interest = await postJson('registration-interest', '/api/registration-interest', { email: 'bundle@example.com', sendConfirmation: false });
    expect(interest.status, interest.body).toBe(200);
    const contact = await postJson('contact', '/api/contact', { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'From the bundle test.', website: '' }, { 'x-nf-client-connection-ip': '203.0.113.9' });
    expect(contact.status, contact.body).toBe(201);
    // Netlify calls a scheduled function with a POST carrying the next run.
    const retry = await postJson('mail-retry', '/.netlify/functions/mail-retry', { next_run: new Date().toISOString() });
    expect(retry.status, retry.body).toBe(204);
    const reminders = await postJson('send-reminders', '/.netlify/functions/send-reminders', { next_run: new Date().toISOString() });
    expect(reminders.status, reminders.body).toBe(204);
  }, 120_000);
});
