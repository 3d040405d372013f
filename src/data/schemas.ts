// Schemas for the editable site content in src/data/. Every data module parses its content with
// one of these at build time, so a typo (a missing field, a bad URL, 12 sponsors instead of 13)
// fails the build with a message naming the field instead of shipping a broken page.
import type { ImageMetadata } from 'astro';
import { z } from '../domain/zod.ts';

const image = z.custom<ImageMetadata>(
  (value) => typeof value === 'object' && value !== null && 'src' in value && 'width' in value,
  'Expected an image imported from src/assets',
);

export const contactsSchema = z.object({
  email: z.email(),
  phone: z.string().min(10),
  // The tel: form of the phone, digits and a leading + only.
  phoneHref: z.string().regex(/^tel:\+?\d+$/),
});

export const venueSchema = z.object({
  name: z.string().min(1),
  street: z.string().min(1),
  city: z.string().min(1),
  region: z.string().length(2),
  postalCode: z.string().min(5),
  country: z.string().length(2),
  mapsUrl: z.url(),
  photo: image,
  photoAlt: z.string().min(1),
  facts: z.array(z.string().min(1)).min(1),
  transport: z.array(z.object({ title: z.string().min(1), detail: z.string().min(1) })).min(1),
  amenities: z.array(z.object({ title: z.string().min(1), detail: z.string().min(1) })).min(1),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const eventSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  edition: z.string().min(1),
  tagline: z.string().min(1),
  upcoming: z.object({ year: z.number().int(), label: z.string().min(1), startDate: isoDate, endDate: isoDate }),
  past: z.object({ year: z.number().int(), label: z.string().min(1), startDate: isoDate, endDate: isoDate }),
  /** As the success screens and e-mails say it, e.g. 'September 25th at noon'. */
  startsAt: z.string().min(1),
  hotelCheckIn: z.string().min(1),
});

export const sponsorSchema = z.object({
  name: z.string().min(1),
  // What kind of firm it is; shown to screen readers with the logo.
  kind: z.string().min(1),
  url: z.url(),
  logo: image.optional(),
  // Some logos carry a lot of white space; scale them up inside their tile (1 = as drawn).
  logoScale: z.number().min(0.5).max(2).default(1),
});
export const sponsorsSchema = z.array(sponsorSchema).length(13, 'The site shows exactly 13 sponsors');

export const galleryPhotoSchema = z.object({
  src: image,
  alt: z.string().min(1),
  caption: z.string().min(1),
  // CSS object-position for the thumbnail crop, e.g. 'center 35%'.
  objectPosition: z.string().optional(),
});
export const gallerySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  photos: z.array(galleryPhotoSchema).min(1),
});

export const scheduleSchema = z.object({
  title: z.string().min(1),
  days: z
    .array(
      z.object({
        heading: z.string().min(1),
        date: isoDate,
        items: z
          .array(z.object({ time: z.string().min(1), title: z.string().min(1), detail: z.string().optional() }))
          .min(1),
      }),
    )
    .min(1),
});

export const winnerSchema = z.object({
  year: z.number().int(),
  player: z.string().min(1),
  company: z.string().min(1),
  message: z.string().min(1),
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
  treasurerEmail: z.email(),
  paypalMeHandle: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'must be a PayPal.me handle (letters and digits)'),
  checkPayableTo: z.string().min(1),
  checkAddress: z.array(z.string().min(1)).min(2),
  itemPrefix: z.string().min(1),
});

export const easyPaymentLevelsSchema = z.array(
  z.object({ id: z.string().min(1), name: z.string().min(1), priceDollars: dollars, available: z.number().int().nonnegative(), levelId: z.string().optional() }),
);

export type Sponsor = z.infer<typeof sponsorSchema>;
export type Gallery = z.infer<typeof gallerySchema>;

/** Who issues receipts and invoices (src/data/organizer.ts): a name and a postal address. */
export const organizerSchema = z.object({
  name: z.string().trim().min(1, 'The organizer needs a name'),
  addressLines: z.array(z.string().trim().min(1)).min(2, 'The organizer address needs at least two lines').max(5),
  email: z.email(),
  phone: z.string().min(10),
});
