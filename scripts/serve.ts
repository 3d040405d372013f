// Production-like local server on PORT (default 8888): the built dist/ with netlify.toml's
// redirects and headers through Netlify's own emulator (@netlify/dev), every Netlify Function
// in-process (local-functions.ts says why) and the scheduled ones on their schedules (scheduler.ts),
// Netlify Blobs through @netlify/blobs' local server.
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { NetlifyDev } from '@netlify/dev';
import { BlobsServer } from '@netlify/blobs/server';
import { createDb, createDbFromPglite, databaseKind, describeDatabase, openPglite, pgliteLocation } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { servePglite } from '../db/pglite-server.ts';
import { getEnv, resetEnv } from '../netlify/lib/platform/env.ts';
import { setUpPaypal } from './paypal-local.ts';
import { invokeFunction, invokeScheduled, loadFunctions } from './local-functions.ts';
import { startScheduler } from './scheduler.ts';
import { withSiteHeaders } from './site-headers.ts';
import { sendResponse } from './send-response.ts';
import { cachedAnswer, keepAnswer } from './local-cdn.ts';
import { localCdn } from '../netlify/lib/platform/cdn-cache.ts';
import { prepareLocalAdminAuth } from '../netlify/lib/team/dev-password.ts';
import { mailConfig } from '../netlify/lib/platform/mail/config.ts';
import { localCms } from './cms-local.ts';
import path from 'node:path';

const port = Number(process.env.PORT || 8888);
const origin = `http://localhost:${port}`;
// SCHEDULED_FUNCTIONS=off keeps the scheduled functions from running (the e2e servers set it: a
// reminder e-mail no test expects). Checked first, so a wrong value stops the start at once.
const scheduledFunctions = process.env.SCHEDULED_FUNCTIONS || 'on';
if (!['on', 'off'].includes(scheduledFunctions)) throw new Error(`SCHEDULED_FUNCTIONS must be on or off, not "${scheduledFunctions}"`);
// Loopback unless HOST says otherwise: this server runs the PayPal simulator and a session password.
const host = process.env.HOST || '127.0.0.1';

// The database. With DATABASE_URL / NETLIFY_DB_URL: migrate it and let the functions use it.
// Without: the embedded PGlite under .data/pglite. This process opens it, migrates it, and serves
// it over the PostgreSQL protocol on a loopback port; the functions reach it through DATABASE_URL
// like any PostgreSQL, so they run the production code path (see db/pglite-server.ts).
const configuredUrl = getEnv().databaseUrl;
if (configuredUrl && databaseKind(configuredUrl) !== 'pglite') {
  const db = await createDb(configuredUrl, { max: 1 });
  await migrateToLatest(db);
  await db.destroy();
  console.log(`Database: ${describeDatabase(configuredUrl)}`);
} else {
  // DATABASE_URL=file:<dir> or memory:// picks another embedded database (the API benchmark).
  const pglite = await openPglite(pgliteLocation(configuredUrl));
  await migrateToLatest(createDbFromPglite(pglite));
  const pgServer = await servePglite(pglite);
  process.env.DATABASE_URL = pgServer.url;
  resetEnv(); // the functions run in this process: they must see the served URL, not memory:// or file:
  console.log(`Database: ${describeDatabase(configuredUrl)}, served to the functions at ${pgServer.url}`);
}
// PayPal: live/sandbox from the environment, or the local simulator (payments; see paypal-local.ts).
const paypal = await setUpPaypal(port);

// E-mail: over SMTP when SMTP_URL is set, else written as .eml files (validated here, so a bad value stops the start).
const mail = mailConfig();
console.log(mail.smtpUrl ? `Mail: sent over SMTP (${new URL(mail.smtpUrl).host}) from ${mail.from}` : `Mail: no SMTP_URL, messages are written to ${path.relative(process.cwd(), mail.outboxDir) || '.'}/ as .eml files`);

// Admin sign-in: a session password when none is configured, and a token secret (printed nowhere).
console.log(prepareLocalAdminAuth());

// Netlify Blobs (the payment-event store): a local blobs server under .data/blobs.
await mkdir('.data/blobs', { recursive: true });
const blobsToken = crypto.randomUUID();
const blobs = new BlobsServer({ directory: '.data/blobs', token: blobsToken, port: 0 });
const { port: blobsPort } = await blobs.start();
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({ edgeURL: `http://127.0.0.1:${blobsPort}`, token: blobsToken, siteID: 'woop-local' }),
).toString('base64');

let functions = await loadFunctions();
// A CMS publish loads the functions anew once the pages are rebuilt (fresh-modules.ts says why).
let generation = 0;
const reloadFunctions = async () => {
  functions = await loadFunctions('netlify/functions', ++generation);
  localCdn.entries.clear(); // a deploy empties Netlify's cache too
};
const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  functions: { enabled: false },
  blobs: { enabled: false },
  aiGateway: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
});
await netlify.start();

// The CMS's local mode (/admin/cms edits this checkout's src/content and rebuilds): only on a
// loopback address, since it writes files; CMS_LOCAL=0 turns it off.
const cms = process.env.CMS_LOCAL !== '0' && ['127.0.0.1', 'localhost', '::1'].includes(host) ? localCms(process.cwd(), { afterBuild: reloadFunctions }) : undefined;
// A stop signal ends the process through exit, so its exit handlers run (the CMS stops its rebuild).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
if (cms) console.log('CMS: /admin/cms edits src/content of this checkout (local mode); each save rebuilds the site and reloads the functions');

// Netlify serves the site's 404.html for any path that matches nothing; so do we.
async function notFound(): Promise<Response> {
  const html = await readFile('dist/404.html').catch(() => 'Not found');
  // Security headers and the page's CSP are added by withSiteHeaders, like any static answer.
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

const server = createServer(async (req, res) => {
  try {
    if (paypal && (await paypal.proxy(req, res))) return; // local PayPal simulator pages
    if (cms && (await cms.handle(req, res))) return; // the CMS's local backend
    // Function answers the CDN would cache (GET /api/live-facts) come from the local CDN cache.
    const url = req.url ?? '/';
    const cached = cachedAnswer(req.method, url, () => invokeFunction(functions, req, origin));
    const invoked = cached ? undefined : await invokeFunction(functions, req, origin);
    const functionResponse = cached ?? (invoked ? await keepAnswer(req.method, url, invoked) : undefined);
    const netlifyMatch = functionResponse ? undefined : await netlify.handleAndIntrospectNodeRequest(req);
    const response =
      functionResponse ??
      (await withSiteHeaders(netlifyMatch?.response ?? (await notFound()), new URL(req.url ?? '/', 'http://x').pathname, req.headers.host));
    await sendResponse(req, res, response, { isStatic: netlifyMatch?.type === 'static' });
  } catch (error) {
    console.error(error);
    if (res.headersSent) return void res.destroy();
    res.statusCode = 500;
    res.end('Internal error');
  }
});
server.listen(port, host, () => console.log(`WOOP is running on ${origin}${host === '127.0.0.1' ? '' : ` (listening on ${host})`}`));

// Scheduled functions run on their cron schedules (UTC), as on Netlify. `functions` is read at each
// tick: a CMS publish replaces it.
const schedules = functions.flatMap((f) => (f.schedule ? [`${f.name} (${f.schedule.expression})`] : [])).join(', ') || 'none';
if (scheduledFunctions === 'off') {
  console.log(`Scheduled functions: off (SCHEDULED_FUNCTIONS=off), not run: ${schedules}`);
} else {
  console.log(`Scheduled functions, run on their schedules (UTC): ${schedules}`);
  startScheduler({
    functions: () => functions,
    invoke: async (fn, nextRun) => {
      const response = await invokeScheduled(fn, nextRun, origin);
      await response.body?.cancel();
      if (!response.ok) console.error(`Scheduled function ${fn.name} answered ${response.status}`);
    },
  });
}
