// The set-up form's values in /admin: what the organizer types (text, as setup.ts's schema reads
// it) and the blind structure as a list of rows to edit: add a level or a break, remove a step,
// move one up or down. Each row keeps a key of its own, so a moved row keeps its focus and what is
// typed in it. Pure.
import type { AdminTournament } from './contract.ts';
import type { TournamentSetup } from './setup.ts';
import type { Step } from './structure.ts';

export interface LevelRow {
  key: number;
  kind: 'level';
  smallBlind: string;
  bigBlind: string;
  ante: string;
  minutes: string;
}
export interface BreakRow {
  key: number;
  kind: 'break';
  name: string;
  minutes: string;
}
export type StepRow = LevelRow | BreakRow;

export interface SetupFields {
  /** The version the form was filled from: the server refuses the save (409) when someone saved since. */
  version: number;
  name: string;
  tableCount: string;
  seatsPerTable: string;
  startingStack: string;
  startsAt: string;
  entitlingLevelIds: string[];
  structure: StepRow[];
}

/** Chips as the organizer reads them: "20,000". setup.ts's schema takes the commas back out. */
const chips = (n: number) => n.toLocaleString('en-US');

export const newBreakName = 'Break';
export const newBreakMinutes = 15;

function rowOf(step: Step, key: number): StepRow {
  return step.kind === 'level'
    ? { key, kind: 'level', smallBlind: chips(step.smallBlind), bigBlind: chips(step.bigBlind), ante: chips(step.ante), minutes: String(step.minutes) }
    : { key, kind: 'break', name: step.name, minutes: String(step.minutes) };
}

/** The form's values from a tournament as the server answered it. */
export function setupFields(tournament: Pick<AdminTournament, 'version' | 'setup'>): SetupFields {
  const s: TournamentSetup = tournament.setup;
  return {
    version: tournament.version,
    name: s.name,
    tableCount: String(s.tableCount),
    seatsPerTable: String(s.seatsPerTable),
    startingStack: chips(s.startingStack),
    startsAt: s.startsAt,
    entitlingLevelIds: [...s.entitlingLevelIds],
    structure: s.structure.map((step, i) => rowOf(step, i + 1)),
  };
}

const nextKey = (rows: readonly StepRow[]) => rows.reduce((max, r) => Math.max(max, r.key), 0) + 1;

/**
 * A level at the end: the last level's blinds, ante and minutes again (a level may repeat the
 * blinds), for the organizer to raise; 100/200 with a 200 ante and 20 minutes in an empty list.
 */
export function addLevel(rows: readonly StepRow[]): StepRow[] {
  const last = [...rows].reverse().find((r): r is LevelRow => r.kind === 'level');
  const values = last ? { smallBlind: last.smallBlind, bigBlind: last.bigBlind, ante: last.ante, minutes: last.minutes } : { smallBlind: '100', bigBlind: '200', ante: '200', minutes: '20' };
  return [...rows, { key: nextKey(rows), kind: 'level', ...values }];
}

/** A 15-minute "Break" at the end. */
export const addBreak = (rows: readonly StepRow[]): StepRow[] => [...rows, { key: nextKey(rows), kind: 'break', name: newBreakName, minutes: String(newBreakMinutes) }];

export const removeStep = (rows: readonly StepRow[], index: number): StepRow[] => rows.filter((_, i) => i !== index);

/** The row at `index` one place up (-1) or down (+1); unchanged at either end. */
export function moveStep(rows: readonly StepRow[], index: number, by: -1 | 1): StepRow[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

type RowField<R> = Exclude<keyof R, 'key' | 'kind'>;
export type StepField = RowField<LevelRow> | RowField<BreakRow>;

/** The rows with one field of the row at `index` typed anew (a field the row does not have: unchanged). */
export function editStep(rows: readonly StepRow[], index: number, field: StepField, value: string): StepRow[] {
  return rows.map((r, i) => (i === index && field in r ? ({ ...r, [field]: value } as StepRow) : r));
}

/** "Level 3" or "Break" (the name of the row as its buttons and fields say it), from the rows as they stand. */
export function rowTitles(rows: readonly StepRow[]): string[] {
  let level = 0;
  return rows.map((r) => (r.kind === 'level' ? `Level ${++level}` : r.name.trim() || 'Break'));
}
