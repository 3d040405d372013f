// What /live shows for a tournament (the level, the time left, blinds and ante, what comes next, the
// field, the prizes and the status), when it redraws, what its live region says, when it owns up to
// not hearing from the server, and the answers' schemas it checks.
import { describe, expect, it } from 'vitest';
import { applyClock, clockAt, clockNotStarted, type ClockState } from '../../src/domain/tournament/clock.ts';
import { nightClockSchema, serverTimeSchema } from '../../src/domain/tournament/clock-schema.ts';
import { connectionAtLoad, connectionNotice, heard, missed } from '../../src/domain/tournament/connection.ts';
import type { ClockTournament } from '../../src/domain/tournament/contract.ts';
import { clockNews, clockViews, msToNextSecond, tournamentScreen } from '../../src/domain/tournament/screen.ts';
import { defaultStructure } from '../../src/domain/tournament/structure.ts';
import { venueTimeOfDay } from '../../src/domain/venue-time.ts';

const min = 60_000;
const zone = 'America/Chicago';
// 1:00 PM in Lake Charles (CDT, UTC-5) on the night.
const onePm = Date.UTC(2026, 8, 24, 18, 0);
const main = defaultStructure('main-event');

const tournament = (clock: ClockState, more: Partial<ClockTournament> = {}): ClockTournament => ({
  id: 1,
  kind: 'main-event',
  name: 'Main Event',
  structure: main,
  clock,
  entries: 150,
  playersLeft: 150,
  startingStack: 20_000,
  startsAt: new Date(onePm).toISOString(),
  prizes: [],
  ...more,
});
const screenAt = (t: ClockTournament, now: number) => tournamentScreen(t, clockAt(t.structure, t.clock, now), zone);
const started = applyClock(main, clockNotStarted, 'start', onePm);

describe('a tournament on the clock screen', () => {
  it('before the start: level 1 with its full time, and when it starts in venue time', () => {
    expect(screenAt(tournament(clockNotStarted), onePm - 30 * min)).toEqual({
      id: 1,
      name: 'Main Event',
      status: 'not-started',
      statusText: 'Starts at 1:00 PM',
      heading: 'Level 1',
      blinds: '100/200',
      ante: '200',
      timeLeft: '20:00',
      nextLevel: 'Level 2: Blinds 200/300, ante 300',
      nextBreak: 'Break in 2:00:00',
      playersLeft: '150',
      averageStack: '20,000 (100 BB)',
      prizes: [],
    });
  });

  it('the prizes, best place first: amounts in dollars, named prizes in their words', () => {
    const prizes = [
      { place: 1, amountCents: 500_000, prize: null },
      { place: 2, amountCents: 250_050, prize: null },
      { place: 3, amountCents: null, prize: 'A seat at the WSOP' },
    ];
    expect(screenAt(tournament(started, { prizes }), onePm).prizes).toEqual([
      { place: '1st', prize: '$5,000' },
      { place: '2nd', prize: '$2,500.50' },
      { place: '3rd', prize: 'A seat at the WSOP' },
    ]);
  });

  it('while running: the time left rounded up to the second, the next break counting down with it, the average stack of the players left', () => {
    const s = screenAt(tournament(started, { playersLeft: 87 }), onePm + 6 * 20 * min + 20 * min + 59_500);
    expect(s).toMatchObject({
      status: 'running',
      statusText: null,
      heading: 'Level 7',
      blinds: '500/1,000',
      ante: '1,000',
      timeLeft: '19:01',
      nextLevel: 'Level 8: Blinds 600/1,200, ante 1,200',
      nextBreak: 'Dinner Break in 1:39:01',
      playersLeft: '87',
      averageStack: '34,482 (34.4 BB)',
    });
  });

  it('on a break: the break by its name, no blinds, the level after it next', () => {
    const s = screenAt(tournament(started), onePm + 4 * 60 * min + 10 * min);
    expect(s).toMatchObject({ heading: 'Dinner Break', blinds: null, ante: null, timeLeft: '2:05:00', nextLevel: 'Level 12: Blinds 1,500/3,000, ante 3,000' });
    expect(s.averageStack).toBe('20,000');
  });

  it('paused: says so and holds the time', () => {
    const paused = applyClock(main, started, 'pause', onePm + 5 * min);
    expect(screenAt(tournament(paused), onePm + 9 * min)).toMatchObject({ status: 'paused', statusText: 'Paused', timeLeft: '15:00' });
  });

  it('a level without an ante shows none; nobody seated, no players left and no average', () => {
    const structure = [{ kind: 'level' as const, smallBlind: 25, bigBlind: 50, ante: 0, minutes: 20 }];
    const s = screenAt(tournament(clockNotStarted, { structure, entries: 0, playersLeft: 0 }), onePm);
    expect(s).toMatchObject({ ante: null, nextLevel: null, nextBreak: null, playersLeft: null, averageStack: null });
  });
});

describe('msToNextSecond', () => {
  it('wakes the screen when the shown second of a running clock changes, at most a second on', () => {
    const t = tournament(started);
    expect(msToNextSecond(clockViews([t], onePm + 250))).toBe(750);
    expect(msToNextSecond(clockViews([t], onePm + 1000))).toBe(1000);
    // Two clocks: the sooner of their changes.
    const other = tournament(applyClock(main, clockNotStarted, 'start', onePm + 400), { id: 2 });
    expect(msToNextSecond(clockViews([t, other], onePm + 5_100))).toBe(300);
  });
  it('is a second for clocks that do not count (paused, not started) and with none', () => {
    expect(msToNextSecond(clockViews([tournament(clockNotStarted)], onePm + 123))).toBe(1000);
    expect(msToNextSecond([])).toBe(1000);
  });
});

describe('clockNews', () => {
  it('names the tournament with its news, says nothing while only the seconds change, and nothing for a clock seen first', () => {
    const t = tournament(started);
    const before = (now: number) => new Map([[1, clockAt(main, started, now)]]);
    expect(clockNews(new Map(), [t], clockViews([t], onePm))).toBeNull();
    expect(clockNews(before(onePm), [t], clockViews([t], onePm + 1000))).toBeNull();
    expect(clockNews(before(onePm + 20 * min - 1), [t], clockViews([t], onePm + 20 * min))).toBe('Main Event: Level 2: Blinds 200/300, ante 300');
    const paused = tournament(applyClock(main, started, 'pause', onePm + min));
    expect(clockNews(before(onePm + min), [paused], clockViews([paused], onePm + min + 500))).toBe('Main Event: Clock paused. Level 1: Blinds 100/200, ante 200');
  });
});

describe('the connection notice', () => {
  it('appears after two failed polls in a row, with the venue time of the last answer by the server clock, and goes with the next answer', () => {
    // The screen's clock 3 minutes slow: heard at 9:39:30 on it, 9:42:30 PM CDT on the server's.
    const offset = 3 * min;
    const ok = heard(Date.UTC(2026, 8, 25, 2, 39, 30));
    expect(connectionNotice(ok, offset, zone)).toBeNull();
    expect(connectionNotice(missed(ok), offset, zone)).toBeNull();
    expect(connectionNotice(missed(missed(ok)), offset, zone)).toBe('Not connected: last heard from the server at 9:42 PM');
    expect(connectionNotice(heard(Date.UTC(2026, 8, 25, 2, 45)), offset, zone)).toBeNull();
  });
  it('says it is waiting when the server never answered', () => {
    expect(connectionNotice(missed(missed(connectionAtLoad)), 0, zone)).toBe('Not connected: waiting for the server to answer.');
  });
});

it('venueTimeOfDay says the venue wall clock', () => {
  expect(venueTimeOfDay(new Date(onePm), zone)).toBe('1:00 PM');
  expect(venueTimeOfDay(new Date(Date.UTC(2026, 11, 1, 3, 5)), zone)).toBe('9:05 PM'); // CST
});

describe('the answers the screen checks', () => {
  it('reads a NightClock and drops fields it does not know', () => {
    const answer = { tournaments: [{ ...tournament(started), secret: 'x' }], generatedAt: onePm, extra: 1 };
    expect(nightClockSchema.parse(answer)).toEqual({ tournaments: [tournament(started)], generatedAt: onePm });
    expect(serverTimeSchema.parse({ now: onePm })).toEqual({ now: onePm });
  });
  it('refuses a tournament without steps, a step of another kind, or a time that is not a number', () => {
    expect(() => nightClockSchema.parse({ tournaments: [tournament(started, { structure: [] })], generatedAt: 1 })).toThrow();
    expect(() => nightClockSchema.parse({ tournaments: [tournament(started, { structure: [{ kind: 'lunch', minutes: 5 } as never] })], generatedAt: 1 })).toThrow();
    expect(() => serverTimeSchema.parse({ now: '12' })).toThrow();
  });
});
