// "The night": the edition's tournaments (the Main Event, the Second Chance Tournament), one at a
// time, each with its clock for the floor's phone, its seats, its prizes, the TV's seating board
// and its set-up. The night is read again every 15 seconds while the screen is in view, so a pause from
// another phone or a player seated at the door shows here without a reload; a form being typed
// in keeps what it holds.
import { useCallback, useEffect, useId, useState } from 'react';
import { eventDay } from '../../../data/event-day.ts';
import type { AdminNight, AdminTournament } from '../../../domain/tournament/contract.ts';
import { displayVenueTime } from '../display.ts';
import { usePanelHeading } from '../kit/panel-focus.ts';
import { useAdminSession } from '../kit/session.tsx';
import ClockControls from './ClockControls.tsx';
import DisplayLinks from './DisplayLinks.tsx';
import FloorSection from './FloorSection.tsx';
import { fetchNight } from './night-api.ts';
import PrizesSection from './PrizesSection.tsx';
import SeatsSection from './SeatsSection.tsx';
import SetupForm from './SetupForm.tsx';
import { useServerOffset } from './use-server-clock.ts';
import '../sales/sales.css';
import './night.css';

interface Props {
  /** Absent where the panel is the whole screen (the floor's). */
  onClose?: () => void;
  /** The prizes and the results are the organizer's (capabilities' `results`): the floor sees them only. */
  decides: boolean;
}

const pollMs = 15_000;
const loadFailed = 'Failed to load the night. Please try again.';

export default function NightPanel({ onClose, decides }: Props) {
  const id = useId();
  // Opened from the dashboard, it takes the focus; as the floor's whole screen, the page starts at its top.
  const heading = usePanelHeading(onClose !== undefined);
  const { guarded, token, ended, say } = useAdminSession();
  const offset = useServerOffset();
  const [data, setData] = useState<AdminNight | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  const load = useCallback(async () => {
    const result = await guarded(fetchNight, loadFailed);
    if (result?.ok) setData(result.data);
  }, [guarded]);

  useEffect(() => {
    void load();
  }, [load]);

  // Read again quietly: a poll that fails says nothing (the next one may not); an ended session ends.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      void fetchNight(token).then((result) => {
        if (result.ok) setData(result.data);
        else if (result.status === 401) ended();
      });
    }, pollMs);
    return () => clearInterval(timer);
  }, [token, ended]);

  const replace = useCallback((tournament: AdminTournament) => {
    setData((current) => (current ? { ...current, tournaments: current.tournaments.map((t) => (t.id === tournament.id ? tournament : t)) } : current));
  }, []);

  const t = data?.tournaments.find((x) => x.id === chosen) ?? data?.tournaments[0];
  const levelNames = (ids: readonly string[]) => data?.levels.filter((l) => ids.includes(l.id)).map((l) => l.name) ?? [];

  return (
    <section className="admin-panel admin-registrations admin-night" aria-labelledby={`${id}-title`}>
      <div className="admin-registrations__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="admin-panel__title">The night</h2>
        {onClose ? (
          <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
            Close
          </button>
        ) : null}
      </div>
      {!data ? <p aria-live="polite">Loading the night...</p> : null}
      {data && data.tournaments.length > 1 ? (
        <div className="admin-night__choice" role="group" aria-label="Tournament">
          {data.tournaments.map((x) => (
            <button
              key={x.id}
              type="button"
              className={`admin-button ${x.id === t?.id ? 'admin-button--gold' : 'admin-button--ghost'}`}
              aria-pressed={x.id === t?.id}
              onClick={() => setChosen(x.id)}
            >
              {x.name}
            </button>
          ))}
        </div>
      ) : null}

      {data && t ? (
        <div className="admin-night__tournament" key={t.id}>
          <section className="admin-night__part" aria-labelledby={`${id}-clock`}>
            <h3 id={`${id}-clock`} className="admin-night__title">Clock: {t.name}</h3>
            <ClockControls tournament={t} offset={offset} onChange={replace} onStale={() => void load()} />
          </section>

          <section className="admin-night__part" aria-labelledby={`${id}-play`}>
            <h3 id={`${id}-play`} className="admin-night__title">Tables in play: {t.name}</h3>
            <FloorSection tournament={t} onChange={replace} onStale={() => void load()} decides={decides} />
          </section>

          <section className="admin-night__part" aria-labelledby={`${id}-seats`}>
            <h3 id={`${id}-seats`} className="admin-night__title">Seats: {t.name}</h3>
            <SeatsSection tournament={t} onChange={replace} />
          </section>

          <PrizesSection tournament={t} onChange={replace} decides={decides} />

          <section className="admin-night__part" aria-labelledby={`${id}-board`}>
            <h3 id={`${id}-board`} className="admin-night__title">The seating board on the TV</h3>
            <DisplayLinks tournament={t} onChanged={() => void load()} />
          </section>

          <section className="admin-night__part" aria-labelledby={`${id}-setup`}>
            <h3 id={`${id}-setup`} className="admin-night__title">Set-up: {t.name}</h3>
            {editing === t.id ? (
              <SetupForm
                tournament={t}
                levels={data.levels}
                onDone={(saved) => {
                  replace(saved);
                  setEditing(null);
                  say('success', `${saved.name} saved.`);
                }}
                onReloaded={replace}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="admin-sales__summary">
                <p className="admin-sales__facts">
                  {t.setup.tableCount === 1 ? '1 table' : `${t.setup.tableCount} tables`} of {t.setup.seatsPerTable} seats · starting stack{' '}
                  {t.setup.startingStack.toLocaleString('en-US')} · starts {displayVenueTime(t.startsAt, eventDay.timeZone)}
                </p>
                <p className="admin-sales__facts">
                  Played by: {levelNames(t.setup.entitlingLevelIds).join(', ') || 'no registration level yet'} · {stepCount(t)}
                </p>
                <button type="button" className="admin-button admin-button--outline" onClick={() => setEditing(t.id)}>
                  Edit the set-up
                </button>
              </div>
            )}
          </section>
        </div>
      ) : null}
    </section>
  );
}

/** "32 levels and 6 breaks". */
function stepCount(t: AdminTournament): string {
  const levels = t.structure.filter((s) => s.kind === 'level').length;
  const breaks = t.structure.length - levels;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(levels, 'level')} and ${plural(breaks, 'break')}`;
}
