// The published results: the standings as the organizer publishes them when a tournament ends (the
// winner, the one player left, at place 1, then the players out by place), each player named as
// their results listing lets the public see them, with their prize in words; the words a place is
// shown with; the edition a results address asks for.
import { formatUsd } from '../money.ts';
import type { Prize } from './contract.ts';
import { isTied } from './places.ts';
import { prizesOfFinishers, type PrizeShare } from './prizes.ts';
import { listedAs, type ResultsListing } from './results-listing.ts';

/** A player who finished, as the database knows them (the winner's place is 1). */
export interface Finisher {
  registrationId: string;
  place: number;
  firstName: string;
  lastName: string;
  company: string | null;
  listing: ResultsListing;
}

/** One row of the published results, as stored (published_results). */
export interface PublishedRow {
  place: number;
  tied: boolean;
  registrationId: string;
  name: string;
  company: string | null;
  prize: string | null;
  amountCents: number | null;
}

/** "$1,250.00", "Trophy", "$1,250.00 + Trophy"; null when the place wins nothing. */
export function shareWords(share: PrizeShare | undefined): string | null {
  const amount = share?.amountCents ?? null;
  const words = [amount === null ? null : formatUsd(amount), share?.prize ?? null].filter((w) => w !== null);
  return words.length === 0 ? null : words.join(' + ');
}

/**
 * The standings to publish: the winner first, then the players out in standings order (listOut's:
 * best place first), each with the prize they take home (tied players share their places' prizes).
 */
export function publishedStandings(winner: Omit<Finisher, 'place'>, out: readonly Finisher[], prizes: readonly Prize[]): PublishedRow[] {
  const finishers: Finisher[] = [{ ...winner, place: 1 }, ...out];
  const shares = prizesOfFinishers(prizes, finishers.map((f) => ({ playerId: f.registrationId, place: f.place })));
  return finishers.map((f) => {
    const share = shares.get(f.registrationId);
    return {
      place: f.place,
      tied: isTied(f.place, finishers.map((x) => x.place)),
      registrationId: f.registrationId,
      ...listedAs(f.listing, f),
      prize: shareWords(share),
      amountCents: share?.amountCents ?? null,
    };
  });
}

/**
 * A place in the results page's Place column: "5", or "5 (tie)" for players who share it. Words rather
 * than poker's "T-5", which reads as "T minus 5" aloud and means nothing to a reader who does not
 * know the shorthand.
 */
export const placeCell = (place: number, tied: boolean): string => (tied ? `${place} (tie)` : String(place));

/** `?edition=` of the results: null when absent (the newest edition), undefined when it is not a year. */
export function editionAsked(value: string | null): number | null | undefined {
  if (value === null || value === '') return null;
  return /^\d{4}$/.test(value) ? Number(value) : undefined;
}

export const badEditionMessage = (value: string): string => `The edition must be a year, like 2025: "${value.slice(0, 20)}" is not one.`;
export const noResultsMessage = (edition: number): string => `No results are published for ${edition}.`;
