// The Winner entry's "Fill in from the published results" (WinnerControls.tsx): the newest
// edition's Main Event winner from GET /api/results, or why nothing can be filled in. Unnamed in the
// results by their own choice: nothing is filled in. Named without their company: the company is
// left empty for the organizer, who enters it only if the player agrees.
import type { EditionResults } from '../domain/tournament/contract.ts';
import { unnamedPlayer } from '../domain/tournament/results-listing.ts';

/** The site's widgets of the Winner entry (registered in main.ts) and the Decap widget each one extends. */
export const winnerWidgets = { 'woop-winner-year': 'number', 'woop-winner-text': 'string' } as const;

export type WinnerFill = { values: { year: number; player: string; company: string }; said: string } | { values: null; said: string };

const nothing = (said: string): WinnerFill => ({ values: null, said: `${said}: nothing was filled in.` });

export function winnerFromResults(results: EditionResults): WinnerFill {
  const { edition } = results;
  if (edition === null) return nothing('No results are published yet');
  const winner = results.tournaments.find((t) => t.kind === 'main-event')?.standings.find((s) => s.place === 1);
  if (!winner) return nothing(`The ${edition} Main Event's results are not published yet`);
  if (winner.name === unnamedPlayer) return nothing(`The ${edition} Main Event's winner chose not to be named in the public results`);
  const values = { year: edition, player: winner.name, company: winner.company ?? '' };
  return {
    values,
    said: winner.company
      ? `Filled in from the ${edition} Main Event: ${winner.name} of ${winner.company}. Check the message, then save.`
      : `Filled in from the ${edition} Main Event: ${winner.name}, who chose not to show their company in the results. Enter the company only if they agree, then save.`,
  };
}
