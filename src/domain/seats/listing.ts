// How /admin's registrations list and the registrations export name an order's seats and a seat's
// buyer: one wording for both. Pure.
import { notNamedYet } from './seat.ts';

/** Who bought a seat: the order's registrant. */
export interface Buyer {
  buyerName: string;
  buyerCompany: string | null;
}

/** "Jane Buyer (Acme Energy)"; the name alone without a company. */
export function buyerWords({ buyerName, buyerCompany }: Buyer): string {
  const company = buyerCompany?.trim();
  return company ? `${buyerName} (${company})` : buyerName;
}

/** A seat and its player now (null: not named yet), as orderSeatView gives it. */
interface NamedSeat {
  seatNo: number;
  player: { firstName: string; lastName: string } | null;
}

/** One seat: "Jane Doe", or "not named yet". */
export const seatPlayerWords = (seat: NamedSeat): string => (seat.player ? `${seat.player.firstName} ${seat.player.lastName}`.trim() : notNamedYet);

/** An order's seats in one line: "1: Jane Doe; 2: not named yet". */
export const seatsWords = (seats: readonly NamedSeat[]): string => seats.map((s) => `${s.seatNo}: ${seatPlayerWords(s)}`).join('; ');

/** How many of the seats nobody has been named to. */
export const unnamedCount = (seats: readonly NamedSeat[]): number => seats.filter((s) => !s.player).length;

/** A seat's player in the export: "Jane Buyer (Acme), order WOOP-X, seat 2" (no seat once handed over). */
export function boughtByWords(seat: Buyer & { orderId: string; seatNo: number | null }): string {
  return `${buyerWords(seat)}, order ${seat.orderId}, ${seat.seatNo === null ? 'seat handed over' : `seat ${seat.seatNo}`}`;
}
