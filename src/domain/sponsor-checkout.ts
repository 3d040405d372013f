// Pure rules of the sponsor checkout, shared by the sponsor pages and the server: what is on sale
// (from the live facts), the buy-now form fields, the treasurer e-mail, PayPal.me links, the stored
// sponsorship record. No I/O here. The sponsor form's schema and payload are in sponsor-form.ts.
// Every sponsor page loads this module, so its schemas use zod/mini (a few KB in the browser, where
// the full zod API of schemas.ts is about 23 KB compressed); only /exact-copy's form needs the latter.
import { z } from 'zod/mini';
import { formatAmount, formatPrice, formatUsd, type Cents } from './money.ts';
import { earlyBirdNote } from './early-bird.ts';
import type { SponsorLevel } from './items.ts';
import type { LiveItem } from './live-facts.ts';
import { keptBadge } from './waiting-list/offer-form.ts';

// Our CSP forbids eval: skip zod's `new Function` probe, which the browser reports as a violation.
z.config({ jitless: true });

// --- Availability --------------------------------------------------------------------------------

/**
 * A sponsor level as a visitor can buy it now, read from GET /api/live-facts (the one availability
 * answer, src/domain/live-facts.ts). remaining null = unlimited.
 */
export interface SponsorOffer {
  id: string;
  priceCents: Cents;
  remaining: number | null;
  /** While an early-bird price runs (`priceCents` is it): the price after it, and when it ends (ISO). */
  earlyBird?: { regularPriceCents: Cents; until: string };
}

/** The sponsor items of the live facts; a level not on sale now (closed, not yet open, sold out) is offered as taken. */
export function sponsorOffers(items: readonly LiveItem[]): SponsorOffer[] {
  return items
    .filter((i) => i.kind === 'sponsor' && Number.isInteger(i.priceCents))
    .map((i) => {
      const early = i.earlyUntil !== null && i.priceCents < i.regularPriceCents;
      return {
        id: i.id,
        priceCents: i.priceCents,
        remaining: i.state === 'on_sale' ? i.left : 0,
        ...(early ? { earlyBird: { regularPriceCents: i.regularPriceCents, until: i.earlyUntil! } } : {}),
      };
    });
}

/** A level as the checkout offers it. */
export interface CheckoutLevel {
  id: string;
  name: string;
  priceCents: Cents;
  description: string;
  /** null = unlimited (no count shown). */
  remaining: number | null;
  taken: boolean;
  /** Kept for this visitor by a waiting-list offer: on sale to them whatever it is to everyone else. */
  kept?: boolean;
  /** While an early-bird price runs (`priceCents` is it): the price after it and when it ends (ISO). */
  earlyBird?: { regularPriceCents: Cents; until: string };
}

/** A checkout level's early-bird note ("early-bird until August 1 (then $3,750)"), or null. */
export const checkoutEarlyBird = (level: CheckoutLevel, timeZone: string): string | null =>
  level.earlyBird ? earlyBirdNote({ priceCents: level.priceCents, regularPriceCents: level.earlyBird.regularPriceCents, earlyUntil: level.earlyBird.until }, timeZone) : null;

/** The sponsor levels with the server's availability laid over them (absent = not known yet). */
export function withAvailability(
  levels: readonly SponsorLevel[],
  live: readonly SponsorOffer[] | null,
): CheckoutLevel[] {
  return levels.map((l) => {
    const a = live?.find((x) => x.id === l.id);
    const remaining = a ? a.remaining : l.capacity;
    // The price set in /admin once the server has said it; the built page's until then.
    const priceCents = a ? a.priceCents : l.priceCents;
    return { id: l.id, name: l.name, priceCents, description: l.description, remaining, taken: remaining === 0, ...(a?.earlyBird ? { earlyBird: a.earlyBird } : {}) };
  });
}

/**
 * The levels with the one a waiting-list offer keeps for this visitor open to them: the live facts
 * say it is sold out (its place is kept), and the server counts the visitor's own offer out.
 */
export function keepLevel(levels: readonly CheckoutLevel[], kept: string | undefined): CheckoutLevel[] {
  return levels.map((l) => (l.id === kept ? { ...l, taken: false, kept: true } : l));
}

/** 'KEPT FOR YOU', '(TAKEN)', 'N available', or '' for an unlimited level. */
export function availabilityLabel(level: Pick<CheckoutLevel, 'remaining' | 'taken' | 'kept'>): string {
  if (level.kept) return keptBadge;
  if (level.taken) return '(TAKEN)';
  return level.remaining === null ? '' : `${level.remaining} available`;
}

/** "Table Sponsor - $3,750" as a list or dropdown shows a level. */
export const levelLine = (level: Pick<CheckoutLevel, 'name' | 'priceCents'>): string =>
  `${level.name} - $${formatPrice(level.priceCents)}`;

// --- Payment links and forms ---------------------------------------------------------------------

export interface BuyNowInput {
  business: string;
  itemPrefix: string;
  levelName: string;
  amountCents: Cents;
  /** The site's origin, e.g. https://woop.example (no trailing slash). */
  origin: string;
  /** The page the visitor pays from: PayPal's cancel button returns there. */
  cancelPath: string;
  /** Where PayPal returns the payer (default /sponsor-payment-success). */
  returnPath?: string;
}

/**
 * The simple buy-now form of SPEC §7 (cmd _xclick ... return /sponsor-payment-success, cancel_return
 * the page itself). One builder for every page that posts or links to PayPal's web payment page;
 * the registration's full form (netlify/lib/payments/paypal/buy-now.ts) adds its fields to these.
 */
export function buildBuyNowFields(input: BuyNowInput): Array<[string, string]> {
  return [
    ['cmd', '_xclick'],
    ['business', input.business],
    ['item_name', `${input.itemPrefix} - ${input.levelName}`],
    ['amount', formatAmount(input.amountCents)],
    ['currency_code', 'USD'],
    ['no_shipping', '1'],
    ['return', `${input.origin}${input.returnPath ?? '/sponsor-payment-success'}`],
    ['cancel_return', `${input.origin}${input.cancelPath}`],
  ];
}

/** A pre-filled e-mail to the treasurer naming the level and amount. */
export function treasurerMailto(treasurerEmail: string, level: Pick<CheckoutLevel, 'name' | 'priceCents'>): string {
  const subject = `WOOP Sponsorship - ${level.name} (${formatUsd(level.priceCents)})`;
  const body =
    `Hello,\n\nI would like to sponsor WOOP at the ${level.name} level (${formatUsd(level.priceCents)}).\n` +
    'Please send me the payment details.\n\nName:\nCompany:\nPhone:\n\nThank you.';
  return `mailto:${treasurerEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** https://paypal.me/<handle>/<amount>USD */
export const paypalMeUrl = (handle: string, amountCents: Cents): string =>
  `https://paypal.me/${encodeURIComponent(handle)}/${formatAmount(amountCents)}USD`;

// --- The sponsorship record kept in the browser (SPEC §3) ----------------------------------------

export const sponsorshipRecordKey = 'sponsorshipRegistration';
export const defaultSponsorName = 'WOOP Sponsor';

/** A string of at most `max` characters; anything else becomes `fallback`. */
const lenient = (max: number, fallback = '') => z.catch(z.string().check(z.maxLength(max)), fallback);

export const sponsorshipRecordSchema = z.object({
  name: z.pipe(
    z.catch(z.string().check(z.trim(), z.maxLength(200)), defaultSponsorName),
    z.transform((v: string) => v || defaultSponsorName),
  ),
  email: lenient(254),
  phone: lenient(40),
  level: lenient(100),
  amount: lenient(20),
  /** An SDK page's new sponsorship: the payment key its player entries are read with (the server checks it). */
  registrationKey: z.optional(lenient(200)),
});
export type SponsorshipRecord = z.infer<typeof sponsorshipRecordSchema>;

/** POST /order/:orderId/capture's answer. Only status COMPLETED is paid; `registrationKey` comes with the capture that recorded it. */
export interface OrderCaptureResult {
  status: string;
  payer: { name: string; email: string };
  registrationKey?: string;
}

export function makeSponsorshipRecord(
  level: Pick<CheckoutLevel, 'name' | 'priceCents'>,
  contact: { name?: string; email?: string; phone?: string; registrationKey?: string } = {},
): SponsorshipRecord {
  return sponsorshipRecordSchema.parse({ ...contact, level: level.name, amount: formatAmount(level.priceCents) });
}

/** Reads a stored record; anything unreadable is null (the page then shows no details). */
export function parseSponsorshipRecord(text: string | null): SponsorshipRecord | null {
  if (!text) return null;
  try {
    const parsed = sponsorshipRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The /easy-payment list: its own static availability, narrowed by the server's where linked. */
export function easyPaymentCheckoutLevels(
  entries: ReadonlyArray<{ id: string; name: string; priceDollars: number; available: number; levelId?: string }>,
  live: readonly SponsorOffer[] | null,
): CheckoutLevel[] {
  return entries.map((e) => {
    const server = e.levelId ? live?.find((a) => a.id === e.levelId) : undefined;
    const remaining = server && server.remaining !== null ? Math.min(e.available, server.remaining) : e.available;
    return { id: e.id, name: e.name, priceCents: Math.round(e.priceDollars * 100), description: '', remaining, taken: remaining === 0 };
  });
}
