import type { SimContext } from './context.ts';
import { fromCents, returnedFeeCents, toCents } from './money.ts';
import { findCapture, refundsOf, type Refund } from './state.ts';

/** The full refund representation (GET /v2/payments/refunds/:id, Prefer: return=representation, order payments.refunds). */
export function refundJson(refund: Refund, ctx: SimContext): Record<string, unknown> {
  const currency = refund.amount.currency_code;
  const money = (cents: number): { currency_code: string; value: string } => ({ currency_code: currency, value: fromCents(cents) });
  const capture = findCapture(ctx.state, refund.captureId);
  const siblings = refundsOf(ctx.state, refund.captureId);
  const before = siblings.slice(0, siblings.indexOf(refund)).reduce((sum, r) => sum + toCents(r.amount.value), 0);
  const amount = toCents(refund.amount.value);
  const fee = capture ? returnedFeeCents(toCents(capture.amount.value), before, amount) : 0;
  const base = ctx.publicUrl();
  const json: Record<string, unknown> = {
    id: refund.id,
    amount: refund.amount,
    seller_payable_breakdown: {
      gross_amount: refund.amount,
      paypal_fee: money(fee),
      net_amount: money(amount - fee),
      total_refunded_amount: money(before + amount),
    },
    status: refund.status,
    create_time: refund.create_time,
    update_time: refund.create_time,
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  };
  if (refund.invoice_id !== undefined) json.invoice_id = refund.invoice_id;
  if (refund.custom_id !== undefined) json.custom_id = refund.custom_id;
  if (refund.note_to_payer !== undefined) json.note_to_payer = refund.note_to_payer;
  return json;
}
