// What the admin endpoints answer, written once for the server (which builds these shapes) and
// the dashboard (which parses them). The states are DESIGN.md's "Registration and payment states".
import { z } from './zod.ts';
import { entryStates } from './sponsor-entries.ts';
import { orderSeatViewSchema } from './seats/views.ts';

/**
 * A registration's payment state as the organizer sees it. `expired` is derived: a pending
 * registration whose hold (PAYMENT_HOLD_SECONDS) has ended unpaid.
 */
export const registrationStates = ['pending', 'expired', 'paid', 'comped', 'refunded', 'reversed'] as const;
export type RegistrationState = (typeof registrationStates)[number];

/**
 * Why a paid registration needs the organizer to refund it: its payment arrived after its place
 * (or its single-use code) was given away, it was paid a second time, or a payment without a
 * registration came for a level not on sale.
 */
export const paymentFlags = ['over_capacity', 'promo_code_taken', 'paid_twice', 'not_on_sale'] as const;
export type PaymentFlag = (typeof paymentFlags)[number];

/** PayPal mode of the server: the simulator, PayPal's sandbox, real money, or not set (payments refused). */
export const paypalModes = ['live', 'sandbox', 'local', 'unset'] as const;
export type PaypalMode = (typeof paypalModes)[number];

const isoTime = z.string();

/** A sponsorship's player entry: its code, and who used it (src/domain/sponsor-entries.ts). */
export const sponsorEntrySchema = z.object({
  code: z.string(),
  state: z.enum(entryStates),
  usedBy: z.object({ registrationId: z.string(), name: z.string() }).nullable(),
});

/** GET /api/admin/registrations -> AdminListItem[] (newest first). SPEC §3's admin list item, plus payment facts. */
export const adminListItemSchema = z.object({
  id: z.number(),
  registrationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  registrationType: z.string().nullable(),
  /** The level's name, or 'Player' when the type is missing. */
  registrationTypeName: z.string(),
  /** SPEC's text amount, "2450.00": what the server charges. */
  amount: z.string().nullable(),
  /** registered | canceled (SPEC: anything else is shown as Unknown). */
  status: z.string(),
  paymentStatus: z.string(),
  state: z.enum(registrationStates),
  /** When a pending registration's hold ends (or ended). */
  holdExpiresAt: isoTime.nullable(),
  /** What PayPal (or the organizer) recorded as paid, in cents. */
  paidCents: z.number().int().nullable(),
  paidAt: isoTime.nullable(),
  /** PayPal's transaction (IPN txn_id or capture id). */
  txnId: z.string().nullable(),
  flag: z.enum(paymentFlags).nullable(),
  /** A player registered with a sponsor's entry: the sponsorship and its sponsor's name (company, else person). */
  sponsoredBy: z.object({ registrationId: z.string(), name: z.string() }).nullable(),
  /** A sponsorship's player entries (none before it is paid, and none for other registrations). */
  entries: z.array(sponsorEntrySchema),
  /** An order of several seats (its buyer pays and is not a player): each seat with its player, or none yet. Null for any other row. */
  orderSeats: z.array(orderSeatViewSchema).nullable(),
  /** A player named on an order's seat: the order, its buyer, and the seat held now (null: handed over to someone else). */
  boughtBy: z
    .object({ orderId: z.string(), buyerName: z.string(), buyerCompany: z.string().nullable(), seatNo: z.number().int().nullable() })
    .nullable(),
  createdAt: isoTime,
  /** The receipt's number ("2026-0042") once paid or comped. */
  receiptNumber: z.string().nullable().optional(),
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;
export const adminListSchema = z.array(adminListItemSchema);

/** Counts of one level's registrations by what they hold. */
export const levelTotalsSchema = z.object({
  id: z.string(),
  name: z.string(),
  paid: z.number().int(),
  comped: z.number().int(),
  /** Pending and still within their hold. */
  held: z.number().int(),
});

/** A sponsor level's places: `taken` counts the places sold (paid or comped registrations, and orders captured or being captured). */
export const sponsorPlacesSchema = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  taken: z.number().int(),
  /** null when the level has no limit. */
  left: z.number().int().nullable(),
});

/** Checked-in registrations against the paid (and comped) ones: the dashboard's and the door's count. */
export const checkInCountSchema = z.object({ checkedIn: z.number().int(), expected: z.number().int() });
export type CheckInCount = z.infer<typeof checkInCountSchema>;

/** GET /api/admin/stats */
export const adminStatsSchema = z.object({
  /** The edition the dashboard manages, from the content: "2026 · 4th annual". */
  edition: z.string(),
  /** The live facts' answer: at least one player level is on sale now. */
  registrationOpen: z.boolean(),
  /** The player levels on sale now, by name. */
  levelsOnSale: z.array(z.string()),
  registrationCount: z.number().int(),
  registrationInterestCount: z.number().int(),
  /** E-mails given up on after every retry. */
  undeliveredMailCount: z.number().int(),
  paypalMode: z.enum(paypalModes),
  /** Paid registrations and Orders v2 sponsorships, less what was refunded or reversed. */
  paidRevenueCents: z.number().int(),
  /** The amounts of pending registrations still within their hold. */
  heldCents: z.number().int(),
  /** Paid registrations whose place was given away meanwhile: the organizer refunds them. */
  flaggedCount: z.number().int(),
  levels: z.array(levelTotalsSchema),
  sponsorPlaces: z.array(sponsorPlacesSchema),
  /** Check-in at the door (/admin/check-in). */
  checkIn: checkInCountSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * What the server did with a payment message. Every message is kept, including the ones that
 * changed nothing, so nothing a payer sent is invisible.
 */
export const paymentOutcomes = [
  'paid', // marked the registration (or sponsorship order) paid
  'over_capacity', // paid, but the place had been given away: refund it
  'promo_code_taken', // paid, but its single-use code had been given away: refund it
  'not_on_sale', // a payment without a registration for a level not on sale: refund it
  'duplicate', // seen before: changed nothing
  'amount_mismatch',
  'wrong_receiver',
  'wrong_currency',
  'invalid', // PayPal says it did not send it (unverified)
  'test_ipn_on_live', // a sandbox message sent to the live site
  'unknown_registration',
  'unknown_order', // an Orders v2 order this server did not create
  'missing_txn_id',
  'not_completed', // Pending, Failed, Denied ...
  'paid_twice', // a second payment for a registration already paid: refund it
  'refunded',
  'partial_refund', // part of the payment went back: the registration stays paid
  'reversed',
  'reversal_canceled', // Canceled_Reversal: the money came back
  'unknown_payment', // a refund or reversal for a payment we never recorded
  'declined',
  'sold_out', // a capture refused before any money moved: the level was full
  'retry_later', // verification unavailable: PayPal resends it
  'processing',
] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** GET /api/admin/payments -> PaymentEventItem[] (newest first). */
export const paymentEventItemSchema = z.object({
  id: z.number(),
  receivedAt: isoTime,
  /** 'ipn' (buy-now notification), 'order_capture' (Orders v2), 'order_check' (a refund found by re-reading a capture). */
  kind: z.string(),
  txnId: z.string().nullable(),
  orderId: z.string().nullable(),
  /** PayPal's status: Completed, Refunded, Reversed, COMPLETED, REFUNDED ... */
  providerStatus: z.string().nullable(),
  /** VERIFIED / INVALID / UNAVAILABLE for an IPN; CAPTURE for an order. */
  verification: z.string(),
  /** One of paymentOutcomes; an older or unknown value is shown as it is. */
  outcome: z.string(),
  registrationId: z.string().nullable(),
  /** What the message said was paid (negative for a refund), when it said. */
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  payerEmail: z.string().nullable(),
});
export type PaymentEventItem = z.infer<typeof paymentEventItemSchema>;
export const paymentEventListSchema = z.array(paymentEventItemSchema);

/**
 * A registration id in an admin URL (/api/admin/registrations/:registrationId). Anything else is
 * simply not found; a NUL is refused here because PostgreSQL cannot compare text holding U+0000.
 */
export const registrationIdParamSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((id) => !id.includes('\0'));
