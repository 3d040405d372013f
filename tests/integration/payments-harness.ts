// Shared set-up of the payments integration tests: the PayPal simulator (on a free port), a local
// Netlify Blobs server (NETLIFY_BLOBS_CONTEXT, as @netlify/blobs documents for tests), a migrated
// database (tests/integration/databases.ts: the one given, else PostgreSQL when configured, else
// in-memory PGlite) and a tiny HTTP
// server that hands requests to our function handlers (the simulator delivers IPNs to it).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { setDb } from '../../netlify/lib/platform/db.ts';
import { testDatabases, type TestDatabase } from './databases.ts';
import { startPaypalSimulator, type PaypalSimulator } from '../../tools/paypal-simulator/server.ts';

export const BUSINESS = 'treasurer@woop.example';

type Handler = (req: Request, ctx?: { params: Record<string, string | undefined> }) => Promise<Response>;

export interface Harness {
  db: Kysely<Database>;
  sim: PaypalSimulator;
  /** Origin of the HTTP server in front of the handlers (notify_url, return). */
  origin: string;
  blobsDir: string;
  close(): Promise<void>;
}

/** `database` defaults to the suite's last test database: PostgreSQL when configured, else PGlite. */
export async function startHarness(routes: Record<string, Handler>, database: TestDatabase = testDatabases().at(-1)!): Promise<Harness> {
  const db = await database.open();
  setDb(db);

  const blobsDir = mkdtempSync(path.join(tmpdir(), 'woop-blobs-'));
  const token = 'test-token';
  const blobs = new BlobsServer({ directory: blobsDir, token, port: 0 });
  const { port: blobsPort } = await blobs.start();
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: `http://127.0.0.1:${blobsPort}`, token, siteID: 'woop-test' }),
  ).toString('base64');

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const fn = routes[url.pathname];
    if (!fn) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const response = await fn(
      new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      }),
    );
    res.statusCode = response.status;
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A free port, so each harness is a PayPal of its own: an access token cached from the last
  // simulator (same address, same client id) is unknown to this one.
  const sim = await startPaypalSimulator({
    port: 0,
    merchantEmail: BUSINESS,
    clientId: 'test-client',
    clientSecret: 'test-secret',
    ipnTimeoutMs: 5000,
  });
  Object.assign(process.env, {
    PAYPAL_ENV: 'local',
    PAYPAL_CLIENT_ID: 'test-client',
    PAYPAL_CLIENT_SECRET: 'test-secret',
    PAYPAL_BUSINESS: BUSINESS,
    PAYPAL_API_BASE: sim.url,
    PAYPAL_WEB_BASE: sim.url,
    // Short, so the "PayPal does not answer the postback" case is quick.
    PAYPAL_TIMEOUT_MS: '800',
  });

  return {
    db,
    sim,
    origin,
    blobsDir,
    async close() {
      await sim.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await blobs.stop();
      setDb(undefined);
      await database.close();
      rmSync(blobsDir, { recursive: true, force: true });
    },
  };
}

let seq = 0;
/** A pending registration of `amountCents`, linked to a fresh payment key, as the backend stores it. */
export async function seedRegistration(db: Kysely<Database>, amountCents = 245000, registrationType = 'all-in') {
  seq += 1;
  const registrationId = `WOOP-TEST${Date.now().toString(36).toUpperCase()}${seq}`;
  const key = `${Date.now()}-${crypto.randomUUID().replace(/-/g, '')}`;
  await db
    .insertInto('registrations')
    .values({
      registrationId,
      firstName: 'Pat',
      lastName: 'Player',
      email: `pat${seq}@example.com`,
      phone: '3375550100',
      experience: 'Not specified',
      agreeTerms: true,
      registrationType,
      amount: (amountCents / 100).toFixed(2),
      amountCents,
      company: null,
      jobTitle: null,
      referral: null,
      dietaryRestrictions: null,
      tShirtSize: 'L',
      billingStreet: null,
      billingCity: null,
      billingState: null,
      billingZip: null,
      promoCode: null,
      holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .execute();
  await db.insertInto('paymentKeys').values({ key, registrationId }).execute();
  return { registrationId, key };
}

/** The simulator's control API. */
export async function sim(h: Harness, pathName: string, body: unknown = {}): Promise<unknown> {
  const res = await fetch(`${h.sim.url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

/**
 * The visitor's side of the buy-now flow against the simulator: posts `fields` to its web payment
 * page and presses Pay. The simulator delivers the IPN to notify_url before answering.
 */
export async function payOnSimulator(h: Harness, fields: [string, string][]): Promise<string> {
  const page = await fetch(`${h.sim.url}/cgi-bin/webscr`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await page.text();
  const action = /action="(\/webscr\/sessions\/[^"]+)\/pay"/.exec(html)?.[1];
  if (!action) throw new Error(`No payment page: ${html.slice(0, 300)}`);
  await fetch(`${h.sim.url}${action}/pay`, { method: 'POST', redirect: 'manual' });
  const state = (await (await fetch(`${h.sim.url}/__sim/state`)).json()) as { ipns: { txn_id: string }[] };
  return state.ipns.at(-1)!.txn_id;
}

export async function lastIpnStatus(h: Harness): Promise<number | null> {
  const state = (await (await fetch(`${h.sim.url}/__sim/state`)).json()) as { ipns: { responseStatus: number | null }[] };
  return state.ipns.at(-1)?.responseStatus ?? null;
}
