// The seats' public requests: each counted per client (and a mailed link per recipient mailbox)
// before anything is looked up, then the change, then its e-mails sent after the answer.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import type { MyRegistration } from '../../../../src/domain/my-registration.ts';
import type { SeatAccepted, SeatAction, SeatLinkView } from '../../../../src/domain/seats/contract.ts';
import { acceptSeatSchema, claimLinkSchema, nameSeatSchema, transferSeatSchema } from '../../../../src/domain/seats/schemas.ts';
import { afterAnswer, validate, type RouteContext } from '../../platform/http.ts';
import { sendQueued } from '../../platform/mail/outbox.ts';
import { enforceLimit, limits, mailboxKey } from '../../platform/rate-limit.ts';
import { myRegistrationView, openCounted } from '../my-registration.ts';
import { linkId } from '../personal-link.ts';
import { acceptSeat, nameSeat, sendClaimLink, seatLinkView, transferSeat, type SeatChange } from './seats.ts';

/** POST /api/my-registration/seats/:action: the buyer's or the player's change, then their page again. */
export async function changeMySeat(ctx: RouteContext, db: Kysely<Database>, action: SeatAction, body: unknown): Promise<MyRegistration> {
  const schema = action === 'name' ? nameSeatSchema : action === 'claim-link' ? claimLinkSchema : transferSeatSchema;
  const input = validate(schema, body);
  const reg = await openCounted(ctx, db, input.token);
  const actor = { kind: 'registrant' as const, registrationId: reg.registrationId, tokenId: linkId(input.token) };
  let change: SeatChange;
  if (action === 'name') {
    const { seatNo, firstName, lastName, email } = validate(nameSeatSchema, body);
    change = await nameSeat(db, reg, seatNo, { firstName, lastName, email }, actor);
  } else if (action === 'claim-link') {
    const { seatNo, email } = validate(claimLinkSchema, body);
    await enforceLimit(ctx, limits.seatLinkAddress, mailboxKey(email));
    change = await sendClaimLink(db, reg, seatNo, email, actor);
  } else {
    const { seatNo, firstName, lastName, email } = validate(transferSeatSchema, body);
    await enforceLimit(ctx, limits.seatLinkAddress, mailboxKey(email));
    change = await transferSeat(db, reg, seatNo, { firstName, lastName, email }, actor);
  }
  await afterAnswer(ctx, () => sendQueued(db, change.mailIds));
  return myRegistrationView(db, await openCounted(ctx, db, input.token));
}

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
