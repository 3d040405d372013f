// The server's clock for sales decisions (opening and closing times, early-bird prices, promo
// code days). One place so a test can set the time to the second (tests/integration/sales.test.ts).
// The venue's time zone is content (src/content/event-day.json, edited in the CMS), read at each
// call so every rule on the venue's clock follows it.
import { eventDay } from '../../../src/data/event-day.ts';

export const clock = { now: (): Date => new Date(), timeZone: (): string => eventDay.timeZone };
