// "Your seat": a player named on an order's seat sees who paid for it and may hand it over to a
// colleague while transfers are open (the colleague confirms from the e-mail; until then it is theirs).
import { useRef, useState } from 'react';
import type { MyRegistration } from '../../domain/my-registration.ts';
import type { HeldSeatView } from '../../domain/seats/views.ts';
import { transfersClosedMessage } from '../../domain/seats/seat.ts';
import HandOver from './HandOver.tsx';
import Notice, { type NoticeText } from './Notice.tsx';
import SeatForm from './SeatForm.tsx';
import { OpenLinkLine, transferHint, transferSent } from './seat-texts.tsx';
import { buyerWords } from '../../domain/seats/listing.ts';

export default function HeldSeat({ seat, token, onSaved }: { seat: HeldSeatView; token: string; onSaved: (view: MyRegistration) => void }) {
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="my-reg__card" aria-labelledby="my-reg-held-title">
      <h2 id="my-reg-held-title" ref={heading} tabIndex={-1}>
        Your seat
      </h2>
      <p>
        Your seat was paid for by {buyerWords(seat)}: it is seat {seat.seatNo} of their order.
      </p>
      <OpenLinkLine link={seat.transfer} />
      <Notice notice={notice} />
      {seat.transfersOpen ? (
        <>
          {seat.transfersCloseLabel ? <p className="my-reg__muted">You can hand it over to someone else until {seat.transfersCloseLabel}.</p> : null}
          <HandOver idPrefix="my-reg-held">
            {(close) => (
              <SeatForm
                idPrefix="my-reg-held"
                token={token}
                action="transfer"
                submitLabel="Hand over the seat"
                emailHint={transferHint}
                onDone={(view, p) => {
                  close();
                  onSaved(view);
                  setNotice({ kind: 'status', text: transferSent(p, 'your seat') });
                  heading.current?.focus();
                }}
              />
            )}
          </HandOver>
        </>
      ) : (
        <p className="my-reg__muted">{transfersClosedMessage(seat.transfersCloseLabel ?? '')}</p>
      )}
    </section>
  );
}
