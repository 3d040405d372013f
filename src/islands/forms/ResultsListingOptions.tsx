// How a player appears in the published results, as three radio buttons: the registration screen
// and the personal page offer the same choice in the same words (results-listing.ts). The page
// around it gives the group its legend and the note saying what happens without a choice.
import { resultsListingLabels, resultsListings, type ResultsListing } from '../../domain/tournament/results-listing.ts';
import './forms.css';

export function ResultsListingOptions({ idPrefix, value, onChange }: { idPrefix: string; value: ResultsListing; onChange: (value: ResultsListing) => void }) {
  return (
    <div className="form-choices">
      {resultsListings.map((listing) => (
        <label key={listing} className="form-choice" htmlFor={`${idPrefix}-${listing}`}>
          <input
            id={`${idPrefix}-${listing}`}
            className="form-choice__input"
            type="radio"
            name="resultsListing"
            value={listing}
            checked={value === listing}
            onChange={() => onChange(listing)}
          />
          <span>{resultsListingLabels[listing]}</span>
        </label>
      ))}
    </div>
  );
}
