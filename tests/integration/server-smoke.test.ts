// One pass through the real production-like server (scripts/serve.ts: functions routed by their
// config.path, the embedded PGlite served over the PostgreSQL protocol). Checks the wiring the
// direct handler tests cannot: routing and params, the environment the functions see, and
// transactions from concurrent requests on the one embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import http, { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../scripts/server-process.ts';
import { liveFactsHeaders } from '../../netlify/lib/platform/cdn-cache.ts';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import { attendeePayload, paymentKey } from './requests.ts';

/** A raw HTTP exchange (fetch would decode the body and hide the connection). */
function request(url: string, options: http.RequestOptions, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('the production server (npm start) with the embedded database', () => {
  let server: ChildProcess;
  let base: string;
  let port: number;
  /** A request with the path exactly as written (fetch would normalise `..`), like curl --path-as-is. */
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  let output = '';
  const post = (path: string, body: unknown) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    // The production build it serves: built here when missing (a run of this suite alone, or one
    // without PostgreSQL, where no earlier suite has built it).
    ensureBuilt();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/serve.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: 'memory://',
        NETLIFY_DB_URL: '',
        WOOP_OPEN_LEVELS: 'all-in',
        ADMIN_PASSWORD: 'smoke-admin-password',
        ADMIN_TOKEN_SECRET: 'smoke-token-secret-0123456789abcdef0123',
        NETLIFY_PURGE_API_TOKEN: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    for (let i = 0; i < 240; i++) {
      if (server.exitCode !== null) throw new Error(`serve.ts exited:\n${output}`);
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`serve.ts did not become healthy:\n${output}`);
  }, 300_000);

  afterAll(() => {
    server?.kill('SIGTERM');
  });

  it('prints the database in use and reports it up', async () => {
    expect(output).toContain('Database: embedded PGlite (in memory)');
    // The scheduled functions run on their schedules, as on Netlify (scripts/scheduler.ts).
    expect(output).toMatch(/Scheduled functions, run on their schedules \(UTC\): .*send-reminders \(\*\/15 \* \* \* \*\)/);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true, database: 'up' });
  });

  it('registers, links the payment key and answers the summary from the server', async () => {
    const res = await post('/api/register', attendeePayload({ amount: '2450.00' }));
    expect(res.status).toBe(201);
    const { registrationId, amount, registrationKey: key } = await res.json();
    expect(amount).toBe('2450.00');
    expect((await post('/api/store-pending-registration', { registrationKey: key, registrationId, registrationData: {} })).status).toBe(201);
    // Knowing the ID gives nothing: another key for it is refused.
    expect((await post('/api/store-pending-registration', { registrationKey: paymentKey(), registrationId, registrationData: {} })).status).toBe(409);
    const summary = await post('/api/store-paypal-registration', { registrationKey: key });
    expect(await summary.json()).toMatchObject({ registrationId, registrationTypeName: 'All In', amount: '2450.00', paymentStatus: 'pending' });
  }, 60_000);

  it('serves GET /api/live-facts with the deployed caching headers, from its CDN cache until a save purges it', async () => {
    const first = await fetch(`${base}/api/live-facts`);
    for (const [name, value] of Object.entries(liveFactsHeaders)) expect(first.headers.get(name), name).toBe(value);
    const facts = (await first.json()) as LiveFacts;
    // Cached (the CDN's few seconds): the same answer again, even after a registration.
    expect((await post('/api/register', attendeePayload({ amount: '2450.00' }))).status).toBe(201);
    expect(((await (await fetch(`${base}/api/live-facts`)).json()) as LiveFacts).generatedAt).toBe(facts.generatedAt);
    // A save in /admin purges the tag: the next answer is new, with the saved setting.
    const login = await post('/api/admin/login', { password: 'smoke-admin-password' });
    const { token } = (await login.json()) as { token: string };
    const sales = (await (await fetch(`${base}/api/admin/sales`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { id: string; version: number }[] };
    const party = sales.items.find((i) => i.id === 'just-party')!;
    const saved = await fetch(`${base}/api/admin/sales/items/just-party`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: party.version, state: 'closed', opensAt: '', closesAt: '', capacity: '', price: '1700', earlyPrice: '', earlyUntil: '' }),
    });
    expect(saved.status).toBe(200);
    const after = (await (await fetch(`${base}/api/live-facts`)).json()) as LiveFacts;
    expect(after.generatedAt).not.toBe(facts.generatedAt);
    expect(facts.items.find((i) => i.id === 'just-party')?.state).toBe('sold_out');
    expect(after.items.find((i) => i.id === 'just-party')?.state).toBe('closed');
  }, 60_000);

  it('routes the promo code parameter and the query string', async () => {
    const res = await fetch(`${base}/api/check-promo-code/Cornerstone?registrationType=all-in`);
    expect(await res.json()).toMatchObject({ valid: true, available: false, restrictedTo: 'just-main-event' });
  }, 60_000);

  it('answers 405, 415 and 413 through the real routing', async () => {
    const wrong = await fetch(`${base}/api/register`, { method: 'GET' });
    expect(wrong.status).toBe(405);
    const text = await fetch(`${base}/api/register`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(text.status).toBe(415);
    const big = await post('/api/registration-interest', { email: 'a@b.co', padding: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
  }, 60_000);

  it('lets only one of several simultaneous registrations spend berry', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/api/register', attendeePayload({ promoCode: 'berry' }))));
    const results = await Promise.all(answers.map(async (a) => `${a.status} ${await a.text()}`));
    expect(results.map((r) => r.slice(0, 3)).sort(), results.join('\n')).toEqual(['201', '409', '409', '409']);
  }, 90_000);

  it('never forwards the PayPal simulator\'s control API, however the path is written', async () => {
    for (const path of ['/__sim/state', '/sdk/../__sim/state', '/sdk/%2e%2e/__sim/state', '/sdk/%2E%2E/__sim/config', '/sdk/./../__sim/state', '/sdk/..%2f__sim/state', '/checkoutnow/../__sim/state']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('"ipns"');
    }
    expect((await raw('/sdk/../__sim/config', { 'content-type': 'application/json' }, 'POST', '{"ipnDelivery":"off"}')).status).toBe(404);
  }, 60_000);

  it('listens on loopback only (HOST unset)', async () => {
    const outside = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal);
    if (!outside) return; // no other interface on this machine
    await expect(fetch(`http://${outside.address}:${port}/api/health`)).rejects.toThrow();
  });

  it('a 404 and a redirect carry the security headers and a CSP; the redirect ignores a forged Host', async () => {
    const missing = await raw('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const moved = await raw('/sponsor-payment', { host: 'evil.example' });
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/registration');
    expect(moved.headers['content-security-policy']).toBeTruthy();
    expect(moved.headers['strict-transport-security']).toBeTruthy();
  }, 60_000);

  it('counts admin sign-ins by the socket address: a forged address header changes nothing', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const forged = `192.0.2.${i + 1}`;
      const res = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': forged, 'x-forwarded-for': forged },
        body: JSON.stringify({ password: `wrong-${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  }, 60_000);

  it('compresses text as the CDN does: Brotli or gzip by Accept-Encoding, with Vary', async () => {
    const script = readdirSync('dist/_astro').find((f) => f.endsWith('.js'))!;
    for (const path of ['/', `/_astro/${script}`, '/api/health']) {
      const br = await request(base + path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary, path).toMatch(/Accept-Encoding/i);
      const gzip = await request(base + path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      const plain = await request(base + path, {});
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      expect(zlib.gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
      if (path !== '/api/health') expect(br.body.length, path).toBeLessThan(plain.body.length / 2);
    }
    const asset = await request(`${base}/_astro/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = readdirSync('dist/_astro').find((f) => f.endsWith('.webp'))!;
    const picture = await request(`${base}/_astro/${image}`, { headers: { 'accept-encoding': 'br' } });
    expect(picture.headers['content-encoding']).toBeUndefined();
  }, 60_000);

  it('closes the connection after refusing a body it did not read, so the next request gets through', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const big = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    try {
      const refused = await request(`${base}/api/register`, { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) } }, big);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      const next = await request(`${base}/api/health`, { agent });
      expect(next.status).toBe(200);
      const read = await request(`${base}/api/health`, { agent });
      expect(read.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  }, 60_000);
});
