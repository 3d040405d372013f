// The items as content: the player levels, room additions and sponsor levels with their names,
// descriptions and the prices the pages are built with (the sales settings decide what is sold now).
import { registrationLevels, roomAdditions } from './registration-options.ts';
import { sponsorLevels } from './sponsor-levels.ts';
import { dollarsToCents } from '../domain/money.ts';
import type { RegistrationLevel, RoomAddition, SponsorLevel } from '../domain/items.ts';

export type { RegistrationLevel, RoomAddition, SponsorLevel } from '../domain/items.ts';
export { parseOpenIds } from '../domain/items.ts';

/**
 * The attendee levels as sold. `openIds` re-opens sold-out levels: the edges pass the
 * WOOP_OPEN_LEVELS setting here (the test suite uses it to exercise the full flow; leave it
 * unset in production: /admin's sales settings decide what is on sale).
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

const names = new Map<string, string>([...registrationLevels, ...roomAdditions, ...sponsorLevels].map((i) => [i.id, i.name]));

/** The name of any item (player level, room, sponsor level), or its id if unknown. */
export const itemName = (id: string): string => names.get(id) ?? id;

/** The name shown for a registration's level; 'Player' without one (SPEC's admin list). */
export const levelName = (id: string | null | undefined): string => (id ? itemName(id) : 'Player');

export const sponsorLevelIds: readonly string[] = sponsorLevels.map((l) => l.id);

export const isSponsorLevel = (id: string): boolean => sponsorLevelIds.includes(id);

/** A sponsor level a check or bank transfer invoice can be had for (not the PayPal-only Test level). */
export const offersInvoice = (id: string): boolean => sponsorLevels.some((l) => l.id === id && !l.paypalOnly);
