/** Amounts as integer cents, so refunds add up exactly ("2450.00" - "100.00" - "2350.00" = 0). */

/** PayPal's documented value format for a positive amount with at most 2 decimals (no sign, $ or commas). */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

export function toCents(value: string): number {
  return Math.round(Number(value) * 100);
}

/** 245000 -> "2450.00"; negative cents keep their sign ("-2450.00"), as in refund IPNs. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** The simulator's stand-in for PayPal's fee: 3.49% + $0.49 (US standard rate for PayPal checkout). */
export function feeCents(grossCents: number): number {
  return Math.round(grossCents * 0.0349 + 49);
}

/**
 * The fee returned with `partCents` of a payment of `grossCents` when `beforeCents` were returned
 * already: pro rata, as PayPal returns fees on partial refunds, so that the parts add up to the whole fee.
 */
export function returnedFeeCents(grossCents: number, beforeCents: number, partCents: number): number {
  const fee = feeCents(grossCents);
  const share = (cents: number): number => (grossCents === 0 ? 0 : Math.round((fee * cents) / grossCents));
  return share(beforeCents + partCents) - share(beforeCents);
}

/** The optional `amount` of a control-API refund ("100.00"): its cents, none given, or an error naming the field. */
export function parseControlAmount(raw: unknown): { ok: true; cents?: number } | { ok: false; error: string } {
  if (raw === undefined || raw === '') return { ok: true };
  if (typeof raw !== 'string' || !AMOUNT_PATTERN.test(raw) || toCents(raw) <= 0) {
    return { ok: false, error: `amount must be a positive amount like "100.00", got ${JSON.stringify(raw)}` };
  }
  return { ok: true, cents: toCents(raw) };
}
