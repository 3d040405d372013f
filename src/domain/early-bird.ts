// How a visitor reads an early-bird price: the early price, when it ends on the venue's clock and
// the regular price after it ("early-bird until August 1 (then $2,100)"), beside the price itself.
// The facts are the server's (GET /api/live-facts: priceCents, regularPriceCents, earlyUntil); the
// venue's time zone is passed in by the page.
import { formatPrice, type Cents } from './money.ts';
import { addDays, monthDay } from './calendar-day.ts';
import { venueLocalTime } from './venue-time.ts';

export interface EarlyBirdFacts {
  /** What a registration made now pays. */
  priceCents: Cents;
  /** The price once the early-bird step ends. */
  regularPriceCents: Cents;
  /** ISO instant the early-bird price ends, null without one (or once it has ended). */
  earlyUntil: string | null;
}


/**
 * When the early price ends, as a visitor reads it: an end at midnight is the day before's last
 * ("until July 31" for 2026-08-01 00:00), an end at 23:59 that day's; any other time is named with
 * the venue's zone ("until August 1, 6:00 PM CDT").
 */
export function earlyBirdEnd(until: Date, timeZone: string): string {
  const [day, time] = venueLocalTime(until, timeZone).split('T') as [string, string];
  if (time === '00:00') return monthDay(addDays(day, -1));
  if (time === '23:59') return monthDay(day);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(until);
  return `${monthDay(day)}, ${clock}`;
}

/** "early-bird until August 1 (then $2,100)", or null when the price shown is the regular one. */
export function earlyBirdNote(item: EarlyBirdFacts, timeZone: string): string | null {
  if (item.earlyUntil === null || item.priceCents >= item.regularPriceCents) return null;
  const until = new Date(item.earlyUntil);
  if (Number.isNaN(until.getTime())) return null;
  return `early-bird until ${earlyBirdEnd(until, timeZone)} (then $${formatPrice(item.regularPriceCents)})`;
}
