// The TV's seating board: a link of its own that opens it without a sign-in, made here and shown
// once (the server keeps only what checks it), and the links that still work, each revocable.
import { useId, useState } from 'react';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { eventDay } from '../../../data/event-day.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { displayVenueTime } from '../display.ts';
import { refusalText } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import { createDisplayLink, nightRefusals, revokeDisplayLink } from './night-api.ts';

interface Props {
  tournament: AdminTournament;
  /** A link was made or revoked: read the night again for the list. */
  onChanged: () => void;
}

type Link = AdminTournament['displayLinks'][number];

export default function DisplayLinks({ tournament: t, onChanged }: Props) {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Link | null>(null);

  async function create() {
    setBusy(true);
    const result = await guarded((token) => createDisplayLink(token, t.id), (f) => refusalText(f, 'The link was not made. Please try again.'), nightRefusals);
    setBusy(false);
    if (result?.ok) {
      setMade(result.data.url);
      onChanged();
    } else if (result) say('error', result.message);
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      say('success', 'Link copied.');
    } catch {
      say('error', 'The link could not be copied: select it and copy it by hand.');
    }
  }

  async function revoke() {
    const link = revoking;
    setRevoking(null);
    if (!link) return;
    const result = await guarded((token) => revokeDisplayLink(token, link.id), (f) => refusalText(f, 'The link was not revoked. Please try again.'), nightRefusals);
    if (result?.ok) say('success', 'Display link revoked: the screen that used it shows the board no more.');
    else if (result) say('error', result.message);
    onChanged();
  }

  return (
    <div className="admin-night__links">
      <p className="admin-card__note">
        The seating board shows who sits where, by last name, on the TV by the door. It opens with a link of its own, without signing in: anyone with the link sees the names, so revoke it after the night.
        For the clock, open <span className="admin-table__mono">/live?tv=1</span> on the TV.
      </p>
      <div className="admin-card__actions">
        <button type="button" className="admin-button admin-button--outline" disabled={busy} onClick={() => void create()}>
          {busy ? 'Making the link...' : 'Create a display link'}
        </button>
      </div>
      {made ? (
        <div className="admin-night__made" role="status">
          <p>
            <strong>Open this link in the TV's browser.</strong> It is shown only now: copy it before you close this panel.
          </p>
          <label className="admin-field__label" htmlFor={`${id}-url`}>
            Display link for the {t.name}
          </label>
          <input id={`${id}-url`} className="admin-input admin-table__mono" readOnly value={made} onFocus={(event) => event.target.select()} />
          <div className="admin-card__actions">
            <button type="button" className="admin-button admin-button--gold" onClick={() => void copy(made)}>
              Copy the link
            </button>
            <button type="button" className="admin-button admin-button--ghost" onClick={() => setMade(null)}>
              Done
            </button>
          </div>
        </div>
      ) : null}
      {t.displayLinks.length === 0 ? (
        <p className="admin-card__note">No display link works now.</p>
      ) : (
        <ul className="admin-night__players" aria-label={`Display links of the ${t.name} that work`}>
          {t.displayLinks.map((link) => (
            <li key={link.id} className="admin-night__player">
              <span className="admin-night__name">
                Made {displayVenueTime(link.createdAt, eventDay.timeZone)}
                {link.createdBy ? ` by ${link.createdBy}` : ''}
              </span>
              <button
                type="button"
                className="admin-button admin-button--danger admin-button--small"
                aria-label={`Revoke the link made ${displayVenueTime(link.createdAt, eventDay.timeZone)}`}
                onClick={() => setRevoking(link)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this display link?"
        message="The screen that opened it stops showing the seating board. You can make a new link at any time."
        confirmLabel="Revoke the link"
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
