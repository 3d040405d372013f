// What the room has to do now (AdminTournament.task): a table to break, else a balancing move.
// The site says which tables; for a move the floor picks the player and the seat, since only the
// floor sees where the buttons are. Confirmed moves are re-checked by the server against the room
// now: when it changed (a player out, a move from another phone) the refusal is shown here and the
// night is read again, so the card shows what is due now. The new seats are listed after each
// move, for the floor to read out.
import { useId, useState } from 'react';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { seatChanges, seatChangeWords, type SeatChange } from '../../../domain/tournament/floor-view.ts';
import { SelectField } from '../../forms/Field.tsx';
import { refusalText, type CallResult } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import { confirmBalance, confirmBreak, nightRefusals } from './night-api.ts';

interface Props {
  tournament: AdminTournament;
  onChange: (tournament: AdminTournament) => void;
  onStale: () => void;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export default function FloorTaskCard({ tournament: t, onChange, onStale }: Props) {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ title: string; changes: SeatChange[] } | null>(null);
  const [choice, setChoice] = useState({ player: '', seat: '' });
  const [errors, setErrors] = useState<{ player?: string; seat?: string }>({});
  const { balance, breakTable } = t.task;
  const at = (table: number) => t.seats.filter((s) => s.table === table).sort((a, b) => a.seat - b.seat);

  async function send(run: (token: string) => Promise<CallResult<AdminTournament>>, title: string) {
    setBusy(true);
    setRefused(null);
    setMoved(null);
    const result = await guarded(run, (f) => refusalText(f, 'Nothing was moved. Please try again.'), nightRefusals);
    setBusy(false);
    if (result?.ok) {
      const changes = seatChanges(t.seats, result.data.seats);
      setMoved({ title, changes });
      setChoice({ player: '', seat: '' });
      // Said once in the status line; the card keeps the list in view for reading out.
      say('success', changes.length === 1 ? `${seatChangeWords(changes[0]!)}.` : `${title} ${changes.map(seatChangeWords).join('; ')}.`);
      onChange(result.data);
    } else if (result) {
      setRefused(result.message);
      if (result.status === 409) onStale();
    }
  }

  // A choice made for an earlier task (the room moved on) counts as none.
  const player = balance?.movable.includes(choice.player) ? choice.player : '';
  const seat = balance?.toSeats.includes(Number(choice.seat)) ? choice.seat : '';

  function move() {
    if (!balance) return;
    const missing = { player: player ? undefined : 'Choose the player who moves', seat: seat ? undefined : `Choose the seat at Table ${balance.toTable}` };
    setErrors(missing);
    if (missing.player || missing.seat) return;
    const input = { registrationId: player, fromTable: balance.fromTable, toTable: balance.toTable, seat: Number(seat) };
    void send((token) => confirmBalance(token, t.id, input), `Player moved from Table ${balance.fromTable} to Table ${balance.toTable}.`);
  }

  function breakNow(table: number) {
    void send((token) => confirmBreak(token, t.id, table), `Table ${table} broken: its players have new seats.`);
  }

  if (!balance && breakTable === null && !refused && !moved) return null;

  const alert = refused ? (
    <p className="admin-night__refused" role="alert">
      {refused}
    </p>
  ) : null;

  return (
    <section className="admin-night__task" aria-labelledby={`${id}-title`}>
      {breakTable !== null ? (
        <>
          <h4 id={`${id}-title`} className="admin-night__task-title">
            Break Table {breakTable}
          </h4>
          <p>
            The players left fit in one table fewer. Break Table {breakTable}: its players draw open seats at the other tables.
            {t.openTables.length === 2 ? ' This leaves one table: the final table is drawn afresh, every player left draws a new seat.' : ''}
          </p>
          <p className="admin-card__note">
            At Table {breakTable}: {at(breakTable).map((s) => fullName(s)).join(', ') || 'nobody'}.
          </p>
          {alert}
          <button type="button" className="admin-button admin-button--gold" disabled={busy} onClick={() => breakNow(breakTable)}>
            {busy ? 'Breaking...' : 'Confirm break'}
          </button>
        </>
      ) : balance ? (
        <>
          <h4 id={`${id}-title`} className="admin-night__task-title">
            Move a player from Table {balance.fromTable} to Table {balance.toTable}
          </h4>
          <p>
            Table {balance.fromTable} has {at(balance.fromTable).length} players, Table {balance.toTable} {at(balance.toTable).length}. As the Tournament Directors
            Association rules say, the player due the big blind next at Table {balance.fromTable} moves, to the worst open position at Table {balance.toTable} (the
            seat due the big blind soonest, never the small blind or the button). Only the floor sees the buttons: choose both here.
          </p>
          <div className="admin-night__pair">
            <SelectField
              id={`${id}-player`}
              label={`Player to move from Table ${balance.fromTable}`}
              placeholder="Choose the player"
              value={player}
              onValue={(value) => {
                setChoice((c) => ({ ...c, player: value }));
                setErrors((e) => ({ ...e, player: undefined }));
              }}
              error={errors.player}
              options={balance.movable.flatMap((registrationId) => {
                const s = t.seats.find((x) => x.registrationId === registrationId);
                return s ? [{ value: registrationId, label: `${fullName(s)}, Seat ${s.seat}` }] : [];
              })}
            />
            <SelectField
              id={`${id}-seat`}
              label={`Open seat at Table ${balance.toTable}`}
              placeholder="Choose the seat"
              value={seat}
              onValue={(value) => {
                setChoice((c) => ({ ...c, seat: value }));
                setErrors((e) => ({ ...e, seat: undefined }));
              }}
              error={errors.seat}
              options={balance.toSeats.map((n) => ({ value: String(n), label: `Seat ${n}` }))}
            />
          </div>
          {alert}
          <button type="button" className="admin-button admin-button--gold" disabled={busy} onClick={move}>
            {busy ? 'Moving...' : 'Confirm move'}
          </button>
        </>
      ) : (
        <>
          <h4 id={`${id}-title`} className="admin-night__task-title">
            Nothing to move now
          </h4>
          {alert}
        </>
      )}
      {moved ? (
        <div className="admin-night__drawn">
          <p>{moved.title}</p>
          {moved.changes.length > 0 ? (
            <ul>
              {moved.changes.map((c) => (
                <li key={c.registrationId}>{seatChangeWords(c)}</li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => setMoved(null)}>
            Done
          </button>
        </div>
      ) : null}
    </section>
  );
}
