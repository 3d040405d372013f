// A small PayPal REST client (OAuth client credentials, Orders v2, identity client token).
// Every call has a time limit; a timeout, network failure or 5xx is PaypalUnavailableError (the
// caller may retry), any other non-2xx is PaypalApiError carrying PayPal's error name and issues.
import { HttpError } from '../../platform/http.ts';
import type { PaypalConfig } from './config.ts';

export class PaypalUnavailableError extends Error {}

export const paypalUnavailableMessage = 'PayPal is not available right now. Please try again in a moment.';

export class PaypalApiError extends Error {
  readonly status: number;
  readonly name: string;
  /** PayPal's `details[].issue` codes, e.g. ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED. */
  readonly issues: string[];
  constructor(status: number, body: unknown) {
    const b = (body ?? {}) as { name?: string; message?: string; details?: { issue?: string }[] };
    super(`PayPal answered ${status}: ${b.name ?? ''} ${b.message ?? ''}`.trim());
    this.status = status;
    this.name = b.name ?? 'PAYPAL_ERROR';
    this.issues = (b.details ?? []).map((d) => d.issue ?? '').filter(Boolean);
  }
}

export interface Money {
  currency_code: string;
  value: string;
}
export interface Capture {
  id: string;
  status: string;
  amount?: Money;
}
export interface Order {
  id: string;
  status: string;
  intent?: string;
  purchase_units?: {
    amount?: Money;
    custom_id?: string;
    /** Who is paid: PayPal fills it in with the account whose credentials created the order. */
    payee?: { email_address?: string; merchant_id?: string };
    payments?: { captures?: Capture[] };
  }[];
  payer?: { name?: { given_name?: string; surname?: string }; email_address?: string };
}

async function call(cfg: PaypalConfig, path: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${cfg.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(cfg.timeoutMs) });
  } catch (error) {
    throw new PaypalUnavailableError(`PayPal did not answer ${path}: ${(error as Error).message}`);
  }
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = { message: text.slice(0, 200) };
  }
  if (res.status >= 500) throw new PaypalUnavailableError(`PayPal answered ${res.status} to ${path}`);
  if (!res.ok) throw new PaypalApiError(res.status, body);
  return body;
}

// Access tokens live for hours; keep one per account until shortly before it expires.
const tokens = new Map<string, { token: string; expires: number }>();

export async function accessToken(cfg: PaypalConfig): Promise<string> {
  const cacheKey = `${cfg.apiBase}|${cfg.clientId}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expires > Date.now()) return cached.token;
  const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
  const body = (await call(cfg, '/v1/oauth2/token', {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  })) as { access_token: string; expires_in?: number };
  const lifetime = Math.max(0, (body.expires_in ?? 300) - 60) * 1000;
  tokens.set(cacheKey, { token: body.access_token, expires: Date.now() + lifetime });
  return body.access_token;
}

async function authed(cfg: PaypalConfig, path: string, init: RequestInit & { requestId?: string } = {}, retried = false): Promise<unknown> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await accessToken(cfg)}`,
    'content-type': 'application/json',
    accept: 'application/json',
    ...((init.headers as Record<string, string> | undefined) ?? {}),
  };
  // Idempotency: PayPal answers a repeated request id with the first result instead of acting twice.
  if (init.requestId) headers['PayPal-Request-Id'] = init.requestId;
  try {
    return await call(cfg, path, { ...init, headers });
  } catch (error) {
    // A cached token PayPal no longer accepts (revoked, or the app's credentials rotated): get a
    // new one and try once more; the request id keeps a repeated request from acting twice.
    if (retried || !(error instanceof PaypalApiError) || error.status !== 401) throw error;
    tokens.delete(`${cfg.apiBase}|${cfg.clientId}`);
    return authed(cfg, path, init, true);
  }
}

/** The client token the card/wallet SDK needs (GET /setup). */
export async function generateClientToken(cfg: PaypalConfig): Promise<string> {
  const body = (await authed(cfg, '/v1/identity/generate-token', { method: 'POST' })) as { client_token: string };
  return body.client_token;
}

export async function createOrder(
  cfg: PaypalConfig,
  input: { value: string; currency: 'USD'; requestId: string; description?: string },
): Promise<Order> {
  return (await authed(cfg, '/v2/checkout/orders', {
    method: 'POST',
    requestId: input.requestId,
    body: JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [
        { amount: { currency_code: input.currency, value: input.value }, description: input.description },
      ],
    }),
  })) as Order;
}

export async function getOrder(cfg: PaypalConfig, orderId: string): Promise<Order> {
  return (await authed(cfg, `/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: 'GET' })) as Order;
}

export async function captureOrder(cfg: PaypalConfig, orderId: string, requestId: string): Promise<Order> {
  return (await authed(cfg, `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
    requestId,
    headers: { prefer: 'return=representation' },
  })) as Order;
}

/** Maps PayPal being down to 502 (our API contract: never a stack trace). */
export async function withPaypal<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof PaypalUnavailableError) {
      console.error(error.message);
      throw new HttpError(502, paypalUnavailableMessage);
    }
    throw error;
  }
}
