// An order's seats: the buyer names a player or sends a claim link, a player (or the buyer) hands a
// seat over and the person named confirms, the organizer names or moves a seat from /admin. Each is
// ONE transaction that locks the order's row and then the seat's, and re-reads what it decides on,
// so two changes of one seat at once leave it with one holder. A new holder is a new registration
// row (its own id, so its own personal link, check-in code and calendar file); the previous holder's
// row is canceled in the same transaction, so their link and code stop at once.
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db, OrderSeat, Registration } from '../../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../../db/repositories/audit.ts';
import { deletePersonalLinks } from '../../../../db/repositories/personal-links.ts';
import { isRefundFlag } from '../../../../db/repositories/reminders.ts';
import { findRegistration, insertRegistration, lockRegistration } from '../../../../db/repositories/registrations.ts';
import {
  cancelSeatHolder,
  findSeatByLinkHash,
  findSeatOfHolder,
  lockOrderSeat,
  setSeatHolder,
  setSeatLink,
} from '../../../../db/repositories/seats.ts';
import { levelName } from '../../../../src/data/levels.ts';
import { buyerWords } from '../../../../src/domain/seats/listing.ts';
import { sameMailbox } from '../../../../src/domain/mailbox.ts';
import { formatAmount } from '../../../../src/domain/money.ts';
import { defaultResultsListing } from '../../../../src/domain/tournament/results-listing.ts';
import type { SeatLinkView } from '../../../../src/domain/seats/contract.ts';
import type { AcceptSeat } from '../../../../src/domain/seats/schemas.ts';
import {
  isOrder,
  noSuchSeatMessage,
  notYourSeatMessage,
  orderCanceledMessage,
  orderFlaggedMessage,
  sameHolderMessage,
  seatCheckedInMessage,
  seatLinkInvalidMessage,
  seatNamedMessage,
  seatNotPaidMessage,
  seatUnnamedMessage,
  transfersClosedMessage,
  type LinkKind,
} from '../../../../src/domain/seats/seat.ts';
import { sha256Hex } from '../../platform/hash.ts';
import { HttpError } from '../../platform/http.ts';
import { newLinkToken, newRegistrationId } from '../../platform/ids.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { siteUrl } from '../../platform/env.ts';
import { issuePersonalLink } from '../personal-link.ts';
import { leaveLinesByBuying } from '../../waiting-list/bought.ts';
import { seatConfirmationMail, seatLeftMail, seatLinkMail } from './mail.ts';
import { transferWindow } from './window.ts';

type Trx = Transaction<Database>;

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company?: string;
  tShirtSize?: string;
}

/** Who asks: the registrant of a personal link (the buyer or a seat's player), or a team member in /admin. */
export type SeatActor = { kind: 'registrant'; registrationId: string; tokenId: string } | { kind: 'organizer'; by: AdminActor };

export interface SeatChange {
  /** Outbox ids to send once the transaction has committed. */
  mailIds: number[];
}

const settled = (reg: Registration) => reg.paymentStatus === 'paid' || reg.paymentStatus === 'comped';
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const buyerLabel = (order: Registration) => buyerWords({ buyerName: fullName(order), buyerCompany: order.company });

/** The order and one of its seats, locked in that order; refusals for an order that cannot change. */
async function lockSeat(trx: Trx, orderId: string, seatNo: number): Promise<{ order: Registration; seat: OrderSeat }> {
  const order = await lockRegistration(trx, orderId);
  if (!order || !isOrder(order)) throw new HttpError(404, noSuchSeatMessage, { seatNo: noSuchSeatMessage });
  if (order.status === 'canceled' || order.paymentStatus === 'refunded' || order.paymentStatus === 'reversed') throw new HttpError(409, orderCanceledMessage);
  if (!settled(order)) throw new HttpError(409, seatNotPaidMessage);
  // Paid after its places went to others (flagged for a refund): its seats are not the order's to give.
  if (isRefundFlag(order.paymentFlag)) throw new HttpError(409, orderFlaggedMessage);
  const seat = await lockOrderSeat(trx, orderId, seatNo);
  if (!seat) throw new HttpError(404, noSuchSeatMessage, { seatNo: noSuchSeatMessage });
  return { order, seat };
}

async function audit(trx: Trx, actor: SeatActor, action: string, orderId: string, snapshot: unknown) {
  await insertAuditEntry(
    trx,
    actor.kind === 'organizer'
      ? { ...actor.by, action, target: orderId, snapshot }
      : { actor: 'registrant', tokenId: actor.tokenId, action, target: orderId, snapshot },
  );
}

/**
 * Gives the seat to `person`: a new player row paid by the order, the seat's holder set (its open
 * link gone), the previous holder's row canceled with its personal links; the new holder gets their
 * confirmation (personal link, check-in code, calendar file), the previous one is told. In the
 * caller's transaction, with the order and the seat locked.
 */
async function giveSeat(trx: Trx, order: Registration, seat: OrderSeat, person: Person): Promise<{ holder: Registration; mailIds: number[] }> {
  const previous = seat.holderId ? await lockRegistration(trx, seat.holderId) : undefined;
  if (previous?.checkedInAt) throw new HttpError(409, seatCheckedInMessage);
  const holder = await insertRegistration(trx, {
    registrationId: newRegistrationId(),
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone ?? '',
    experience: 'Not specified',
    company: person.company || order.company,
    agreeTerms: true,
    registrationType: order.registrationType,
    tShirtSize: person.tShirtSize || null,
    amount: formatAmount(0),
    amountCents: 0,
    paymentStatus: order.paymentStatus,
    paidAt: new Date(),
    paidCents: 0,
    seats: 0,
    orderId: order.registrationId,
    resultsListing: defaultResultsListing,
  });
  await setSeatHolder(trx, seat.id, holder.registrationId);
  // A player who waited for a place of this level has one now: out of the line, as a buyer would be.
  await leaveLinesByBuying(trx, holder);
  const mailIds: number[] = [];
  if (previous) {
    await cancelSeatHolder(trx, previous.registrationId);
    await deletePersonalLinks(trx, previous.registrationId);
    mailIds.push(await queueMail(trx, seatLeftMail(previous, fullName(holder), levelName(order.registrationType))));
  }
  const personalLink = await issuePersonalLink(trx, holder.registrationId);
  mailIds.push(await queueMail(trx, await seatConfirmationMail(holder, buyerLabel(order), personalLink)));
  return { holder, mailIds };
}

const snapshotOf = (reg: Registration | undefined) => (reg ? { registrationId: reg.registrationId, name: fullName(reg), email: reg.email } : null);

/** The buyer names an unnamed seat's player (their confirmation goes out at once). */
export async function nameSeat(db: Kysely<Database>, buyer: Registration, seatNo: number, person: Person, actor: SeatActor): Promise<SeatChange> {
  return db.transaction().execute(async (trx) => {
    const { order, seat } = await lockSeat(trx, buyer.registrationId, seatNo);
    if (seat.holderId) throw new HttpError(409, seatNamedMessage, { seatNo: seatNamedMessage });
    const { holder, mailIds } = await giveSeat(trx, order, seat, person);
    await audit(trx, actor, 'seat.name', order.registrationId, { seatNo, to: snapshotOf(holder) });
    return { mailIds };
  });
}

/** A new link for the seat (replacing its open one): the token is mailed, only its hash kept. */
async function sendLink(trx: Trx, order: Registration, seat: OrderSeat, kind: LinkKind, person: Partial<Person> & { email: string }, sentBy: Registration): Promise<number> {
  const token = newLinkToken();
  await setSeatLink(trx, seat.id, { kind, tokenHash: sha256Hex(token), firstName: person.firstName ?? null, lastName: person.lastName ?? null, email: person.email, sentBy: sentBy.registrationId });
  return queueMail(trx, seatLinkMail({ kind, to: person.email, firstName: person.firstName ?? null, fromName: fullName(sentBy), buyer: buyerLabel(order), levelName: levelName(order.registrationType), link: `${siteUrl()}/seat#${token}` }));
}

/** The buyer sends an unnamed seat's claim link to a colleague, who fills in their own details. */
export async function sendClaimLink(db: Kysely<Database>, buyer: Registration, seatNo: number, email: string, actor: SeatActor): Promise<SeatChange> {
  return db.transaction().execute(async (trx) => {
    const { order, seat } = await lockSeat(trx, buyer.registrationId, seatNo);
    if (seat.holderId) throw new HttpError(409, seatNamedMessage, { seatNo: seatNamedMessage });
    const mailId = await sendLink(trx, order, seat, 'claim', { email }, order);
    await audit(trx, actor, 'seat.claim_link', order.registrationId, { seatNo, email });
    return { mailIds: [mailId] };
  });
}

/**
 * A seat handed over: by the buyer (any seat of their order) or by the seat's player (their own),
 * while transfers are open. The person named gets a link to confirm; until then nothing changes.
 */
export async function transferSeat(db: Kysely<Database>, asker: Registration, seatNo: number | undefined, person: Person, actor: SeatActor): Promise<SeatChange> {
  const window = await transferWindow(db);
  if (!window.open) throw new HttpError(409, transfersClosedMessage(window.label ?? ''));
  return db.transaction().execute(async (trx) => {
    // The player's own seat, or the buyer's seat `seatNo`: anything else is not theirs to hand over.
    const held = asker.orderId ? await findSeatOfHolder(trx, asker.registrationId) : undefined;
    const orderId = held ? held.orderId : isOrder(asker) && seatNo !== undefined ? asker.registrationId : undefined;
    const number = held ? held.seatNo : seatNo;
    if (!orderId || number === undefined || (held && seatNo !== undefined && seatNo !== held.seatNo)) throw new HttpError(403, notYourSeatMessage);
    const { order, seat } = await lockSeat(trx, orderId, number);
    if (held && seat.holderId !== asker.registrationId) throw new HttpError(403, notYourSeatMessage);
    if (!seat.holderId) throw new HttpError(409, seatUnnamedMessage, { seatNo: seatUnnamedMessage });
    const holder = await findRegistration(trx, seat.holderId);
    if (holder && sameMailbox(holder.email, person.email)) throw new HttpError(400, sameHolderMessage, { email: sameHolderMessage });
    const mailId = await sendLink(trx, order, seat, 'transfer', person, asker);
    await audit(trx, actor, 'seat.transfer_sent', order.registrationId, { seatNo: number, from: snapshotOf(holder), to: { name: fullName(person), email: person.email } });
    return { mailIds: [mailId] };
  });
}

/** The seat a claim or transfer link opens now (404 for a used, replaced or unknown link). */
async function seatOfLink(db: Db, token: string): Promise<OrderSeat> {
  const seat = /^[0-9a-f]{32}$/.test(token) ? await findSeatByLinkHash(db, sha256Hex(token)) : undefined;
  if (!seat || !seat.linkKind) throw new HttpError(404, seatLinkInvalidMessage, { token: seatLinkInvalidMessage });
  return seat;
}

/** POST /api/seat: what the link offers, for the page to show before the person fills in their details. */
export async function seatLinkView(db: Kysely<Database>, token: string): Promise<SeatLinkView> {
  const seat = await seatOfLink(db, token);
  const order = await findRegistration(db, seat.orderId);
  if (!order) throw new HttpError(404, seatLinkInvalidMessage, { token: seatLinkInvalidMessage });
  const from = seat.linkSentBy ? await findRegistration(db, seat.linkSentBy) : undefined;
  return {
    kind: seat.linkKind!,
    levelName: levelName(order.registrationType),
    seatNo: seat.seatNo,
    buyerName: fullName(order),
    buyerCompany: order.company,
    fromName: seat.linkKind === 'transfer' && from ? fullName(from) : null,
    firstName: seat.linkFirstName,
    lastName: seat.linkLastName,
    email: seat.linkEmail,
  };
}

/**
 * The person with a claim or transfer link takes the seat: under the order's and the seat's locks
 * the link is read again (used, replaced or withdrawn meanwhile: 404), a transfer is refused after
 * the cutoff, and the seat is theirs. Returns their personal link.
 */
export async function acceptSeat(db: Kysely<Database>, input: AcceptSeat): Promise<SeatChange & { myRegistrationUrl: string; registrationId: string }> {
  const window = await transferWindow(db);
  return db.transaction().execute(async (trx) => {
    const found = await seatOfLink(trx, input.token);
    const { order, seat } = await lockSeat(trx, found.orderId, found.seatNo);
    if (seat.linkTokenHash !== sha256Hex(input.token)) throw new HttpError(404, seatLinkInvalidMessage, { token: seatLinkInvalidMessage });
    if (seat.linkKind === 'claim' && seat.holderId) throw new HttpError(409, seatNamedMessage);
    if (seat.linkKind === 'transfer' && !window.open) throw new HttpError(409, transfersClosedMessage(window.label ?? ''));
    const previous = seat.holderId ? await findRegistration(trx, seat.holderId) : undefined;
    if (previous && sameMailbox(previous.email, input.email)) throw new HttpError(400, sameHolderMessage, { email: sameHolderMessage });
    const { holder, mailIds } = await giveSeat(trx, order, seat, input);
    await audit(trx, { kind: 'registrant', registrationId: holder.registrationId, tokenId: `seat-link:${sha256Hex(input.token).slice(0, 12)}` }, seat.linkKind === 'claim' ? 'seat.claim' : 'seat.transfer', order.registrationId, {
      seatNo: seat.seatNo,
      from: snapshotOf(previous),
      to: snapshotOf(holder),
    });
    return { mailIds, registrationId: holder.registrationId, myRegistrationUrl: await issuePersonalLink(trx, holder.registrationId) };
  });
}

/** The organizer names or moves a seat at once (no confirmation; after the cutoff too). */
export async function moveSeat(db: Kysely<Database>, orderId: string, seatNo: number, person: Person, by: AdminActor): Promise<SeatChange> {
  return db.transaction().execute(async (trx) => {
    const { order, seat } = await lockSeat(trx, orderId, seatNo);
    const previous = seat.holderId ? await findRegistration(trx, seat.holderId) : undefined;
    if (previous && sameMailbox(previous.email, person.email) && previous.firstName === person.firstName && previous.lastName === person.lastName) {
      throw new HttpError(400, sameHolderMessage, { email: sameHolderMessage });
    }
    const { holder, mailIds } = await giveSeat(trx, order, seat, person);
    await audit(trx, { kind: 'organizer', by }, previous ? 'seat.move' : 'seat.name', order.registrationId, { seatNo, from: snapshotOf(previous), to: snapshotOf(holder) });
    return { mailIds };
  });
}

