// The registration screen's seats: how many it offers, the count chosen, and what it says of an
// order (2 or more seats, seat.ts). Pure and small: the registration island ships it. The server
// checks the same limits (netlify/lib/registration/registration.ts); this only keeps the choice
// within them.
import { defaultSeatSettings } from './contract.ts';

/**
 * The most seats the screen offers at a level: the organizer's limit (the default when the live
 * facts are missing), no more than the places left, and at least 1.
 */
export const seatLimit = (maxSeats: number | undefined, left: number | null | undefined): number =>
  Math.max(1, Math.min(maxSeats ?? defaultSeatSettings.maxSeats, left ?? Infinity));

/** The select's choices, "1" to the limit. */
export const seatChoices = (limit: number): string[] => Array.from({ length: limit }, (_, i) => String(i + 1));

/** The seats chosen ("3"), within the limit: a choice made before the live facts lowered it shrinks to it. */
export function seatCount(chosen: string, limit = Infinity): number {
  const n = Number(chosen);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, limit) : 1;
}

/** A level's name with the seats bought ("All In × 3 seats"); the name alone for one. */
export const withSeats = (name: string, seats: number): string => (seats > 1 ? `${name} × ${seats} seats` : name);

/** The server's refusal of a code with several seats, and the screen's rule under the promo field. */
export const seatsPromoMessage = 'A promo code or sponsor entry covers one seat: register with 1 seat to use it.';

/** Under the seats select of an order: who the registrant is and what comes after paying. */
export const buyerNote = (seats: number): string =>
  `You register as the buyer and pay once for ${seats} seats. After paying, name each seat’s player (yourself too, if you play), or send them a claim link, from your registration page.`;
