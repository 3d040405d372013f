// The tournament itself: name, edition and dates, from src/content/event.json (edited in the CMS,
// read by the pages as the `event` content collection). Server code and islands cannot call
// getCollection, so they read the same file here through the same schema.
import data from '../content/event.json' with { type: 'json' };
import { parseWithFriendlyErrors } from '../domain/friendly-parse.ts';
import { eventSchema } from './schemas.ts';
import { eventDay } from './event-day.ts';

export const event = parseWithFriendlyErrors(eventSchema, data, 'src/content/event.json');

/** Hotel check-in as the confirmation and the reminders tell it. */
export const hotelCheckInLine = `Hotel check-in is at ${eventDay.hotelCheckIn.label}, so come dressed for the tournament.`;

/** The "What's Next?" list of /payment-success and the confirmation e-mail. */
export const whatsNext = [
  'A confirmation email has been sent to your inbox.',
  'Tournament details will be sent to you closer to the event.',
  hotelCheckInLine,
  `The event starts ${event.startsAt}.`,
];
