// One tournament's prizes on the floor's screen: the pool and what each place wins, and the
// organizer's editor (PrizesForm). Once the results are published the prizes stay as they were.
import { useId, useState } from 'react';
import { formatUsd } from '../../../domain/money.ts';
import { ordinal } from '../../../domain/ordinal.ts';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { prizeWords } from '../../../domain/tournament/prizes.ts';
import { useAdminSession } from '../kit/session.tsx';
import PrizesForm from './PrizesForm.tsx';
import './prizes.css';

interface Props {
  tournament: AdminTournament;
  onChange: (tournament: AdminTournament) => void;
  /** The prizes and the results are the organizer's (capabilities' `results`): the floor sees them only. */
  decides: boolean;
}

export default function PrizesSection({ tournament: t, onChange, decides }: Props) {
  const id = useId();
  const { say } = useAdminSession();
  const [editing, setEditing] = useState(false);
  const places = t.prizes.length;

  return (
    <section className="admin-night__part" aria-labelledby={`${id}-prizes`}>
      <h3 id={`${id}-prizes`} className="admin-night__title">Prizes: {t.name}</h3>
      {editing ? (
        <PrizesForm
          tournament={t}
          onDone={(saved) => {
            onChange(saved);
            setEditing(false);
            say('success', `Prizes of the ${saved.name} saved.`);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="admin-sales__summary">
          <p className="admin-sales__facts">
            {places === 0 ? 'No prizes yet.' : `${places === 1 ? '1 place' : `${places} places`} paid${t.prizePoolCents === null ? '' : ` from a pool of ${formatUsd(t.prizePoolCents)}`}:`}
          </p>
          {places > 0 ? (
            <ol className="admin-night__prizes">
              {t.prizes.map((p) => (
                <li key={p.place}>
                  <span className="admin-night__prize-place">{ordinal(p.place)}</span> {prizeWords(p)}
                </li>
              ))}
            </ol>
          ) : null}
          {t.resultsPublishedAt ? (
            <p className="admin-card__note">The results are published: the prizes no longer change.</p>
          ) : !decides ? null : (
            <button type="button" className="admin-button admin-button--outline" onClick={() => setEditing(true)}>
              {places === 0 ? 'Set the prizes' : 'Edit the prizes'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
