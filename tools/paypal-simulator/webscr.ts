import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { hold, type SimContext } from './context.ts';
import { escapeHtml, formatMoney, isHttpUrl, readBody, redirect, sendHtml, sendText, withQuery } from './http.ts';
import { newDebugId, newTransactionId, newVerifySign } from './ids.ts';
import { page } from './page.ts';
import { AMOUNT_PATTERN, feeCents, fromCents, toCents } from './money.ts';
import { findWebPayment, type IpnDelivery, type WebPayment } from './state.ts';

export const NOTIFY_VERSION = '3.9';

/** "18:30:00 Nov 21, 2026 PST": the payment_date format of IPN messages (PayPal's own time zone). */
export function paymentDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    month: 'short', day: '2-digit', year: 'numeric', timeZoneName: 'short',
  }).formatToParts(date);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('hour')}:${get('minute')}:${get('second')} ${get('month')} ${get('day')}, ${get('year')} ${get('timeZoneName')}`;
}

function errorPage(res: ServerResponse, message: string): void {
  sendHtml(res, 400, page('Payment error', `<h1>We can't process this payment</h1><p role="alert">${escapeHtml(message)}</p><p>Return to the merchant's site and try again.</p>`));
}

/** POST (or GET) /cgi-bin/webscr: the _notify-validate postback or the buy-now web payment page. */
export async function handleWebscr(req: IncomingMessage, res: ServerResponse, ctx: SimContext, url: URL): Promise<void> {
  const raw = req.method === 'POST' ? await readBody(req) : url.search.slice(1);
  if (raw.startsWith('cmd=_notify-validate')) {
    await validateIpn(raw, res, ctx);
    return;
  }
  const form = new URLSearchParams(raw);
  const cmd = form.get('cmd');
  if (cmd !== '_xclick') {
    errorPage(res, cmd ? `The cmd value "${cmd}" is not supported by the simulator (use _xclick).` : 'The cmd field is missing.');
    return;
  }
  const fields: Record<string, string> = {};
  for (const [k, v] of form) fields[k] = v;
  const business = fields.business ?? '';
  const amount = fields.amount ?? '';
  if (business === '') return errorPage(res, 'The business field (the receiver e-mail) is missing.');
  if (!AMOUNT_PATTERN.test(amount) || !(Number(amount) > 0)) {
    return errorPage(res, `The amount "${amount}" is not valid: use a number like 2450.00, without $ or commas.`);
  }
  for (const key of ['return', 'cancel_return', 'notify_url'] as const) {
    const value = fields[key];
    if (value !== undefined && value !== '' && !isHttpUrl(value)) return errorPage(res, `The ${key} field is not a valid URL.`);
  }
  const payment: WebPayment = { sessionId: randomUUID(), fields, status: 'shown', adjustments: [] };
  ctx.state.webPayments.set(payment.sessionId, payment);
  ctx.log(`buy-now page ${amount} ${fields.currency_code ?? 'USD'} to ${business}`);
  sendHtml(res, 200, paymentPage(payment, ctx));
}

function paymentPage(payment: WebPayment, ctx: SimContext): string {
  const f = payment.fields;
  const currency = f.currency_code || 'USD';
  const business = f.business ?? '';
  const action = `/webscr/sessions/${payment.sessionId}`;
  const item = f.item_name ? `<p>${escapeHtml(f.item_name)}</p>` : '';
  return page(
    'Pay with PayPal',
    `<h1 class="amount">Pay ${escapeHtml(formatMoney(f.amount ?? '', currency))} to ${escapeHtml(business)}</h1>
${item}
<dl><dt>Paying as</dt><dd>${escapeHtml(`${ctx.buyer.givenName} ${ctx.buyer.surname}`)} (${escapeHtml(ctx.buyer.email)})</dd></dl>
<div class="actions">
<form method="post" action="${action}/pay"><button type="submit" class="primary">Pay</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Cancel and return</button></form>
</div>`,
  );
}

function ipnFields(payment: WebPayment, txnId: string, status: string, ctx: SimContext): Record<string, string> {
  const f = payment.fields;
  const gross = fromCents(toCents(f.amount ?? ''));
  const fee = fromCents(feeCents(toCents(gross)));
  const fields: Record<string, string> = {
    mc_gross: gross,
    protection_eligibility: 'Eligible',
    payer_id: ctx.buyer.payerId,
    payment_date: paymentDate(new Date()),
    payment_status: status,
    charset: 'UTF-8',
    first_name: ctx.buyer.givenName,
    mc_fee: fee,
    notify_version: NOTIFY_VERSION,
    custom: f.custom ?? '',
    payer_status: 'verified',
    business: f.business ?? '',
    quantity: f.quantity ?? '1',
    verify_sign: newVerifySign(),
    payer_email: ctx.buyer.email,
    txn_id: txnId,
    payment_type: 'instant',
    last_name: ctx.buyer.surname,
    receiver_email: f.business ?? '',
    payment_fee: (f.currency_code || 'USD') === 'USD' ? fee : '',
    receiver_id: ctx.merchantId,
    txn_type: 'web_accept',
    item_name: f.item_name ?? '',
    mc_currency: f.currency_code || 'USD',
    item_number: f.item_number ?? '',
    residence_country: 'US',
    handling_amount: '0.00',
    transaction_subject: f.custom ?? '',
    payment_gross: (f.currency_code || 'USD') === 'USD' ? gross : '',
    shipping: '0.00',
    ipn_track_id: newDebugId(),
  };
  if (status === 'Pending') fields.pending_reason = 'echeck';
  return fields;
}

/** Posts one IPN body to notify_url and records the outcome (status of the listener's answer). */
export async function deliverIpn(ctx: SimContext, txnId: string, paymentStatus: string, notifyUrl: string, body: string): Promise<IpnDelivery> {
  ctx.state.sentIpnBodies.add(body);
  const delivery: IpnDelivery = { txn_id: txnId, payment_status: paymentStatus, notify_url: notifyUrl, body, sentAt: new Date().toISOString(), responseStatus: null };
  ctx.state.ipns.push(delivery);
  if (notifyUrl === '') {
    // Still VERIFIED if posted back by hand; PayPal would use the account's IPN URL, the simulator has none.
    delivery.error = 'the payment has no notify_url';
    return delivery;
  }
  try {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'PayPal IPN ( https://www.paypal.com/ipn )' },
      body,
      signal: AbortSignal.timeout(ctx.ipnTimeoutMs),
    });
    await response.arrayBuffer();
    delivery.responseStatus = response.status;
  } catch (error) {
    delivery.error = error instanceof Error ? error.message : String(error);
  }
  ctx.log(`IPN ${txnId} ${paymentStatus} -> ${notifyUrl} ${delivery.responseStatus ?? delivery.error}`);
  return delivery;
}

/** POST /webscr/sessions/:id/pay|cancel: the buttons of the web payment page. */
export async function handleWebPaymentAction(req: IncomingMessage, res: ServerResponse, ctx: SimContext, sessionId: string, action: string): Promise<void> {
  await readBody(req);
  const payment = ctx.state.webPayments.get(sessionId);
  if (!payment) {
    sendHtml(res, 404, page('Payment not found', '<h1>This payment session has expired</h1><p>Return to the merchant and try again.</p>'));
    return;
  }
  const f = payment.fields;
  if (action === 'cancel') {
    if (payment.status === 'shown') payment.status = 'cancelled';
    ctx.log(`buy-now cancelled`);
    if (f.cancel_return) return redirect(res, f.cancel_return);
    sendHtml(res, 200, page('Payment cancelled', '<h1>Payment cancelled. You can close this window.</h1>'));
    return;
  }
  if (payment.status === 'cancelled') {
    sendHtml(res, 409, page('Payment cancelled', '<h1>This payment was cancelled</h1>'));
    return;
  }
  let fields: Record<string, string>;
  if (payment.status === 'shown') {
    payment.status = 'paid';
    payment.txnId = newTransactionId();
    fields = ipnFields(payment, payment.txnId, ctx.state.config.ipnStatus, ctx);
    const body = new URLSearchParams(fields).toString();
    payment.ipnFields = fields;
    // Delivered before the browser goes back, so the site has processed the IPN when the buyer returns.
    if (f.notify_url) await deliverIpn(ctx, payment.txnId, fields.payment_status ?? '', f.notify_url, body);
    else ctx.state.sentIpnBodies.add(body);
  } else {
    // A second "Pay" (back button, double submit): no second payment, just the way back.
    fields = payment.ipnFields ?? {};
  }
  const status = fields.payment_status ?? 'Completed';
  const returnUrl = f.return;
  if (!returnUrl) {
    sendHtml(res, 200, page('Payment complete', `<h1>Payment ${status === 'Completed' ? 'complete' : 'pending'}. You can close this window.</h1><p>Transaction ${escapeHtml(payment.txnId ?? '')}</p>`));
    return;
  }
  if (f.rm === '2') {
    // rm=2: the browser POSTs all payment variables to the return URL.
    const inputs = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    const label = f.cbt || 'Return to merchant';
    sendHtml(res, 200, page('Payment complete', `<h1>Payment ${status === 'Completed' ? 'complete' : 'pending'}</h1><form id="back" method="post" action="${escapeHtml(returnUrl)}">${inputs}<button type="submit" class="primary">${escapeHtml(label)}</button></form>`, "document.getElementById('back').submit();"));
    return;
  }
  if (f.rm === '1') return redirect(res, withQuery(returnUrl, fields));
  // Default (rm=0): GET with the PDT variables.
  const pdt: Record<string, string> = { tx: payment.txnId ?? '', st: status, amt: fields.mc_gross ?? '', cc: fields.mc_currency ?? 'USD', cm: f.custom ?? '' };
  if (f.item_name) pdt.item_name = f.item_name;
  redirect(res, withQuery(returnUrl, pdt));
}

/** _notify-validate: VERIFIED only if the rest of the body is byte for byte an IPN this simulator sent. */
async function validateIpn(raw: string, res: ServerResponse, ctx: SimContext): Promise<void> {
  const fault = ctx.state.config.failNextVerify;
  if (fault) {
    ctx.state.config.failNextVerify = null;
    ctx.log(`IPN postback: injected fault ${fault}`);
    if (fault === '500') return sendText(res, 500, 'Internal Server Error');
    hold(ctx, res);
    return;
  }
  const prefix = 'cmd=_notify-validate&';
  const original = raw.startsWith(prefix) ? raw.slice(prefix.length) : null;
  const verified = original !== null && ctx.state.sentIpnBodies.has(original);
  const txn = original ? new URLSearchParams(original).get('txn_id') : null;
  ctx.log(`IPN postback ${txn ?? '?'} -> ${verified ? 'VERIFIED' : 'INVALID'}`);
  sendText(res, 200, verified ? 'VERIFIED' : 'INVALID', 'text/html; charset=UTF-8');
}

/** Control API: re-send the last IPN of a transaction unchanged (PayPal re-sends the same message). */
export async function resendIpn(ctx: SimContext, txnId: string): Promise<IpnDelivery | null> {
  const last = [...ctx.state.ipns].reverse().find((d) => d.txn_id === txnId);
  if (!last) return null;
  return deliverIpn(ctx, txnId, last.payment_status, last.notify_url, last.body);
}

/** Control API: the follow-up IPN of a Pending payment that has now cleared (same txn_id, payment_status Completed). */
export async function completePendingIpn(ctx: SimContext, txnId: string): Promise<IpnDelivery | null> {
  const payment = findWebPayment(ctx.state, txnId);
  if (!payment || !payment.ipnFields) return null;
  const fields = ipnFields(payment, txnId, 'Completed', ctx);
  payment.ipnFields = fields;
  const body = new URLSearchParams(fields).toString();
  const notifyUrl = payment.fields.notify_url;
  if (!notifyUrl) {
    ctx.state.sentIpnBodies.add(body);
    return null;
  }
  return deliverIpn(ctx, txnId, 'Completed', notifyUrl, body);
}
