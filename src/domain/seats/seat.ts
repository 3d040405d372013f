// The rules of an order's seats (netlify/lib/seats applies them under the order's lock): what a seat
// is now, who may do what with it, and when players' transfers close. Pure.
import { venueTimeLabel } from '../venue-time.ts';

export const linkKinds = ['claim', 'transfer'] as const;
export type LinkKind = (typeof linkKinds)[number];

/** An order: a registration of 2 or more seats, whose buyer pays and is not a player by it. */
export const isOrder = (reg: { seats: number }): boolean => reg.seats > 1;

/** When players' transfers close: `cutoffHours` before the event's start (null: no start known, never). */
export const transfersCloseAt = (eventStart: Date | null, cutoffHours: number): Date | null =>
  eventStart ? new Date(eventStart.getTime() - cutoffHours * 3_600_000) : null;

export const transfersOpen = (now: Date, closeAt: Date | null): boolean => closeAt === null || now.getTime() < closeAt.getTime();

export interface TransferWindow {
  closeAt: Date | null;
  /** closeAt on the venue's clock, in words. */
  label: string | null;
  open: boolean;
}

/** When players' transfers close and whether they are open at `now`. */
export function transferWindowAt(now: Date, eventStart: Date | null, cutoffHours: number, timeZone: string): TransferWindow {
  const closeAt = transfersCloseAt(eventStart, cutoffHours);
  return { closeAt, label: closeAt ? venueTimeLabel(closeAt, timeZone) : null, open: transfersOpen(now, closeAt) };
}

export const seatLinkInvalidMessage = 'This seat link is not valid any more: it has been used, or a newer link replaced it.';
export const seatNotPaidMessage = 'The seats can be named once the order is paid.';
export const noSuchSeatMessage = 'There is no such seat in this order.';
export const seatNamedMessage = 'This seat already has a player.';
export const seatUnnamedMessage = 'This seat has no player yet: name one or send a claim link.';
export const notYourSeatMessage = 'Only the buyer or the seat\u2019s player can hand this seat over.';
export const sameHolderMessage = 'This seat is already held by this person: enter the e-mail address of the person who takes it.';
export const seatCheckedInMessage = 'This seat\u2019s player is checked in: undo the check-in first.';
export const orderFlaggedMessage = 'This order was paid after its places were sold, so its seats cannot be named. Please contact the organizers.';
export const orderCanceledMessage = 'This order is no longer paid, so its seats cannot change.';
export const transfersClosedMessage = (label: string): string =>
  `Seats can no longer be handed over: transfers closed on ${label}. Please contact the organizers.`;
export const tooManySeatsMessage = (max: number): string => `You can buy at most ${max} seats in one registration.`;
export const seatsLeftMessage = (left: number): string => `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left at this level.`;
// Written beside the registration screen's words (order-form.ts): its island then loads no other seats module.
export { seatsPromoMessage } from './order-form.ts';
export const seatsOfferMessage = 'A waiting-list offer keeps one seat: register with 1 seat.';
export const seatsForPlayersMessage = 'Several seats can be bought for player levels only.';
/** Why a seat's player has no receipt of their own. */
export const seatReceiptMessage = 'the seat was paid by its buyer, whose order has the receipt';

/** What the admin list and the exports show for a seat nobody has been named to. */
export const notNamedYet = 'not named yet';
