// The TV's seating board as the board checks it (GET /api/night/board, contract.ts). Unknown
// fields are dropped, so the server may add some.
import { z } from '../zod.ts';
import type { SeatingBoard } from './contract.ts';

const number = z.int().positive();

export const seatingBoardSchema = z.object({
  name: z.string(),
  seatsPerTable: number,
  tables: z.array(z.object({ table: number, seats: z.array(z.object({ seat: number, name: z.string() })) })),
  generatedAt: z.number(),
}) satisfies z.ZodType<SeatingBoard>;
