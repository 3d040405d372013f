// A seat chosen by hand for one player (a move, or a seat for someone the draw left without one),
// and whether it stays fixed (a player who needs that seat: balancing never moves them). Checked
// with the server's own schema first; a seat the server cannot give (taken, no such table) comes
// back as the form's message.
import { useId } from 'react';
import { seatInputSchema } from '../../../domain/tournament/floor-input.ts';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { seatLabel } from '../../../domain/tournament/seating.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { Field } from '../../forms/Field.tsx';
import { refusalText } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import { checkWith, useAdminForm } from '../kit/use-admin-form.ts';
import { moveSeat, nightRefusals } from './night-api.ts';
import { SaveOrCancel } from '../kit/SaveOrCancel.tsx';

export interface SeatPlayer {
  registrationId: string;
  firstName: string;
  lastName: string;
  /** Where they sit now; absent for a player without a seat. */
  seat?: { table: number; seat: number; fixed: boolean };
}

interface Props {
  tournament: AdminTournament;
  player: SeatPlayer;
  onDone: (tournament: AdminTournament, words: string) => void;
  onCancel: () => void;
}

const check = checkWith(seatInputSchema);

export default function MoveSeatForm({ tournament, player, onDone, onCancel }: Props) {
  const id = useId();
  const { guarded } = useAdminSession();
  const name = `${player.firstName} ${player.lastName}`;
  const verb = player.seat ? 'Move' : 'Seat';
  const form = useAdminForm({
    initial: { table: String(player.seat?.table ?? ''), seat: String(player.seat?.seat ?? ''), fixed: player.seat?.fixed ?? false },
    idOf: (field) => `${id}-${field}`,
    check,
    send: (values) =>
      guarded((token) => moveSeat(token, tournament.id, player.registrationId, seatInputSchema.parse(values)), (f) => refusalText(f, 'The seat was not changed. Please try again.'), nightRefusals),
    onDone: (saved) => {
      const now = saved.seats.find((s) => s.registrationId === player.registrationId);
      onDone(saved, now ? `${name}: ${seatLabel(now)}${now.fixed ? ' (fixed)' : ''}.` : `${name} was seated.`);
    },
  });

  return (
    <form className="admin-night__move" noValidate onSubmit={(event) => void form.submit(event)} aria-label={`${verb} ${name}`}>
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={4}>
        {form.summary.message ? <p>{form.summary.message}</p> : null}
      </ErrorSummary>
      <div className="admin-night__pair">
        <Field {...form.field('table')} label="Table" inputMode="numeric" />
        <Field {...form.field('seat')} label="Seat" inputMode="numeric" />
      </div>
      <label className="admin-radio">
        <input type="checkbox" checked={form.values.fixed} onChange={(event) => form.set('fixed', event.target.checked)} />
        Keep this seat fixed (balancing never moves them)
      </label>
      <SaveOrCancel busy={form.busy} label={`${verb} ${name}`} onCancel={onCancel} />
    </form>
  );
}
