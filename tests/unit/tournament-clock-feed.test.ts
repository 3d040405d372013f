// The clock screen's feed (src/islands/live/clock-feed.ts) with fake timers and scripted answers:
// it polls the clocks every 5 seconds, checks the server's time with 3 samples at load and every
// 10 minutes, counts failed polls, and keeps the last clocks it heard.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NightClock } from '../../src/domain/tournament/contract.ts';
import { pollMs, startClockFeed, timeCheckMs, timeRetryMs, type Feed, type FeedControl } from '../../src/islands/live/clock-feed.ts';

const night = (generatedAt: number): NightClock => ({ tournaments: [], generatedAt });

let feeds: Feed[];
let control: FeedControl;
let clockAnswers: (() => Promise<NightClock>)[];
let timeAnswer: () => Promise<number>;
const calls = { clock: 0, time: 0 };

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  feeds = [];
  calls.clock = calls.time = 0;
  clockAnswers = [];
  // The server is 2 minutes ahead of the screen.
  timeAnswer = async () => Date.now() + 120_000;
});
afterEach(() => {
  control.stop();
  vi.useRealTimers();
});

function start() {
  control = startClockFeed(
    {
      fetchNightClock: () => {
        calls.clock++;
        return (clockAnswers.shift() ?? (async () => night(Date.now())))();
      },
      sampleServerTime: async () => {
        calls.time++;
        const sentAt = Date.now();
        return { sentAt, receivedAt: Date.now(), serverAt: await timeAnswer() };
      },
      now: () => Date.now(),
    },
    (feed) => feeds.push(feed),
  );
}
const last = () => feeds.at(-1)!;
const fail = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the clock feed', () => {
  it('at load: polls the clocks once and checks the time with three samples, then reports the offset', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual({ clock: 1, time: 3 });
    expect(last()).toMatchObject({ offset: 120_000, timeChecked: true, connection: { failedInRow: 0 } });
    expect(last().night).not.toBeNull();
  });

  it('polls every 5 seconds, and checks the time again after 10 minutes', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(pollMs * 3);
    expect(calls.clock).toBe(4);
    expect(calls.time).toBe(3);
    timeAnswer = async () => Date.now() + 90_000; // the screen's clock was corrected meanwhile
    await vi.advanceTimersByTimeAsync(timeCheckMs);
    expect(calls.time).toBe(6);
    expect(last().offset).toBe(90_000);
  });

  it('counts failed polls in a row, keeps the last clocks, and notes when it last heard (on the screen clock)', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    const heardNight = last().night;
    const heardAt = last().connection.lastHeardAt;
    expect(heardAt).toBe(1_000_000);
    clockAnswers = [fail, fail];
    await vi.advanceTimersByTimeAsync(pollMs);
    expect(last().connection).toEqual({ failedInRow: 1, lastHeardAt: heardAt });
    await vi.advanceTimersByTimeAsync(pollMs);
    expect(last().connection).toEqual({ failedInRow: 2, lastHeardAt: heardAt });
    expect(last().night).toBe(heardNight);
    await vi.advanceTimersByTimeAsync(pollMs);
    expect(last().connection).toEqual({ failedInRow: 0, lastHeardAt: Date.now() });
  });

  it('starts counting without the server time when no sample comes back, and tries again sooner', async () => {
    timeAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ offset: 0, timeChecked: true });
    timeAnswer = async () => Date.now() + 5_000;
    await vi.advanceTimersByTimeAsync(timeRetryMs);
    expect(last().offset).toBe(5_000);
  });

  it('polls and checks the time at once when refreshed (the screen came back into view), one call at a time', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    control.refresh();
    control.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual({ clock: 2, time: 6 });
  });

  it('reports nothing and polls no more once stopped', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    const reported = feeds.length;
    control.stop();
    await vi.advanceTimersByTimeAsync(timeCheckMs * 2);
    expect(feeds.length).toBe(reported);
    expect(calls.clock).toBe(1);
  });
});
