// The site's editable content as content collections (Astro content layer): one collection per kind,
// each read from the JSON files of src/content/ that the CMS (/admin/cms, src/cms/config.ts)
// edits. The schemas are those of src/data/schemas.ts, so `astro build` refuses a bad file with the
// collection, the file and the field. Images are paths relative to the JSON file, resolved and
// optimised by astro:assets through image().
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  announcementSchema,
  contactsSchema,
  eventDaySchema,
  eventSchema,
  gallerySchema,
  organizerFileSchema,
  policySchema,
  scheduleSchema,
  sponsorSchema,
  sponsorshipSchema,
  venueSchema,
  winnerSchema,
} from './data/schemas.ts';

/** A file holding one object: one entry, its id the file's name. */
const single = (name: string) =>
  file(`src/content/${name}.json`, { parser: (text) => ({ [name]: JSON.parse(text) as Record<string, unknown> }) });

export const collections = {
  event: defineCollection({ loader: single('event'), schema: eventSchema }),
  eventDay: defineCollection({ loader: single('event-day'), schema: eventDaySchema }),
  schedule: defineCollection({ loader: single('schedule'), schema: scheduleSchema }),
  venue: defineCollection({ loader: single('venue'), schema: ({ image }) => venueSchema(image()) }),
  contacts: defineCollection({ loader: single('contacts'), schema: contactsSchema }),
  // One entry per sponsor, in the file's order: the id is the position ("001", "002"...).
  sponsors: defineCollection({
    loader: file('src/content/sponsors.json', {
      parser: (text) =>
        ((JSON.parse(text) as { sponsors?: unknown }).sponsors as Record<string, unknown>[] | undefined ?? []).map((sponsor, index) => ({
          ...sponsor,
          id: String(index + 1).padStart(3, '0'),
        })),
    }),
    schema: ({ image }) => sponsorSchema(image()),
  }),
  // One file per tournament, named woop-<year>.json: the page shows them newest first.
  galleries: defineCollection({ loader: glob({ pattern: '*.json', base: 'src/content/galleries' }), schema: ({ image }) => gallerySchema(image()) }),
  winner: defineCollection({ loader: single('winner'), schema: winnerSchema }),
  organizer: defineCollection({ loader: single('organizer'), schema: organizerFileSchema }),
  treasurer: defineCollection({ loader: single('treasurer'), schema: sponsorshipSchema }),
  announcement: defineCollection({ loader: single('announcement'), schema: announcementSchema }),
  policy: defineCollection({ loader: single('policy'), schema: policySchema }),
};
