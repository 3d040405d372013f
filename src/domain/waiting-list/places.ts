// How the waiting list's offers meet an item's capacity. A standing offer keeps one place for one
// person (src/domain/sales.ts's placesUsed counts it with the sales), so a walk-in buyer meets the
// item sold out while the offer stands; the person it was made to is counted without their own
// offer (db/repositories/sales.ts's countPlaces leaves it out), so they can take it. An offer is
// made by the server alone, to one entry per address, for a bounded time: it cannot be used to
// keep a level sold out for free as throwaway registrations could.
import { placesUsed, type PlaceCount } from '../sales.ts';

/**
 * The places the list may offer now: capacity less sales and standing offers; 0 without a capacity
 * (an unlimited item is never sold out, so nobody waits for it) and never below 0 (sales over
 * capacity, as a flagged late payment records).
 */
export const placesToOffer = (capacity: number | null, count: PlaceCount): number => (capacity === null ? 0 : Math.max(0, capacity - placesUsed(count)));
