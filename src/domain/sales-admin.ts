// /admin's sales screens: what the organizer types, as zod schemas shared by the form (errors under
// each field, before sending) and the server (the same errors, and nothing changed), and what the
// admin endpoints answer. Times are typed on the venue's wall clock; the server turns them into
// instants in the venue's time zone (content), which it passes in. The one check that needs the
// edition (an early-bird price must end before the event) is the server's: the form shows its
// field error when the save answers.
import { z } from './zod.ts';
import { maxAmountCents, parseAmount, tooMuchMessage } from './money.ts';
import { isIsoDay } from './iso-day.ts';
import { isPromoCodeShape, maxPromoCodeLength, normalizePromoCode } from './promo-codes.ts';
import type { SalesSetting } from './sales.ts';
import { fromVenueLocalTime, isWallClockTime } from './venue-time.ts';

const saleStates = ['on_sale', 'closed', 'sold_out'] as const;
export const saleStateLabels: Record<(typeof saleStates)[number], string> = { on_sale: 'On sale', closed: 'Closed', sold_out: 'Sold out' };

/** The venue wall-clock text of a datetime-local field ('' = none). */
const venueTime = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isWallClockTime(v), `Enter ${label} as a date and time, for example 2027-06-01 09:00`);
const money = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || parseAmount(v) !== null, `Enter ${label} in dollars, for example 2,000 or 2000.00`)
    .refine((v) => (parseAmount(v) ?? 0) <= maxAmountCents, tooMuchMessage(label.replace(/^the /, 'The ')));

/** PUT /api/admin/sales/items/:id */
export const salesItemInputSchema = z
  .object({
    version: z.number().int(),
    state: z.enum(saleStates, 'Choose on sale, closed or sold out'),
    opensAt: venueTime('the opening time'),
    closesAt: venueTime('the closing time'),
    capacity: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{1,6}$/.test(v), 'Capacity must be a whole number of places, 0 or more, or blank for unlimited'),
    price: money('the price'),
    earlyPrice: money('the early-bird price'),
    earlyUntil: venueTime('the end of the early-bird price'),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const price = parseAmount(v.price);
    if (v.price === '') issue('price', 'Enter the price');
    else if (price !== null && price <= 0) issue('price', 'The price must be more than $0');
    // Wall-clock texts of one zone compare as text ('YYYY-MM-DDTHH:MM').
    if (v.opensAt && v.closesAt && v.closesAt <= v.opensAt) issue('closesAt', 'The closing time must be after the opening time');
    const early = v.earlyPrice ? parseAmount(v.earlyPrice) : null;
    if (v.earlyPrice && !v.earlyUntil) issue('earlyUntil', 'Enter when the early-bird price ends');
    if (v.earlyUntil && !v.earlyPrice) issue('earlyPrice', 'Enter the early-bird price, or clear its end');
    if (early !== null && early <= 0) issue('earlyPrice', 'The early-bird price must be more than $0');
    else if (early !== null && price !== null && early >= price) issue('earlyPrice', 'The early-bird price must be lower than the price');
  });
export type SalesItemInput = z.input<typeof salesItemInputSchema>;

/** What a save of an item sets: its sales setting without the id and kind it keeps. */
export type SalesItemValues = Omit<SalesSetting, 'id' | 'kind'>;

/** The edition the settings are for: an early-bird price must end before its last day does. */
export interface SalesEdition {
  endDate: string;
  label: string;
}

/** An item's state now in words ("Not yet open: opens 2027-06-01 09:00"), from its stateName. */
export function stateWords(item: Pick<AdminSalesItem, 'stateName' | 'state' | 'opensAt' | 'closesAt'>): string {
  const at = (text: string) => text.replace('T', ' ');
  switch (item.stateName) {
    case 'not_yet_open':
      return `Not yet open: opens ${at(item.opensAt)}`;
    case 'ended':
      return `Ended: closed ${at(item.closesAt)}`;
    case 'sold_out':
      // Set on sale, sold out by its capacity: say both.
      return item.state === 'on_sale' ? 'Sold out (capacity reached)' : 'Sold out';
    case 'not_on_sale':
      return 'Not on sale';
    default:
      return saleStateLabels[item.stateName];
  }
}

/** "2026 · 4th annual": the edition the dashboard manages (the content's upcoming one). */
export const editionLabel = (year: number, edition: string): string => `${year} · ${edition}`;

/** Why the early-bird end is refused (after the event's last day), else undefined. */
export function earlyUntilRefusal(v: z.output<typeof salesItemInputSchema>, edition: SalesEdition): string | undefined {
  return v.earlyUntil && v.earlyUntil > `${edition.endDate}T23:59` ? `The early-bird price must end before the event (${edition.label})` : undefined;
}

/** A valid input as the row's values, its times read on the venue's clock. */
export function salesItemValues(v: z.output<typeof salesItemInputSchema>, timeZone: string): SalesItemValues {
  const at = (text: string) => (text ? fromVenueLocalTime(text, timeZone) : null);
  return {
    state: v.state,
    opensAt: at(v.opensAt),
    closesAt: at(v.closesAt),
    capacity: v.capacity === '' ? null : Number(v.capacity),
    priceCents: parseAmount(v.price)!,
    earlyPriceCents: v.earlyPrice ? parseAmount(v.earlyPrice) : null,
    earlyUntil: at(v.earlyUntil),
  };
}

const day = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDay(v), `Enter the ${label} as a date, for example 2027-06-01`);

/** POST /api/admin/sales/promo-codes and PUT /api/admin/sales/promo-codes/:id */
export const promoCodeInputSchema = z
  .object({
    version: z.number().int().optional(),
    code: z
      .string('Enter the code')
      .transform((v) => normalizePromoCode(v))
      .refine((v) => v.length > 0, 'Enter the code')
      .refine((v) => v.length <= maxPromoCodeLength, `The code must be ${maxPromoCodeLength} characters or fewer`)
      .refine((v) => v.length > maxPromoCodeLength || v.length === 0 || isPromoCodeShape(v), 'The code must have no spaces'),
    kind: z.enum(['off', 'percent', 'fixed'], 'Choose amount off, percentage off or fixed price'),
    amount: z.string().trim(),
    levelIds: z.array(z.string()).default([]),
    restrictionMessage: z.string().trim().max(300, 'The message must be 300 characters or fewer').default(''),
    maxUses: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[1-9]\d{0,5}$/.test(v), 'Uses must be a whole number, 1 or more, or blank for unlimited'),
    firstDay: day('first day'),
    lastDay: day('last day'),
    disabled: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'percent') {
      if (!/^\d{1,3}$/.test(v.amount) || Number(v.amount) < 1) issue('amount', 'Enter the percentage off, a whole number from 1 to 100');
      else if (Number(v.amount) > 100) issue('amount', 'The percentage off must be 100 or less');
    } else {
      const cents = parseAmount(v.amount);
      if (cents === null) issue('amount', 'Enter the amount in dollars, for example 250 or 250.00');
      else if (v.kind === 'off' && cents <= 0) issue('amount', 'The amount off must be more than $0');
      else if (cents > maxAmountCents) issue('amount', tooMuchMessage('The amount'));
    }
    if (v.firstDay && v.lastDay && v.lastDay < v.firstDay) issue('lastDay', 'The last day must be on or after the first day');
  });
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>;

/** The row's discount value: cents, or a percentage. */
export const promoDiscountValue = (v: z.output<typeof promoCodeInputSchema>): number =>
  v.kind === 'percent' ? Number(v.amount) : parseAmount(v.amount)!;

// ---- Answers ----

const placeCount = { taken: z.number().int(), held: z.number().int(), left: z.number().int().nullable() };

export const adminSalesItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['player', 'room', 'sponsor']),
  name: z.string(),
  /** The organizer's setting, and the state a visitor meets now (times and capacity applied). */
  state: z.enum(saleStates),
  effectiveState: z.enum(saleStates),
  /** What the dashboard calls the state now (sales.ts stateName). */
  stateName: z.enum(['on_sale', 'not_yet_open', 'ended', 'closed', 'sold_out', 'not_on_sale']),
  /** Venue wall-clock text ('' = none), as the fields show them. */
  opensAt: z.string(),
  closesAt: z.string(),
  capacity: z.number().int().nullable(),
  priceCents: z.number().int(),
  earlyPriceCents: z.number().int().nullable(),
  earlyUntil: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  ...placeCount,
});
export type AdminSalesItem = z.infer<typeof adminSalesItemSchema>;

export const adminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['off', 'percent', 'fixed']),
  /** Cents, or a percentage. */
  value: z.number().int(),
  levelIds: z.array(z.string()),
  restrictionMessage: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  disabled: z.boolean(),
  /** The edition (year) it was made for; null: made before codes kept their edition. */
  editionYear: z.number().int().nullable(),
  version: z.number().int(),
  /** The registrations that hold with it (paid or comped, or pending within their hold). */
  uses: z.array(z.object({ registrationId: z.string(), name: z.string(), paymentStatus: z.string() })),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

const salesAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** GET /api/admin/sales */
export const adminSalesSchema = z.object({
  /** The edition the settings are for (the content's upcoming one): "2026 · 4th annual". */
  edition: z.object({ year: z.number().int(), label: z.string() }),
  items: z.array(adminSalesItemSchema),
  promoCodes: z.array(adminPromoCodeSchema),
  /** The enabled codes "Disable last edition's codes" would disable now. */
  lastEditionCodes: z.array(z.string()),
  audit: z.array(salesAuditEntrySchema),
});
export type AdminSales = z.infer<typeof adminSalesSchema>;

export const concurrentSaveMessage = 'Someone else saved this meanwhile. Their values are shown now: check them and save again.';
export const duplicateCodeMessage = 'A code with this name exists already (codes ignore upper and lower case)';

/** POST /api/admin/sales/disable-last-edition-codes { codes }: the codes the organizer was shown and confirmed. */
export const disableLastEditionInputSchema = z.object({
  codes: z.array(z.string('codes: send the codes you confirmed').max(100), 'codes: send the codes you confirmed').max(1000, 'codes: send the codes you confirmed'),
});
export const disableLastEditionAnswerSchema = z.object({ disabled: z.array(z.string()) });
export const lastEditionChangedMessage = (n: number): string =>
  `The list of last edition's codes changed meanwhile: ${n === 1 ? '1 code' : `${n} codes`} now. Check the list and try again.`;
