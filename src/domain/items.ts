// What is sold, as the rules see it: a player level, a room addition, a sponsor level. The items
// themselves (ids, names, descriptions, the prices the pages are built with) are content
// (src/data/levels.ts); what is on sale now and at what price is the sales settings' answer.
import type { Cents } from './money.ts';

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

/** SPEC's six player level ids: the sponsor registration schema refuses them as a registration type. */
export const playerLevelIds: readonly string[] = ['all-in', 'just-main-event', 'just-second-chance', 'second-chance-golf', 'party-golf', 'just-party'];

/** Parses "all-in, just-party" (the WOOP_OPEN_LEVELS setting) into ids. */
export const parseOpenIds = (setting: string | undefined): string[] =>
  (setting ?? '').split(',').map((s) => s.trim()).filter(Boolean);
