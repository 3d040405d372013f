// The seats' part of the personal page: an order's seats (its buyer's page), or the seat a player
// holds. Few registrations have either, so the page fetches this module only for those that do.
import type { MyRegistration } from '../../domain/my-registration.ts';
import HeldSeat from './HeldSeat.tsx';
import OrderSeats from './OrderSeats.tsx';

export default function Seats({ view, token, onSaved }: { view: MyRegistration; token: string; onSaved: (view: MyRegistration) => void }) {
  if (view.order) return <OrderSeats view={view} order={view.order} token={token} onSaved={onSaved} />;
  if (view.heldSeat) return <HeldSeat seat={view.heldSeat} token={token} onSaved={onSaved} />;
  return null;
}
