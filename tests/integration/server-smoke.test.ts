// One pass through the real production-like server (scripts/serve.ts: functions routed by their
// config.path, the embedded PGlite served over the PostgreSQL protocol). Checks the wiring the
// direct handler tests cannot: routing and params, the environment the functions see, and
// transactions from concurrent requests on the one embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  let output = '';
  const post = (path: string, body: unknown) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/serve.ts'], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: 'memory://', NETLIFY_DB_URL: '', WOOP_OPEN_LEVELS: 'all-in' },
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
  }, 90_000);

  afterAll(() => {
    server?.kill('SIGTERM');
  });

  it('prints the database in use and reports it up', async () => {
    expect(output).toContain('Database: embedded PGlite (in memory)');
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true, database: 'up' });
  });

  it('registers, links the payment key and answers the summary from the server', async () => {
    const res = await post('/api/register', attendeePayload({ amount: '2450.00' }));
    expect(res.status).toBe(201);
    const { registrationId, amount } = await res.json();
    expect(amount).toBe('2450.00');
    const key = paymentKey();
    expect((await post('/api/store-pending-registration', { registrationKey: key, registrationId, registrationData: {} })).status).toBe(201);
    const summary = await post('/api/store-paypal-registration', { registrationKey: key });
    expect(await summary.json()).toMatchObject({ registrationId, registrationTypeName: 'All In', amount: '2450.00', paymentStatus: 'pending' });
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
