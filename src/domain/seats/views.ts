// What the personal page shows of seats (part of POST /api/my-registration's answer, checked by the
// page with these schemas).
import { z } from '../zod.ts';
import { linkKinds, type LinkKind, type TransferWindow } from './seat.ts';

/** A link waiting to be used: a claim link sent to a colleague, or a transfer waiting for its confirmation. */
export const openSeatLinkSchema = z.object({
  kind: z.enum(linkKinds),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  sentAt: z.string(),
});
export type OpenSeatLink = z.infer<typeof openSeatLinkSchema>;

const closing = {
  /** ISO time players' transfers close (null: no upcoming event date). */
  transfersCloseAt: z.string().nullable(),
  /** The same on the venue's clock, in words. */
  transfersCloseLabel: z.string().nullable(),
  transfersOpen: z.boolean(),
};

/** One seat of an order, as its buyer sees it (and the organizer in /admin). */
export const orderSeatViewSchema = z.object({
  seatNo: z.number().int(),
  /** The player now; null: not named yet. */
  player: z.object({ registrationId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  link: openSeatLinkSchema.nullable(),
});
export type OrderSeatView = z.infer<typeof orderSeatViewSchema>;

/** The buyer's page: the order's seats. */
export const orderViewSchema = z.object({ seats: z.array(orderSeatViewSchema), ...closing });
export type OrderView = z.infer<typeof orderViewSchema>;

/** A seat's player's page: where the seat came from, and handing it over. */
export const heldSeatViewSchema = z.object({
  seatNo: z.number().int(),
  buyerName: z.string(),
  buyerCompany: z.string().nullable(),
  /** A transfer sent and not confirmed yet. */
  transfer: openSeatLinkSchema.nullable(),
  ...closing,
});
export type HeldSeatView = z.infer<typeof heldSeatViewSchema>;

/** A seat row as the repository reads it, with its holder's name. */
export interface SeatFacts {
  seatNo: number;
  holderId: string | null;
  holderFirstName: string | null;
  holderLastName: string | null;
  holderEmail: string | null;
  linkKind: LinkKind | null;
  linkFirstName: string | null;
  linkLastName: string | null;
  linkEmail: string | null;
  linkSentAt: Date | null;
}

const openLink = (s: SeatFacts): OpenSeatLink | null =>
  s.linkKind && s.linkEmail && s.linkSentAt
    ? { kind: s.linkKind, firstName: s.linkFirstName, lastName: s.linkLastName, email: s.linkEmail, sentAt: s.linkSentAt.toISOString() }
    : null;

export const orderSeatView = (s: SeatFacts): OrderSeatView => ({
  seatNo: s.seatNo,
  player: s.holderId ? { registrationId: s.holderId, firstName: s.holderFirstName ?? '', lastName: s.holderLastName ?? '', email: s.holderEmail ?? '' } : null,
  link: openLink(s),
});

const closingOf = (w: TransferWindow) => ({ transfersCloseAt: w.closeAt?.toISOString() ?? null, transfersCloseLabel: w.label, transfersOpen: w.open });

export const orderView = (seats: readonly SeatFacts[], w: TransferWindow): OrderView => ({ seats: seats.map(orderSeatView), ...closingOf(w) });

export const heldSeatView = (seat: SeatFacts, buyer: { firstName: string; lastName: string; company: string | null }, w: TransferWindow): HeldSeatView => ({
  seatNo: seat.seatNo,
  buyerName: `${buyer.firstName} ${buyer.lastName}`.trim(),
  buyerCompany: buyer.company,
  transfer: seat.linkKind === 'transfer' ? openLink(seat) : null,
  ...closingOf(w),
});
