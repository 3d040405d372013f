// The tournament clock as a pure function of stored state: what the TV and the phones show at a
// server time, and the floor's actions as transitions (fast-check for the rules that must hold
// whatever the floor pressed and whenever).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyClock, clockActions, clockAfterEdit, clockAt, clockNotStarted, clockText, settle, type ClockAction, type ClockState } from '../../src/domain/tournament/clock.ts';
import { defaultStructure, dinnerBreakName, type Step } from '../../src/domain/tournament/structure.ts';

const min = 60_000;
// 1:00 PM on the night, in server ms (the clock needs no zone: it counts from stored instants).
const onePm = Date.UTC(2026, 8, 24, 18, 0);
const level = (bigBlind: number, minutes = 20): Step => ({ kind: 'level', smallBlind: bigBlind / 2, bigBlind, ante: bigBlind, minutes });
const pause = (name: string, minutes: number): Step => ({ kind: 'break', name, minutes });
const small: Step[] = [level(200), level(400), pause('Break', 10), level(600), level(800)];

const run = (structure: readonly Step[], steps: [ClockAction, number][], from: ClockState = clockNotStarted) =>
  steps.reduce((s, [action, at]) => applyClock(structure, s, action, at), from);

describe('clockAt', () => {
  it('before the start shows the first level with its full time, not counting', () => {
    const v = clockAt(small, clockNotStarted, onePm + 5 * min);
    expect(v).toMatchObject({ status: 'not-started', stepIndex: 0, levelNumber: 1, timeLeftMs: 20 * min, endsAt: null, nextLevelNumber: 2 });
    expect(v.msToNextBreak).toBe(40 * min);
  });

  it('counts down, runs into the next steps by itself, and says how long until the break', () => {
    const started = applyClock(small, clockNotStarted, 'start', onePm);
    expect(clockAt(small, started, onePm + 5 * min)).toMatchObject({ status: 'running', levelNumber: 1, timeLeftMs: 15 * min, endsAt: onePm + 20 * min, msToNextBreak: 35 * min });
    expect(clockAt(small, started, onePm + 20 * min)).toMatchObject({ levelNumber: 2, timeLeftMs: 20 * min, msToNextBreak: 20 * min });
    const onBreak = clockAt(small, started, onePm + 45 * min);
    expect(onBreak).toMatchObject({ step: { kind: 'break', name: 'Break' }, levelNumber: null, timeLeftMs: 5 * min, nextLevelNumber: 3, nextBreak: null, msToNextBreak: null });
    expect(onBreak.nextLevel).toMatchObject({ bigBlind: 600 });
  });

  it('stays on the last level once its time is up, at 0:00, with nothing next', () => {
    const started = applyClock(small, clockNotStarted, 'start', onePm);
    expect(clockAt(small, started, onePm + 10 * 60 * min)).toMatchObject({ stepIndex: 4, levelNumber: 4, timeLeftMs: 0, endsAt: null, nextLevel: null });
  });

  it("the default Main Event started at 1:00 PM reaches the Dinner Break at 5:00 PM and resumes at 7:15 PM, as the schedule says", () => {
    const main = defaultStructure('main-event');
    const started = applyClock(main, clockNotStarted, 'start', onePm);
    expect(clockAt(main, started, onePm + 4 * 60 * min - 1).levelNumber).toBe(11);
    expect(clockAt(main, started, onePm + 4 * 60 * min)).toMatchObject({ step: { name: dinnerBreakName }, timeLeftMs: 135 * min });
    expect(clockAt(main, started, onePm + 6 * 60 * min + 15 * min)).toMatchObject({ levelNumber: 12, timeLeftMs: 20 * min });
    // From the first hand, the TV says the time to the afternoon break.
    expect(clockAt(main, started, onePm).msToNextBreak).toBe(120 * min);
  });
});

describe("the floor's actions", () => {
  const started = applyClock(small, clockNotStarted, 'start', onePm);

  it('pause freezes the time left; resume goes on from there', () => {
    const paused = applyClock(small, started, 'pause', onePm + 5 * min);
    expect(clockAt(small, paused, onePm + 50 * min)).toMatchObject({ status: 'paused', levelNumber: 1, timeLeftMs: 15 * min, endsAt: null });
    const resumed = applyClock(small, paused, 'resume', onePm + 50 * min);
    expect(clockAt(small, resumed, onePm + 51 * min)).toMatchObject({ status: 'running', levelNumber: 1, timeLeftMs: 14 * min });
  });

  it('+1 minute and -1 minute change the time left of the current level', () => {
    const t = onePm + 5 * min;
    expect(clockAt(small, applyClock(small, started, 'add-minute', t), t).timeLeftMs).toBe(16 * min);
    expect(clockAt(small, applyClock(small, started, 'remove-minute', t), t).timeLeftMs).toBe(14 * min);
  });

  it('-1 minute with less than a minute left starts the next step with its full time', () => {
    const t = onePm + 19 * min + 30_000;
    expect(clockAt(small, applyClock(small, started, 'remove-minute', t), t)).toMatchObject({ levelNumber: 2, timeLeftMs: 20 * min });
  });

  it('next and previous start the step with its full time, also while paused', () => {
    const t = onePm + 5 * min;
    expect(clockAt(small, applyClock(small, started, 'next', t), t)).toMatchObject({ levelNumber: 2, timeLeftMs: 20 * min });
    const paused = run(small, [['pause', t], ['next', t + min], ['next', t + 2 * min]], started);
    expect(clockAt(small, paused, t + 30 * min)).toMatchObject({ status: 'paused', step: { kind: 'break' }, timeLeftMs: 10 * min });
    expect(clockAt(small, applyClock(small, started, 'previous', t), t)).toMatchObject({ levelNumber: 1, timeLeftMs: 20 * min });
  });

  it('next and previous before the start choose the level the clock will start on', () => {
    const chosen = run(small, [['next', onePm - min]]);
    expect(clockAt(small, chosen, onePm)).toMatchObject({ status: 'not-started', levelNumber: 2 });
    expect(clockAt(small, applyClock(small, chosen, 'start', onePm), onePm + min)).toMatchObject({ status: 'running', levelNumber: 2, timeLeftMs: 19 * min });
  });

  it('actions that do not apply change nothing', () => {
    expect(applyClock(small, clockNotStarted, 'pause', onePm)).toEqual(clockNotStarted);
    expect(applyClock(small, clockNotStarted, 'add-minute', onePm)).toEqual(clockNotStarted);
    expect(applyClock(small, started, 'resume', onePm + min)).toEqual(started);
    expect(applyClock(small, started, 'start', onePm + min)).toEqual(started);
    const last = run(small, [['next', onePm], ['next', onePm], ['next', onePm], ['next', onePm]], started);
    expect(applyClock(small, last, 'next', onePm + min)).toEqual(last);
  });
});

describe('clockAfterEdit (the organizer corrects the structure while it runs)', () => {
  const started = applyClock(small, clockNotStarted, 'start', onePm);
  const t = onePm + 25 * min; // level 2, 15 minutes left

  it('a break added before the current level changes nothing on the TV', () => {
    const edited = [level(200), pause('Break', 5), level(400), pause('Break', 10), level(600), level(800)];
    const v = clockAt(edited, clockAfterEdit(small, edited, started, t), t);
    expect(v).toMatchObject({ levelNumber: 2, timeLeftMs: 15 * min, step: { bigBlind: 400 } });
  });

  it('a longer current level gives more time left; a shorter one that is over moves on', () => {
    const longer = small.map((s, i) => (i === 1 ? { ...s, minutes: 30 } : s));
    expect(clockAt(longer, clockAfterEdit(small, longer, started, t), t)).toMatchObject({ levelNumber: 2, timeLeftMs: 25 * min });
    const shorter = small.map((s, i) => (i === 1 ? { ...s, minutes: 4 } : s));
    expect(clockAt(shorter, clockAfterEdit(small, shorter, started, t), t)).toMatchObject({ step: { kind: 'break' }, timeLeftMs: 9 * min });
  });

  it('during a break that is taken out, the level after it starts with its full time; a pause is kept', () => {
    const noBreak = small.filter((s) => s.kind === 'level');
    const t = onePm + 42 * min;
    expect(clockAt(noBreak, clockAfterEdit(small, noBreak, started, t), t + min)).toMatchObject({ status: 'running', levelNumber: 3, timeLeftMs: 19 * min });
    const onBreak = applyClock(small, started, 'pause', t);
    expect(clockAt(noBreak, clockAfterEdit(small, noBreak, onBreak, t + 8 * min), t + 9 * min)).toMatchObject({ status: 'paused', levelNumber: 3, timeLeftMs: 20 * min });
  });

  it('when the current level is taken out, the clock goes to the last step', () => {
    const late = onePm + 75 * min; // level 4
    const cut = small.slice(0, 3);
    expect(clockAt(cut, clockAfterEdit(small, cut, started, late), late)).toMatchObject({ stepIndex: 2 });
  });
});

describe('clockText', () => {
  it('rounds up to the second and shows hours only when there are some', () => {
    expect(clockText(20 * min)).toBe('20:00');
    expect(clockText(19 * min + 59_001)).toBe('20:00');
    expect(clockText(999)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-5)).toBe('0:00');
    expect(clockText(135 * min)).toBe('2:15:00');
  });
});

// Any structure (a level first), any floor history, any time.
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('level' as const), smallBlind: fc.constant(100), bigBlind: fc.constant(200), ante: fc.constant(0), minutes: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('break' as const), name: fc.constant('Break'), minutes: fc.integer({ min: 1, max: 30 }) }),
);
const structureArb = fc.tuple(stepArb.filter((s) => s.kind === 'level'), fc.array(stepArb, { maxLength: 10 })).map(([first, rest]) => [first, ...rest]);
const historyArb = fc.array(fc.tuple(fc.constantFrom(...clockActions), fc.integer({ min: 0, max: 40 * min })), { maxLength: 15 });

/** The state after `history` (each action some time after the last) and the time of the last action. */
function replay(structure: Step[], history: [ClockAction, number][]): [ClockState, number] {
  let t = onePm;
  let state = clockNotStarted;
  for (const [action, gap] of history) {
    t += gap;
    state = applyClock(structure, state, action, t);
  }
  return [state, t];
}

describe('clock properties (fast-check)', () => {
  it('pausing then resuming after d ms shows later what it would have shown, shifted by d', () => {
    fc.assert(
      fc.property(structureArb, historyArb, fc.integer({ min: 0, max: 30 * min }), fc.integer({ min: 0, max: 3 * 60 * min }), fc.integer({ min: 0, max: 60 * min }), (structure, history, pauseAfter, d, x) => {
        const [before, t0] = replay(structure, [...history, ['start', 0], ['resume', 0]]);
        const t = t0 + pauseAfter;
        const resumed = applyClock(structure, applyClock(structure, before, 'pause', t), 'resume', t + d);
        const later = clockAt(structure, resumed, t + d + x);
        const without = clockAt(structure, before, t + x);
        expect(later).toEqual({ ...without, endsAt: without.endsAt === null ? null : without.endsAt + d });
      }),
    );
  });

  it('time left is never negative, nor is the time to the next break', () => {
    fc.assert(
      fc.property(structureArb, historyArb, fc.integer({ min: -10 * min, max: 10 * 60 * min }), (structure, history, later) => {
        const [state, t] = replay(structure, history);
        const v = clockAt(structure, state, t + later);
        expect(v.timeLeftMs).toBeGreaterThanOrEqual(0);
        if (v.msToNextBreak !== null) expect(v.msToNextBreak).toBeGreaterThanOrEqual(v.timeLeftMs);
        expect(clockText(v.timeLeftMs)).toMatch(/^\d+:\d\d(:\d\d)?$/);
      }),
    );
  });

  it('next then previous returns to the same step; previous then next too', () => {
    fc.assert(
      fc.property(structureArb, historyArb, fc.integer({ min: 0, max: 60 * min }), (structure, history, later) => {
        const [state, t0] = replay(structure, history);
        const t = t0 + later;
        const here = clockAt(structure, state, t).stepIndex;
        const back = run(structure, [['next', t], ['previous', t]], state);
        if (here < structure.length - 1) expect(clockAt(structure, back, t).stepIndex).toBe(here);
        const forth = run(structure, [['previous', t], ['next', t]], state);
        if (here > 0) expect(clockAt(structure, forth, t).stepIndex).toBe(here);
      }),
    );
  });

  it('settling the anchor on the current step (what every action does first) never changes what the clock shows', () => {
    fc.assert(
      fc.property(structureArb, historyArb, fc.integer({ min: 0, max: 5 * 60 * min }), fc.integer({ min: 0, max: 5 * 60 * min }), (structure, history, a, b) => {
        const [state, t] = replay(structure, history);
        const [settledAt, readAt] = [t + Math.min(a, b), t + Math.max(a, b)];
        expect(clockAt(structure, settle(structure, state, settledAt), readAt)).toEqual(clockAt(structure, state, readAt));
      }),
    );
  });
  it('saving the structure unchanged changes nothing on the screens', () => {
    fc.assert(
      fc.property(structureArb, historyArb, fc.integer({ min: 0, max: 60 * min }), fc.integer({ min: 0, max: 60 * min }), (structure, history, a, b) => {
        const [state, t] = replay(structure, history);
        const saved = clockAfterEdit(structure, [...structure], state, t + a);
        expect(clockAt(structure, saved, t + a + b)).toEqual(clockAt(structure, state, t + a + b));
      }),
    );
  });
});
