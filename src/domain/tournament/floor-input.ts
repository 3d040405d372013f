// What the floor sends from its phone: a clock action, a seat move or fixed seat, players left. zod
// schemas shared by the phone and the server, with errors naming the field.
import { z } from '../zod.ts';
import { clockActions, type ClockView } from './clock.ts';
import { maxSeatsPerTable, maxTables, whole } from './setup.ts';

/** POST /api/night/:kind/clock. `stepIndex` is the step the phone showed when the button was pressed. */
export const clockActionInputSchema = z.object({
  action: z.enum(clockActions, 'Choose start, pause, resume, +1 minute, -1 minute, next or previous'),
  stepIndex: z.number('Reload the clock and try again').int('Reload the clock and try again').min(0, 'Reload the clock and try again'),
});
export type ClockActionInput = z.output<typeof clockActionInputSchema>;

export const clockMovedMessage = 'The clock has moved on since your screen showed it: check the level, then press again if you still need to.';

/**
 * Why a level change is refused: two helpers pressing Next at once would otherwise skip a level.
 * Next and previous apply only to the step the phone showed; the other actions are safe to repeat
 * (a second pause or resume changes nothing; each minute added is meant). A level that ended by
 * itself as the button was pressed is refused too: the helper sees the new level and decides.
 */
export function staleClockAction(input: ClockActionInput, now: ClockView): string | null {
  return (input.action === 'next' || input.action === 'previous') && input.stepIndex !== now.stepIndex ? clockMovedMessage : null;
}

/** PUT /api/night/:kind/seats/:registrationId: a seat chosen by hand, and whether it stays fixed. */
export const seatInputSchema = z.object({
  table: whole('the table', 1, maxTables),
  seat: whole('the seat', 1, maxSeatsPerTable),
  fixed: z.boolean('Choose whether the seat is fixed').default(false),
});

/** PUT /api/night/:kind/players-left */
export const playersLeftInputSchema = z.object({
  playersLeft: whole('the players left', 0, 10_000),
});

const reload = 'Reload the floor’s screen and try again';
const playerId = z.string(reload).trim().min(1, reload).max(64, reload);

/**
 * POST /api/admin/night/:id/eliminate: the players out in one hand, each picked on the table view
 * (registrationId) or scanned (their check-in code); with their stack at the start of the hand when
 * the floor knows it (the bigger stack finishes higher; without stacks, players out in one hand tie).
 */
export const eliminateInputSchema = z.object({
  players: z
    .array(
      z.object({
        registrationId: playerId.optional(),
        code: z.string('Scan the player’s code again').trim().max(200, 'Scan the player’s code again').optional(),
        stack: whole('the stack at the start of the hand', 1, 1_000_000_000).nullable().optional(),
      }),
      'Choose the players out',
    )
    .min(1, 'Choose the players out')
    .max(10, 'At most 10 players go out in one hand'),
});
export type EliminateInput = z.output<typeof eliminateInputSchema>;

/** POST /api/admin/night/:id/undo: the hand the phone showed as the last one. */
export const undoInputSchema = z.object({ hand: whole('the hand', 1, 100_000) });

/** POST /api/admin/night/:id/balance: the move the floor confirms (re-checked against the room now). */
export const balanceInputSchema = z.object({
  registrationId: playerId,
  fromTable: whole('the table', 1, maxTables),
  toTable: whole('the table', 1, maxTables),
  seat: whole('the seat', 1, maxSeatsPerTable),
});
export type BalanceInput = z.output<typeof balanceInputSchema>;

/** POST /api/admin/night/:id/break: the table the phone showed as the next to break. */
export const breakInputSchema = z.object({ table: whole('the table', 1, maxTables) });
