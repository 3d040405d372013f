// "Your seats": an order's buyer names each seat's player, or e-mails a colleague a claim link to
// fill in their own details, and hands a named seat over to someone else while transfers are open.
// Each seat is a group named "Seat N", so its fields' labels are unique within it. The seat's
// player's own page hands their seat over with the same pieces (HeldSeat.tsx).
import { useRef, useState } from 'react';
import type { MyRegistration } from '../../domain/my-registration.ts';
import type { OrderSeatView, OrderView } from '../../domain/seats/views.ts';
import { notNamedYet, orderCanceledMessage, seatNotPaidMessage, transfersClosedMessage } from '../../domain/seats/seat.ts';
import { ChoiceOptions } from '../forms/ChoiceOptions.tsx';
import HandOver from './HandOver.tsx';
import Notice, { type NoticeText } from './Notice.tsx';
import SeatForm from './SeatForm.tsx';
import { OpenLinkLine, personWords, transferHint, transferSent } from './seat-texts.tsx';

type Fill = 'name' | 'claim-link';
const fillOptions = [
  { value: 'name', label: 'I name the player' },
  { value: 'claim-link', label: 'The player fills in their details: send a claim link' },
] as const satisfies readonly { value: Fill; label: string }[];

function SeatItem({ seat, token, transfersOpen, canChange, onSaved }: { seat: OrderSeatView; token: string; transfersOpen: boolean; canChange: boolean; onSaved: (view: MyRegistration) => void }) {
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const [fill, setFill] = useState<Fill>('name');
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `my-reg-seat-${seat.seatNo}`;
  const seatName = `Seat ${seat.seatNo}`;

  // The form that was used may be gone (a seat just named): the focus goes to the seat's new line.
  const done = (view: MyRegistration, text: string) => {
    onSaved(view);
    setNotice({ kind: 'status', text });
    heading.current?.focus();
  };

  let form = null;
  if (canChange && !seat.player) {
    form = (
      <SeatForm
        idPrefix={id}
        token={token}
        action={fill}
        seatNo={seat.seatNo}
        submitLabel={fill === 'name' ? 'Name the player' : 'Send a claim link'}
        emailHint={fill === 'name' ? 'We e-mail them their confirmation and check-in code.' : 'We e-mail them a link to fill in their own details.'}
        onDone={(view, p) =>
          done(view, fill === 'name' ? `${p.firstName} ${p.lastName} is named on ${seatName}: we e-mailed them their confirmation and check-in code.` : `We e-mailed the claim link for ${seatName} to ${p.email}.`)
        }
      >
        <fieldset className="my-reg__fieldset">
          <legend>Fill this seat</legend>
          <ChoiceOptions idPrefix={`${id}-fill`} name={`${id}-fill`} options={fillOptions} value={fill} onChange={setFill} />
        </fieldset>
      </SeatForm>
    );
  } else if (canChange && transfersOpen) {
    form = (
      <HandOver idPrefix={id}>
        {(close) => (
          <SeatForm
            idPrefix={id}
            token={token}
            action="transfer"
            seatNo={seat.seatNo}
            submitLabel="Hand over the seat"
            emailHint={transferHint}
            onDone={(view, p) => {
              close();
              done(view, transferSent(p, seatName));
            }}
          />
        )}
      </HandOver>
    );
  }

  return (
    <li>
      <div role="group" aria-labelledby={`${id}-label`} className="my-reg__seat-group">
        <h3 ref={heading} tabIndex={-1}>
          <span id={`${id}-label`}>{seatName}</span>: {seat.player ? personWords(seat.player) : notNamedYet}
        </h3>
        <OpenLinkLine link={seat.link} />
        <Notice notice={notice} />
        {form}
      </div>
    </li>
  );
}

export default function OrderSeats({ view, order, token, onSaved }: { view: MyRegistration; order: OrderView; token: string; onSaved: (view: MyRegistration) => void }) {
  const settled = view.state === 'paid' || view.state === 'comped';
  const pending = view.state === 'pending' || view.state === 'expired';
  const named = order.seats.filter((s) => s.player).length;
  const label = order.transfersCloseLabel;
  return (
    <section className="my-reg__card" aria-labelledby="my-reg-seats-title">
      <h2 id="my-reg-seats-title">Your seats</h2>
      <p>
        Your order has {order.seats.length} seats, {named} named. Name each seat&rsquo;s player, or send them a claim link to fill in their own details: each
        player gets their own confirmation and check-in code.
      </p>
      {!settled ? (
        <p className="my-reg__muted">{pending ? seatNotPaidMessage : orderCanceledMessage}</p>
      ) : !order.transfersOpen ? (
        <p className="my-reg__muted">{transfersClosedMessage(label ?? '')}</p>
      ) : label ? (
        <p className="my-reg__muted">A named seat can be handed over to someone else until {label}.</p>
      ) : null}
      <ol className="my-reg__seats">
        {order.seats.map((seat) => (
          <SeatItem key={seat.seatNo} seat={seat} token={token} transfersOpen={order.transfersOpen} canChange={settled} onSaved={onSaved} />
        ))}
      </ol>
    </section>
  );
}
