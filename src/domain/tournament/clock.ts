// The tournament clock as a pure function of what the database stores. The stored state is three
// facts: the step (level or break) the clock is anchored on, the server time that step began (moved
// later by each pause and by +1 minute, earlier by -1 minute), and when the floor paused (null while
// running). Everything a screen shows (the current level, time left, the next level, the time to the
// next break) is computed from those and a server time, by the server and by every screen alike, so
// no timer runs in a process and all screens that know the server's time show the same second.
// Steps run on by themselves: a level whose time is up gives way to the next step without a write.
//
// Every floor action (start, pause, resume, +1 min, -1 min, next, previous) is a transition from one
// stored state to the next at a server time. Each first "settles" the state (walks the anchor
// forward past the steps that have ended), so the stored anchor stays on the current step.
import { levelNumbers, stepMs, type Break, type Level, type Step, type Structure } from './structure.ts';

export interface ClockState {
  /** The step the anchor is on (0-based, into the structure). */
  stepIndex: number;
  /** When that step began, in server ms since the epoch, pauses excluded; null before the floor starts the clock. */
  stepStartedAt: number | null;
  /** When the floor paused (server ms); null while running or before the start. */
  pausedAt: number | null;
}

export const clockNotStarted: ClockState = { stepIndex: 0, stepStartedAt: null, pausedAt: null };

export const clockActions = ['start', 'pause', 'resume', 'add-minute', 'remove-minute', 'next', 'previous'] as const;
export type ClockAction = (typeof clockActions)[number];

export type ClockStatus = 'not-started' | 'running' | 'paused';

export interface ClockView {
  status: ClockStatus;
  stepIndex: number;
  step: Step;
  /** The level's number (1-based, breaks not counted); null on a break. */
  levelNumber: number | null;
  /** Time left in the step, never negative. The last step does not end: it stays at 0 once its time is up. */
  timeLeftMs: number;
  /** The server time the step ends while running (what a screen counts down to); null when paused, not started or on the last step. */
  endsAt: number | null;
  /** The level after this step, and its number; null after the last level. */
  nextLevel: Level | null;
  nextLevelNumber: number | null;
  /** The next break after this step, and the play time until it begins; null when no break follows. */
  nextBreak: Break | null;
  msToNextBreak: number | null;
}

const minuteMs = 60_000;
const lastIndex = (structure: Structure) => structure.length - 1;
const clampIndex = (structure: Structure, i: number) => Math.min(Math.max(0, Math.trunc(i) || 0), lastIndex(structure));

/** The server time the clock reads: frozen at the pause while paused. */
const readAt = (state: ClockState, now: number) => state.pausedAt ?? now;

/** The state anchored on the step current at `now` (the same clock, a later anchor). */
export function settle(structure: Structure, state: ClockState, now: number): ClockState {
  let stepIndex = clampIndex(structure, state.stepIndex);
  if (state.stepStartedAt === null) return { ...state, stepIndex };
  const at = readAt(state, now);
  let start = state.stepStartedAt;
  while (stepIndex < lastIndex(structure) && at - start >= stepMs(structure[stepIndex]!)) {
    start += stepMs(structure[stepIndex]!);
    stepIndex += 1;
  }
  return { ...state, stepIndex, stepStartedAt: start };
}

/** What the clock shows at server time `now`. The structure must have at least one step. */
export function clockAt(structure: Structure, state: ClockState, now: number): ClockView {
  const s = settle(structure, state, now);
  const i = s.stepIndex;
  const step = structure[i]!;
  const status: ClockStatus = s.stepStartedAt === null ? 'not-started' : s.pausedAt === null ? 'running' : 'paused';
  const elapsed = s.stepStartedAt === null ? 0 : readAt(s, now) - s.stepStartedAt;
  const timeLeftMs = Math.max(0, stepMs(step) - elapsed);
  const numbers = levelNumbers(structure);
  const next = structure.findIndex((x, j) => j > i && x.kind === 'level');
  const nextBreakIndex = structure.findIndex((x, j) => j > i && x.kind === 'break');
  const between = structure.slice(i + 1, nextBreakIndex).reduce((sum, x) => sum + stepMs(x), 0);
  return {
    status,
    stepIndex: i,
    step,
    levelNumber: numbers[i] ?? null,
    timeLeftMs,
    endsAt: status === 'running' && i < lastIndex(structure) ? now + timeLeftMs : null,
    nextLevel: next < 0 ? null : (structure[next] as Level),
    nextLevelNumber: next < 0 ? null : numbers[next]!,
    nextBreak: nextBreakIndex < 0 ? null : (structure[nextBreakIndex] as Break),
    msToNextBreak: nextBreakIndex < 0 ? null : timeLeftMs + between,
  };
}

/** The state after the floor's `action` at server time `now`. An action that does not apply (pause while paused, next on the last step) changes nothing. */
export function applyClock(structure: Structure, state: ClockState, action: ClockAction, now: number): ClockState {
  const s = settle(structure, state, now);
  const started = s.stepStartedAt !== null;
  const at = readAt(s, now);
  switch (action) {
    case 'start':
      return started ? s : { stepIndex: s.stepIndex, stepStartedAt: now, pausedAt: null };
    case 'pause':
      return started && s.pausedAt === null ? { ...s, pausedAt: now } : s;
    case 'resume':
      // The time paused is added to the step's start: the clock goes on from where it stopped.
      return s.pausedAt === null ? s : { ...s, stepStartedAt: s.stepStartedAt! + Math.max(0, now - s.pausedAt), pausedAt: null };
    case 'add-minute':
      return started ? { ...s, stepStartedAt: s.stepStartedAt! + minuteMs } : s;
    case 'remove-minute': {
      if (!started) return s;
      // Less than a minute left ends the step now; the next step then starts with its full time.
      const left = Math.max(0, stepMs(structure[s.stepIndex]!) - (at - s.stepStartedAt!));
      const newLeft = Math.max(0, left - minuteMs);
      return settle(structure, { ...s, stepStartedAt: at - (stepMs(structure[s.stepIndex]!) - newLeft) }, now);
    }
    case 'next':
    case 'previous': {
      const to = clampIndex(structure, s.stepIndex + (action === 'next' ? 1 : -1));
      // Moving starts the step with its full time; previous on the first step restarts it.
      if (to === s.stepIndex && action === 'next') return s;
      return { ...s, stepIndex: to, stepStartedAt: started ? at : null };
    }
  }
}

/**
 * The clock after the organizer corrects the structure while it runs: on the same level (by its
 * number; a break by the levels before it), with the time already played kept, so a longer level
 * gives more time left and a break added before the current level changes nothing on the TV. When
 * the current break is gone, the level after it starts with its full time; when the current level
 * is gone, the last step goes on.
 */
export function clockAfterEdit(before: Structure, after: Structure, state: ClockState, now: number): ClockState {
  const s = settle(before, state, now);
  const here = placesOf(before)[s.stepIndex]!;
  const placesAfter = placesOf(after);
  const same = placesAfter.findIndex((p) => p.kind === here.kind && p.levelsBefore === here.levelsBefore && p.nth === here.nth);
  if (same >= 0) return settle(after, { ...s, stepIndex: same }, now);
  const following = placesAfter.findIndex((p) => p.kind === 'level' && p.levelsBefore === here.levelsBefore);
  if (following >= 0 && s.stepStartedAt !== null) return { ...s, stepIndex: following, stepStartedAt: readAt(s, now) };
  return settle(after, { ...s, stepIndex: following >= 0 ? following : after.length - 1 }, now);
}

/** Each step's place, which an edit elsewhere does not change: its kind, the levels before it, and for a break its rank among the breaks between the same two levels. */
function placesOf(structure: Structure): { kind: Step['kind']; levelsBefore: number; nth: number }[] {
  let levelsBefore = 0;
  let nth = 0;
  return structure.map((x) => {
    if (x.kind === 'level') {
      nth = 0;
      return { kind: x.kind, levelsBefore: levelsBefore++, nth: 0 };
    }
    return { kind: x.kind, levelsBefore, nth: nth++ };
  });
}

/** "19:59", "1:05:00": a time left as the clock shows it, rounded up to the second (0:00 only when up). */
export function clockText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const [h, m, sec] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}
