// The kinds of editable content, listed once: the content collections the pages read
// (src/content.config.ts), the CMS's files and folders (src/cms/config.ts) and the check of every
// CMS save (src/cms/validate.ts) all follow this list. A kind is the file src/content/<kind>.json,
// or for a folder kind the files src/content/<kind>/*.json, one entry each.
import { z } from '../domain/zod.ts';
import {
  announcementSchema,
  contactsSchema,
  eventDaySchema,
  eventSchema,
  gallerySchema,
  organizerFileSchema,
  policySchema,
  scheduleSchema,
  sponsorsFileSchema,
  sponsorshipSchema,
  venueSchema,
  winnerSchema,
} from './schemas.ts';

/**
 * Each kind's schema, in the order the CMS lists them, given the schema of an image: Astro's
 * image() in the build, a path in the CMS (which checks a save before the build resolves it).
 */
export const contentSchemas = <I extends z.ZodType>(image: I) => ({
  event: eventSchema,
  'event-day': eventDaySchema,
  schedule: scheduleSchema,
  venue: venueSchema(image),
  contacts: contactsSchema,
  sponsors: sponsorsFileSchema(image),
  winner: winnerSchema,
  organizer: organizerFileSchema,
  treasurer: sponsorshipSchema,
  policy: policySchema,
  announcement: announcementSchema,
  galleries: gallerySchema(image),
});

export type ContentKind = keyof ReturnType<typeof contentSchemas>;

/** The kinds kept as a folder of files; every other kind is one file. */
export const folderKinds = ['galleries'] as const satisfies readonly ContentKind[];
export type FolderKind = (typeof folderKinds)[number];
export type FileKind = Exclude<ContentKind, FolderKind>;

export const contentKinds = Object.keys(contentSchemas(z.unknown())) as ContentKind[];
export const isFolderKind = (kind: ContentKind): kind is FolderKind => (folderKinds as readonly string[]).includes(kind);
export const fileKinds = contentKinds.filter((kind): kind is FileKind => !isFolderKind(kind));
