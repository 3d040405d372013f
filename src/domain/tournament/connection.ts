// Whether a clock screen is still hearing from the server. A screen keeps counting from the last
// state it heard whatever happens (the clock is a function of that state and the time); what it
// must not do is look live when it is not. One failed poll is a hiccup (a phone between Wi-Fi and
// cellular); two in a row, and the screen says since when it has not heard, until an answer comes.
import { venueTimeOfDay } from '../venue-time.ts';

export interface Connection {
  /** Polls failed since the last answer. */
  failedInRow: number;
  /** The screen's clock (Date.now) at the last answer; null before the first. Its server time is
   * read with the offset known when shown: the first answer may come before the time check. */
  lastHeardAt: number | null;
}

export const connectionAtLoad: Connection = { failedInRow: 0, lastHeardAt: null };

/** Polls failed in a row before the screen says it is not connected. */
export const missedPollsShown = 2;

export const heard = (screenNow: number): Connection => ({ failedInRow: 0, lastHeardAt: screenNow });
export const missed = (connection: Connection): Connection => ({ ...connection, failedInRow: connection.failedInRow + 1 });

/** "Not connected: last heard from the server at 9:42 PM" (venue time), or null while connected. `offset`: server time minus the screen's. */
export function connectionNotice(connection: Connection, offset: number, timeZone: string): string | null {
  if (connection.failedInRow < missedPollsShown) return null;
  if (connection.lastHeardAt === null) return 'Not connected: waiting for the server to answer.';
  return `Not connected: last heard from the server at ${venueTimeOfDay(new Date(connection.lastHeardAt + offset), timeZone)}`;
}
