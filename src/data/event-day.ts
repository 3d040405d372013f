// The day of the event as the reminder e-mails tell it: the venue's time zone, hotel
// check-in, when the reminders go out and what to bring. The data is src/content/event-day.json
// (edited in the CMS, also a content collection); the functions read it here. The dates themselves
// are `event.upcoming` (event.ts).
import data from '../content/event-day.json' with { type: 'json' };
import { parseWithFriendlyErrors } from '../domain/friendly-parse.ts';
import { eventDaySchema } from './schemas.ts';

export { eventDaySchema };
export const eventDay = parseWithFriendlyErrors(eventDaySchema, data, 'src/content/event-day.json');
