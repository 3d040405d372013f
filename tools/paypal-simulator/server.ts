import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { showApprovalPage, submitApproval } from './approval.ts';
import { handleGetRefund, handleRefundCapture } from './capture-refunds.ts';
import type { BuyerProfile, SimContext } from './context.ts';
import { handleControl } from './control.ts';
import { paypalError, redirect, sendJson, sendText, setCors } from './http.ts';
import { newPayerId } from './ids.ts';
import { handleCaptureOrder, handleCreateOrder, handleGenerateToken, handleGetCapture, handleGetOrder, handleOauthToken } from './rest.ts';
import { handleSdkOrders, serveSdk } from './sdk.ts';
import { createState, type SimState } from './state.ts';
import { handleWebPaymentAction, handleWebscr } from './webscr.ts';

export const DEFAULT_CLIENT_ID = 'sim-client-id';
export const DEFAULT_CLIENT_SECRET = 'sim-client-secret';

export interface PaypalSimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Payee e-mail of Orders v2 orders. */
  merchantEmail?: string;
  buyer?: Partial<BuyerProfile>;
  /** Base URL put in approve links; default http://localhost:<port>. */
  publicUrl?: string;
  /** true: log to stdout; a function: receive each line. Default silent. */
  log?: boolean | ((line: string) => void);
  /** How long to wait for notify_url to answer an IPN (default 10 s). */
  ipnTimeoutMs?: number;
}

export interface PaypalSimulator {
  url: string;
  port: number;
  clientId: string;
  clientSecret: string;
  state: SimState;
  close(): Promise<void>;
}

async function route(req: IncomingMessage, res: ServerResponse, ctx: SimContext): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator.local');
  const path = url.pathname;
  const method = req.method ?? 'GET';
  setCors(res);
  if (method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Max-Age': '600' });
    res.end();
    return;
  }
  if (path === '/v1/oauth2/token' && method === 'POST') return handleOauthToken(req, res, ctx);
  if (path === '/v1/identity/generate-token' && method === 'POST') return handleGenerateToken(req, res, ctx);
  if (path === '/v2/checkout/orders' && method === 'POST') return handleCreateOrder(req, res, ctx);
  const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
  if (orderMatch) {
    const id = decodeURIComponent(orderMatch[1] ?? '');
    if (orderMatch[2] && method === 'POST') return handleCaptureOrder(req, res, ctx, id);
    if (!orderMatch[2] && method === 'GET') return handleGetOrder(req, res, ctx, id);
    return sendJson(res, 405, paypalError('METHOD_NOT_SUPPORTED'));
  }
  const captureMatch = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path);
  if (captureMatch && !captureMatch[2] && method === 'GET') return handleGetCapture(req, res, ctx, decodeURIComponent(captureMatch[1] ?? ''));
  if (captureMatch?.[2] && method === 'POST') return handleRefundCapture(req, res, ctx, decodeURIComponent(captureMatch[1] ?? ''));
  const refundMatch = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path);
  if (refundMatch && method === 'GET') return handleGetRefund(req, res, ctx, decodeURIComponent(refundMatch[1] ?? ''));
  if (path === '/checkoutnow' && method === 'GET') return showApprovalPage(url, res, ctx);
  if (path === '/checkoutnow' && method === 'POST') return submitApproval(req, res, ctx);
  if (path === '/cgi-bin/webscr' && (method === 'POST' || method === 'GET')) return handleWebscr(req, res, ctx, url);
  const session = /^\/webscr\/sessions\/([^/]+)\/(pay|cancel)$/.exec(path);
  if (session && method === 'POST') return handleWebPaymentAction(req, res, ctx, session[1] ?? '', session[2] ?? '');
  if (path === '/sdk/js' && method === 'GET') return serveSdk(req, url, res, ctx);
  const sdkOrder = /^\/sdk\/orders(?:\/([^/]+)(\/capture)?)?$/.exec(path);
  if (sdkOrder && (method === 'POST' || (method === 'GET' && sdkOrder[1] && !sdkOrder[2]))) {
    return handleSdkOrders(req, res, ctx, url, sdkOrder[1], Boolean(sdkOrder[2]));
  }
  if (path === '/__sim' && method === 'GET') return redirect(res, '/__sim/');
  if (path.startsWith('/__sim/') && (await handleControl(req, res, ctx, path, url.searchParams))) return;
  if (path === '/' && method === 'GET') {
    return sendText(res, 200, 'Local PayPal simulator. See tools/paypal-simulator/README.md.\n');
  }
  sendJson(res, 404, paypalError('RESOURCE_NOT_FOUND', [{ issue: 'INVALID_RESOURCE_ID', description: `No simulator route for ${method} ${path}` }]));
}

/** Starts a simulator; resolves once it listens. `close()` ends held requests and frees the port. */
export async function startPaypalSimulator(options: PaypalSimulatorOptions = {}): Promise<PaypalSimulator> {
  const host = options.host ?? '127.0.0.1';
  const logOption = options.log ?? false;
  const log =
    typeof logOption === 'function' ? logOption : logOption ? (line: string) => console.log(`[paypal-sim] ${line}`) : () => {};
  const state = createState();
  let publicUrl = options.publicUrl ?? '';
  const ctx: SimContext = {
    state,
    clientId: options.clientId ?? DEFAULT_CLIENT_ID,
    clientSecret: options.clientSecret ?? DEFAULT_CLIENT_SECRET,
    merchantEmail: options.merchantEmail ?? 'merchant@example.com',
    merchantId: 'SIMMERCHANT01',
    buyer: {
      givenName: options.buyer?.givenName ?? 'Sam',
      surname: options.buyer?.surname ?? 'Buyer',
      email: options.buyer?.email ?? 'sam.buyer@example.com',
      payerId: options.buyer?.payerId ?? newPayerId(),
    },
    publicUrl: () => publicUrl,
    log,
    held: new Set(),
    ipnTimeoutMs: options.ipnTimeoutMs ?? 10_000,
  };
  const server = createServer((req, res) => {
    route(req, res, ctx).catch((error: unknown) => {
      log(`error ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, paypalError('INTERNAL_SERVER_ERROR'));
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (!publicUrl) publicUrl = `http://localhost:${port}`;
  return {
    url: publicUrl,
    port,
    clientId: ctx.clientId,
    clientSecret: ctx.clientSecret,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of ctx.held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
