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

export type Sponsor = z.infer<typeof sponsorSchema>;
export type Gallery = z.infer<typeof gallerySchema>;
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type Venue = z.infer<typeof venueSchema>;
