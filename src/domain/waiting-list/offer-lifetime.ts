// How long an offer stands: the organizer's time (24 hours unless set), shorter close to the event
// so the places that come back still reach the next in line, and none at all after a cutoff before
// the event (nobody is asked to pay for a tournament that is about to start). A pure function of
// the event's start, which the caller reads from the content (event.json's upcoming start date and
// start time, on the venue's clock: venue-time.ts) and passes in.

const hour = 60 * 60 * 1000;

export interface OfferTimes {
  /** The organizer's offer time, in hours (1 to 168). */
  offerHours: number;
  /** No offer is made, and none stands, this many hours before the event starts (0 to 168). */
  cutoffHours: number;
}

export const defaultOfferTimes: OfferTimes = { offerHours: 24, cutoffHours: 6 };

/** The shortest offer worth sending: less time than this to decide and pay, and no offer is made. */
export const minimumOfferMs = hour;

/** When offers stop: the cutoff before the event's start. */
export const offersEndAt = (eventStart: Date, times: OfferTimes): Date => new Date(eventStart.getTime() - times.cutoffHours * hour);

/**
 * The end of an offer made at `now`, or null when no offer can be made any more. The organizer's
 * time, but never more than half of what is left before the cutoff (so a place that comes back
 * still has time for the next in line), never less than `minimumOfferMs`, and never past the
 * cutoff; null once less than `minimumOfferMs` is left before it. `eventStart` null: no start
 * ahead (the site still shows an edition that has passed, the next one's dates not set yet), so
 * only the organizer's time applies.
 */
export function offerEndsAt(now: Date, eventStart: Date | null, times: OfferTimes = defaultOfferTimes): Date | null {
  if (!eventStart) return new Date(now.getTime() + times.offerHours * hour);
  const left = offersEndAt(eventStart, times).getTime() - now.getTime();
  if (left < minimumOfferMs) return null;
  const lifetime = Math.min(times.offerHours * hour, Math.max(minimumOfferMs, Math.floor(left / 2)));
  return new Date(now.getTime() + lifetime);
}
