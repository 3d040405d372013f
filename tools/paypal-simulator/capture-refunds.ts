import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimContext } from './context.ts';
import { paypalError, readBody, sendJson } from './http.ts';
import { newTransactionId } from './ids.ts';
import { fromCents, toCents } from './money.ts';
import { refundJson } from './refund-json.ts';
import {
  asRecord,
  idempotency,
  isJsonRequest,
  isProblem,
  MALFORMED,
  notFound,
  optionalString,
  parseJson,
  requireBearer,
  respond,
  UNPROCESSABLE,
  validateMoney,
} from './rest.ts';
import { findCapture, refundsOf, type Capture, type Money, type Refund } from './state.ts';

/** Orders v2 refunds: PayPal's POST /v2/payments/captures/:id/refund, and the same through the control API. */

export interface RefundRequest {
  amount?: Money;
  invoice_id?: string;
  custom_id?: string;
  note_to_payer?: string;
}

export type RefundOutcome =
  | { ok: true; refund: Refund; capture: Capture }
  | { ok: false; status: 404 | 422; issue: string; description: string };

export function refundedCents(ctx: SimContext, capture: Capture): number {
  return refundsOf(ctx.state, capture.id).reduce((sum, r) => sum + toCents(r.amount.value), 0);
}

/** Refunds all that is left of a capture, or `amount` of it; the capture becomes REFUNDED or PARTIALLY_REFUNDED. */
export function refundCapture(ctx: SimContext, captureId: string, request: RefundRequest = {}): RefundOutcome {
  const capture = findCapture(ctx.state, captureId);
  if (!capture) return { ok: false, status: 404, issue: 'INVALID_RESOURCE_ID', description: `Capture ${captureId} does not exist.` };
  if (capture.status === 'PENDING') {
    return { ok: false, status: 422, issue: 'PENDING_CAPTURE', description: 'Cannot initiate a refund as the capture is pending.' };
  }
  const left = toCents(capture.amount.value) - refundedCents(ctx, capture);
  if (capture.status === 'REFUNDED' || left <= 0) {
    return { ok: false, status: 422, issue: 'CAPTURE_FULLY_REFUNDED', description: 'The capture has already been fully refunded.' };
  }
  const amount = request.amount ?? { currency_code: capture.amount.currency_code, value: fromCents(left) };
  if (amount.currency_code !== capture.amount.currency_code) {
    return { ok: false, status: 422, issue: 'REFUND_CAPTURE_CURRENCY_MISMATCH', description: 'Refund must be in the same currency as the capture.' };
  }
  const cents = toCents(amount.value);
  if (cents > left) {
    return {
      ok: false,
      status: 422,
      issue: 'REFUND_AMOUNT_EXCEEDED',
      description: `The refund amount must be less than or equal to the capture amount that has not yet been refunded (${fromCents(left)} ${capture.amount.currency_code}).`,
    };
  }
  const now = new Date().toISOString();
  const refund: Refund = { id: newTransactionId(), captureId: capture.id, status: 'COMPLETED', amount: { currency_code: amount.currency_code, value: fromCents(cents) }, create_time: now };
  for (const key of ['invoice_id', 'custom_id', 'note_to_payer'] as const) {
    const value = request[key];
    if (value !== undefined) refund[key] = value;
  }
  ctx.state.refunds.set(refund.id, refund);
  capture.status = cents === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.update_time = now;
  ctx.log(`capture ${capture.id} refunded ${refund.amount.value} ${refund.amount.currency_code} -> ${capture.status}`);
  return { ok: true, refund, capture };
}

/** POST /v2/payments/captures/:id/refund (Bearer). Empty body or {} refunds the rest; { amount } refunds part. */
export async function handleRefundCapture(req: IncomingMessage, res: ServerResponse, ctx: SimContext, id: string): Promise<void> {
  const text = await readBody(req);
  if (!requireBearer(req, res, ctx)) return;
  const { replayed, key } = idempotency(req, res, ctx, `/v2/payments/captures/${id}/refund`);
  if (replayed) return;
  let body: Record<string, unknown> = {};
  if (text.trim() !== '') {
    if (!isJsonRequest(req)) {
      sendJson(res, 415, paypalError('UNSUPPORTED_MEDIA_TYPE', [{ issue: 'UNSUPPORTED_MEDIA_TYPE', description: 'The Content-Type must be application/json.' }]));
      return;
    }
    const parsed = parseJson(text);
    const record = parsed.ok ? asRecord(parsed.value) : undefined;
    if (!record) return respond(res, ctx, key, 400, paypalError('INVALID_REQUEST', [MALFORMED]));
    body = record;
  }
  const request: RefundRequest = {};
  if (body.amount !== undefined) {
    const amount = validateMoney(body.amount, '/amount');
    if (isProblem(amount)) {
      return respond(res, ctx, key, amount.status, paypalError(amount.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', [amount.detail]));
    }
    request.amount = amount;
  }
  for (const [field, max] of [['invoice_id', 127], ['custom_id', 127], ['note_to_payer', 255]] as const) {
    const value = optionalString(body, field, '', max);
    if (value !== undefined && typeof value !== 'string') return respond(res, ctx, key, 400, paypalError('INVALID_REQUEST', [value.detail]));
    if (value !== undefined) request[field] = value;
  }
  const outcome = refundCapture(ctx, id, request);
  if (!outcome.ok) {
    if (outcome.status === 404) return notFound(res, id, 'capture_id');
    return respond(res, ctx, key, 422, UNPROCESSABLE(outcome.issue, outcome.description));
  }
  // PayPal's default (Prefer: return=minimal) is id, status and links; return=representation gives the whole refund.
  const full = refundJson(outcome.refund, ctx);
  const minimal = /return=representation/i.test(String(req.headers.prefer ?? '')) ? full : { id: full.id, status: full.status, links: full.links };
  respond(res, ctx, key, 201, minimal);
}

/** GET /v2/payments/refunds/:id (Bearer). */
export function handleGetRefund(req: IncomingMessage, res: ServerResponse, ctx: SimContext, id: string): void {
  if (!requireBearer(req, res, ctx)) return;
  const refund = ctx.state.refunds.get(id);
  if (!refund) return notFound(res, id, 'refund_id');
  sendJson(res, 200, refundJson(refund, ctx));
}
