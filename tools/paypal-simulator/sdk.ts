import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimContext } from './context.ts';
import { paypalError, readBody, sendJson, sendText } from './http.ts';
import { captureOrder, createOrderFromBody, orderJson } from './rest.ts';

export const SDK_VERSION = '5.0.999-simulator';
const CLIENT_SOURCE = readFileSync(new URL('./sdk-client.js', import.meta.url), 'utf8');
const JS = 'application/javascript; charset=utf-8';

/** Real PayPal answers a bad query with HTTP 400 and a script that throws; loadScript then rejects. */
function validationError(res: ServerResponse, message: string): void {
  sendText(res, 400, `/* Original Error:\n\n${message}\n\n*/\nthrow new Error(${JSON.stringify(`SDK Validation error: '${message}'`)});\n`, JS);
}

/** GET /sdk/js?client-id=...&currency=...&intent=...: the JS SDK stand-in. */
export function serveSdk(req: IncomingMessage, url: URL, res: ServerResponse, ctx: SimContext): void {
  const params = url.searchParams;
  const clientId = params.get('client-id') ?? '';
  if (clientId === '') return validationError(res, 'Expected client-id to be passed');
  const currency = params.get('currency') ?? 'USD';
  if (!/^[A-Z]{3}$/.test(currency)) return validationError(res, `Invalid query value for currency: ${currency}`);
  const intent = params.get('intent') ?? 'capture';
  if (!['capture', 'authorize', 'subscription', 'tokenize'].includes(intent)) {
    return validationError(res, `Invalid query value for intent: ${intent}`);
  }
  // The script must call back to the simulator as the browser sees it (the Host it was loaded from).
  const base = req.headers.host ? `http://${req.headers.host}` : ctx.publicUrl();
  const config = {
    baseUrl: base,
    origin: new URL(base).origin,
    clientId,
    clientKnown: clientId === ctx.clientId,
    currency,
    intent,
    version: SDK_VERSION,
  };
  res.setHeader('Cache-Control', 'no-store');
  sendText(res, 200, `(function () {\nvar CONFIG = ${JSON.stringify(config)};\n${CLIENT_SOURCE}\n})();\n`, JS);
}

function clientAllowed(url: URL, res: ServerResponse, ctx: SimContext): boolean {
  if (url.searchParams.get('client-id') === ctx.clientId) return true;
  sendJson(res, 401, paypalError('AUTHENTICATION_FAILURE'));
  return false;
}

/** Client-side actions.order.create / get / capture of the SDK stand-in (authorised by the client id, as PayPal's). */
export async function handleSdkOrders(req: IncomingMessage, res: ServerResponse, ctx: SimContext, url: URL, id?: string, capture = false): Promise<void> {
  const text = await readBody(req);
  if (!clientAllowed(url, res, ctx)) return;
  if (!id) {
    const result = createOrderFromBody(ctx, text);
    if (!result.order) return sendJson(res, result.status, result.body);
    ctx.log(`order ${result.order.id} created by the SDK`);
    return sendJson(res, 201, orderJson(result.order, ctx));
  }
  const order = ctx.state.orders.get(id);
  if (!order) return sendJson(res, 404, paypalError('RESOURCE_NOT_FOUND', [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }]));
  if (!capture) return sendJson(res, 200, orderJson(order, ctx));
  const result = captureOrder(ctx, order);
  sendJson(res, result.status, result.body);
}
