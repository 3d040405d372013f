// The tournament itself: name, edition and dates. Edit `upcoming` when the next edition is
// announced and move the old one to `past` (schedule, photos and sponsors describe `past`).
import { eventSchema } from './schemas.ts';

export const event = eventSchema.parse({
  name: "World Oilman's Overnight Poker Tournament",
  shortName: 'WOOP',
  edition: '4th annual',
  tagline: 'The most fun you can have in 24 hours!',
  upcoming: { year: 2026, label: 'September 24-25, 2026', startDate: '2026-09-24', endDate: '2026-09-25' },
  past: { year: 2025, label: 'September 25-26, 2025', startDate: '2025-09-25', endDate: '2025-09-26' },
  // SPEC §9 and §10 give these as the success screens say them.
  startsAt: 'September 25th at noon',
  hotelCheckIn: '4pm',
});

/** The "What's Next?" list of /payment-success and the confirmation e-mail. */
export const whatsNext = [
  'A confirmation email has been sent to your inbox.',
  'Tournament details will be sent to you closer to the event.',
  `Hotel check-in is at ${event.hotelCheckIn}, so come dressed for the tournament.`,
  `The event starts ${event.startsAt}.`,
];
