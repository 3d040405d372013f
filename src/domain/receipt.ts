// What a receipt or an invoice says, decided from the registration alone: the lines, the
// promo discount, the total, the payment. Pure: netlify/lib/receipts/ draws it as a PDF, and the
// personal page shows the same labels. Money is integer cents; formatUsd is the one formatter.
import type { RegistrationLevel, RoomAddition, SponsorLevel } from './items.ts';
import type { Cents } from './money.ts';
import { withSeats } from './seats/order-form.ts';

/** How a registration was paid, as the personal page, the receipt and the admin show it. */
export const paymentMethods = ['paypal', 'check', 'transfer', 'comped'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  paypal: 'PayPal',
  check: 'Check',
  transfer: 'Bank transfer',
  comped: 'Nothing to pay (comped)',
};

/** Said on every receipt, invoice and e-mail about paying for a registration. */
export const nonRefundableNote = 'Registration fees are non-refundable.';

/** The methods the organizer records by hand in /admin. */
export const offlineMethods = ['check', 'transfer'] as const;

/** "2026-0042": the series (the edition's year) and the gap-free number, padded to 4 digits. */
export const receiptLabel = (series: string, number: number): string => `${series}-${String(number).padStart(4, '0')}`;

/** An invoice is numbered after its registration: "INV-WOOP-7K2M9QX4TB". */
export const invoiceLabel = (registrationId: string): string => `INV-${registrationId}`;

/** The registration facts a receipt or invoice is made of. */
export interface BillableRegistration {
  registrationId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  billingStreet: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  registrationType: string | null;
  roomAdditions: readonly string[];
  promoCode: string | null;
  /** What the server charged (authoritative). */
  amountCents: Cents;
  /** The level's and rooms' prices when it was priced (set in /admin); absent: the list prices. */
  itemPrices?: Readonly<Record<string, Cents>> | null;
  /** Seats bought (2 or more: an order, paid by its buyer); absent: 1. */
  seats?: number;
}

/** The items a document names (content): their names, and list prices for registrations priced before prices were stored. */
export interface DocumentItems {
  levels: readonly Pick<RegistrationLevel | SponsorLevel, 'id' | 'name' | 'priceCents'>[];
  rooms: readonly Pick<RoomAddition, 'id' | 'name' | 'priceCents'>[];
}

export interface DocumentLine {
  description: string;
  /** Negative for the promo discount. */
  amountCents: Cents;
}

/**
 * The lines that add up to the registration's amount: its level (an order: one line per seat, at
 * the level's price), each room, and the promo discount (the difference, so the lines always add
 * up to what was charged even if a list price changed since). Should the list prices add up to
 * less than the amount, one line carries the amount.
 */
export function documentLines(reg: BillableRegistration, items: DocumentItems): DocumentLine[] {
  const level = items.levels.find((l) => l.id === reg.registrationType);
  const levelName = level?.name ?? reg.registrationType ?? 'Registration';
  const rooms = items.rooms;
  const seats = Math.max(1, reg.seats ?? 1);
  const priced = (id: string | null) => (id ? reg.itemPrices?.[id] : undefined);
  const unitCents = priced(reg.registrationType) ?? level?.priceCents ?? reg.amountCents;
  const lines: DocumentLine[] =
    seats > 1
      ? Array.from({ length: seats }, (_, i) => ({ description: `Seat ${i + 1} of ${seats}: ${levelName}`, amountCents: unitCents }))
      : [{ description: `WOOP registration: ${levelName}`, amountCents: unitCents }];
  const roomLines: DocumentLine[] = reg.roomAdditions.map((id) => {
    const room = rooms.find((r) => r.id === id);
    return { description: room?.name ?? id, amountCents: priced(id) ?? room?.priceCents ?? 0 };
  });
  lines.push(...roomLines);
  const listed = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const discount = listed - reg.amountCents;
  if (discount < 0) {
    const named = [withSeats(`WOOP registration: ${levelName}`, seats), ...roomLines.map((l) => l.description)];
    return [{ description: named.join(', '), amountCents: reg.amountCents }];
  }
  if (discount > 0) {
    const code = reg.promoCode ? `Promo code ${reg.promoCode.toUpperCase()}` : 'Discount';
    lines.push({ description: code, amountCents: -discount });
  }
  return lines;
}

/** The billing address lines (the empty parts left out). */
export function billingLines(reg: Pick<BillableRegistration, 'billingStreet' | 'billingCity' | 'billingState' | 'billingZip'>): string[] {
  const cityLine = [reg.billingCity, [reg.billingState, reg.billingZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [reg.billingStreet ?? '', cityLine].filter((l) => l.trim() !== '');
}
