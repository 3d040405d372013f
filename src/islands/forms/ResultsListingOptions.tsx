// How a player appears in the published results, as three radio buttons: the registration screen
// and the personal page offer the same choice in the same words (results-listing.ts). The page
// around it gives the group its legend and the note saying what happens without a choice.
import { resultsListingLabels, resultsListings, type ResultsListing } from '../../domain/tournament/results-listing.ts';
import { ChoiceOptions } from './ChoiceOptions.tsx';

const options = resultsListings.map((listing) => ({ value: listing, label: resultsListingLabels[listing] }));

export function ResultsListingOptions({ idPrefix, value, onChange }: { idPrefix: string; value: ResultsListing; onChange: (value: ResultsListing) => void }) {
  return <ChoiceOptions idPrefix={idPrefix} name="resultsListing" options={options} value={value} onChange={onChange} />;
}
