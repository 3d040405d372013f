// Shared set-up of the payments integration tests: the PayPal simulator (on SIM_PORT), a local
// Netlify Blobs server (NETLIFY_BLOBS_CONTEXT, as @netlify/blobs documents for tests), a migrated
// database (TEST_DATABASE_URL's PostgreSQL when given, else in-memory PGlite) and a tiny HTTP
// server that hands requests to our function handlers (the simulator delivers IPNs to it).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { sql, type Kysely } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { createDb, createDbFromPglite } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { setDb } from '../../netlify/lib/db.ts';
import { startPaypalSimulator, type PaypalSimulator } from '../../tools/paypal-simulator/server.ts';
import type { TestDatabase } from './databases.ts';

export const SIM_PORT = Number(process.env.PAYPAL_SIM_TEST_PORT || 8941);
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

let dropDb: (() => Promise<void>) | undefined;

async function freshDb(): Promise<Kysely<Database>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // In memory. Not createDb('memory://'): it passes undefined to openPglite, whose default
    // parameter then opens the on-disk .data/pglite.
    const pglite = new PGlite();
    await pglite.waitReady;
    return createDbFromPglite(pglite);
  }
  // A database of our own in the shared test PostgreSQL, so files and reruns never collide.
  const name = `payments_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = await createDb(url, { max: 1 });
  await sql.raw(`create database ${name}`).execute(admin);
  await admin.destroy();
  dropDb = async () => {
    const again = await createDb(url, { max: 1 });
    await sql.raw(`drop database if exists ${name} with (force)`).execute(again);
    await again.destroy();
  };
  const u = new URL(url);
  u.pathname = `/${name}`;
  return createDb(u.toString(), { max: 4 });
}

/** `database`: one of testDatabases() (the suite runs once per database); default: as above. */
export async function startHarness(routes: Record<string, Handler>, database?: TestDatabase): Promise<Harness> {
  const db = database ? await database.open() : await freshDb();
  if (database) dropDb = () => database.close();
  else await migrateToLatest(db);
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

  const sim = await startPaypalSimulator({
    port: SIM_PORT,
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
      if (!database) await db.destroy();
      await dropDb?.();
      dropDb = undefined;
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
