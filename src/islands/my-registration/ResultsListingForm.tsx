// The player's choice of how the published results show them, on their personal page: the same
// three choices as the registration form, saved on its own. Once results are published the server
// rewrites them at once, and the answer says so.
import { useState, type FormEvent } from 'react';
import { changeMyResultsListing } from '../../api/my-registration.ts';
import { serverMessage } from '../../api/fetcher.ts';
import type { MyRegistration } from '../../domain/my-registration.ts';
import { resultsListingLegend, resultsListingNote } from '../../domain/tournament/results-listing.ts';
import { ResultsListingOptions } from '../forms/ResultsListingOptions.tsx';
import { SubmitWithNotice, type NoticeText } from './Notice.tsx';

export default function ResultsListingForm({ view, token, onSaved }: { view: MyRegistration; token: string; onSaved: (view: MyRegistration) => void }) {
  const [value, setValue] = useState(view.resultsListing);
  const [result, setResult] = useState<NoticeText | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setResult(null);
    setSaving(true);
    try {
      const saved = await changeMyResultsListing(token, value);
      setValue(saved.resultsListing);
      onSaved(saved);
      const published = saved.results.length > 0 ? ' The published results show it now.' : '';
      setResult({ kind: 'status', text: `Your choice is saved.${published}` });
    } catch (error) {
      setResult({ kind: 'alert', text: serverMessage(error).message ?? 'We could not save your choice. Please try again.' });
    }
    setSaving(false);
  }

  return (
    <form className="my-reg__card my-reg__form" onSubmit={onSubmit} noValidate aria-labelledby="my-reg-listing-title">
      <h2 id="my-reg-listing-title">Your name in the results</h2>
      <fieldset className="my-reg__fieldset" aria-describedby="my-reg-listing-note">
        <legend>{resultsListingLegend}</legend>
        <p id="my-reg-listing-note" className="my-reg__muted">
          {resultsListingNote}
        </p>
        <ResultsListingOptions idPrefix="my-reg-listing" value={value} onChange={setValue} />
      </fieldset>
      <SubmitWithNotice busy={saving} label="Save choice" busyLabel="Saving..." notice={result} />
    </form>
  );
}
