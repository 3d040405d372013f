import { registrationLevels, roomAdditions } from '../data/registration-options.ts';
import { sponsorLevels } from '../data/sponsor-levels.ts';
import { dollarsToCents, type Cents } from './money.ts';

export interface RegistrationLevel {
  id: string;
  name: string;
  priceCents: Cents;
  description: string;
  soldOut: boolean;
}
export interface RoomAddition {
  id: string;
  name: string;
  priceCents: Cents;
  available: boolean;
}
export interface SponsorLevel {
  id: string;
  name: string;
  priceCents: Cents;
  capacity: number | null;
  description: string;
  /** Player entries included (issued as single-use codes once paid). */
  playerEntries: number;
}

/**
 * The attendee levels as sold. `openIds` re-opens sold-out levels: the edges pass the
 * WOOP_OPEN_LEVELS setting here (the test suite uses it to exercise the full flow; leave it
 * unset in production and edit src/data instead).
 */
export function getRegistrationLevels(openIds: readonly string[] = []): RegistrationLevel[] {
  return registrationLevels.map((l) => ({
    id: l.id,
    name: l.name,
    priceCents: dollarsToCents(l.priceDollars),
    description: l.description,
    soldOut: l.soldOut && !openIds.includes(l.id),
  }));
}

export function getRoomAdditions(openIds: readonly string[] = []): RoomAddition[] {
  return roomAdditions.map((r) => ({
    id: r.id,
    name: r.name,
    priceCents: dollarsToCents(r.priceDollars),
    available: r.available || openIds.includes(r.id),
  }));
}

export function getSponsorLevels(): SponsorLevel[] {
  return sponsorLevels.map((s) => ({
    id: s.id,
    name: s.name,
    priceCents: dollarsToCents(s.priceDollars),
    capacity: s.capacity,
    description: s.description,
    playerEntries: s.playerEntries,
  }));
}

/** The name shown for a level id (attendee or sponsor); 'Player' without one, the id itself if unknown. */
export function levelName(id: string | null | undefined): string {
  if (!id) return 'Player';
  const level = [...registrationLevels, ...sponsorLevels].find((l) => l.id === id);
  return level?.name ?? id;
}

/** The six attendee level ids: SPEC's sponsor schema refuses them as a registrationType. */
export const attendeeLevelIds: readonly string[] = registrationLevels.map((l) => l.id);
export const sponsorLevelIds: readonly string[] = sponsorLevels.map((l) => l.id);

export const isSponsorLevel = (id: string): boolean => sponsorLevelIds.includes(id);

/** A sponsor level a check or bank transfer invoice can be had for (not the PayPal-only Test level). */
export const offersInvoice = (id: string): boolean => sponsorLevels.some((l) => l.id === id && !l.paypalOnly);

/** Parses "all-in, just-party" into ids. */
export const parseOpenIds = (setting: string | undefined): string[] =>
  (setting ?? '').split(',').map((s) => s.trim()).filter(Boolean);
