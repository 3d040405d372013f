// The seats' public requests: each counted per client (and a mailed link per recipient mailbox)
// before anything is looked up, then the change, then its e-mails sent after the answer.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import type { MyRegistration } from '../../../../src/domain/my-registration.ts';
import type { SeatAccepted, SeatAction, SeatLinkView } from '../../../../src/domain/seats/contract.ts';
import { acceptSeatSchema, claimLinkSchema, nameSeatSchema, transferSeatSchema } from '../../../../src/domain/seats/schemas.ts';
import { afterAnswer, validate, type RouteContext } from '../../platform/http.ts';
import { sendQueued } from '../../platform/mail/outbox.ts';
import { enforceLimit, giveBack, limits, mailboxKey } from '../../platform/rate-limit.ts';
import { myRegistrationView, openCounted, openRegistration } from '../my-registration.ts';
import { linkId } from '../personal-link.ts';
import { acceptSeat, nameSeat, sendClaimLink, seatLinkView, transferSeat, type SeatChange } from './seats.ts';

/**
 * POST /api/my-registration/seats/:action: the buyer's or the player's change, then their page again.
 * Each mails an address typed here (a confirmation, a claim or a transfer link): limited per
 * recipient mailbox and per sender, counted back when the change is refused (a link that opens no
 * order of theirs must not use up someone's mailbox).
 */
export async function changeMySeat(ctx: RouteContext, db: Kysely<Database>, action: SeatAction, body: unknown): Promise<MyRegistration> {
  const input = action === 'claim-link' ? { ...validate(claimLinkSchema, body), firstName: '', lastName: '' } : validate(action === 'name' ? nameSeatSchema : transferSeatSchema, body);
  const { token, seatNo, email, firstName, lastName } = input;
  const reg = await openCounted(ctx, db, token);
  const tickets = [await enforceLimit(ctx, limits.seatMailSender, reg.registrationId), await enforceLimit(ctx, limits.seatMailAddress, mailboxKey(email))];
  const actor = actorOf(reg.registrationId, token);
  let change: SeatChange;
  try {
    change =
      action === 'claim-link'
        ? await sendClaimLink(db, reg, seatNo!, email, actor)
        : action === 'name'
          ? await nameSeat(db, reg, seatNo!, { firstName, lastName, email }, actor)
          : await transferSeat(db, reg, seatNo, { firstName, lastName, email }, actor);
  } catch (error) {
    for (const ticket of tickets) await giveBack(ticket);
    throw error;
  }
  await afterAnswer(ctx, () => sendQueued(db, change.mailIds));
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
