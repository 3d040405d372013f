// A player's seat as the door's screen and the personal page show it: "Main Event: Table 4, Seat 7".
// Its own small module: the door's page and the personal page carry it without the rest of the
// night's rules.
import { z } from '../zod.ts';
import type { DoorSeat } from './contract.ts';
import { seatLabel } from './seating.ts';

export const doorSeatSchema = z.object({ tournament: z.string(), table: z.number().int(), seat: z.number().int() }) satisfies z.ZodType<DoorSeat>;

/** The seats of an answer that may not have them yet: none. */
export const doorSeatsSchema = z.array(doorSeatSchema).default([]);

/** "Main Event: Table 4, Seat 7" (the door's large type). */
export const doorSeatWords = (s: DoorSeat): string => `${s.tournament}: ${seatLabel(s)}`;

/** "Main Event, Table 4, Seat 7" (after "Your seat:" on the personal page). */
export const yourSeatWords = (s: DoorSeat): string => `${s.tournament}, ${seatLabel(s)}`;
