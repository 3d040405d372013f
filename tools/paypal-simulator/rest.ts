import type { IncomingMessage, ServerResponse } from 'node:http';
import { hold, type SimContext } from './context.ts';
import { paypalError, readBody, sendJson, isHttpUrl, type ErrorDetail } from './http.ts';
import { createHash } from 'node:crypto';
import { newPayerId, newToken, newTransactionId } from './ids.ts';
import { feeCents, fromCents, toCents } from './money.ts';
import { awaitingBuyer, refundsOf, type Capture, type Money, type Order, type OrderStatus, type Payee, type PurchaseUnit } from './state.ts';
import { refundJson } from './refund-json.ts';

const TOKEN_TTL_SECONDS = 32400;
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
/** PayPal's pattern for money values. */
const VALUE_PATTERN = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;

// ---------- OAuth ----------

export async function handleOauthToken(req: IncomingMessage, res: ServerResponse, ctx: SimContext): Promise<void> {
  const body = new URLSearchParams(await readBody(req));
  const auth = req.headers.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(auth);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const sep = decoded.indexOf(':');
  const id = sep >= 0 ? decoded.slice(0, sep) : '';
  const secret = sep >= 0 ? decoded.slice(sep + 1) : '';
  if (id !== ctx.clientId || secret !== ctx.clientSecret) {
    sendJson(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    return;
  }
  const grant = body.get('grant_type');
  if (grant !== 'client_credentials') {
    sendJson(res, 400, {
      error: 'unsupported_grant_type',
      error_description: grant ? `Grant Type ${grant} is not supported` : 'Grant Type is NULL',
    });
    return;
  }
  const token = newToken('A21AA', 60);
  ctx.state.accessTokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000);
  sendJson(res, 200, {
    scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
    access_token: token,
    token_type: 'Bearer',
    app_id: 'APP-80W284485P519543T',
    expires_in: TOKEN_TTL_SECONDS,
    nonce: `${new Date().toISOString()}${newToken('', 12)}`,
  });
}

/** True when the request carries a live Bearer token from /v1/oauth2/token; answers 401 otherwise. */
export function requireBearer(req: IncomingMessage, res: ServerResponse, ctx: SimContext): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const expires = match?.[1] ? ctx.state.accessTokens.get(match[1]) : undefined;
  if (expires !== undefined && expires > Date.now()) return true;
  sendJson(res, 401, paypalError('AUTHENTICATION_FAILURE'));
  return false;
}

// ---------- Identity ----------

export function handleGenerateToken(req: IncomingMessage, res: ServerResponse, ctx: SimContext): void {
  if (!requireBearer(req, res, ctx)) return;
  sendJson(res, 200, { client_token: newToken('', 96), expires_in: 3600 });
}

// ---------- Orders v2 ----------

function orderLinks(order: Order, ctx: SimContext): Array<Record<string, string>> {
  const base = ctx.publicUrl();
  const self = { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' };
  if (order.status === 'COMPLETED') return [self];
  const links = [self];
  if (awaitingBuyer(order)) {
    const rel = order.status === 'PAYER_ACTION_REQUIRED' ? 'payer-action' : 'approve';
    links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel, method: 'GET' });
  }
  links.push(
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
    { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
  );
  return links;
}

function captureLinks(capture: Capture, ctx: SimContext): Array<Record<string, string>> {
  const self = `${ctx.publicUrl()}/v2/payments/captures/${capture.id}`;
  const links = [{ href: self, rel: 'self', method: 'GET' }];
  // As PayPal: a refund link while some of the capture can still be refunded.
  if (capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED') links.push({ href: `${self}/refund`, rel: 'refund', method: 'POST' });
  links.push({ href: `${ctx.publicUrl()}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' });
  return links;
}

/** A stable made-up merchant id for a payee given only by e-mail (PayPal fills in the account's id). */
function merchantIdFor(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  return [...digest.subarray(0, 13)].map((byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');
}

/** The payee PayPal reports for a purchase unit: the API caller's account unless the order named another. */
export function payeeJson(payee: Payee | undefined, ctx: SimContext): Payee {
  const merchant = { email_address: ctx.merchantEmail, merchant_id: ctx.merchantId };
  if (!payee) return merchant;
  if (payee.merchant_id === ctx.merchantId || payee.email_address?.toLowerCase() === ctx.merchantEmail.toLowerCase()) return merchant;
  if (payee.email_address === undefined) return { merchant_id: payee.merchant_id ?? '' };
  return { email_address: payee.email_address, merchant_id: payee.merchant_id ?? merchantIdFor(payee.email_address) };
}

export function captureJson(capture: Capture, ctx: SimContext): Record<string, unknown> {
  const gross = toCents(capture.amount.value);
  const fee = feeCents(gross);
  const json: Record<string, unknown> = {
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    seller_receivable_breakdown: {
      gross_amount: capture.amount,
      paypal_fee: { currency_code: capture.amount.currency_code, value: fromCents(fee) },
      net_amount: { currency_code: capture.amount.currency_code, value: fromCents(gross - fee) },
    },
    links: captureLinks(capture, ctx),
    create_time: capture.create_time,
    update_time: capture.update_time,
  };
  if (capture.status === 'PENDING') json.status_details = { reason: 'PENDING_REVIEW' };
  if (capture.custom_id !== undefined) json.custom_id = capture.custom_id;
  if (capture.invoice_id !== undefined) json.invoice_id = capture.invoice_id;
  return json;
}

/** The full order representation (GET, capture, and create with Prefer: return=representation). */
export function orderJson(order: Order, ctx: SimContext): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: order.purchase_units.map((unit) => {
      const out: Record<string, unknown> = {
        reference_id: unit.reference_id,
        amount: unit.amount,
        payee: payeeJson(unit.payee, ctx),
      };
      if (unit.custom_id !== undefined) out.custom_id = unit.custom_id;
      if (unit.invoice_id !== undefined) out.invoice_id = unit.invoice_id;
      if (unit.description !== undefined) out.description = unit.description;
      const captures = order.captures.filter((c) => c.amount === unit.amount);
      if (captures.length > 0) {
        const payments: Record<string, unknown> = { captures: captures.map((c) => captureJson(c, ctx)) };
        const refunds = captures.flatMap((c) => refundsOf(ctx.state, c.id));
        if (refunds.length > 0) payments.refunds = refunds.map((r) => refundJson(r, ctx));
        out.payments = payments;
      }
      return out;
    }),
    create_time: order.create_time,
    update_time: order.update_time,
    links: orderLinks(order, ctx),
  };
  if (order.payer) {
    const payer = {
      name: { given_name: order.payer.givenName, surname: order.payer.surname },
      email_address: order.payer.email,
      payer_id: order.payer.payerId,
      address: { country_code: 'US' },
    };
    json.payer = payer;
    json.payment_source = {
      paypal: {
        email_address: payer.email_address,
        account_id: payer.payer_id,
        account_status: 'VERIFIED',
        name: payer.name,
        address: payer.address,
      },
    };
  }
  return json;
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export interface Problem {
  status: 400 | 422;
  detail: ErrorDetail;
}

export function missing(field: string): Problem {
  return { status: 400, detail: { field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.' } };
}

export function syntax(field: string, value: unknown): Problem {
  return {
    status: 400,
    detail: { field, value: String(value), location: 'body', issue: 'INVALID_PARAMETER_SYNTAX', description: 'The value of a field does not conform to the expected format.' },
  };
}

export function validateMoney(raw: unknown, field: string): Money | Problem {
  const amount = asRecord(raw);
  if (!amount) return missing(field);
  const currency = amount.currency_code;
  const value = amount.value;
  if (currency === undefined) return missing(`${field}/currency_code`);
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return syntax(`${field}/currency_code`, currency);
  if (value === undefined) return missing(`${field}/value`);
  if (typeof value !== 'string' || value.length > 32 || !VALUE_PATTERN.test(value)) return syntax(`${field}/value`, value);
  const decimals = value.includes('.') ? (value.split('.')[1] ?? '').length : 0;
  const allowed = ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
  if (decimals > allowed) {
    return {
      status: 422,
      detail: { field: `${field}/value`, value, location: 'body', issue: 'DECIMAL_PRECISION', description: 'If the currency supports decimals, only two decimal place precision is supported.' },
    };
  }
  if (!(Number(value) > 0)) {
    return {
      status: 422,
      detail: { field: `${field}/value`, value, location: 'body', issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', description: 'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.' },
    };
  }
  return { currency_code: currency, value };
}

export function isProblem(value: object): value is Problem {
  return 'detail' in value;
}

interface ParsedOrder {
  units: PurchaseUnit[];
  withPaymentSource: boolean;
  returnUrl?: string;
  cancelUrl?: string;
}

export function optionalString(unit: Record<string, unknown>, key: string, field: string, max: number): string | undefined | Problem {
  const value = unit[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max) return syntax(`${field}/${key}`, value);
  return value;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** PayPal account (merchant) ids: 13 upper-case letters and digits. */
const MERCHANT_ID_PATTERN = /^[0-9A-Z]{13}$/;

/** purchase_units[].payee: PayPal lets an order pay another account, named by e-mail or merchant id. */
function parsePayee(raw: unknown, field: string): Payee | Problem {
  const payee = asRecord(raw);
  if (!payee) return syntax(field, raw);
  const out: Payee = {};
  const email = payee.email_address;
  if (email !== undefined) {
    if (typeof email !== 'string' || email.length > 254 || !EMAIL_PATTERN.test(email)) return syntax(`${field}/email_address`, email);
    out.email_address = email;
  }
  const merchantId = payee.merchant_id;
  if (merchantId !== undefined) {
    if (typeof merchantId !== 'string' || !MERCHANT_ID_PATTERN.test(merchantId)) return syntax(`${field}/merchant_id`, merchantId);
    out.merchant_id = merchantId;
  }
  return out;
}

function parseCreateOrder(body: Record<string, unknown>): ParsedOrder | Problem {
  if (body.intent === undefined) return missing('/intent');
  if (body.intent !== 'CAPTURE') {
    return {
      status: 400,
      detail: { field: '/intent', value: String(body.intent), location: 'body', issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid. The simulator supports intent CAPTURE only.' },
    };
  }
  const rawUnits = body.purchase_units;
  if (rawUnits === undefined) return missing('/purchase_units');
  if (!Array.isArray(rawUnits)) return syntax('/purchase_units', rawUnits);
  if (rawUnits.length === 0) {
    return { status: 400, detail: { field: '/purchase_units', location: 'body', issue: 'INVALID_ARRAY_MIN_ITEMS', description: 'The number of items in an array parameter is too small.' } };
  }
  if (rawUnits.length > 10) {
    return { status: 400, detail: { field: '/purchase_units', location: 'body', issue: 'INVALID_ARRAY_MAX_ITEMS', description: 'The number of items in an array parameter is too large.' } };
  }
  const units: PurchaseUnit[] = [];
  for (const [i, raw] of rawUnits.entries()) {
    const field = `/purchase_units/${i}`;
    const unit = asRecord(raw);
    if (!unit) return syntax(field, raw);
    const amount = validateMoney(unit.amount, `${field}/amount`);
    if (isProblem(amount)) return amount;
    const parsed: PurchaseUnit = { reference_id: 'default', amount };
    for (const [key, max] of [['reference_id', 256], ['custom_id', 255], ['invoice_id', 127], ['description', 127]] as const) {
      const value = optionalString(unit, key, field, max);
      if (value !== undefined && typeof value !== 'string') return value;
      if (value !== undefined) parsed[key] = value;
    }
    if (unit.payee !== undefined) {
      const payee = parsePayee(unit.payee, `${field}/payee`);
      if (isProblem(payee)) return payee;
      if (payee.email_address !== undefined || payee.merchant_id !== undefined) parsed.payee = payee;
    }
    if (rawUnits.length > 1 && unit.reference_id === undefined) return missing(`${field}/reference_id`);
    units.push(parsed);
  }
  // Return/cancel URLs: the legacy application_context, or payment_source.paypal.experience_context.
  const appContext = asRecord(body.application_context);
  const experience = asRecord(asRecord(asRecord(body.payment_source)?.paypal)?.experience_context);
  const returnUrl = experience?.return_url ?? appContext?.return_url;
  const cancelUrl = experience?.cancel_url ?? appContext?.cancel_url;
  const parsed: ParsedOrder = { units, withPaymentSource: asRecord(asRecord(body.payment_source)?.paypal) !== undefined };
  if (returnUrl !== undefined) {
    if (typeof returnUrl !== 'string' || !isHttpUrl(returnUrl)) return syntax('/application_context/return_url', returnUrl);
    parsed.returnUrl = returnUrl;
  }
  if (cancelUrl !== undefined) {
    if (typeof cancelUrl !== 'string' || !isHttpUrl(cancelUrl)) return syntax('/application_context/cancel_url', cancelUrl);
    parsed.cancelUrl = cancelUrl;
  }
  return parsed;
}

/** Replays the stored answer for a repeated PayPal-Request-Id; returns the key to store the new one under. */
export function idempotency(req: IncomingMessage, res: ServerResponse, ctx: SimContext, path: string): { replayed: boolean; key?: string } {
  const requestId = req.headers['paypal-request-id'];
  if (typeof requestId !== 'string' || requestId === '') return { replayed: false };
  const key = `${req.method} ${path} ${requestId}`;
  const stored = ctx.state.idempotency.get(key);
  if (stored) {
    ctx.log(`${req.method} ${path} replay PayPal-Request-Id ${requestId}`);
    sendJson(res, stored.status, stored.body);
    return { replayed: true, key };
  }
  return { replayed: false, key };
}

export function respond(res: ServerResponse, ctx: SimContext, key: string | undefined, status: number, body: unknown): void {
  if (key) ctx.state.idempotency.set(key, { status, body });
  sendJson(res, status, body);
}

export function isJsonRequest(req: IncomingMessage): boolean {
  return /^application\/json\b/i.test(req.headers['content-type'] ?? '');
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export const MALFORMED: ErrorDetail = { field: '/', location: 'body', issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' };

export function createOrder(ctx: SimContext, units: PurchaseUnit[], urls: { returnUrl?: string; cancelUrl?: string } = {}, status: OrderStatus = 'CREATED'): Order {
  const now = new Date().toISOString();
  const order: Order = {
    id: newTransactionId(),
    intent: 'CAPTURE',
    status,
    purchase_units: units,
    declineCapture: false,
    cancelled: false,
    captures: [],
    create_time: now,
    update_time: now,
    ...urls,
  };
  ctx.state.orders.set(order.id, order);
  return order;
}

/** Validates a create-order body and creates it; used by REST and by the SDK's actions.order.create. */
export function createOrderFromBody(ctx: SimContext, text: string): { status: number; body: unknown; order?: Order } {
  const parsed = parseJson(text);
  if (!parsed.ok) return { status: 400, body: paypalError('INVALID_REQUEST', [MALFORMED]) };
  const record = asRecord(parsed.value);
  if (!record) return { status: 400, body: paypalError('INVALID_REQUEST', [MALFORMED]) };
  const result = parseCreateOrder(record);
  if ('detail' in result) {
    return { status: result.status, body: paypalError(result.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', [result.detail]) };
  }
  const urls: { returnUrl?: string; cancelUrl?: string } = {};
  if (result.returnUrl) urls.returnUrl = result.returnUrl;
  if (result.cancelUrl) urls.cancelUrl = result.cancelUrl;
  const order = createOrder(ctx, result.units, urls, result.withPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED');
  return { status: 201, body: null, order };
}

export async function handleCreateOrder(req: IncomingMessage, res: ServerResponse, ctx: SimContext): Promise<void> {
  const text = await readBody(req);
  if (!requireBearer(req, res, ctx)) return;
  const { replayed, key } = idempotency(req, res, ctx, '/v2/checkout/orders');
  if (replayed) return;
  if (!isJsonRequest(req)) {
    sendJson(res, 415, paypalError('UNSUPPORTED_MEDIA_TYPE', [{ issue: 'UNSUPPORTED_MEDIA_TYPE', description: 'The Content-Type must be application/json.' }]));
    return;
  }
  const result = createOrderFromBody(ctx, text);
  if (!result.order) {
    respond(res, ctx, key, result.status, result.body);
    return;
  }
  const order = result.order;
  ctx.log(`order ${order.id} created ${order.purchase_units[0]?.amount.value} ${order.purchase_units[0]?.amount.currency_code}`);
  const full = /return=representation/i.test(String(req.headers.prefer ?? ''));
  const body = full ? orderJson(order, ctx) : { id: order.id, status: order.status, links: orderLinks(order, ctx) };
  respond(res, ctx, key, 201, body);
}

export function notFound(res: ServerResponse, id: string, field = 'order_id'): void {
  sendJson(
    res,
    404,
    paypalError('RESOURCE_NOT_FOUND', [{ field, value: id, location: 'path', issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }]),
  );
}

export function handleGetOrder(req: IncomingMessage, res: ServerResponse, ctx: SimContext, id: string): void {
  if (!requireBearer(req, res, ctx)) return;
  const order = ctx.state.orders.get(id);
  if (!order) return notFound(res, id);
  sendJson(res, 200, orderJson(order, ctx));
}

/** GET /v2/payments/captures/:id: the capture behind the `self` link of a capture. */
export function handleGetCapture(req: IncomingMessage, res: ServerResponse, ctx: SimContext, id: string): void {
  if (!requireBearer(req, res, ctx)) return;
  for (const order of ctx.state.orders.values()) {
    const capture = order.captures.find((c) => c.id === id);
    if (capture) return sendJson(res, 200, captureJson(capture, ctx));
  }
  notFound(res, id, 'capture_id');
}

export const UNPROCESSABLE = (issue: string, description: string): Record<string, unknown> =>
  paypalError('UNPROCESSABLE_ENTITY', [{ issue, description }]);

export const ORDER_NOT_APPROVED =
  "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.";
export const ORDER_ALREADY_CAPTURED = "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.";
export const INSTRUMENT_DECLINED = "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.";

/** Captures an order; shared by REST and the SDK's actions.order.capture. */
export function captureOrder(ctx: SimContext, order: Order): { status: number; body: unknown } {
  if (order.status === 'COMPLETED') {
    return { status: 422, body: UNPROCESSABLE('ORDER_ALREADY_CAPTURED', ORDER_ALREADY_CAPTURED) };
  }
  if (order.status !== 'APPROVED' || !order.payer) {
    return { status: 422, body: UNPROCESSABLE('ORDER_NOT_APPROVED', ORDER_NOT_APPROVED) };
  }
  if (order.declineCapture) {
    return { status: 422, body: UNPROCESSABLE('INSTRUMENT_DECLINED', INSTRUMENT_DECLINED) };
  }
  const now = new Date().toISOString();
  for (const unit of order.purchase_units) {
    const capture: Capture = {
      id: newTransactionId(),
      orderId: order.id,
      status: ctx.state.config.captureStatus,
      amount: unit.amount,
      create_time: now,
      update_time: now,
    };
    if (unit.custom_id !== undefined) capture.custom_id = unit.custom_id;
    if (unit.invoice_id !== undefined) capture.invoice_id = unit.invoice_id;
    order.captures.push(capture);
  }
  order.status = 'COMPLETED';
  order.update_time = now;
  return { status: 201, body: orderJson(order, ctx) };
}

export async function handleCaptureOrder(req: IncomingMessage, res: ServerResponse, ctx: SimContext, id: string): Promise<void> {
  const text = await readBody(req);
  if (!requireBearer(req, res, ctx)) return;
  const path = `/v2/checkout/orders/${id}/capture`;
  const { replayed, key } = idempotency(req, res, ctx, path);
  if (replayed) return;
  if (text.trim() !== '' && !parseJson(text).ok) {
    respond(res, ctx, key, 400, paypalError('INVALID_REQUEST', [MALFORMED]));
    return;
  }
  const order = ctx.state.orders.get(id);
  if (!order) return notFound(res, id);

  const fault = ctx.state.config.failNextCapture;
  if (fault && order.status === 'APPROVED') {
    ctx.state.config.failNextCapture = null;
    ctx.log(`capture ${id}: injected fault ${fault}`);
    if (fault === '500') {
      // No side effect, nothing remembered: a retry with the same PayPal-Request-Id may succeed.
      sendJson(res, 500, paypalError('INTERNAL_SERVER_ERROR'));
      return;
    }
    if (fault === 'declined') {
      respond(res, ctx, key, 422, UNPROCESSABLE('INSTRUMENT_DECLINED', INSTRUMENT_DECLINED));
      return;
    }
    // 'timeout': the capture happens but the answer is lost, as with a real network time-out.
    // A retry with the same PayPal-Request-Id gets the stored answer; without one, ORDER_ALREADY_CAPTURED.
    const result = captureOrder(ctx, order);
    if (key) ctx.state.idempotency.set(key, result);
    hold(ctx, res);
    return;
  }
  const result = captureOrder(ctx, order);
  ctx.log(`capture ${id} -> ${result.status}${result.status === 201 ? ` ${order.status}` : ''}`);
  respond(res, ctx, key, result.status, result.body);
}

/** The buyer's approval: from the approval page or the control API. */
export function approveOrder(ctx: SimContext, order: Order, decline: boolean): void {
  if (!awaitingBuyer(order)) return;
  order.status = 'APPROVED';
  order.declineCapture = order.declineCapture || decline;
  order.payer = { ...ctx.buyer, payerId: ctx.buyer.payerId || newPayerId() };
  order.update_time = new Date().toISOString();
}
