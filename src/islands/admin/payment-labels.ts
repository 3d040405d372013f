// Words for the payment facts of admin-contract.ts: registration states, flags, PayPal modes and
// what the server did with each payment message. Pure; the dashboard and its tests share them.
import type { PaymentFlag, PaymentOutcome, PaypalMode, RegistrationState } from '../../domain/admin-contract.ts';

export const stateLabels: Record<RegistrationState, string> = {
  pending: 'Pending',
  expired: 'Expired',
  paid: 'Paid',
  comped: 'Comped',
  refunded: 'Refunded',
  reversed: 'Reversed',
};

export const flagLabels: Record<PaymentFlag, string> = {
  over_capacity: 'Over capacity: refund',
  promo_code_taken: 'Promo code taken: refund',
  paid_twice: 'Paid twice: refund one payment',
  not_on_sale: 'Not on sale: refund',
};

export const modeLabels: Record<PaypalMode, string> = {
  live: 'PayPal: live',
  sandbox: 'PayPal: sandbox',
  local: 'PayPal: local simulator',
  unset: 'PayPal: not set — payments are refused',
};

/** ok: money arrived as expected; attention: the organizer should look; neutral: nothing to do. */
export type Tone = 'ok' | 'attention' | 'neutral';

const outcomes: Record<PaymentOutcome, { label: string; tone: Tone }> = {
  paid: { label: 'Paid', tone: 'ok' },
  over_capacity: { label: 'Paid, over capacity: refund', tone: 'attention' },
  promo_code_taken: { label: 'Paid, promo code taken: refund', tone: 'attention' },
  not_on_sale: { label: 'Paid, level not on sale: refund', tone: 'attention' },
  duplicate: { label: 'Duplicate (no change)', tone: 'neutral' },
  amount_mismatch: { label: 'Amount mismatch', tone: 'attention' },
  wrong_receiver: { label: 'Wrong receiver', tone: 'attention' },
  wrong_currency: { label: 'Wrong currency', tone: 'attention' },
  invalid: { label: 'Unverified', tone: 'attention' },
  test_ipn_on_live: { label: 'Sandbox message on the live site', tone: 'attention' },
  unknown_registration: { label: 'Unknown registration', tone: 'attention' },
  unknown_order: { label: 'Order not created by this site', tone: 'attention' },
  missing_txn_id: { label: 'No transaction ID', tone: 'attention' },
  not_completed: { label: 'Not completed', tone: 'neutral' },
  paid_twice: { label: 'Paid twice: refund one payment', tone: 'attention' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  partial_refund: { label: 'Partly refunded (still paid)', tone: 'neutral' },
  reversed: { label: 'Reversed (chargeback)', tone: 'attention' },
  reversal_canceled: { label: 'Reversal canceled (money back)', tone: 'ok' },
  unknown_payment: { label: 'Refund of an unknown payment', tone: 'attention' },
  declined: { label: 'Declined', tone: 'neutral' },
  sold_out: { label: 'Refused: sold out', tone: 'neutral' },
  retry_later: { label: 'Verification unavailable (PayPal resends)', tone: 'neutral' },
  processing: { label: 'Processing', tone: 'neutral' },
};

const isKnownOutcome = (outcome: string): outcome is PaymentOutcome => Object.hasOwn(outcomes, outcome);

/** A readable label; an outcome this dashboard does not know is shown as sent. */
export function outcomeLabel(outcome: string): string {
  return isKnownOutcome(outcome) ? outcomes[outcome].label : outcome;
}

/** Unknown outcomes need a look too: nothing a payer sent may pass unseen. */
export function outcomeTone(outcome: string): Tone {
  return isKnownOutcome(outcome) ? outcomes[outcome].tone : 'attention';
}

const kinds: Record<string, string> = {
  ipn: 'IPN',
  order_capture: 'Order capture',
  order_check: 'Order refund check',
  check: 'Check (recorded)',
  transfer: 'Bank transfer (recorded)',
};

export function kindLabel(kind: string): string {
  return kinds[kind] ?? kind;
}
