// The seats of one tournament: whether the door seats arrivals in it, a draw for everyone checked
// in, who sits where table by table (names only), moving a player by hand, and who is checked in
// without a seat yet.
import { useId, useState } from 'react';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { nameMatches, seatsByTable } from '../../../domain/tournament/seat-list.ts';
import { Field } from '../../forms/Field.tsx';
import { refusalText } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import MoveSeatForm, { type SeatPlayer } from './MoveSeatForm.tsx';
import { drawSeats, nightRefusals, setSeatingOpen } from './night-api.ts';

interface Props {
  tournament: AdminTournament;
  onChange: (tournament: AdminTournament) => void;
}

const players = (n: number) => (n === 1 ? '1 player' : `${n.toLocaleString('en-US')} players`);
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export default function SeatsSection({ tournament: t, onChange }: Props) {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const [busy, setBusy] = useState<'seating' | 'draw' | null>(null);
  const [drawn, setDrawn] = useState<{ seated: number; unseated: string[] } | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  async function toggleSeating() {
    setBusy('seating');
    const result = await guarded((token) => setSeatingOpen(token, t.id, !t.seatingOpen), (f) => refusalText(f, 'The seating did not change. Please try again.'), nightRefusals);
    setBusy(null);
    if (result?.ok) {
      onChange(result.data);
      const drawnNow = result.data.seats.length - t.seats.length;
      say(
        'success',
        result.data.seatingOpen
          ? `Seating for the ${t.name} is open at the door${drawnNow > 0 ? `: ${drawnNow} ${drawnNow === 1 ? 'player' : 'players'} already checked in got a seat` : ''}.`
          : `Seating for the ${t.name} is closed at the door.`,
      );
    } else if (result) say('error', result.message);
  }

  async function draw() {
    setBusy('draw');
    setDrawn(null);
    const result = await guarded((token) => drawSeats(token, t.id), (f) => refusalText(f, 'The draw failed. Please try again.'), nightRefusals);
    setBusy(null);
    if (result?.ok) {
      onChange(result.data.tournament);
      setDrawn({ seated: result.data.seated, unseated: result.data.unseated });
    } else if (result) say('error', result.message);
  }

  const tables = seatsByTable(t.seats, t.setup.tableCount);
  const filtering = query.trim() !== '';
  const shownTables = tables.map((table) => ({ ...table, seats: table.seats.filter((s) => nameMatches(s, query)) })).filter((table) => !filtering || table.seats.length > 0);
  const unseated = t.unseated.filter((p) => nameMatches(p, query));

  const moveForm = (player: SeatPlayer) =>
    moving === player.registrationId ? (
      <MoveSeatForm
        tournament={t}
        player={player}
        onDone={(saved, words) => {
          setMoving(null);
          onChange(saved);
          say('success', words);
        }}
        onCancel={() => setMoving(null)}
      />
    ) : null;

  return (
    <div className="admin-night__seats">
      <div className="admin-night__seating">
        <p>
          {t.seatingOpen
            ? `Seating at the door is open: every player of the ${t.name} gets a seat in it as they check in.`
            : `Seating at the door is closed: players get a seat in the ${t.name} at the door only while it is the next tournament to start.`}
        </p>
        <div className="admin-card__actions">
          <button type="button" className="admin-button admin-button--outline" disabled={busy !== null} onClick={() => void toggleSeating()}>
            {t.seatingOpen ? 'Close seating at the door' : 'Open seating at the door'}
          </button>
          <button type="button" className="admin-button admin-button--gold" disabled={busy !== null} onClick={() => void draw()}>
            {busy === 'draw' ? 'Drawing...' : 'Draw seats for everyone checked in'}
          </button>
        </div>
        <div role="status">
          {drawn ? (
            <p className="admin-night__drawn">
              {players(drawn.seated)} seated.
              {drawn.unseated.length > 0 ? ` Not seated, every seat is taken: ${drawn.unseated.join(', ')}.` : ''}
            </p>
          ) : null}
        </div>
      </div>

      <p className="admin-results">
        {players(t.seats.length)} seated at {t.setup.tableCount === 1 ? '1 table' : `${t.setup.tableCount} tables`} of {t.setup.seatsPerTable}
        {t.unseated.length > 0 ? ` · ${players(t.unseated.length)} checked in without a seat` : ''}
      </p>

      {t.seats.length + t.unseated.length > 0 ? (
        <Field id={`${id}-find`} label="Find a player" type="search" value={query} onValue={setQuery} autoComplete="off" />
      ) : null}

      {unseated.length > 0 ? (
        <section aria-labelledby={`${id}-unseated`}>
          <h4 id={`${id}-unseated`} className="admin-announce__heading">Checked in, without a seat</h4>
          <ul className="admin-night__players">
            {unseated.map((p) => (
              <li key={p.registrationId}>
                <div className="admin-night__player">
                  <span className="admin-night__name">{fullName(p)}</span>
                  {moving !== p.registrationId ? (
                    <button type="button" className="admin-button admin-button--outline admin-button--small" aria-label={`Seat ${fullName(p)} by hand`} onClick={() => setMoving(p.registrationId)}>
                      Seat by hand
                    </button>
                  ) : null}
                </div>
                {moveForm(p)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {filtering && shownTables.length === 0 && unseated.length === 0 ? <p role="status">Nobody's name matches “{query.trim()}”.</p> : null}

      <div className="admin-night__tables">
        {shownTables.map((table) => (
          <section key={table.table} className="admin-night__table" aria-labelledby={`${id}-table-${table.table}`}>
            <h4 id={`${id}-table-${table.table}`} className="admin-announce__heading">
              Table {table.table}
              <span className="admin-night__count"> · {table.seats.length === 0 ? 'empty' : players(table.seats.length)}</span>
              {table.table > t.setup.tableCount ? <span className="admin-night__count"> · not set up: move these players</span> : null}
            </h4>
            {table.seats.length > 0 ? (
              <ul className="admin-night__players">
                {table.seats.map((s) => (
                  <li key={s.registrationId}>
                    <div className="admin-night__player">
                      <span className="admin-night__seat">Seat {s.seat}</span>
                      <span className="admin-night__name">
                        {fullName(s)}
                        {s.fixed ? <> <span className="admin-badge admin-badge--neutral">Fixed</span></> : null}
                      </span>
                      {moving !== s.registrationId ? (
                        <button type="button" className="admin-button admin-button--outline admin-button--small" aria-label={`Move ${fullName(s)}`} onClick={() => setMoving(s.registrationId)}>
                          Move
                        </button>
                      ) : null}
                    </div>
                    {moveForm({ registrationId: s.registrationId, firstName: s.firstName, lastName: s.lastName, seat: { table: s.table, seat: s.seat, fixed: s.fixed } })}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
