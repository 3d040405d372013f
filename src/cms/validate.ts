// Every CMS save is checked against the build's own schemas (src/data/schemas.ts) before anything is
// written or committed: a file the CMS saves is one the build accepts. Images are checked as paths
// here (the build resolves them). The message names the field, in the schema's words.
import { z } from '../domain/zod.ts';
import { friendlyIssues } from '../domain/friendly-parse.ts';
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
} from '../data/schemas.ts';

const imagePath = z.string().min(1, 'The image is missing');

const schemas: Record<string, z.ZodType> = {
  'content/event': eventSchema,
  'content/event-day': eventDaySchema,
  'content/schedule': scheduleSchema,
  'content/venue': venueSchema(imagePath),
  'content/contacts': contactsSchema,
  'content/sponsors': z.object({ sponsors: z.array(sponsorSchema(imagePath)).min(1, 'needs at least one sponsor') }),
  'content/winner': winnerSchema,
  'content/organizer': organizerFileSchema,
  'content/treasurer': sponsorshipSchema,
  'content/announcement': announcementSchema,
  'content/policy': policySchema,
  galleries: gallerySchema(imagePath),
};

/** The problems the build would report for this entry ("sponsors.2.name: The sponsor name is missing"). */
export function contentProblems(collection: string, slug: string, data: unknown): string[] {
  const schema = schemas[collection === 'galleries' ? 'galleries' : `${collection}/${slug}`];
  if (!schema) return [`Unknown content: ${collection}/${slug}`];
  const result = schema.safeParse(data);
  return result.success ? [] : friendlyIssues(result.error);
}
