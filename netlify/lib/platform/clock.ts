// The server's clock for sales decisions (opening and closing times, early-bird prices, promo
// code days). One place so a test can set the time to the second (tests/integration/sales.test.ts).
// The venue's time zone is content (src/content/event-day.json, edited in the CMS), read at each
// call so every rule on the venue's clock follows it.
import { event } from '../../../src/data/event.ts';
import { eventDay } from '../../../src/data/event-day.ts';
import { endOfVenueDay, zonedTime } from '../../../src/domain/venue-time.ts';

export const clock = { now: (): Date => new Date(), timeZone: (): string => eventDay.timeZone };

/**
 * The event's start on the venue's clock, which the waiting list's offers and the seats' transfers
 * count their cutoffs back from; null once the edition's last day is over (the next edition's dates
 * are not set yet).
 */
export function upcomingEventStart(now: Date): Date | null {
  const zone = clock.timeZone();
  const over = endOfVenueDay(zonedTime(event.upcoming.endDate, '12:00', zone), zone);
  return now.getTime() >= over.getTime() ? null : zonedTime(event.upcoming.startDate, event.startTime, zone);
}
