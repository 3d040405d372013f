// The "registration is open" announcement the organizer sends to the notify list from /admin: the
// subject and text the form starts with (editable there before sending). Edit them here for the
// next edition. The e-mail adds a link to the registration page and the unsubscribe line itself.
import { event } from './event.ts';
import { venuePlace } from './venue-place.ts';

export const registrationOpenAnnouncement = {
  subject: `${event.shortName} ${event.upcoming.year} registration is open`,
  body: [
    'Hello,',
    '',
    `You asked us to tell you when registration opens for the ${event.edition} ${event.name}. It is open now.`,
    '',
    `The tournament is on ${event.upcoming.label} at ${venuePlace.name} in ${venuePlace.city}, Louisiana. Places are limited, so register early.`,
    '',
    'See you at the tables!',
    `The ${event.shortName} organizers`,
  ].join('\n'),
} as const;
