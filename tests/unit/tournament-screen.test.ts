// What the clock's screens show beside the countdown: the level in words, what a screen reader is
// told (once per change, never the seconds), the average stack, and the server's time a screen
// counts from.
import { describe, expect, it } from 'vitest';
import { averageInBigBlinds, averageStack } from '../../src/domain/tournament/chips.ts';
import { applyClock, clockAt, clockNotStarted } from '../../src/domain/tournament/clock.ts';
import { clockAnnouncement, currentWords, stepWords } from '../../src/domain/tournament/clock-words.ts';
import { serverOffset } from '../../src/domain/tournament/server-time.ts';
import { defaultStructure } from '../../src/domain/tournament/structure.ts';

const min = 60_000;
const t0 = Date.UTC(2026, 8, 24, 18, 0);
const main = defaultStructure('main-event');

describe('the clock in words', () => {
  it('says a level by its blinds and ante, a break by its name', () => {
    expect(stepWords({ kind: 'level', smallBlind: 1_500, bigBlind: 3_000, ante: 3_000, minutes: 20 })).toBe('Blinds 1,500/3,000, ante 3,000');
    expect(stepWords({ kind: 'level', smallBlind: 25, bigBlind: 50, ante: 0, minutes: 20 })).toBe('Blinds 25/50');
    expect(stepWords({ kind: 'break', name: 'Dinner Break', minutes: 135 })).toBe('Dinner Break');
    expect(currentWords(clockAt(main, clockNotStarted, t0))).toBe('Level 1: Blinds 100/200, ante 200');
  });

  it('announces a new level, a break, a pause and a resume once, and nothing while only the seconds change', () => {
    const running = applyClock(main, clockNotStarted, 'start', t0);
    const first = clockAt(main, running, t0);
    expect(clockAnnouncement(null, first)).toBe('Level 1: Blinds 100/200, ante 200');
    expect(clockAnnouncement(first, clockAt(main, running, t0 + 5 * min))).toBeNull();
    expect(clockAnnouncement(first, clockAt(main, running, t0 + 20 * min))).toBe('Level 2: Blinds 200/300, ante 300');
    expect(clockAnnouncement(clockAt(main, running, t0 + 119 * min), clockAt(main, running, t0 + 120 * min))).toBe('Break');
    const paused = applyClock(main, running, 'pause', t0 + 5 * min);
    const pausedView = clockAt(main, paused, t0 + 6 * min);
    expect(clockAnnouncement(clockAt(main, running, t0 + 5 * min), pausedView)).toBe('Clock paused. Level 1: Blinds 100/200, ante 200');
    expect(clockAnnouncement(pausedView, clockAt(main, paused, t0 + 9 * min))).toBeNull();
    const resumed = applyClock(main, paused, 'resume', t0 + 10 * min);
    expect(clockAnnouncement(pausedView, clockAt(main, resumed, t0 + 10 * min))).toBe('Clock running. Level 1: Blinds 100/200, ante 200');
    expect(clockAnnouncement(null, clockAt(main, clockNotStarted, t0))).toBe('Not started. Level 1: Blinds 100/200, ante 200');
  });
});

describe('averageStack', () => {
  it('is the chips in play over the players left, rounded down', () => {
    expect(averageStack({ startingStack: 20_000, entries: 150, playersLeft: 150 })).toBe(20_000);
    expect(averageStack({ startingStack: 20_000, entries: 150, playersLeft: 7 })).toBe(428_571);
    expect(averageInBigBlinds({ startingStack: 20_000, entries: 150, playersLeft: 7 }, 40_000)).toBe(10.7);
  });
  it('is null with nobody seated or nobody left, and never more than all the chips', () => {
    expect(averageStack({ startingStack: 20_000, entries: 0, playersLeft: 0 })).toBeNull();
    expect(averageStack({ startingStack: 20_000, entries: 10, playersLeft: 0 })).toBeNull();
    expect(averageStack({ startingStack: 20_000, entries: 10, playersLeft: 12 })).toBe(20_000);
    expect(averageInBigBlinds({ startingStack: 20_000, entries: 10, playersLeft: 5 }, 0)).toBeNull();
  });
});

describe('serverOffset', () => {
  it("takes the quickest round trip's midpoint, so two screens with clocks minutes apart agree", () => {
    const server = 1_000_000;
    // A TV 3 minutes fast and a phone 2 s slow, each with a slow and a quick sample.
    const tv = serverOffset([
      { sentAt: server + 180_000 - 900, receivedAt: server + 180_000 + 900, serverAt: server + 400 },
      { sentAt: server + 180_000 - 40, receivedAt: server + 180_000 + 40, serverAt: server },
    ]);
    const phone = serverOffset([{ sentAt: server - 2_000 - 60, receivedAt: server - 2_000 + 60, serverAt: server }]);
    expect(tv).toBe(-180_000);
    expect(phone).toBe(2_000);
  });
  it('is 0 without a usable sample', () => {
    expect(serverOffset([])).toBe(0);
    expect(serverOffset([{ sentAt: 10, receivedAt: 5, serverAt: 99 }])).toBe(0);
  });
});
