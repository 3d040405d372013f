// What a clock screen knows of the server, kept up to date: the night's clocks (polled every second
// from the CDN-cached answer) and the offset from the screen's clock to the server's (a few
// samples at load and again every few minutes; clocks drift and get corrected). No React here: the
// island renders what this reports, and tests drive it with fake timers and calls.
import { connectionAtLoad, heard, missed, type Connection } from '../../domain/tournament/connection.ts';
import type { NightClock } from '../../domain/tournament/contract.ts';
import { serverOffset, type TimeSample } from '../../domain/tournament/server-time.ts';

// Every second: after a pause or a resume every screen shows it within about a second of the floor's
// press (the answer is purged from the CDN at once, and every other poll is a CDN hit, so the
// function still runs about once per 5 seconds however many screens watch).
export const pollMs = 1_000;
export const timeSamples = 3;
export const timeCheckMs = 10 * 60_000;
/** After a time check with no answer at all: try again sooner. */
export const timeRetryMs = 30_000;

export interface Feed {
  night: NightClock | null;
  /** Add to Date.now() for the server's time. */
  offset: number;
  /** The first time check is over (answered or not): counting may begin. */
  timeChecked: boolean;
  connection: Connection;
}

export const feedAtLoad: Feed = { night: null, offset: 0, timeChecked: false, connection: connectionAtLoad };

export interface FeedCalls {
  fetchNightClock: () => Promise<NightClock>;
  sampleServerTime: () => Promise<TimeSample>;
  /** The screen's clock (Date.now). */
  now: () => number;
}

export interface FeedControl {
  /** Poll and check the time now (the screen came back into view). */
  refresh: () => void;
  stop: () => void;
}

export function startClockFeed(calls: FeedCalls, report: (feed: Feed) => void): FeedControl {
  let feed = feedAtLoad;
  let stopped = false;
  let polling = false;
  let checkingTime = false;
  let timeTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (change: Partial<Feed>) => {
    if (stopped) return;
    feed = { ...feed, ...change };
    report(feed);
  };

  async function poll() {
    if (polling || stopped) return;
    polling = true;
    try {
      const night = await calls.fetchNightClock();
      update({ night, connection: heard(calls.now()) });
    } catch {
      update({ connection: missed(feed.connection) });
    } finally {
      polling = false;
    }
  }

  // One sample after another: a round trip slowed by its neighbour would only be discarded.
  async function checkTime() {
    if (checkingTime || stopped) return;
    checkingTime = true;
    clearTimeout(timeTimer);
    const samples: TimeSample[] = [];
    for (let i = 0; i < timeSamples; i++) {
      try {
        samples.push(await calls.sampleServerTime());
        // Counting starts with the first sample (the clock shows a moment sooner); each next one
        // can only make the offset better.
        if (!feed.timeChecked || i === timeSamples - 1) update({ offset: serverOffset(samples), timeChecked: true });
      } catch {
        // A lost sample: the others may do.
      }
    }
    checkingTime = false;
    if (samples.length === 0) update({ timeChecked: true });
    if (!stopped) timeTimer = setTimeout(() => void checkTime(), samples.length > 0 ? timeCheckMs : timeRetryMs);
  }

  const pollTimer = setInterval(() => void poll(), pollMs);
  void checkTime();
  void poll();

  return {
    refresh() {
      void poll();
      void checkTime();
    },
    stop() {
      stopped = true;
      clearInterval(pollTimer);
      clearTimeout(timeTimer);
    },
  };
}
