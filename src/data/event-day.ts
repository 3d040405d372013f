// The day of the event as the reminder e-mails tell it (issue 18): the venue's time zone, hotel
// check-in, when the reminders go out and what to bring. The dates themselves are `event.upcoming`
// (event.ts); the venue is venue-place.ts. Edit here for next year's edition.
import { z } from 'zod';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time, HH:MM');

export const eventDaySchema = z.object({
  /** IANA time zone of the venue: every time below is a wall-clock time there. */
  timeZone: z.string().min(1),
  /** Hotel check-in on the first day of the event: the morning reminder goes out before it. */
  hotelCheckIn: z.object({ time: clockTime, label: z.string().min(1) }),
  reminders: z.object({
    /** The week-before reminder: this many days before the first day, at `time`. */
    weekBefore: z.object({ daysBefore: z.number().int().min(1), time: clockTime }),
    /** The morning reminder: on the first day at `time`, until hotel check-in. */
    morningOf: z.object({ time: clockTime }),
  }),
  whatToBring: z.array(z.string().min(1)).min(1),
});

export const eventDay = eventDaySchema.parse({
  timeZone: 'America/Chicago',
  hotelCheckIn: { time: '16:00', label: '4pm' },
  reminders: {
    weekBefore: { daysBefore: 7, time: '09:00' },
    morningOf: { time: '07:00' },
  },
  whatToBring: [
    'Your check-in code (in this e-mail): show it on your phone or printed at the registration desk. Your name works too.',
    'A photo ID for the hotel and the casino.',
    'Clothes for a long night: come dressed for the tournament.',
    'Golf clubs and shoes if your registration includes the golf tournament.',
  ],
});
