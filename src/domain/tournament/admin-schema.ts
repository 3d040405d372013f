// The night's answers to the floor's screens in /admin (contract.ts's shapes), checked in the
// browser as every admin answer is. These check the shape only: the set-up's rules are the form's
// (setup.ts), and the server has applied them already.
import { z } from '../zod.ts';
import type { ClockState } from './clock.ts';
import type { AdminNight, AdminTournament, ClockTournament, DrawAnswer, SeatView } from './contract.ts';
import type { TournamentSetup } from './setup.ts';
import { tournamentKinds, type Step } from './structure.ts';

const int = z.number().int();

const stepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), smallBlind: int, bigBlind: int, ante: int, minutes: int }),
  z.object({ kind: z.literal('break'), name: z.string(), minutes: int }),
]) satisfies z.ZodType<Step>;

const clockStateSchema = z.object({ stepIndex: int, stepStartedAt: z.number().nullable(), pausedAt: z.number().nullable() }) satisfies z.ZodType<ClockState>;

const setupAnswerSchema = z.object({
  name: z.string(),
  tableCount: int,
  seatsPerTable: int,
  startingStack: int,
  startsAt: z.string(),
  entitlingLevelIds: z.array(z.string()),
  structure: z.array(stepSchema).min(1),
}) satisfies z.ZodType<TournamentSetup>;

/** A tournament as the public clock shows it; the floor's answer adds the rest. */
const clockTournamentSchema = z.object({
  id: int,
  kind: z.enum(tournamentKinds),
  name: z.string(),
  structure: z.array(stepSchema).min(1),
  clock: clockStateSchema,
  entries: int,
  playersLeft: int,
  startingStack: int,
  startsAt: z.string(),
  prizes: z.array(z.object({ place: int, amountCents: int.nullable(), prize: z.string().nullable() })),
}) satisfies z.ZodType<ClockTournament>;

const nameShape = { registrationId: z.string(), firstName: z.string(), lastName: z.string() };
const seatViewSchema = z.object({ ...nameShape, table: int, seat: int, fixed: z.boolean() }) satisfies z.ZodType<SeatView>;

export const adminTournamentSchema = clockTournamentSchema.extend({
  version: int,
  setup: setupAnswerSchema,
  seatingOpen: z.boolean(),
  openTables: z.array(int),
  seats: z.array(seatViewSchema),
  out: z.array(z.object({ ...nameShape, place: int, tied: z.boolean(), hand: int, table: int.nullable(), seat: int.nullable() })),
  task: z.object({
    balance: z.object({ fromTable: int, toTable: int, toSeats: z.array(int), movable: z.array(z.string()) }).nullable(),
    breakTable: int.nullable(),
  }),
  prizePoolCents: int.nullable(),
  finished: z.boolean(),
  resultsPublishedAt: z.string().nullable(),
  unseated: z.array(z.object(nameShape)),
  displayLinks: z.array(z.object({ id: int, createdAt: z.string(), createdBy: z.string().nullable() })),
}) satisfies z.ZodType<AdminTournament>;

/** GET /api/admin/night */
export const adminNightSchema = z.object({
  tournaments: z.array(adminTournamentSchema),
  levels: z.array(z.object({ id: z.string(), name: z.string() })),
}) satisfies z.ZodType<AdminNight>;

/** POST /api/admin/night/:id/draw */
export const drawAnswerSchema = z.object({ tournament: adminTournamentSchema, seated: int, unseated: z.array(z.string()) }) satisfies z.ZodType<DrawAnswer>;

/** POST /api/admin/night/:id/display-links: the link, shown once. */
export const displayLinkAnswerSchema = z.object({ url: z.string() });

