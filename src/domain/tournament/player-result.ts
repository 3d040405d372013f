// A player's results as their personal page shows them, once published: "Main Event: 3rd place —
// $1,250.00", "Second Chance: tied 5th place". Its own small module, like door-seat.ts: the personal
// page carries it without the rest of the night's rules.
import { z } from '../zod.ts';
import { ordinal } from '../ordinal.ts';
import type { PlayerResult } from './contract.ts';

export const playerResultSchema = z.object({
  tournament: z.string(),
  place: z.number().int(),
  tied: z.boolean(),
  prize: z.string().nullable(),
}) satisfies z.ZodType<PlayerResult>;

/** The results of an answer that may not have them yet: none. */
export const playerResultsSchema = z.array(playerResultSchema).default([]);

/** "3rd", or "tied 5th" for a place shared with others out in the same hand. */
export const placeWords = (place: number, tied: boolean): string => `${tied ? 'tied ' : ''}${ordinal(place)}`;

/** "Main Event: 3rd place — $1,250.00" (no prize, no dash). */
export const yourResultWords = (r: PlayerResult): string =>
  `${r.tournament}: ${placeWords(r.place, r.tied)} place${r.prize ? ` — ${r.prize}` : ''}`;
