// Schemas for the editable site content (src/content/*.json, read through the content collections of
// src/content.config.ts, and the plain modules of src/data). A typo (a missing field, a bad URL, an end
// date before the start) fails the build with a message naming the file and the field.
import { z } from '../domain/zod.ts';
import { dateRangeLabel } from '../domain/date-range.ts';
import { isIsoDay, isoDayPattern } from '../domain/iso-day.ts';
import { ordinal } from '../domain/ordinal.ts';
import { startsAtLabel, timeInWords } from '../domain/calendar-day.ts';

// The organizer edits these files in the CMS (/admin/cms) or by hand: the messages below are shown
// next to the field in the CMS (src/cms/EditionsControl.tsx applies the editions' cross-field rules from these schemas) and printed
// by a failing build with the file and the field, so they are written in the organizer's words.
// The CMS reads each field's rules (required, pattern, length, number of items, range) from these
// schemas (src/cms/config.ts): a rule said once here is the rule the editor applies as you type.
const text = (what: string) => z.string({ error: `${what} is missing` }).trim().min(1, `${what} is missing`);

/**
 * An image field. Content collections pass Astro's `image()` (a path relative to the data file,
 * resolved and optimised by astro:assets); the plain modules the functions read have no images.
 * Each schema that holds an image is a function of the image schema, generic so the image's type
 * (ImageMetadata from Astro's image()) reaches the pages.
 */
type ImageSchema = z.ZodType;

/**
 * A link the pages put in an href: http or https only. z.url() alone takes any scheme the URL
 * parser knows, javascript: and data: included, which would run script when clicked. The pattern
 * (a host with a dot, no spaces) is the part the CMS can check as the organizer types; the URL
 * parser then checks the rest.
 */
const webAddressMessage = 'must be a web address starting with https://';
const webAddress = () =>
  z
    .string({ error: webAddressMessage })
    .regex(/^https?:\/\/[^\s]+\.[^\s]+$/, webAddressMessage)
    .pipe(z.url({ protocol: /^https?$/, error: webAddressMessage }));

/** Text with {placeholders}: only the given ones, and no brace that is not part of one. */
const onlyPlaceholders = (names: readonly string[]) => new RegExp(`^(?:[^{}]|\\{(?:${names.join('|')})\\})*$`);

/** A two-letter code in capitals: a US state (LA), a country (US). */
const twoLetterCode = /^[A-Z]{2}$/;

/** An optional field: empty (as a form may leave it) counts as absent. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const contactsSchema = z.object({
  email: z.email('must be an e-mail address'),
  phone: z.string().min(10, 'must be a phone number, at least 10 characters'),
  // The tel: form of the phone, digits and a leading + only.
  phoneHref: z.string().regex(/^tel:\+?\d+$/, 'must be tel: followed by the digits, e.g. tel:+13375550100'),
});

/** The venue's name and address: the part of venue.json that the e-mails and the calendar file use. */
export const venuePlaceSchema = z.object({
  name: text('The venue name'),
  street: text('The street'),
  city: text('The city'),
  region: z.string().regex(twoLetterCode, 'must be the 2-letter state code, e.g. LA'),
  postalCode: z.string().min(5, 'must be a ZIP code'),
  country: z.string().regex(twoLetterCode, 'must be the 2-letter country code, e.g. US'),
});

const titledDetail = z.object({ title: text('The title'), detail: text('The text') });

export const venueSchema = <I extends ImageSchema>(image: I) =>
  venuePlaceSchema.extend({
    mapsUrl: webAddress(),
    photo: image,
    photoAlt: text('The photo description (alt text)'),
    facts: z.array(text('The fact')).min(1, 'needs at least one fact'),
    transport: z.array(titledDetail).min(1, 'needs at least one way to get there'),
    amenities: z.array(titledDetail).min(1, 'needs at least one amenity'),
  });

export const isoDate = z
  .string({ error: 'The date is missing' })
  .regex(isoDayPattern, 'must be a date, YYYY-MM-DD')
  .refine(isIsoDay, 'is not a real date');

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time, HH:MM');

export const endBeforeStartMessage = 'The end date is before the start date';

/** An edition's dates; its year and its label ("September 24-25, 2026") follow from them. */
export const editionDatesSchema = z
  .object({ startDate: isoDate, endDate: isoDate })
  .refine((d) => d.endDate >= d.startDate, { path: ['endDate'], message: endBeforeStartMessage })
  .transform((d) => ({ ...d, year: Number(d.startDate.slice(0, 4)), label: dateRangeLabel(d.startDate, d.endDate) }));

/** Which tournament the schedule (with the start time and the call to sponsors) is about. */
export const scheduleForValues = ['past', 'upcoming'] as const;

export const editionsSchema = z.object({
  /** The next tournament's ordinal: 4 is the "4th annual". */
  number: z.number({ error: 'must be a whole number, e.g. 5' }).int('must be a whole number, e.g. 5').min(1, 'must be 1 or more'),
  /** The next tournament: the home page, registration and the e-mails. */
  upcoming: editionDatesSchema,
  /** The last tournament: the photos, sponsors and winner describe it. */
  past: editionDatesSchema,
  /** The schedule's days are this tournament's days, so they cannot disagree with its dates. */
  scheduleFor: z.enum(scheduleForValues, { error: 'must be past or upcoming' }),
});

/**
 * event.json. The editions sit together under `editions` because the CMS edits them as one field
 * (its "Start the next edition" button moves every date at once); the pages and the functions read
 * them as `event.upcoming`, `event.past` and `event.scheduled`. What follows from the dates is
 * derived here, never stored: the edition's words ("4th annual"), and when the event starts (the
 * schedule's first day at `startTime`), so a new edition cannot leave one of them behind.
 */
export const eventSchema = z
  .object({
    name: text('The tournament name'),
    shortName: text('The short name'),
    tagline: text('The tagline'),
    editions: editionsSchema,
    /** The start on the schedule's first day, a 24-hour time ("12:00" is said "noon"). */
    startTime: clockTime,
  })
  .transform(({ editions: { number, scheduleFor, ...dates }, startTime, ...event }) => {
    const scheduled = dates[scheduleFor];
    return {
      ...event,
      ...dates,
      number,
      edition: `${ordinal(number)} annual`,
      scheduleFor,
      /** The tournament the schedule describes. */
      scheduled,
      startTime,
      /** As the success screens and e-mails say it, e.g. 'September 25th at noon'. */
      startsAt: startsAtLabel(scheduled.startDate, startTime),
    };
  });

export const sponsorSchema = <I extends ImageSchema>(image: I) =>
  z.object({
    name: text('The sponsor name'),
    // What kind of firm it is; shown to screen readers with the logo.
    kind: text('What kind of company it is'),
    url: webAddress(),
    logo: optional(image),
    // Some logos carry a lot of white space; scale them up inside their tile (1 = as drawn).
    logoScale: optional(z.number().min(0.5, 'must be between 0.5 and 2').max(2, 'must be between 0.5 and 2')).transform((v) => v ?? 1),
  });

/** sponsors.json: the sponsors in the order the pages thank them. */
export const sponsorsFileSchema = <I extends ImageSchema>(image: I) =>
  z.object({ sponsors: z.array(sponsorSchema(image)).min(1, 'needs at least one sponsor') });

const galleryPhotoSchema = <I extends ImageSchema>(image: I) =>
  z.object({
    src: image,
    alt: text('The photo description (alt text)'),
    caption: text('The caption'),
    // CSS object-position for the thumbnail crop, e.g. 'center 35%'.
    objectPosition: optional(z.string()),
  });
export const gallerySchema = <I extends ImageSchema>(image: I) =>
  z.object({
    title: text('The gallery title'),
    photos: z.array(galleryPhotoSchema(image)).min(1, 'needs at least one photo'),
  });

/**
 * schedule.json: the days in order and what happens when. The dates are not stored: day 1 is the
 * first day of the tournament event.json's `scheduleFor` names, and the title ("Tournament Schedule
 * - September 25-26, 2025") and each day's heading ("Thursday September 25") follow from them.
 */
export const scheduleSchema = z.object({
  days: z
    .array(
      z.object({
        items: z
          .array(z.object({ time: text('The time'), title: text('The title'), detail: optional(z.string()) }))
          .min(1, 'needs at least one item'),
      }),
    )
    .min(1, 'needs at least one day'),
});

export const winnerSchema = z.object({
  year: z.number({ error: 'must be a year' }).int('must be a year'),
  player: text('The player'),
  company: text('The company'),
  message: text('The message'),
});

/** Whether the platform knows the IANA time zone (Intl throws a RangeError for one it does not). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The day of the event as the reminder e-mails tell it. */
export const eventDaySchema = z.object({
  /** IANA time zone of the venue: every time below is a wall-clock time there, and the server's
   * sales times, promo days, door sessions and reminders follow it: a zone the platform does not
   * know would fail each of them, so the build refuses it. */
  timeZone: text('The time zone').refine(isTimeZone, 'must be a time zone such as America/Chicago'),
  /** Hotel check-in on the first day of the event: the morning reminder goes out before it. Its
   * words ("4pm") are derived from the time, so the e-mails and the reminders' clock agree. */
  hotelCheckIn: z.object({ time: clockTime }).transform((v) => ({ ...v, label: timeInWords(v.time) })),
  reminders: z.object({
    /** The week-before reminder: this many days before the first day, at `time`. */
    weekBefore: z.object({ daysBefore: z.number().int().min(1, 'must be at least 1 day'), time: clockTime }),
    /** The morning reminder: on the first day at `time`, until hotel check-in. */
    morningOf: z.object({ time: clockTime }),
  }),
  whatToBring: z.array(text('The item')).min(1, 'needs at least one item'),
});

/** policy.json: the text of /privacy and /terms. {name} is the tournament's name, {email} the contacts' e-mail as a link. */
export const policyPlaceholdersMessage = 'Use only the placeholders {name} and {email}';
const policyText = (what: string) => text(what).regex(onlyPlaceholders(['name', 'email']), policyPlaceholdersMessage);
export const policySchema = z.object({
  /** When the text last changed (the pages say "Last updated: September 1, 2025"). */
  updated: isoDate,
  intro: z.array(policyText('The paragraph')).min(1, 'needs at least one paragraph'),
  sections: z
    .array(
      z.object({
        /** The heading's anchor (/privacy#cookies): keep it when the heading changes, links use it. */
        id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
        heading: text('The heading'),
        paragraphs: z.array(policyText('The paragraph')).min(1, 'needs at least one paragraph'),
      }),
    )
    .min(1, 'needs at least one section'),
});

/** The announcement template: {placeholders} are filled from the event and venue when it is sent. */
export const announcementPlaceholders = ['shortName', 'year', 'edition', 'name', 'dates', 'venue', 'city'] as const;
/** The placeholders as the organizer writes them: "{shortName} {year} ...". */
export const announcementPlaceholderList = announcementPlaceholders.map((p) => `{${p}}`).join(' ');
export const announcementPlaceholdersMessage = `Use only these placeholders: ${announcementPlaceholderList}`;
const knownPlaceholders = (value: string, ctx: z.RefinementCtx) => {
  for (const [, name] of value.matchAll(/\{(\w+)\}/g)) {
    if (!(announcementPlaceholders as readonly string[]).includes(name ?? '')) {
      ctx.addIssue({ code: 'custom', message: `{${name}} is not a placeholder; use ${announcementPlaceholderList}`, continue: false });
    }
  }
};
/** An unknown {placeholder} is named (and ends the checks); the pattern then finds a stray brace. */
const announcementText = (what: string) =>
  text(what)
    .superRefine(knownPlaceholders)
    .regex(onlyPlaceholders(announcementPlaceholders), announcementPlaceholdersMessage);
export const announcementSchema = z.object({
  subject: announcementText('The subject'),
  body: announcementText('The text'),
});

// --- Money and levels (plain modules the islands import without zod; checked by content-check.ts) ---

const id = z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes');
const dollars = z.number().int('must be whole dollars').positive('must be more than $0');
const uniqueBy = <T>(key: (item: T) => unknown, label: string) => (items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    if (seen.has(key(item))) ctx.addIssue({ code: 'custom', path: [index], message: `${label}${String(key(item))} is used twice` });
    seen.add(key(item));
  });
};

export const registrationLevelsSchema = z
  .array(z.object({ id, name: z.string().min(1), priceDollars: dollars, description: z.string().min(1), soldOut: z.boolean() }))
  .min(1)
  .superRefine(uniqueBy((l) => l.id, 'level id '));

export const roomAdditionsSchema = z
  .array(z.object({ id, name: z.string().min(1), priceDollars: dollars, available: z.boolean() }))
  .superRefine(uniqueBy((r) => r.id, 'room id '));

// PayPal's Orders capture finds the level a sponsor paid for by its amount: prices must differ.
export const sponsorLevelsSchema = z
  .array(
    z
      .object({ id, name: z.string().min(1), priceDollars: dollars, capacity: z.number().int().positive().nullable(), description: z.string().min(1) })
      .loose(),
  )
  .min(1)
  .superRefine(uniqueBy((l) => l.id, 'sponsor level id '))
  .superRefine(uniqueBy((l) => l.priceDollars, 'sponsor price $'));

export const sponsorshipSchema = z.object({
  treasurerEmail: z.email('must be an e-mail address'),
  paypalMeHandle: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'must be a PayPal.me handle (letters and digits)'),
  checkPayableTo: z.string().min(1),
  checkAddress: z.array(z.string().min(1)).min(2),
  itemPrefix: z.string().min(1),
});

export const easyPaymentLevelsSchema = z.array(
  z.object({ id: z.string().min(1), name: z.string().min(1), priceDollars: dollars, available: z.number().int().nonnegative(), levelId: z.string().optional() }),
);


/** Who issues receipts and invoices (src/content/organizer.json): a name and a postal address. */
export const organizerFileSchema = z.object({
  name: z.string().trim().min(1, 'The organizer needs a name'),
  addressLines: z.array(z.string().trim().min(1, 'An address line is empty')).min(2, 'The organizer address needs at least two lines').max(5, 'The address has at most 5 lines'),
});
export const organizerSchema = organizerFileSchema.extend({
  email: z.email(),
  phone: z.string().min(10),
});
