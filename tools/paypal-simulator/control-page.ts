import type { ServerResponse } from 'node:http';
import { refundedCents } from './capture-refunds.ts';
import type { SimContext } from './context.ts';
import { escapeHtml, formatMoney, sendHtml } from './http.ts';
import { adjustmentRefusal, standing, type AdjustmentKind } from './ipn-adjustments.ts';
import { fromCents, toCents } from './money.ts';
import { page } from './page.ts';
import { allCaptures, findCapture, findWebPayment, refundsOf, type Capture, type WebPayment } from './state.ts';

/**
 * GET /__sim/: every buy-now payment and Orders v2 capture, with buttons that refund, reverse or
 * cancel a reversal (plain forms posting to the control API, which redirects back here).
 */

const ACTION_LABELS: Record<AdjustmentKind, string> = { refund: 'Refund', reverse: 'Reverse', 'cancel-reversal': 'Cancel reversal' };

function button(action: string, label: string, id: string): string {
  // The accessible name carries the id, so a test (or a screen reader user) knows which row it acts on.
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit" aria-label="${escapeHtml(`${label} ${id}`)}">${escapeHtml(label)}</button></form>`;
}

export function paymentStatusLabel(payment: WebPayment): string {
  const s = standing(payment);
  if (s.reversedCents !== null) return 'Reversed';
  if (s.refundedCents >= s.grossCents) return 'Refunded';
  const base = s.refundedCents > 0 ? `Partially refunded (${formatMoney(fromCents(s.refundedCents), s.currency)})` : s.paymentStatus;
  return payment.adjustments.some((a) => a.payment_status === 'Canceled_Reversal') ? `${base}, reversal canceled` : base;
}

function paymentRow(payment: WebPayment): string {
  const txn = payment.txnId ?? '';
  const f = payment.ipnFields ?? {};
  const s = standing(payment);
  const buttons = (Object.keys(ACTION_LABELS) as AdjustmentKind[])
    .filter((kind) => adjustmentRefusal(kind, txn, s) === null)
    .map((kind) => button(`/__sim/payments/${encodeURIComponent(txn)}/${kind}`, ACTION_LABELS[kind], txn))
    .join('');
  return `<tr><td><code>${escapeHtml(txn)}</code></td><td>${escapeHtml(formatMoney(fromCents(s.grossCents), s.currency))}</td>
<td>${escapeHtml(f.custom ?? '')}</td><td>${escapeHtml(`${f.first_name ?? ''} ${f.last_name ?? ''}`.trim())}<br>${escapeHtml(f.payer_email ?? '')}</td>
<td>${escapeHtml(paymentStatusLabel(payment))}</td><td><div class="actions">${buttons}</div></td></tr>`;
}

function captureStatusLabel(ctx: SimContext, capture: Capture): string {
  if (capture.status !== 'PARTIALLY_REFUNDED') return capture.status;
  return `PARTIALLY_REFUNDED (${formatMoney(fromCents(refundedCents(ctx, capture)), capture.amount.currency_code)} refunded)`;
}

function captureRow(ctx: SimContext, capture: Capture): string {
  const refundable = capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED';
  const action = refundable ? button(`/__sim/captures/${encodeURIComponent(capture.id)}/refund`, 'Refund', capture.id) : '';
  return `<tr><td><code>${escapeHtml(capture.id)}</code></td><td><code>${escapeHtml(capture.orderId)}</code></td>
<td>${escapeHtml(formatMoney(capture.amount.value, capture.amount.currency_code))}</td><td>${escapeHtml(capture.custom_id ?? '')}</td>
<td>${escapeHtml(captureStatusLabel(ctx, capture))}</td><td><div class="actions">${action}</div></td></tr>`;
}

function table(caption: string, headings: string[], rows: string[], empty: string): string {
  if (rows.length === 0) return `<p>${escapeHtml(empty)}</p>`;
  const head = headings.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  // Focusable and named, so keyboard users can scroll a table wider than a phone screen.
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(caption)}"><table><caption class="visually-hidden">${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join('\n')}</tbody></table></div>`;
}

/** The line shown after a button press (?done=<action>&id=<id>), read back from the state. */
export function doneNotice(ctx: SimContext, done: string | null, id: string | null): string | null {
  if (!done || !id) return null;
  if (done === 'capture-refund') {
    const capture = findCapture(ctx.state, id);
    const refund = refundsOf(ctx.state, id).at(-1);
    if (!capture || !refund) return null;
    return `Refunded ${formatMoney(refund.amount.value, refund.amount.currency_code)} of capture ${id} (refund ${refund.id}); the capture is now ${capture.status}.`;
  }
  const adjustment = findWebPayment(ctx.state, id)?.adjustments.at(-1);
  if (!adjustment) return null;
  const delivery = ctx.state.ipns.findLast((d) => d.txn_id === adjustment.txn_id);
  const answer = delivery?.responseStatus != null ? `sent, the listener answered ${delivery.responseStatus}` : `not delivered: ${delivery?.error ?? 'unknown'}`;
  const amount = formatMoney(fromCents(Math.abs(toCents(adjustment.mc_gross))), delivery ? new URLSearchParams(delivery.body).get('mc_currency') ?? 'USD' : 'USD');
  return `${adjustment.payment_status} ${amount} of ${id}: IPN ${adjustment.txn_id} ${answer}.`;
}

/** Renders the page; `message` is a notice (role=status) or, with `alert`, the error of a refused button press. */
export function sendControlPage(res: ServerResponse, ctx: SimContext, status: number, message: string | null, alert = false): void {
  const payments = [...ctx.state.webPayments.values()].filter((p) => p.status === 'paid').reverse();
  const captures = allCaptures(ctx.state).reverse();
  const notice = message ? `<p role="${alert ? 'alert' : 'status'}">${escapeHtml(message)}</p>` : '<p role="status"></p>';
  const body = `<h1>Simulator payments</h1>
<p>Refund or reverse a payment here to test how the site handles it. The IPN goes to the payment's notify_url.</p>
${notice}
<h2>Buy-now payments (IPN)</h2>
${table('Buy-now payments', ['Transaction', 'Amount', 'Custom', 'Payer', 'Status', 'Actions'], payments.map(paymentRow), 'No buy-now payments yet.')}
<h2>Orders v2 captures</h2>
${table('Orders v2 captures', ['Capture', 'Order', 'Amount', 'Custom id', 'Status', 'Actions'], captures.map((c) => captureRow(ctx, c)), 'No captures yet.')}`;
  res.setHeader('Cache-Control', 'no-store');
  // No script on this page; forms post back to the simulator only.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  sendHtml(res, status, page('Payments', body, '', { wide: true }));
}
