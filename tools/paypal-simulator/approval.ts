import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimContext } from './context.ts';
import { escapeHtml, formatMoney, readBody, redirect, sendHtml, withQuery } from './http.ts';
import { page } from './page.ts';
import { approveOrder, payeeJson } from './rest.ts';
import { awaitingBuyer, type Order } from './state.ts';

/** The message the approval page posts to window.opener (read by the SDK stand-in). */
export type ApprovalOutcome = 'approved' | 'declined' | 'cancelled';

function notifyOpenerScript(order: Order, outcome: ApprovalOutcome): string {
  const message = { source: 'paypal-simulator', type: outcome, orderID: order.id, payerID: order.payer?.payerId ?? null };
  // The opener is the merchant's page on another origin; the message holds only ids, so '*' is fine.
  return `try { if (window.opener) window.opener.postMessage(${JSON.stringify(message)}, '*'); } catch (e) {}`;
}

function orderSummary(order: Order): string {
  const unit = order.purchase_units[0];
  const amount = unit ? formatMoney(unit.amount.value, unit.amount.currency_code) : '';
  const description = unit?.description ? `<p>${escapeHtml(unit.description)}</p>` : '';
  return `<p class="amount">Pay ${escapeHtml(amount)}</p>${description}`;
}

/** Who the buyer pays: the merchant, or the payee the order named (PayPal lets an order pay another account). */
function payeeName(order: Order, ctx: SimContext): string {
  const payee = payeeJson(order.purchase_units[0]?.payee, ctx);
  return payee.email_address ?? payee.merchant_id ?? '';
}

function unknownOrder(res: ServerResponse): void {
  sendHtml(res, 404, page('Order not found', '<h1>Order not found</h1><p>This checkout link is not valid. Return to the merchant and try again.</p>'));
}

export function showApprovalPage(url: URL, res: ServerResponse, ctx: SimContext): void {
  const token = url.searchParams.get('token') ?? '';
  const order = ctx.state.orders.get(token);
  if (!order) return unknownOrder(res);
  const sdk = url.searchParams.get('sdk') === '1' ? '1' : '0';
  if (!awaitingBuyer(order)) {
    sendHtml(res, 200, page('Order already handled', `<h1>This order was already ${order.status === 'COMPLETED' ? 'paid' : 'approved'}</h1><p>You can close this window.</p>`));
    return;
  }
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(order.id)}"><input type="hidden" name="sdk" value="${sdk}">`;
  const button = (action: string, label: string, primary = false): string =>
    `<form method="post" action="/checkoutnow">${hidden}<input type="hidden" name="action" value="${action}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  const body = `<h1>PayPal checkout</h1>
${orderSummary(order)}
<dl><dt>Paying as</dt><dd>${escapeHtml(`${ctx.buyer.givenName} ${ctx.buyer.surname}`)} (${escapeHtml(ctx.buyer.email)})</dd>
<dt>Pay to</dt><dd>${escapeHtml(payeeName(order, ctx))}</dd></dl>
<div class="actions">
${button('pay', 'Pay now', true)}
${button('decline', 'Decline card')}
${button('cancel', 'Cancel')}
</div>`;
  sendHtml(res, 200, page('PayPal checkout', body));
}

/** POST /checkoutnow (form: token, action=pay|decline|cancel, sdk=0|1). */
export async function submitApproval(req: IncomingMessage, res: ServerResponse, ctx: SimContext): Promise<void> {
  const form = new URLSearchParams(await readBody(req));
  const order = ctx.state.orders.get(form.get('token') ?? '');
  if (!order) return unknownOrder(res);
  const action = form.get('action');
  // In the SDK flow the buttons' callbacks take over; return/cancel URLs are for the redirect flow only.
  const sdk = form.get('sdk') === '1';
  if (action === 'pay' || action === 'decline') {
    const wasCreated = awaitingBuyer(order);
    approveOrder(ctx, order, action === 'decline');
    if (wasCreated) ctx.log(`order ${order.id} ${action === 'pay' ? 'approved' : 'approved, card will be declined'}`);
    if (order.returnUrl && !sdk) {
      redirect(res, withQuery(order.returnUrl, { token: order.id, PayerID: order.payer?.payerId ?? '' }));
      return;
    }
    const outcome: ApprovalOutcome = order.declineCapture ? 'declined' : 'approved';
    const text =
      outcome === 'approved'
        ? '<h1>Payment approved. You can close this window.</h1>'
        : '<h1>Your card was declined.</h1><p>You can close this window and choose another way to pay.</p>';
    sendHtml(res, 200, page(outcome === 'approved' ? 'Payment approved' : 'Card declined', `${orderSummary(order)}${text}`, notifyOpenerScript(order, outcome)));
    return;
  }
  if (action === 'cancel') {
    if (awaitingBuyer(order)) order.cancelled = true;
    ctx.log(`order ${order.id} cancelled by the buyer`);
    if (order.cancelUrl && !sdk) {
      redirect(res, withQuery(order.cancelUrl, { token: order.id }));
      return;
    }
    sendHtml(res, 200, page('Payment cancelled', '<h1>Payment cancelled. You can close this window.</h1>', notifyOpenerScript(order, 'cancelled')));
    return;
  }
  sendHtml(res, 400, page('Unknown action', '<h1>Unknown action</h1>'));
}
