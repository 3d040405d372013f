// How a player appears in the published results, their choice (at registration and on their
// personal page). The default is name and company: the results of a tournament are public by
// nature, and the forms say so next to the choice.
export const resultsListings = ['name-and-company', 'name', 'hidden'] as const;
export type ResultsListing = (typeof resultsListings)[number];

export const defaultResultsListing: ResultsListing = 'name-and-company';

/** The choice's words on the forms. */
export const resultsListingLabels: Record<ResultsListing, string> = {
  'name-and-company': 'My name and company',
  name: 'My name only',
  hidden: 'Not my name',
};

/** What the results show for a player who chose not to be named. */
export const unnamedPlayer = 'A player';

/** The name and company a player's listing lets the public results show. */
export function listedAs(listing: ResultsListing, player: { firstName: string; lastName: string; company: string | null }): { name: string; company: string | null } {
  if (listing === 'hidden') return { name: unnamedPlayer, company: null };
  const name = `${player.firstName} ${player.lastName}`;
  return { name, company: listing === 'name-and-company' ? player.company?.trim() || null : null };
}
