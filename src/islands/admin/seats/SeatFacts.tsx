// Company seats in the registrations table, under the level: an order's seats, each with its player
// or "not named yet" (and a claim or transfer link waiting), with "Name or move" for organizers; a
// seat's player's row says which seat it is and who bought it, or that they handed it over.
import type { OrderSeatView } from '../../../domain/seats/views.ts';
import { buyerWords, seatPlayerWords, unnamedCount } from '../../../domain/seats/listing.ts';
import type { AdminListItem } from '../admin-api.ts';

interface Props {
  item: AdminListItem;
  /** Absent for a role that may not change seats: no "Name or move" buttons. */
  onMove?: (item: AdminListItem, seat: OrderSeatView) => void;
}

/** A link waiting to be used, in a few words. */
function linkWords(seat: OrderSeatView): string | null {
  const link = seat.link;
  if (!link) return null;
  if (link.kind === 'claim') return `claim link sent to ${link.email}`;
  const to = [link.firstName, link.lastName].filter(Boolean).join(' ');
  return `being handed to ${to ? `${to} (${link.email})` : link.email}, not confirmed yet`;
}

/** Only a paid (or comped) order that stands can change its seats: the server refuses the others. */
const canChange = (item: AdminListItem) => item.status !== 'canceled' && (item.state === 'paid' || item.state === 'comped');

export default function SeatFacts({ item, onMove }: Props) {
  if (item.boughtBy) {
    const buyer = buyerWords(item.boughtBy);
    return (
      <span className="admin-facts">
        <span>
          {item.boughtBy.seatNo === null ? `Handed the seat over; it was bought by ${buyer}` : `Seat ${item.boughtBy.seatNo}, bought by ${buyer}`}{' '}
          <span className="admin-table__mono">({item.boughtBy.orderId})</span>
        </span>
      </span>
    );
  }
  const seats = item.orderSeats;
  if (!seats) return null;
  const unnamed = unnamedCount(seats);
  const moving = onMove && canChange(item) ? onMove : undefined;
  return (
    <span className="admin-facts">
      <details className="admin-seats">
        <summary>
          {seats.length} seats{unnamed > 0 ? `, ${unnamed} not named yet` : ', all named'}
        </summary>
        <ul className="admin-entries admin-seats__list" aria-label={`Seats of ${item.registrationId}`}>
          {seats.map((seat) => {
            const link = linkWords(seat);
            return (
              <li key={seat.seatNo}>
                <span>
                  Seat {seat.seatNo}: {seatPlayerWords(seat)}
                  {seat.player ? <> <span className="admin-table__mono">({seat.player.registrationId})</span></> : null}
                </span>
                {link ? <span>{link}</span> : null}
                {moving ? (
                  <button
                    type="button"
                    className="admin-button admin-button--outline admin-button--small"
                    aria-label={`Name or move seat ${seat.seatNo} of ${item.registrationId}`}
                    onClick={() => moving(item, seat)}
                  >
                    Name or move
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </details>
    </span>
  );
}
