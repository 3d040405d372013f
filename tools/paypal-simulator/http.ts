import type { IncomingMessage, ServerResponse } from 'node:http';
import { newDebugId } from './ids.ts';

const MAX_BODY = 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Pages and the SDK script are loaded by the site on another localhost port, and the SDK polls
 * order status with fetch: allow any origin (this is a local dev tool holding no secrets).
 */
export function setCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization, Content-Type, PayPal-Request-Id, Prefer, PayPal-Partner-Attribution-Id',
  );
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'Content-Type': type });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  sendText(res, status, html, 'text/html; charset=utf-8');
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location });
  res.end();
}

export interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: string;
}

const ERROR_MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  UNSUPPORTED_MEDIA_TYPE: "The server does not support the request payload's media type.",
  INTERNAL_SERVER_ERROR: 'An internal server error has occurred.',
  METHOD_NOT_SUPPORTED: 'The server does not implement the requested HTTP method.',
};

/** A PayPal REST error body: name, message, debug_id, details[{issue, description}], links. */
export function paypalError(name: string, details: ErrorDetail[] = []): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name,
    message: ERROR_MESSAGES[name] ?? name,
    debug_id: newDebugId(),
  };
  if (details.length > 0) body.details = details;
  const first = details[0];
  body.links = [
    {
      href: `https://developer.paypal.com/docs/api/orders/v2/#error-${first ? first.issue : name}`,
      rel: 'information_link',
      method: 'GET',
    },
  ];
  return body;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function formatMoney(value: string, currency: string): string {
  const n = Number(value);
  try {
    return `${new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n)} ${currency}`;
  } catch {
    return `${value} ${currency}`;
  }
}

/** Appends query parameters to a URL that may already carry some (e.g. /api/paypal-return?key=...). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  return target.toString();
}

export function isHttpUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
