// The seats' calls (the contract: src/domain/seats/contract.ts): the personal page's changes of an
// order's seats, and the /seat page's. The tokens, from the pages' fragments, travel in the JSON
// bodies, never in a URL. The /seat page's answers are plain (the page shows what the server sent);
// the personal page's is its whole view again, checked as its first load is. Apart from
// my-registration.ts so that the personal page fetches this only with its seats.
import { myRegistrationSchema, type MyRegistration } from '../domain/my-registration.ts';
import type { SeatAccepted, SeatAction, SeatLinkView } from '../domain/seats/contract.ts';
import type { AcceptSeat } from '../domain/seats/schemas.ts';
import { sendJson } from './fetcher.ts';

/** An order's seat named, its claim link sent, or a seat handed over: the personal page again. */
export async function changeMySeat(action: SeatAction, body: { token: string; seatNo?: number; firstName?: string; lastName?: string; email: string }): Promise<MyRegistration> {
  return myRegistrationSchema.parse(await sendJson<unknown>('POST', `/api/my-registration/seats/${action}`, body));
}

/** POST /api/seat: what a claim or transfer link offers (an ApiError 404 once used or replaced). */
export const fetchSeatLink = (token: string): Promise<SeatLinkView> => sendJson<SeatLinkView>('POST', '/api/seat', { token });

/** POST /api/seat/accept: the seat taken -> the new holder's own page. */
export const acceptSeatLink = (input: AcceptSeat): Promise<SeatAccepted> => sendJson<SeatAccepted>('POST', '/api/seat/accept', input);
