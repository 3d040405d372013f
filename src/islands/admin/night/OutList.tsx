// The players out, best place first (players out in one hand share a place unless their stacks
// told them apart), with the winner on top once one player is left; and "Undo last elimination",
// which names the hand this screen shows as the last, so a hand recorded meanwhile on another phone
// is not taken back by mistake: the server refuses, its words are shown, and the night is read again.
import { useId, useState } from 'react';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { lastHand, placeWords } from '../../../domain/tournament/floor-view.ts';
import { seatLabel } from '../../../domain/tournament/seating.ts';
import { refusalText } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import { nightRefusals, undoElimination } from './night-api.ts';

interface Props {
  tournament: AdminTournament;
  onChange: (tournament: AdminTournament) => void;
  onStale: () => void;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export default function OutList({ tournament: t, onChange, onStale }: Props) {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const last = lastHand(t.out);
  const winner = t.finished ? t.seats[0] : undefined;

  async function undo() {
    if (!last) return;
    setBusy(true);
    setRefused(null);
    const result = await guarded((token) => undoElimination(token, t.id, last.hand), (f) => refusalText(f, 'The elimination was not undone. Please try again.'), nightRefusals);
    setBusy(false);
    if (result?.ok) {
      const back = last.players.map((o) => {
        const seat = result.data.seats.find((s) => s.registrationId === o.registrationId);
        return seat ? `${fullName(o)} (${seatLabel(seat)})` : fullName(o);
      });
      say('success', `Undone: ${back.join(', ')} back in play.`);
      onChange(result.data);
    } else if (result) {
      setRefused(result.message);
      if (result.status === 409) onStale();
    }
  }

  return (
    <section className="admin-night__out" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="admin-announce__heading">
        Players out<span className="admin-night__count"> · {t.out.length}</span>
      </h4>
      {last ? (
        <div className="admin-night__undo">
          <p className="admin-card__note">
            Last hand: {last.players.map((o) => `${fullName(o)} ${placeWords(o)}`).join(', ')}.
          </p>
          <button type="button" className="admin-button admin-button--outline" disabled={busy} onClick={() => void undo()}>
            {busy ? 'Undoing...' : 'Undo last elimination'}
          </button>
          {refused ? (
            <p className="admin-night__refused" role="alert">
              {refused}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="admin-card__note">Nobody is out yet.</p>
      )}
      {t.out.length > 0 ? (
        <ul className="admin-night__players admin-night__places" aria-label={`Places in the ${t.name}`}>
          {winner ? (
            <li className="admin-night__player">
              <span className="admin-night__place">1st</span>
              <span className="admin-night__name">
                {fullName(winner)} <span className="admin-badge admin-badge--ok">Winner</span>
              </span>
            </li>
          ) : null}
          {t.out.map((o) => (
            <li key={o.registrationId} className="admin-night__player">
              <span className="admin-night__place">{placeWords(o)}</span>
              <span className="admin-night__name">
                {fullName(o)}
                {o.table !== null && o.seat !== null ? <span className="admin-night__count"> · out at {seatLabel({ table: o.table, seat: o.seat })}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
