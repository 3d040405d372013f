import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimContext } from './context.ts';
import { readBody, sendJson } from './http.ts';
import { approveOrder } from './rest.ts';
import { allCaptures, resetState, type SimConfig } from './state.ts';
import { completePendingIpn, resendIpn } from './webscr.ts';

/** Test hooks under /__sim/: never part of PayPal's protocol, never reachable in production. */

function parseBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const CONFIG_VALUES: { [K in keyof SimConfig]: ReadonlyArray<SimConfig[K]> } = {
  ipnStatus: ['Completed', 'Pending'],
  failNextCapture: [null, 'timeout', '500', 'declined'],
  failNextVerify: [null, 'timeout', '500'],
  captureStatus: ['COMPLETED', 'PENDING'],
};

export function snapshot(ctx: SimContext): Record<string, unknown> {
  const { state } = ctx;
  return {
    config: state.config,
    orders: [...state.orders.values()].map((o) => ({
      id: o.id,
      status: o.status,
      amount: o.purchase_units[0]?.amount,
      custom_id: o.purchase_units[0]?.custom_id,
      declineCapture: o.declineCapture,
      cancelled: o.cancelled,
      payerID: o.payer?.payerId ?? null,
    })),
    captures: allCaptures(state),
    webPayments: [...state.webPayments.values()].map((p) => ({ status: p.status, txn_id: p.txnId ?? null, fields: p.fields })),
    ipns: state.ipns,
  };
}

export async function handleControl(req: IncomingMessage, res: ServerResponse, ctx: SimContext, path: string): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (method === 'GET' && path === '/__sim/state') {
    sendJson(res, 200, snapshot(ctx));
    return true;
  }
  const orderMatch = /^\/__sim\/orders\/([^/]+)(?:\/(approve|decline))?$/.exec(path);
  if (orderMatch) {
    const id = decodeURIComponent(orderMatch[1] ?? '');
    const order = ctx.state.orders.get(id);
    const action = orderMatch[2];
    if (method === 'POST') await readBody(req);
    if (!order) {
      sendJson(res, 404, { error: `unknown order ${id}` });
      return true;
    }
    if (method === 'POST' && action) {
      // approve: the buyer pressed "Pay now". decline: capture will answer INSTRUMENT_DECLINED.
      if (action === 'decline') order.declineCapture = true;
      approveOrder(ctx, order, action === 'decline');
    } else if (method !== 'GET' || action) {
      return false;
    }
    // Read by the SDK stand-in while it waits for the popup.
    sendJson(res, 200, { id: order.id, status: order.status, payerID: order.payer?.payerId ?? null, declined: order.declineCapture, cancelled: order.cancelled });
    return true;
  }
  if (method !== 'POST') return false;
  const body = parseBody(await readBody(req));
  if (path === '/__sim/config') {
    const errors: string[] = [];
    const config = ctx.state.config as unknown as Record<string, unknown>;
    for (const [key, allowed] of Object.entries(CONFIG_VALUES) as Array<[string, ReadonlyArray<unknown>]>) {
      if (!(key in body)) continue;
      if (allowed.includes(body[key])) config[key] = body[key];
      else errors.push(`${key} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
    }
    if (errors.length > 0) sendJson(res, 400, { error: errors.join('; ') });
    else sendJson(res, 200, ctx.state.config);
    return true;
  }
  if (path === '/__sim/reset') {
    resetState(ctx.state);
    sendJson(res, 200, { ok: true });
    return true;
  }
  if (path === '/__sim/ipn/resend' || path === '/__sim/ipn/complete') {
    const txnId = typeof body.txn_id === 'string' ? body.txn_id : '';
    const delivery = path.endsWith('resend') ? await resendIpn(ctx, txnId) : await completePendingIpn(ctx, txnId);
    if (!delivery) sendJson(res, 404, { error: `no IPN to send for txn_id ${txnId}` });
    else sendJson(res, 200, delivery);
    return true;
  }
  return false;
}
