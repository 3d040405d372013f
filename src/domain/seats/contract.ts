// Company seats: an order of several seats of a player level, each named later, and a seat handed
// over. The API as the pages and /admin call it; every refusal is the site's error body
// ({ message, errors? }, netlify/lib/platform/http.ts), naming the field where there is one.
//
// Public (personal page: the token of /my-registration#<token> in the body):
//   POST /api/register also takes `seats` (1 by default): 2 or more make an order, paid by the
//     registrant as the buyer; each seat takes a place of the level.
//   POST /api/my-registration/seats/name { token, seatNo, firstName, lastName, email }
//     the buyer names a seat's player -> MyRegistration
//   POST /api/my-registration/seats/claim-link { token, seatNo, email }
//     the buyer e-mails an unnamed seat's claim link to a colleague -> MyRegistration
//   POST /api/my-registration/seats/transfer { token, seatNo?, firstName, lastName, email }
//     the buyer (seatNo) or the seat's player (no seatNo: their own seat) hands a named seat over:
//     the person named confirms from the e-mail -> MyRegistration
//   POST /api/seat { token }            -> SeatLinkView | 404 { message: seatLinkInvalidMessage }
//   POST /api/seat/accept { token, firstName, lastName, email, phone, company?, tShirtSize? }
//     claims the seat or takes the transfer -> { myRegistrationUrl } (the new holder's own page)
// Admin (organizer and owner):
//   POST /api/admin/registrations/:id/seats/:seatNo { firstName, lastName, email }
//     names or moves a seat at once (no confirmation, after the cutoff too) -> AdminOrderSeat[]
//   GET/POST /api/admin/seat-settings { maxSeats, transferCutoffHours } -> SeatSettings
import type { LinkKind } from './seat.ts';

export interface SeatSettings {
  /** The most seats one registration may buy. */
  maxSeats: number;
  /** Players' transfers close this many hours before the event starts. */
  transferCutoffHours: number;
}

/** The personal page's changes of seats: POST /api/my-registration/seats/:action. */
export const seatActions = ['name', 'claim-link', 'transfer'] as const;
export type SeatAction = (typeof seatActions)[number];

/** The migration's defaults: what the registration screen offers when the live facts are missing. */
export const defaultSeatSettings: SeatSettings = { maxSeats: 10, transferCutoffHours: 48 };

/** POST /api/seat: what a claim or transfer link offers, before the person fills in their details. */
export interface SeatLinkView {
  kind: LinkKind;
  levelName: string;
  seatNo: number;
  buyerName: string;
  buyerCompany: string | null;
  /** Transfer: who hands the seat over. */
  fromName: string | null;
  /** Prefilled from what the sender typed. */
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface SeatAccepted {
  myRegistrationUrl: string;
}
