// A tournament's set-up as the organizer types it in /admin: a zod schema shared by the form (errors
// under each field, before sending) and the server (the same errors, and nothing changed). Numbers
// arrive as the form's text ("20,000") or as numbers; the start is the venue's wall clock
// ('YYYY-MM-DDTHH:MM', read in the venue's zone by the server, as the sales settings are). The
// registration level ids are content: the caller passes them in.
import { z } from '../zod.ts';
import { oneLine } from '../schemas.ts';
import { isWallClockTime } from '../venue-time.ts';
import { defaultEntitlingLevelIds, type NamedLevel } from './entitlements.ts';
import { defaultStartingStack, defaultStructure, tournamentNames, type TournamentKind } from './structure.ts';

const grouped = (n: number) => n.toLocaleString('en-US');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A whole number from `min` to `max`, typed with or without thousands separators. */
export const whole = (label: string, min: number, max: number) => {
  const message = `${capital(label)} must be a whole number from ${grouped(min)} to ${grouped(max)}`;
  return z
    .union([z.number(), z.string()], `Enter ${label}`)
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(/,/g, '')))
    .refine((v) => v !== '', `Enter ${label}`)
    .refine((v) => v === '' || /^\d{1,12}$/.test(v), message)
    .transform(Number)
    .refine((v) => v >= min && v <= max, message);
};

export const maxTables = 100;
export const maxSeatsPerTable = 12;
export const maxSteps = 200;

const levelSchema = z.object({
  kind: z.literal('level'),
  smallBlind: whole('the small blind', 0, 100_000_000),
  bigBlind: whole('the big blind', 1, 100_000_000),
  ante: whole('the ante', 0, 100_000_000),
  minutes: whole('the minutes', 1, 240),
});
const breakSchema = z.object({
  kind: z.literal('break'),
  name: oneLine('Break name', 40).pipe(z.string().min(1, 'Name the break')),
  minutes: whole('the minutes', 1, 600),
});
const stepSchema = z.discriminatedUnion('kind', [levelSchema, breakSchema], 'Choose a level or a break');

/** PUT /api/admin/tournaments/:kind: the set-up, with the registration level ids it may name. */
export function tournamentSetupSchema(levelIds: readonly string[]) {
  return z
    .object({
      name: oneLine('Name', 80).pipe(z.string().min(1, "Enter the tournament's name")),
      tableCount: whole('the number of tables', 1, maxTables),
      seatsPerTable: whole('the seats per table', 2, maxSeatsPerTable),
      startingStack: whole('the starting stack', 1, 100_000_000),
      startsAt: z
        .string('Enter the start as a date and time, for example 2026-09-24 13:00')
        .trim()
        .refine(isWallClockTime, 'Enter the start as a date and time, for example 2026-09-24 13:00'),
      entitlingLevelIds: z
        .array(z.string(), 'Choose the registration levels that play this tournament')
        .refine((ids) => ids.every((id) => levelIds.includes(id)), 'Choose among the registration levels')
        .refine((ids) => new Set(ids).size === ids.length, 'Choose each registration level once'),
      structure: z
        .array(stepSchema, 'Enter the blind structure')
        .min(1, 'Enter at least one level')
        .max(maxSteps, `The structure can have at most ${maxSteps} levels and breaks`)
        // On the array, not the form: these errors show as soon as the steps parse, whatever the other fields hold.
        .superRefine((steps, ctx) => {
          const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
          if (steps[0]?.kind === 'break') issue([0, 'kind'], 'The structure must start with a level');
          let previousBig = 0;
          steps.forEach((step, i) => {
            if (step.kind !== 'level') return;
            if (step.smallBlind > step.bigBlind) issue([i, 'smallBlind'], 'The small blind must not be more than the big blind');
            // A typing slip (1,000 then 100) would otherwise reach the TV; a level may repeat the blinds.
            if (step.bigBlind < previousBig) issue([i, 'bigBlind'], `The big blind must not be lower than the previous level's (${grouped(previousBig)})`);
            previousBig = step.bigBlind;
          });
        }),
    });
}
export type TournamentSetupInput = z.input<ReturnType<typeof tournamentSetupSchema>>;
export type TournamentSetup = z.output<ReturnType<typeof tournamentSetupSchema>>;

/** Tables enough for `players` (the places sold that play it), at least one. */
export const defaultTableCount = (players: number, seatsPerTable: number): number => Math.max(1, Math.ceil(players / seatsPerTable));

/**
 * The venue wall clock ('YYYY-MM-DDTHH:MM') of a schedule time on `date`: '1:00 PM', or the start of
 * a range ('5:00 PM - 7:00 PM'). Null for text that names no time.
 */
export function scheduleWallClock(date: string, text: string): string | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?/.exec(text);
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const h24 = (hour % 12) + (m[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${date}T${String(h24).padStart(2, '0')}:${m[2]}`;
}

export interface SetupFacts {
  /** The registration levels (content). */
  levels: readonly NamedLevel[];
  /** Players expected: the places sold at its entitling levels (and sponsors' entries). */
  expectedPlayers: number;
  /** Its start from the schedule, as scheduleWallClock gives it. */
  startsAt: string;
}

export const defaultSeatsPerTable = 10;

/** The set-up a tournament has out of the box, before the organizer edits it. */
export function defaultSetup(kind: TournamentKind, facts: SetupFacts): TournamentSetup {
  return {
    name: tournamentNames[kind],
    tableCount: defaultTableCount(facts.expectedPlayers, defaultSeatsPerTable),
    seatsPerTable: defaultSeatsPerTable,
    startingStack: defaultStartingStack,
    startsAt: facts.startsAt,
    entitlingLevelIds: defaultEntitlingLevelIds(kind, facts.levels),
    structure: defaultStructure(kind),
  };
}
