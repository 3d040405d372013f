// A finished tournament's results: published on the site's results page when the organizer says
// (asked once more: the page is public), then when it was done, the page and the edition's
// results as a spreadsheet. A refusal (still running, a role the server does not let publish or
// export) is shown beside its button in the server's words.
import { useId, useState } from 'react';
import { eventDay } from '../../../data/event-day.ts';
import { event } from '../../../data/event.ts';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { displayVenueTime } from '../display.ts';
import { refusalText } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import { downloadResults, publishResults, resultsRefusals, withdrawResults } from './night-api.ts';

interface Props {
  tournament: AdminTournament;
  onChange: (tournament: AdminTournament) => void;
  /** The prizes and the results are the organizer's (capabilities' `results`): the floor sees them only. */
  decides: boolean;
}

export default function PublishResults({ tournament: t, onChange, decides }: Props) {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const [asking, setAsking] = useState<'publish' | 'withdraw' | null>(null);
  const [busy, setBusy] = useState<'publish' | 'export' | 'withdraw' | null>(null);
  const [refused, setRefused] = useState<{ of: 'publish' | 'export' | 'withdraw'; message: string } | null>(null);
  const winner = t.finished ? t.seats[0] : undefined;
  const edition = event.upcoming.year;

  async function withdraw() {
    setAsking(null);
    setBusy('withdraw');
    setRefused(null);
    const result = await guarded((token) => withdrawResults(token, t.id), (f) => refusalText(f, 'The results were not taken down. Please try again.'), resultsRefusals);
    setBusy(null);
    if (result?.ok) {
      say('success', `The results of the ${t.name} are off the site: correct them, then publish again.`);
      onChange(result.data);
    } else if (result) setRefused({ of: 'withdraw', message: result.message });
  }

  async function publish() {
    setAsking(null);
    setBusy('publish');
    setRefused(null);
    const result = await guarded((token) => publishResults(token, t.id), (f) => refusalText(f, 'The results were not published. Please try again.'), resultsRefusals);
    setBusy(null);
    if (result?.ok) {
      say('success', `The results of the ${t.name} are published.`);
      onChange(result.data);
    } else if (result) setRefused({ of: 'publish', message: result.message });
  }

  async function download() {
    setBusy('export');
    setRefused(null);
    const result = await guarded((token) => downloadResults(token, edition), (f) => refusalText(f, 'The results were not downloaded. Please try again.'), resultsRefusals);
    setBusy(null);
    if (result?.ok) say('success', 'Results downloaded.');
    else if (result) setRefused({ of: 'export', message: result.message });
  }

  const alert = (of: 'publish' | 'export' | 'withdraw') =>
    refused?.of === of ? (
      <p className="admin-night__refused" role="alert">
        {refused.message}
      </p>
    ) : null;

  return (
    <section className="admin-night__results" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="admin-night__task-title">
        Results
      </h4>
      {winner ? (
        <p>
          The {t.name} is over: {winner.firstName} {winner.lastName} wins.
        </p>
      ) : null}
      {t.resultsPublishedAt ? (
        <>
          <p>Published {displayVenueTime(t.resultsPublishedAt, eventDay.timeZone)}.</p>
          <div className="admin-card__actions">
            <a className="admin-button admin-button--outline" href="/results">
              See the results page
            </a>
            {decides ? (
              <>
                <button type="button" className="admin-button admin-button--outline" disabled={busy !== null} onClick={() => void download()}>
                  {busy === 'export' ? 'Preparing...' : 'Export results (Excel)'}
                </button>
                <button type="button" className="admin-button admin-button--ghost" disabled={busy !== null} onClick={() => setAsking('withdraw')}>
                  {busy === 'withdraw' ? 'Taking down...' : 'Take the results down'}
                </button>
              </>
            ) : null}
          </div>
          {alert('export')}
          {alert('withdraw')}
        </>
      ) : !decides ? (
        <p className="admin-card__note">An organizer publishes the results on the site.</p>
      ) : (
        <>
          <p className="admin-card__note">Publishing puts the places, the names as each player agreed and the prizes on the site’s results page.</p>
          <div className="admin-card__actions">
            <button type="button" className="admin-button admin-button--gold" disabled={busy !== null} onClick={() => setAsking('publish')}>
              {busy === 'publish' ? 'Publishing...' : 'Publish results'}
            </button>
          </div>
          {alert('publish')}
        </>
      )}
      <ConfirmDialog
        open={asking === 'publish'}
        title={`Publish the results of the ${t.name}?`}
        message="Everyone can see them on the site’s results page."
        confirmLabel="Publish now"
        onConfirm={() => void publish()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={`Take the results of the ${t.name} down?`}
        message="They leave the site’s results page until you publish again. Meanwhile you can undo the last elimination and change the prizes."
        confirmLabel="Take them down"
        onConfirm={() => void withdraw()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
