// The pages' reads of the content collections (src/content.config.ts), in the order and shape the
// components take. Astro-only (astro:content). The event and the contacts are read by every page and
// by server code alike, from src/data/event.ts and src/data/contacts.ts.
import { getCollection, getEntry } from 'astro:content';

/** The one entry of a single-file collection (its id is the file's name). */
function present<T>(entry: T | undefined, file: string): T {
  if (!entry) throw new Error(`src/content/${file}.json is missing`);
  return entry;
}

export const loadSchedule = async () => present(await getEntry('schedule', 'schedule'), 'schedule').data;
export const loadVenue = async () => present(await getEntry('venue', 'venue'), 'venue').data;
export const loadPolicy = async () => present(await getEntry('policy', 'policy'), 'policy').data;
export const loadWinner = async () => present(await getEntry('winner', 'winner'), 'winner').data;

/** The sponsors in the order of sponsors.json. */
export async function loadSponsors() {
  return (await getCollection('sponsors')).sort((a, b) => a.id.localeCompare(b.id)).map((e) => e.data);
}

/** The galleries newest first (woop-2025 before woop-2024). */
export async function loadGalleries() {
  return (await getCollection('galleries')).sort((a, b) => b.id.localeCompare(a.id)).map((e) => ({ id: e.id, ...e.data }));
}

export type Sponsor = Awaited<ReturnType<typeof loadSponsors>>[number];
export type Gallery = Awaited<ReturnType<typeof loadGalleries>>[number];
export type Venue = Awaited<ReturnType<typeof loadVenue>>;

export const venueAddressLine = (venue: Venue) => `${venue.street}, ${venue.city}, ${venue.region} ${venue.postalCode}`;
