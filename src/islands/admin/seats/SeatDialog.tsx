// The organizer names a seat's player, or moves the seat to someone else, at once (no confirmation
// e-mail to wait for, and after players' transfers have closed too): first name, last name, e-mail.
// A native modal <dialog> like the payment one; errors beside each field, as the server names them.
import { useEffect, useId, useRef } from 'react';
import type { OrderSeatView } from '../../../domain/seats/views.ts';
import { seatPersonSchema } from '../../../domain/seats/schemas.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { Field } from '../../forms/Field.tsx';
import type { AdminListItem } from '../admin-api.ts';
import { useAdminSession } from '../kit/session.tsx';
import { checkWith, useAdminForm } from '../kit/use-admin-form.ts';
import { moveSeat, seatRefusals, type SeatPerson } from './seats-api.ts';

/** The seat the organizer chose: its order's row and the seat as the list showed it. */
export interface SeatTarget {
  order: AdminListItem;
  seat: OrderSeatView;
}

interface Props {
  target: SeatTarget | null;
  onDone: (target: SeatTarget, person: SeatPerson) => void;
  onCancel: () => void;
}

const empty: SeatPerson = { firstName: '', lastName: '', email: '' };
const check = checkWith<SeatPerson>(seatPersonSchema);
const failed = 'The seat was not changed. Please try again.';

export default function SeatDialog({ target, onDone, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const { guarded } = useAdminSession();
  // Who the seat went to, for the panel's message (the answer is the order's seats).
  const sent = useRef<SeatPerson>(empty);
  const form = useAdminForm({
    initial: empty,
    idOf: (field) => `${id}-${field}`,
    check,
    send: (person) => {
      if (!target) return Promise.resolve(undefined);
      sent.current = seatPersonSchema.parse(person);
      return guarded((token) => moveSeat(token, target.order.registrationId, target.seat.seatNo, sent.current), failed, seatRefusals);
    },
    onDone: (_seats, { reset }) => {
      if (target) onDone(target, sent.current);
      reset(empty);
    },
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (target && !dialog.open) {
      form.reset(empty);
      dialog.showModal();
    }
    if (!target && dialog.open) dialog.close();
    // Only a new `target` opens it afresh (`reset` is a new function at each render).
  }, [target]);

  const player = target?.seat.player;
  const holder = player ? `${player.firstName} ${player.lastName}` : null;
  return (
    <dialog
      ref={ref}
      className="admin-dialog admin-dialog--form"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={(event) => void form.submit(event)} noValidate>
        <h2 id={`${id}-title`} className="admin-dialog__title">
          {holder ? 'Move' : 'Name'} seat {target?.seat.seatNo}
        </h2>
        {target ? (
          <p>
            Seat {target.seat.seatNo} of <strong>{target.order.registrationId}</strong>, bought by {target.order.firstName} {target.order.lastName}
            {holder ? `, is ${holder}'s now. ` : ', is not named yet. '}
            The person below gets it at once, with their own confirmation e-mail, personal link and check-in code
            {holder ? `; ${holder} is told, and their link and code stop working.` : '.'}
          </p>
        ) : null}
        <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={3}>
          {form.summary.message ? <p>{form.summary.message}</p> : null}
        </ErrorSummary>
        <Field {...form.field('firstName')} label="First name" autoComplete="off" />
        <Field {...form.field('lastName')} label="Last name" autoComplete="off" />
        <Field {...form.field('email')} label="E-mail" type="email" autoComplete="off" />
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--gold" disabled={form.busy}>
            {form.busy ? 'Saving...' : holder ? 'Move the seat' : 'Name the player'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
