// The seats' public requests: each counted per client (and a mailed link per recipient mailbox)
// before anything is looked up, then the change, then its e-mails sent after the answer.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { personalTokenSchema, type MyRegistration } from '../../../../src/domain/my-registration.ts';
import type { SeatAccepted, SeatLinkView } from '../../../../src/domain/seats/contract.ts';
import { acceptSeatSchema, claimLinkSchema, nameSeatSchema, transferSeatSchema } from '../../../../src/domain/seats/schemas.ts';
import { afterAnswer, validate, type RouteContext } from '../../platform/http.ts';
import { sendQueued } from '../../platform/mail/outbox.ts';
import { enforceLimit, limits, mailboxKey } from '../../platform/rate-limit.ts';
import { myRegistrationView, openCounted, openRegistration } from '../my-registration.ts';
import { linkId } from '../personal-link.ts';
import { acceptSeat, nameSeat, sendClaimLink, seatLinkView, transferSeat, type SeatChange } from './seats.ts';

export const seatActions = ['name', 'claim-link', 'transfer'] as const;
export type SeatAction = (typeof seatActions)[number];

/** POST /api/my-registration/seats/:action: the buyer's or the player's change, then their page again. */
export async function changeMySeat(ctx: RouteContext, db: Kysely<Database>, action: SeatAction, body: unknown): Promise<MyRegistration> {
  const change = async (): Promise<SeatChange> => {
    if (action === 'claim-link') {
      const { token, seatNo, email } = validate(claimLinkSchema, body);
      const reg = await openCounted(ctx, db, token);
      await enforceLimit(ctx, limits.seatMailAddress, mailboxKey(email));
      return sendClaimLink(db, reg, seatNo, email, actorOf(reg.registrationId, token));
    }
    // Naming mails the player their confirmation; a transfer mails the link to confirm: each to an address typed here.
    const { token, seatNo, ...person } = validate(action === 'name' ? nameSeatSchema : transferSeatSchema, body);
    const reg = await openCounted(ctx, db, token);
    await enforceLimit(ctx, limits.seatMailAddress, mailboxKey(person.email));
    return action === 'name' ? nameSeat(db, reg, seatNo!, person, actorOf(reg.registrationId, token)) : transferSeat(db, reg, seatNo, person, actorOf(reg.registrationId, token));
  };
  const { mailIds } = await change();
  await afterAnswer(ctx, () => sendQueued(db, mailIds));
  const { token } = validate(personalTokenSchema, body);
  return myRegistrationView(db, await openRegistration(db, token));
}

const actorOf = (registrationId: string, token: string) => ({ kind: 'registrant' as const, registrationId, tokenId: linkId(token) });

/** POST /api/seat: what a claim or transfer link offers. */
export async function viewSeatLink(ctx: RouteContext, db: Kysely<Database>, token: string): Promise<SeatLinkView> {
  await enforceLimit(ctx, limits.seatLink);
  return seatLinkView(db, token);
}

/** POST /api/seat/accept: the seat taken; the new holder's own page. */
export async function acceptSeatLink(ctx: RouteContext, db: Kysely<Database>, body: unknown): Promise<SeatAccepted> {
  await enforceLimit(ctx, limits.seatLink);
  const accepted = await acceptSeat(db, validate(acceptSeatSchema, body));
  await afterAnswer(ctx, () => sendQueued(db, accepted.mailIds));
  return { myRegistrationUrl: accepted.myRegistrationUrl };
}
