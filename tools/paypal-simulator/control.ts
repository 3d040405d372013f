import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimContext } from './context.ts';
import { refundCapture } from './capture-refunds.ts';
import { doneNotice, paymentStatusLabel, sendControlPage } from './control-page.ts';
import { readBody, redirect, sendJson } from './http.ts';
import { adjustPayment, standing, type AdjustmentKind } from './ipn-adjustments.ts';
import { fromCents, parseControlAmount } from './money.ts';
import { refundJson } from './refund-json.ts';
import { approveOrder, captureJson } from './rest.ts';
import { allCaptures, findCapture, resetState, type SimConfig } from './state.ts';
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
    refunds: [...state.refunds.values()],
    webPayments: [...state.webPayments.values()].map((p) => {
      const s = standing(p);
      return {
        status: p.status,
        txn_id: p.txnId ?? null,
        fields: p.fields,
        payment_status: p.ipnFields?.payment_status ?? null,
        refunded: fromCents(s.refundedCents),
        reversed: s.reversedCents !== null,
        status_label: p.status === 'paid' ? paymentStatusLabel(p) : p.status,
        adjustments: p.adjustments,
      };
    }),
    ipns: state.ipns,
  };
}

/** A button of the control page (a form post, or a browser asking for HTML) rather than a JSON client. */
function fromPage(req: IncomingMessage): boolean {
  const type = req.headers['content-type'] ?? '';
  if (/^application\/x-www-form-urlencoded\b|^multipart\/form-data\b/i.test(type)) return true;
  return /\btext\/html\b/i.test(req.headers.accept ?? '') && !/^application\/json\b/i.test(type);
}

/** The answer to a refund/reversal request: JSON for API clients; back to the page (303) or the page with the error for a button. */
function answerAction(req: IncomingMessage, res: ServerResponse, ctx: SimContext, outcome: { status: number; body: unknown; error?: string }, done: string, id: string): void {
  if (!fromPage(req)) return sendJson(res, outcome.status, outcome.error === undefined ? outcome.body : { error: outcome.error });
  if (outcome.error !== undefined) return sendControlPage(res, ctx, outcome.status, outcome.error, true);
  redirect(res, `/__sim/?done=${encodeURIComponent(done)}&id=${encodeURIComponent(id)}`);
}

async function paymentAction(req: IncomingMessage, res: ServerResponse, ctx: SimContext, txnId: string, kind: AdjustmentKind, body: Record<string, unknown>): Promise<void> {
  const outcome = await adjustPayment(ctx, txnId, kind, { amount: body.amount, reason_code: body.reason_code });
  if (outcome.ok) answerAction(req, res, ctx, { status: 200, body: outcome.delivery }, kind, txnId);
  else answerAction(req, res, ctx, { status: outcome.status, body: null, error: outcome.error }, kind, txnId);
}

function captureRefundAction(req: IncomingMessage, res: ServerResponse, ctx: SimContext, captureId: string, body: Record<string, unknown>): void {
  const capture = findCapture(ctx.state, captureId);
  const amount = parseControlAmount(body.amount);
  let outcome: { status: number; body: unknown; error?: string };
  if (!capture) outcome = { status: 404, body: null, error: `no capture ${captureId}` };
  else if (!amount.ok) outcome = { status: 400, body: null, error: amount.error };
  else {
    const money = amount.cents === undefined ? undefined : { currency_code: capture.amount.currency_code, value: fromCents(amount.cents) };
    const result = refundCapture(ctx, captureId, money ? { amount: money } : {});
    if (result.ok) outcome = { status: 200, body: { refund: refundJson(result.refund, ctx), capture: captureJson(result.capture, ctx) } };
    else {
      // A refund that the capture's state forbids is a conflict; an amount over what is left is bad input.
      const conflict = result.issue === 'CAPTURE_FULLY_REFUNDED' || result.issue === 'PENDING_CAPTURE';
      outcome = { status: conflict ? 409 : 400, body: null, error: `${result.issue}: ${result.description}` };
    }
  }
  answerAction(req, res, ctx, outcome, 'capture-refund', captureId);
}

function controlBody(req: IncomingMessage, text: string): Record<string, unknown> {
  if (/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return Object.fromEntries(new URLSearchParams(text));
  return parseBody(text);
}

export async function handleControl(req: IncomingMessage, res: ServerResponse, ctx: SimContext, path: string, query = new URLSearchParams()): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (method === 'GET' && (path === '/__sim/' || path === '/__sim/payments')) {
    sendControlPage(res, ctx, 200, doneNotice(ctx, query.get('done'), query.get('id')));
    return true;
  }
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
  const body = controlBody(req, await readBody(req));
  const adjustment = /^\/__sim\/payments\/([^/]+)\/(refund|reverse|cancel-reversal)$/.exec(path);
  if (adjustment) {
    await paymentAction(req, res, ctx, decodeURIComponent(adjustment[1] ?? ''), adjustment[2] as AdjustmentKind, body);
    return true;
  }
  const captureRefund = /^\/__sim\/captures\/([^/]+)\/refund$/.exec(path);
  if (captureRefund) {
    captureRefundAction(req, res, ctx, decodeURIComponent(captureRefund[1] ?? ''), body);
    return true;
  }
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
