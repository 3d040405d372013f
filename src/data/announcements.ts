// The "registration is open" announcement the organizer sends to the notify list from /admin: the
// subject and text the form starts with (editable there before sending). The template is
// src/content/announcement.json (edited in the CMS); its {placeholders} are filled here from the
// event and the venue. The e-mail adds a link to the registration page and the unsubscribe line itself.
import template from '../content/announcement.json' with { type: 'json' };
import { event } from './event.ts';
import { venuePlace } from './venue-place.ts';

const values: Record<string, string> = {
  shortName: event.shortName,
  year: String(event.upcoming.year),
  edition: event.edition,
  name: event.name,
  dates: event.upcoming.label,
  venue: venuePlace.name,
  city: venuePlace.city,
};

/** The template with every {placeholder} replaced (the build refuses unknown ones: schemas.ts). */
export const fillAnnouncement = (text: string): string => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export const registrationOpenAnnouncement = {
  subject: fillAnnouncement(template.subject),
  body: fillAnnouncement(template.body),
} as const;
