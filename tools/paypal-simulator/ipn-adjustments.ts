import type { SimContext } from './context.ts';
import { newDebugId, newTransactionId, newVerifySign } from './ids.ts';
import { fromCents, parseControlAmount, returnedFeeCents, toCents } from './money.ts';
import { findWebPayment, type IpnDelivery, type PaymentAdjustment, type WebPayment } from './state.ts';
import { deliverIpn, NOTIFY_VERSION, paymentDate } from './webscr.ts';

/**
 * Refunds, reversals (chargebacks) and cancelled reversals of buy-now payments. Each is a new
 * transaction with its own txn_id whose IPN names the payment in parent_txn_id, as PayPal's do.
 */

export type AdjustmentKind = 'refund' | 'reverse' | 'cancel-reversal';

/** reason_code values PayPal sends with a Reversed IPN. */
export const REVERSAL_REASONS = ['chargeback', 'buyer-complaint', 'unauthorized_claim', 'admin_reversal'] as const;

export type AdjustmentOutcome = { ok: true; delivery: IpnDelivery } | { ok: false; status: 400 | 404 | 409; error: string };

export interface PaymentStanding {
  grossCents: number;
  currency: string;
  refundedCents: number;
  /** The amount of the reversal in force (chargeback not cancelled), else null. */
  reversedCents: number | null;
  /** The payment_status of the payment's own IPN: Completed or Pending. */
  paymentStatus: string;
}

export function standing(payment: WebPayment): PaymentStanding {
  const fields = payment.ipnFields ?? {};
  let refundedCents = 0;
  let reversedCents: number | null = null;
  for (const adjustment of payment.adjustments) {
    const cents = toCents(adjustment.mc_gross);
    if (adjustment.payment_status === 'Refunded') refundedCents -= cents;
    else reversedCents = adjustment.payment_status === 'Reversed' ? -cents : null;
  }
  return {
    grossCents: toCents(fields.mc_gross ?? payment.fields.amount ?? '0'),
    currency: fields.mc_currency ?? 'USD',
    refundedCents,
    reversedCents,
    paymentStatus: fields.payment_status ?? '',
  };
}

/** Why this adjustment cannot be made now, or null. */
export function adjustmentRefusal(kind: AdjustmentKind, txnId: string, s: PaymentStanding): string | null {
  if (kind === 'cancel-reversal') return s.reversedCents === null ? `payment ${txnId} is not reversed` : null;
  if (s.reversedCents !== null) return `payment ${txnId} is reversed (chargeback); cancel the reversal first`;
  if (s.paymentStatus !== 'Completed') return `payment ${txnId} is ${s.paymentStatus}; complete it first (POST /__sim/ipn/complete)`;
  if (s.refundedCents >= s.grossCents) return `payment ${txnId} is already fully refunded`;
  return null;
}

/** The IPN of an adjustment: the payment's fields, signed amounts, new txn_id, parent_txn_id, no txn_type (as PayPal's). */
function adjustmentFields(payment: WebPayment, adjustment: PaymentAdjustment, parentTxnId: string, feeCents: number): Record<string, string> {
  const f = payment.ipnFields ?? {};
  const usd = f.mc_currency === 'USD';
  const fee = fromCents(feeCents);
  return {
    mc_gross: adjustment.mc_gross,
    protection_eligibility: f.protection_eligibility ?? 'Eligible',
    payer_id: f.payer_id ?? '',
    payment_date: paymentDate(new Date(adjustment.at)),
    payment_status: adjustment.payment_status,
    charset: f.charset ?? 'UTF-8',
    first_name: f.first_name ?? '',
    mc_fee: fee,
    notify_version: NOTIFY_VERSION,
    reason_code: adjustment.reason_code,
    custom: f.custom ?? '',
    business: f.business ?? '',
    verify_sign: newVerifySign(),
    payer_email: f.payer_email ?? '',
    parent_txn_id: parentTxnId,
    txn_id: adjustment.txn_id,
    payment_type: f.payment_type ?? 'instant',
    last_name: f.last_name ?? '',
    receiver_email: f.receiver_email ?? '',
    payment_fee: usd ? fee : '',
    receiver_id: f.receiver_id ?? '',
    item_name: f.item_name ?? '',
    mc_currency: f.mc_currency ?? 'USD',
    item_number: f.item_number ?? '',
    residence_country: f.residence_country ?? 'US',
    handling_amount: '0.00',
    transaction_subject: f.transaction_subject ?? '',
    payment_gross: usd ? adjustment.mc_gross : '',
    shipping: '0.00',
    ipn_track_id: newDebugId(),
  };
}

export interface AdjustmentRequest {
  /** Refund only: part of the payment, e.g. "100.00" (default: all that is not refunded yet). */
  amount?: unknown;
  /** Reverse only: one of REVERSAL_REASONS (default chargeback). */
  reason_code?: unknown;
}

/**
 * Issues a refund, reversal or cancelled reversal of the buy-now payment `txnId` and sends its IPN
 * to the payment's notify_url. The state changes before the IPN goes out, so two requests at once
 * cannot refund the same money twice.
 */
export async function adjustPayment(ctx: SimContext, txnId: string, kind: AdjustmentKind, request: AdjustmentRequest = {}): Promise<AdjustmentOutcome> {
  const payment = findWebPayment(ctx.state, txnId);
  if (!payment || payment.status !== 'paid') return { ok: false, status: 404, error: `no buy-now payment with txn_id ${txnId}` };
  const s = standing(payment);
  const refused = adjustmentRefusal(kind, txnId, s);
  if (refused) return { ok: false, status: 409, error: refused };

  const left = s.grossCents - s.refundedCents;
  let cents = left;
  let reason = kind === 'refund' ? 'refund' : 'other';
  if (kind === 'refund') {
    const amount = parseControlAmount(request.amount);
    if (!amount.ok) return { ok: false, status: 400, error: amount.error };
    cents = amount.cents ?? left;
    if (cents > left) return { ok: false, status: 400, error: `amount ${fromCents(cents)} is more than the ${fromCents(left)} not yet refunded` };
  }
  if (kind === 'reverse') {
    reason = request.reason_code === undefined || request.reason_code === '' ? 'chargeback' : String(request.reason_code);
    if (!(REVERSAL_REASONS as readonly string[]).includes(reason)) {
      return { ok: false, status: 400, error: `reason_code must be one of ${REVERSAL_REASONS.join(', ')}` };
    }
  }
  // A reversal takes back what the buyer still has paid; cancelling it gives that back.
  const signed = kind === 'cancel-reversal' ? (s.reversedCents ?? 0) : -cents;
  const fee = returnedFeeCents(s.grossCents, s.refundedCents, Math.abs(signed));
  const status = kind === 'refund' ? 'Refunded' : kind === 'reverse' ? 'Reversed' : 'Canceled_Reversal';
  const adjustment: PaymentAdjustment = { txn_id: newTransactionId(), payment_status: status, reason_code: reason, mc_gross: fromCents(signed), at: new Date().toISOString() };
  payment.adjustments.push(adjustment);
  const fields = adjustmentFields(payment, adjustment, txnId, signed < 0 ? -fee : fee);
  const body = new URLSearchParams(fields).toString();
  ctx.log(`buy-now ${txnId}: ${status} ${adjustment.mc_gross} as ${adjustment.txn_id}`);
  return { ok: true, delivery: await deliverIpn(ctx, adjustment.txn_id, status, payment.fields.notify_url ?? '', body) };
}
