// The waiting list's API as the pages and /admin call it (the functions answer with these shapes).
// Every refusal is the site's error body (netlify/lib/platform/http.ts): { message, errors? }.
//
// Public:
//   POST /api/waiting-list { name, email, itemId, rooms? } -> 200 { message } (the same answer
//     whether or not the address was already on the list) | 400 { message, errors: { field: message } }
//     | 429 { message }
//   GET /api/waiting-list/offer?token=<32 hex> -> 200 OfferView | 404 { message: offerLinkInvalidMessage }
//     | 410 { message: offerEndedMessage } (the offer ended, was bought or withdrawn)
//   GET /api/waiting-list/leave?token= -> an HTML page with a "Leave the waiting list" button;
//   POST (that button) -> leaves, an HTML page says so.
//   POST /api/register also takes `offerToken`: the registration made from the offer link (its item
//     chosen, the address the offer was sent to); refusals name the field (email, registrationType).
// Admin (organizers and owner):
//   GET /api/admin/waiting-list -> AdminWaitingList
//   POST /api/admin/waiting-list/settings { offerHours, cutoffHours } -> 200 settings | 400 field errors
//   POST /api/admin/waiting-list/:id/offer -> 200 AdminWaitingEntry | 409 { message } (no place free, not waiting)
//   POST /api/admin/waiting-list/:id/remove -> 200 AdminWaitingEntry
//   GET /api/admin/export/waiting-list?format=csv|xlsx -> the file
import type { EntryStatus } from './entry.ts';

export interface OfferView {
  itemId: string;
  itemName: string;
  kind: 'player' | 'room' | 'sponsor';
  name: string;
  email: string;
  /** Rooms the person asked for with a player level (prefilled, not kept). */
  rooms: string[];
  /** ISO time the offer ends. */
  until: string;
  /** "Tuesday, September 22, 2026, 3:30 PM CDT": the end on the venue's clock. */
  untilLabel: string;
}

export interface AdminWaitingEntry {
  id: number;
  itemId: string;
  itemName: string;
  name: string;
  email: string;
  rooms: string[];
  /** As read now: an offer past its end reads 'expired'. */
  status: EntryStatus;
  /** While offered: ISO end and its venue-time label. */
  offeredUntil: string | null;
  offeredUntilLabel: string | null;
  /** 1 for the next to be offered, among those waiting for the item; null when not waiting. */
  position: number | null;
  joinedAt: string;
  /** 'list' or the team member who offered by hand. */
  offeredBy: string | null;
}

export interface AdminWaitingList {
  settings: { offerHours: number; cutoffHours: number };
  entries: AdminWaitingEntry[];
}

export const offerLinkInvalidMessage = 'This offer link is not valid.';
export const offerEndedMessage = 'This offer has ended: the place is no longer kept for you.';
export const offerOtherAddressMessage = 'This offer was made to another e-mail address. Please use the address the offer was sent to.';
export const offerOtherItemMessage = (item: string): string => `This offer is for the ${item}. Please choose it to use the offer.`;
export const joinedMessage = (item: string): string =>
  `Thank you. You are on the waiting list for the ${item}. An e-mail with your place in line is on its way; if a place frees, we will e-mail you an offer.`;
export const noPlaceFreeMessage = 'No place is free to offer: every place that frees goes to the first in line by itself, and each one is offered now.';
/** The registration screen's and sponsor pages' label of the join button and form. */
export const joinLabel = 'Join the waiting list';
