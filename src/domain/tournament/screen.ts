// What the public clock (/live) shows for a tournament at a server time, in words and numbers, the
// same on the TV and on a phone; and when the next second on any of them changes, so a screen
// redraws on the server's second rather than its own. Pure: the screen passes the server time.
import { averageInBigBlinds, averageStack } from './chips.ts';
import { clockAt, clockText, type ClockStatus, type ClockView } from './clock.ts';
import { chips, clockAnnouncement, stepWords } from './clock-words.ts';
import type { ClockTournament } from './contract.ts';
import { prizeWords } from './prizes.ts';
import { ordinal } from '../ordinal.ts';
import { venueTimeOfDay } from '../venue-time.ts';

export interface TournamentScreen {
  id: number;
  name: string;
  status: ClockStatus;
  /** "Starts at 1:00 PM" (venue time) before the start, "Paused" while paused, null while running. */
  statusText: string | null;
  /** "Level 7", or the break's name. */
  heading: string;
  /** "300/600" and "600" on a level (ante null without one); both null on a break. */
  blinds: string | null;
  ante: string | null;
  /** "19:59", "1:05:00". */
  timeLeft: string;
  /** "Level 8: Blinds 400/800, ante 800"; null after the last level. */
  nextLevel: string | null;
  /** "Dinner Break in 1:20:00"; null when no break follows. */
  nextBreak: string | null;
  /** "87"; null while nobody is seated (the seats are drawn at the door). */
  playersLeft: string | null;
  /** "45,977 (57.4 BB)": the average stack, in big blinds of the level being played (none on a break); null with nobody seated. */
  averageStack: string | null;
  /** What each place wins, best first: "1st" and "$5,000" or a named prize; empty until the organizer sets them. */
  prizes: { place: string; prize: string }[];
}

export function tournamentScreen(tournament: ClockTournament, view: ClockView, timeZone: string): TournamentScreen {
  const { step } = view;
  const field = { startingStack: tournament.startingStack, entries: tournament.entries, playersLeft: tournament.playersLeft };
  const average = averageStack(field);
  const inBigBlinds = step.kind === 'level' ? averageInBigBlinds(field, step.bigBlind) : null;
  return {
    id: tournament.id,
    name: tournament.name,
    status: view.status,
    statusText: statusText(tournament, view.status, timeZone),
    heading: step.kind === 'level' ? `Level ${view.levelNumber}` : step.name,
    blinds: step.kind === 'level' ? `${chips(step.smallBlind)}/${chips(step.bigBlind)}` : null,
    ante: step.kind === 'level' && step.ante > 0 ? chips(step.ante) : null,
    timeLeft: clockText(view.timeLeftMs),
    nextLevel: view.nextLevel ? `Level ${view.nextLevelNumber}: ${stepWords(view.nextLevel)}` : null,
    nextBreak: view.nextBreak && view.msToNextBreak !== null ? `${view.nextBreak.name} in ${clockText(view.msToNextBreak)}` : null,
    playersLeft: tournament.entries > 0 ? tournament.playersLeft.toLocaleString('en-US') : null,
    averageStack: average === null ? null : inBigBlinds === null ? chips(average) : `${chips(average)} (${inBigBlinds} BB)`,
    prizes: tournament.prizes.map((p) => ({ place: ordinal(p.place), prize: prizeWords(p) })),
  };
}

function statusText(tournament: ClockTournament, status: ClockStatus, timeZone: string): string | null {
  if (status === 'paused') return 'Paused';
  if (status === 'running') return null;
  const startsAt = new Date(tournament.startsAt);
  return Number.isNaN(startsAt.getTime()) ? 'Not started' : `Starts at ${venueTimeOfDay(startsAt, timeZone)}`;
}

/** Each tournament's clock at server time `now`. */
export const clockViews = (tournaments: readonly ClockTournament[], now: number): ClockView[] =>
  tournaments.map((t) => clockAt(t.structure, t.clock, now));

/**
 * Milliseconds from the views' server time to the next change of a shown second (at most a second). A
 * time left is shown rounded up (clock.ts), so it changes when the ms left reach a whole second;
 * waking then, not on the screen's own second, keeps every screen on the same second.
 */
export function msToNextSecond(views: readonly ClockView[]): number {
  const waits = views.filter((v) => v.status === 'running' && v.timeLeftMs > 0).map((v) => v.timeLeftMs % 1000 || 1000);
  return Math.min(1000, ...waits);
}

/**
 * What a screen reader is told as the clocks move from the views shown before (by tournament id) to
 * these: each tournament's news (clock-words.ts: a new level, a break, a pause, a resume) after its
 * name, or null when there is none. A tournament seen for the first time is shown, not announced.
 */
export function clockNews(before: ReadonlyMap<number, ClockView>, tournaments: readonly ClockTournament[], views: readonly ClockView[]): string | null {
  const news = tournaments.flatMap((t, i) => {
    const shown = before.get(t.id);
    const words = shown ? clockAnnouncement(shown, views[i]!) : null;
    return words ? [`${t.name}: ${words}`] : [];
  });
  return news.length > 0 ? news.join(' ') : null;
}
