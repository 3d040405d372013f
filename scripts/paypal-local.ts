// `npm start`'s PayPal: the real one when credentials are configured, else the local simulator.
//
// PAYPAL_ENV=local, or PAYPAL_ENV unset with no PAYPAL_CLIENT_ID/SECRET: the simulator from
// tools/paypal-simulator starts in this process (never in a production build: the functions only
// read base URLs from the environment). Server-to-server calls (REST, IPN postback) go straight to
// it; the browser reaches its pages (buy-now page, approval page, SDK stand-in) through this
// server under the same paths PayPal uses (/cgi-bin/webscr, /webscr/..., /checkoutnow, /sdk/...),
// so locally PayPal is same-origin and the site's Content-Security-Policy needs no local exception.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { parsePaypalConfig } from '../netlify/lib/payments/paypal/config.ts';

export interface LocalPaypal {
  /** Answers the request if it is for the simulator; false otherwise. */
  proxy(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

const browserPaths = /^\/(cgi-bin\/webscr|webscr\/|checkoutnow|sdk\/)/;

/** The path (and query) to forward, or null. Decided on the normalised path, which is also what is
 * forwarded: `/sdk/../__sim/state` is `/__sim/state`, and the control API (/__sim/) never is. */
export function simulatorPath(rawUrl: string): string | null {
  const url = new URL(rawUrl, 'http://site.invalid');
  if (!browserPaths.test(url.pathname) || /^\/__sim(\/|$)/i.test(url.pathname)) return null;
  return url.pathname + url.search;
}

export async function setUpPaypal(sitePort: number): Promise<LocalPaypal | null> {
  const env = process.env;
  const mode = env.PAYPAL_ENV?.trim();
  const useSimulator = mode === 'local' || (!mode && !(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET));
  if (!useSimulator) {
    // Fails here, at start, with the names of the missing variables (not at the first payment).
    const cfg = parsePaypalConfig(env);
    console.log(`PayPal: ${cfg.env} (${cfg.apiBase}, receiver ${cfg.business})`);
    return null;
  }
  const { startPaypalSimulator } = await import('../tools/paypal-simulator/server.ts');
  const site = `http://localhost:${sitePort}`;
  const business = env.PAYPAL_BUSINESS || 'treasurer@woop.local';
  const sim = await startPaypalSimulator({
    port: Number(env.PAYPAL_SIM_PORT || 0),
    publicUrl: site,
    merchantEmail: business,
    ...(env.PAYPAL_CLIENT_ID ? { clientId: env.PAYPAL_CLIENT_ID } : {}),
    ...(env.PAYPAL_CLIENT_SECRET ? { clientSecret: env.PAYPAL_CLIENT_SECRET } : {}),
    log: env.PAYPAL_SIM_LOG === '1',
  });
  const direct = `http://127.0.0.1:${sim.port}`;
  // Read by the functions (in this process) when they handle a request.
  Object.assign(env, {
    PAYPAL_ENV: 'local',
    PAYPAL_CLIENT_ID: sim.clientId,
    PAYPAL_CLIENT_SECRET: sim.clientSecret,
    PAYPAL_BUSINESS: business,
    PAYPAL_API_BASE: direct,
    PAYPAL_WEB_BASE: site,
  });
  console.log(`PayPal: local simulator at ${direct} (pages served through ${site}; control API ${direct}/__sim/state)`);

  return {
    async proxy(req, res) {
      const url = simulatorPath(req.url ?? '/');
      if (!url) return false;
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = { ...req.headers } as Record<string, string>;
      delete headers.host;
      const answer = await fetch(`${direct}${url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
        redirect: 'manual',
      });
      res.statusCode = answer.status;
      answer.headers.forEach((value, key) => {
        if (key !== 'content-encoding' && key !== 'content-length' && key !== 'transfer-encoding') res.setHeader(key, value);
      });
      if (answer.body) Readable.fromWeb(answer.body as never).pipe(res);
      else res.end();
      return true;
    },
  };
}
