// The public clock's answers (contract.ts) as the screens check them: GET /api/night/clock and
// GET /api/time. zod/mini, not the full API: /live loads these with the page, so it loads zod's
// core (about 14 KB compressed, the chunk every page with a schema shares) and not the full API's
// 23 KB more; mini's objects compile no parser, so they never try the eval our CSP forbids.
// Unknown fields are dropped, so the server may add some.
import { z } from 'zod/mini';
import type { ClockTournament, NightClock, ServerTime } from './contract.ts';
import { tournamentKinds, type Step } from './structure.ts';

const count = z.int().check(z.nonnegative());

const stepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), smallBlind: count, bigBlind: count, ante: count, minutes: z.number().check(z.positive()) }),
  z.object({ kind: z.literal('break'), name: z.string(), minutes: z.number().check(z.positive()) }),
]) satisfies z.ZodMiniType<Step>;

export const clockTournamentSchema = z.object({
  id: z.int(),
  kind: z.enum(tournamentKinds),
  name: z.string(),
  // The clock needs at least one step (clock.ts).
  structure: z.array(stepSchema).check(z.minLength(1)),
  clock: z.object({ stepIndex: count, stepStartedAt: z.nullable(z.number()), pausedAt: z.nullable(z.number()) }),
  entries: count,
  playersLeft: count,
  startingStack: count,
  startsAt: z.string(),
  // Older answers (a cached one during a deploy) have none.
  prizes: z._default(z.array(z.object({ place: z.int(), amountCents: z.nullable(z.int()), prize: z.nullable(z.string()) })), []),
}) satisfies z.ZodMiniType<ClockTournament>;

/** GET /api/night/clock */
export const nightClockSchema = z.object({
  tournaments: z.array(clockTournamentSchema),
  generatedAt: z.number(),
}) satisfies z.ZodMiniType<NightClock>;

/** GET /api/time */
export const serverTimeSchema = z.object({ now: z.number() }) satisfies z.ZodMiniType<ServerTime>;
