// How a player appears in the published results, their choice (at registration and on their
// personal page). The default is name and company: the results of a tournament are public by
// nature, and the forms say so next to the choice.
export const resultsListings = ['name-and-company', 'name', 'hidden'] as const;
export type ResultsListing = (typeof resultsListings)[number];

export const defaultResultsListing: ResultsListing = 'name-and-company';

/** What the results show for a player who chose not to be named. */
export const unnamedPlayer = 'A player';

/** The choice's words on the forms. */
export const resultsListingLabels: Record<ResultsListing, string> = {
  'name-and-company': 'My name and employer',
  name: 'My name only',
  // The words in quotes kept on one line (a no-break space): a phone wraps before them, not inside.
  hidden: `Not my name (listed as “${unnamedPlayer.replaceAll(' ', '\u00a0')}”)`,
};

/** The choice's heading on both forms. */
export const resultsListingLegend = 'In the published results';

/** Said next to the choice: what happens when the player chooses nothing. */
export const resultsListingNote =
  "The results of the tournament are published on this site with each player's name and company, unless you choose otherwise here.";

export const resultsListingMessage = 'Please choose how your name appears in the published results';

export const isResultsListing = (value: unknown): value is ResultsListing => (resultsListings as readonly unknown[]).includes(value);

/** A form entry read back as a choice: the default for anything else (an untouched or tampered form). */
export const resultsListingOf = (value: unknown): ResultsListing => (isResultsListing(value) ? value : defaultResultsListing);

/** The name and company a player's listing lets the public results show. */
export function listedAs(listing: ResultsListing, player: { firstName: string; lastName: string; company: string | null }): { name: string; company: string | null } {
  if (listing === 'hidden') return { name: unnamedPlayer, company: null };
  const name = `${player.firstName} ${player.lastName}`;
  return { name, company: listing === 'name-and-company' ? player.company?.trim() || null : null };
}
