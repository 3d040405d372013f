// How a standing offer counts against an item's capacity. Today only sales keep a buyer out
// (src/domain/sales.ts's placesUsed: an unpaid registration keeps its price, not a place). An offer
// must keep one place for one person, so the places used become the sales plus the standing
// offers, and the person an offer was made to does not compete with their own offer. An offer is
// made by the server alone, to one entry per address, for a bounded time: it cannot be used to
// keep a level sold out for free as throwaway registrations could.
import type { PlaceCount } from '../sales.ts';

/** An item's places with its standing offers (waiting_list_entries offered and not past their end). */
export interface PlaceCountWithOffers extends PlaceCount {
  offered: number;
}

/**
 * Places used as a buyer meets them: sold places and standing offers, less the buyer's own standing
 * offer (`ownOffer`: the registration being paid or started comes from an offer of this item that
 * still stands). Never below the sales.
 */
export const placesUsedWithOffers = (count: PlaceCountWithOffers, ownOffer = false): number =>
  count.taken + Math.max(0, count.offered - (ownOffer ? 1 : 0));

/**
 * The places the list may offer now: capacity less sales and standing offers; 0 without a capacity
 * (an unlimited item is never sold out, so nobody waits for it) and never below 0 (sales over
 * capacity, as a flagged late payment records).
 */
export const placesToOffer = (capacity: number | null, count: PlaceCountWithOffers): number =>
  capacity === null ? 0 : Math.max(0, capacity - count.taken - count.offered);

/** Whether a buyer may take a place now (read under the item's lock, as every capacity decision is). */
export const mayBuy = (capacity: number | null, count: PlaceCountWithOffers, ownOffer = false): boolean =>
  capacity === null || placesUsedWithOffers(count, ownOffer) < capacity;
