// Money is integer cents everywhere; this file is the one place that turns it into text.
export type Cents = number;

export const dollarsToCents = (dollars: number): Cents => Math.round(dollars * 100);

// Made on first use, not when this module loads: creating the first Intl formatter loads the
// locale data, and every server function loads this module whether or not it formats an amount.
let withDecimals: Intl.NumberFormat | undefined;
let whole: Intl.NumberFormat | undefined;

/** "2,450" — a price as the level list shows it. */
export const formatPrice = (cents: Cents): string => (whole ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(cents / 100);

/** "2450.00" — two decimals, no symbol or separator (PayPal amounts, the total on the button). */
export const formatAmount = (cents: Cents): string => (cents / 100).toFixed(2);

/** "$2,450.00" */
export const formatUsd = (cents: Cents): string =>
  `$${(withDecimals ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(cents / 100)}`;

/** "5,000", or "1,250.50" when there are cents: an amount as a person types it (no symbol). */
export const formatDollars = (cents: Cents): string => (cents % 100 === 0 ? formatPrice(cents) : formatUsd(cents).slice(1));

/**
 * The most an organizer can enter as a price, a discount or a payment received: far above any
 * level, and far below what the database's integer cents hold ($21,474,836.47), so a typo gets a
 * field error rather than an overflow.
 */
export const maxAmountCents: Cents = 100_000_000;
export const tooMuchMessage = (what: string): string => `${what} must be ${formatUsd(maxAmountCents)} or less`;

/** Parses "2450", "2,450.00" or "$2,450.5" to cents; null when it is not a plain amount. */
export function parseAmount(text: string): Cents | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  return dollarsToCents(Number(cleaned));
}
