// What the personal page says about seats, shared by the buyer's seats (OrderSeats.tsx) and a seat's
// player (HeldSeat.tsx).
import type { OpenSeatLink } from '../../domain/seats/views.ts';
import type { SeatPerson } from './SeatForm.tsx';

/** "Jo Lee (jo@example.com)", or the address alone when no name was given. */
export const personWords = (p: { firstName: string | null; lastName: string | null; email: string }) => {
  const name = `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
  return name ? `${name} (${p.email})` : p.email;
};

export const transferHint = 'We e-mail them a link: the seat is theirs once they confirm.';
export const transferSent = (p: SeatPerson, seat: string) => `We e-mailed ${personWords(p)} a link to confirm: ${seat} is theirs once they do.`;

/** A claim link sent, or a transfer waiting for the person named to confirm it. */
export function OpenLinkLine({ link }: { link: OpenSeatLink | null }) {
  if (!link) return null;
  return <p className="my-reg__muted">{link.kind === 'claim' ? `Claim link sent to ${link.email}.` : `Waiting for ${personWords(link)} to confirm.`}</p>;
}
