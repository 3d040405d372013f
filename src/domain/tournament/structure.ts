// A tournament's blind structure: the steps the clock walks through, levels (blinds, ante, minutes)
// and breaks (a name and minutes), and the defaults the organizer starts from. Pure data.
//
// The defaults are for WOOP's night: 100-200 players, a 20,000 starting stack (100 big blinds at the
// first level), 20-minute levels (a live table deals about 25-30 hands an hour, so a level is an
// orbit or two) and a big blind ante from the first level (one ante per hand, posted by the big
// blind for the table: quicker than collecting from every player). The Main Event starts at
// 1:00 PM and plays eleven levels and one 20-minute break to the Dinner Break at 5:00 PM; the
// Dinner Break lasts until the main draw resumes at 7:15 PM (SPEC's schedule: dinner 5:00-7:00 PM,
// evening play 7:15 PM), then a 15-minute break follows every six levels until champions are crowned.
// The Second Chance Tournament starts at 7:15 PM from the first level of the same ladder with
// 15-minute levels, so it ends in the small hours with the Main Event rather than at breakfast.

export interface Level {
  kind: 'level';
  smallBlind: number;
  bigBlind: number;
  /** The ante per hand; in the defaults a big blind ante (the big blind posts it for the table). */
  ante: number;
  minutes: number;
}
export interface Break {
  kind: 'break';
  name: string;
  minutes: number;
}
export type Step = Level | Break;
export type Structure = readonly Step[];

export const tournamentKinds = ['main-event', 'second-chance'] as const;
export type TournamentKind = (typeof tournamentKinds)[number];
export const tournamentNames: Record<TournamentKind, string> = {
  'main-event': 'Main Event',
  'second-chance': 'Second Chance Tournament',
};

export const defaultStartingStack = 20_000;
export const defaultLevelMinutes = 20;
export const secondChanceLevelMinutes = 15;
export const dinnerBreakName = 'Dinner Break';
/** 5:00 PM to the evening play at 7:15 PM. */
export const dinnerBreakMinutes = 135;

/** Small and big blinds: +20-50% a level, mostly a quarter to a third, in round amounts; the 100 chips go after 1,200/2,400. */
const ladder: readonly (readonly [number, number])[] = [
  [100, 200], [200, 300], [200, 400], [300, 500], [300, 600], [400, 800],
  [500, 1_000], [600, 1_200], [800, 1_600], [1_000, 2_000], [1_200, 2_400], [1_500, 3_000],
  [2_000, 4_000], [2_500, 5_000], [3_000, 6_000], [4_000, 8_000], [5_000, 10_000], [6_000, 12_000],
  [8_000, 16_000], [10_000, 20_000], [15_000, 30_000], [20_000, 40_000], [25_000, 50_000], [30_000, 60_000],
  [40_000, 80_000], [50_000, 100_000], [60_000, 120_000], [80_000, 160_000], [100_000, 200_000], [150_000, 300_000],
  [200_000, 400_000], [250_000, 500_000],
];

const level = ([smallBlind, bigBlind]: readonly [number, number], minutes = defaultLevelMinutes): Level => ({ kind: 'level', smallBlind, bigBlind, ante: bigBlind, minutes });
const pause = (name: string, minutes: number): Break => ({ kind: 'break', name, minutes });

/** The ladder's levels from `from`, `minutes` long, with a 15-minute break every six levels. */
function evening(from: number, minutes: number): Step[] {
  const steps: Step[] = [];
  ladder.slice(from).forEach((blinds, i) => {
    if (i > 0 && i % 6 === 0) steps.push(pause('Break', 15));
    steps.push(level(blinds, minutes));
  });
  return steps;
}

/** The structure a new tournament starts with; the organizer edits it in /admin. */
export function defaultStructure(kind: TournamentKind): Step[] {
  if (kind === 'second-chance') return evening(0, secondChanceLevelMinutes);
  // 6 levels, a 20-minute break, 5 levels: 1:00 PM to 5:00 PM exactly.
  return [
    ...ladder.slice(0, 6).map((blinds) => level(blinds)),
    pause('Break', 20),
    ...ladder.slice(6, 11).map((blinds) => level(blinds)),
    pause(dinnerBreakName, dinnerBreakMinutes),
    ...evening(11, defaultLevelMinutes),
  ];
}

export const stepMs = (step: Step): number => step.minutes * 60_000;

/** The 1-based level number of each step (a break: null), as the clock and the TV show it. */
export function levelNumbers(structure: Structure): (number | null)[] {
  let n = 0;
  return structure.map((s) => (s.kind === 'level' ? ++n : null));
}
