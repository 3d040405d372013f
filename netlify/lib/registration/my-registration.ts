// The registrant's own page: what a personal link opens, the corrections it allows, the player's
// choice of how the published results show them, "Pay now" for an unpaid registration, and
// re-sending the links to an address. The token comes from the URL's
// fragment in the request body; registrationForToken hashes it
// (netlify/lib/registration/personal-link.ts).
import { seatsOf } from '../night/seats.ts';
import { purgeResults, relistPlayer } from '../night/results.ts';
import type { Kysely } from 'kysely';
import type { Database, Db, Registration } from '../../../db/database.ts';
import { insertAuditEntry } from '../../../db/repositories/audit.ts';
import { endPaymentKeys, findPaymentKey, insertPaymentKey } from '../../../db/repositories/payment-keys.ts';
import { deletePersonalLinks, findRegistrationsByEmail } from '../../../db/repositories/personal-links.ts';
import { publishedResultsOf } from '../../../db/repositories/player-results.ts';
import { lockTournamentsOf } from '../../../db/repositories/tournaments.ts';
import { correctRegistration as storeCorrections, findRegistration, lockRegistration, setResultsListing } from '../../../db/repositories/registrations.ts';
import { findSeatOfHolder, listOrderSeats } from '../../../db/repositories/seats.ts';
import { isOrder } from '../../../src/domain/seats/seat.ts';
import { heldSeatView, orderView } from '../../../src/domain/seats/views.ts';
import { transferWindow } from './seats/window.ts';
import { isSponsorLevel, itemName, levelName } from '../../../src/data/levels.ts';
import {
  correctableFields,
  correctionSchema,
  invalidLinkMessage,
  resultsListingChangeSchema,
  type CorrectableField,
  type MyPayment,
  type MyRegistration,
} from '../../../src/domain/my-registration.ts';
import { registrationState } from '../../../src/domain/payment-states.ts';
import { afterAnswer, HttpError, validate, type RouteContext } from '../platform/http.ts';
import { newPaymentKey } from '../platform/ids.ts';
import { personalLinksMail, tournamentIcs } from './mail.ts';
import { queueMail, sendQueued } from '../platform/mail/outbox.ts';
import { addressKey, enforceLimit, limits } from '../platform/rate-limit.ts';
import { ensureHold } from './holds.ts';
import { issuePersonalLink, linkId, registrationForToken } from './personal-link.ts';
import { canSignCheckInCodes } from '../check-in/check-in-code.ts';
import { checkInQrSvg } from '../check-in/qr.ts';
import { receiptNumberOf } from '../receipts/numbers.ts';
import { paidBy } from '../receipts/paid-by.ts';
import { isoTime } from '../platform/iso-time.ts';

type Opened = Registration & { holds: boolean };
type Client = { ip?: string };

/** The registration the token opens; 404 with a way out for anything else. */
export async function openRegistration(db: Db, token: string): Promise<Opened> {
  const reg = await registrationForToken(db, token);
  if (!reg || reg.status === 'canceled') throw new HttpError(404, invalidLinkMessage, { token: invalidLinkMessage });
  return reg;
}

const settled = (reg: Registration) => reg.paymentStatus === 'paid' || reg.paymentStatus === 'comped';
const unpaid = (reg: Registration) => reg.paymentStatus === 'pending' && (reg.amountCents ?? 0) > 0;

export async function myRegistrationView(db: Db, reg: Opened): Promise<MyRegistration> {
  return {
    registrationId: reg.registrationId,
    firstName: reg.firstName,
    lastName: reg.lastName,
    email: reg.email,
    phone: reg.phone,
    company: reg.company,
    jobTitle: reg.jobTitle,
    registrationType: reg.registrationType,
    registrationTypeName: levelName(reg.registrationType),
    sponsor: isSponsorLevel(reg.registrationType ?? ''),
    rooms: reg.roomAdditions.map(itemName),
    tShirtSize: reg.tShirtSize,
    dietaryRestrictions: reg.dietaryRestrictions,
    billingStreet: reg.billingStreet,
    billingCity: reg.billingCity,
    billingState: reg.billingState,
    billingZip: reg.billingZip,
    amount: reg.amount,
    promoCode: reg.promoCode,
    state: registrationState(reg.paymentStatus, reg.holds),
    holdExpiresAt: isoTime(reg.holdExpiresAt),
    paidAt: isoTime(reg.paidAt),
    paidCents: reg.paidCents,
    paidBy: settled(reg) ? await paidBy(db, reg) : null,
    receiptNumber: settled(reg) ? receiptNumberOf(reg) : null,
    canPay: unpaid(reg),
    canDownloadInvoice: unpaid(reg),
    // An order's buyer is not a player: each seat's player has their own code.
    checkInQrSvg: settled(reg) && !isOrder(reg) && canSignCheckInCodes() ? await checkInQrSvg(reg.registrationId) : null,
    ics: tournamentIcs(reg.registrationId),
    seats: settled(reg) ? await seatsOf(db, reg.registrationId) : [],
    resultsListing: reg.resultsListing,
    results: await publishedResultsOf(db, reg.registrationId),
    ...(await seatViewsOf(db, reg)),
  };
}

/** An order's seats (the buyer's page), or the seat a player holds and who paid for it. */
async function seatViewsOf(db: Db, reg: Opened): Promise<Pick<MyRegistration, 'order' | 'heldSeat'>> {
  if (isOrder(reg)) return { order: orderView(await listOrderSeats(db, reg.registrationId), await transferWindow(db)), heldSeat: null };
  const seat = reg.orderId ? await findSeatOfHolder(db, reg.registrationId) : undefined;
  const buyer = seat ? await findRegistration(db, seat.orderId) : undefined;
  if (!seat || !buyer) return { order: null, heldSeat: null };
  const [facts] = (await listOrderSeats(db, seat.orderId)).filter((s) => s.seatNo === seat.seatNo);
  return { order: null, heldSeat: heldSeatView(facts!, buyer, await transferWindow(db)) };
}

/**
 * Corrects the fields a registrant may change, validated with the registration's own schema (a
 * sponsor's address stays required), in one transaction with an audit row of what changed.
 */
export async function correctRegistration(db: Kysely<Database>, token: string, body: unknown): Promise<MyRegistration> {
  const opened = await openRegistration(db, token);
  const input = validate(correctionSchema(isSponsorLevel(opened.registrationType ?? '')), body);
  return db.transaction().execute(async (trx) => {
    const reg = await lockRegistration(trx, opened.registrationId);
    if (!reg) throw new HttpError(404, invalidLinkMessage, { token: invalidLinkMessage });
    const changes: Partial<Pick<Registration, CorrectableField>> = {};
    const before: Partial<Pick<Registration, CorrectableField>> = {};
    for (const field of correctableFields) {
      const next = field === 'phone' ? input[field] : input[field] || null;
      if ((reg[field] ?? null) === next) continue;
      Object.assign(changes, { [field]: next });
      Object.assign(before, { [field]: reg[field] ?? null });
    }
    if (Object.keys(changes).length === 0) return myRegistrationView(trx, reg);
    await storeCorrections(trx, reg.registrationId, changes);
    await insertAuditEntry(trx, { actor: 'registrant', tokenId: linkId(token), action: 'registration.correct', target: reg.registrationId, snapshot: { before, after: changes } });
    return myRegistrationView(trx, { ...reg, ...changes });
  });
}

/**
 * The player's choice of how the published results show them, in one transaction with its audit
 * row; results already published are rewritten to match at once (relistPlayer), so a player who
 * asks not to be named is not named a moment longer.
 */
export async function changeResultsListing(db: Kysely<Database>, token: string, body: unknown): Promise<MyRegistration> {
  const opened = await openRegistration(db, token);
  const { resultsListing } = validate(resultsListingChangeSchema, body);
  let relisted = false;
  const view = await db.transaction().execute(async (trx) => {
    const reg = await lockRegistration(trx, opened.registrationId);
    if (!reg) throw new HttpError(404, invalidLinkMessage, { token: invalidLinkMessage });
    if (reg.resultsListing === resultsListing) return myRegistrationView(trx, reg);
    // After a publish of a tournament they play, or before it, never during: publishing reads the listings under the tournament's lock.
    await lockTournamentsOf(trx, reg.registrationId);
    await setResultsListing(trx, reg.registrationId, resultsListing);
    await insertAuditEntry(trx, { actor: 'registrant', tokenId: linkId(token), action: 'registration.results_listing', target: reg.registrationId, snapshot: { before: reg.resultsListing, after: resultsListing } });
    relisted = await relistPlayer(trx, reg.registrationId);
    return myRegistrationView(trx, { ...reg, resultsListing });
  });
  // The CDN's copy of the public results goes once the change is committed.
  if (relisted) await purgeResults();
  return view;
}

/**
 * "Pay now": for an unpaid registration, a new hold if its place is free (else 409 saying why) and
 * the payment key the existing PayPal checkout pays with.
 */
export async function startMyPayment(db: Kysely<Database>, reg: Opened, holdSeconds: number): Promise<MyPayment> {
  if (settled(reg)) throw new HttpError(409, 'This registration has already been paid.');
  if (!unpaid(reg)) throw new HttpError(409, 'The payment of this registration was returned. Please contact us.');
  await ensureHold(db, reg.registrationId, holdSeconds);
  const registrationKey = await db.transaction().execute(async (trx) => {
    await lockRegistration(trx, reg.registrationId);
    const existing = await findPaymentKey(trx, reg.registrationId);
    if (existing) return existing;
    const key = newPaymentKey();
    await insertPaymentKey(trx, key, reg.registrationId);
    return key;
  });
  return { registrationId: reg.registrationId, registrationKey, amount: reg.amount ?? '' };
}

/**
 * "Sign out all links", for a link that reached someone else: every personal link of the
 * registration stops opening it, the one in use too, in one transaction with its audit row. A paid registration's payment key (it
 * answers the payment-success page, which issues links) ends too; an unpaid one's stays, since it
 * is what a payment on its way is matched with. A new link goes only to the registration's address
 * ("send me my link"). Returns how many links were signed out.
 */
export async function signOutAllLinks(db: Kysely<Database>, reg: Opened, token: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = (await lockRegistration(trx, reg.registrationId)) ?? reg;
    const count = await deletePersonalLinks(trx, reg.registrationId);
    if (settled(row)) await endPaymentKeys(trx, reg.registrationId);
    await insertAuditEntry(trx, { actor: 'registrant', tokenId: linkId(token), action: 'registration.links_signed_out', target: reg.registrationId, snapshot: { links: count } });
    return count;
  });
}

/** Queues one e-mail with a new link to each registration of the address; nothing for an unknown one. */
export async function sendPersonalLinks(db: Kysely<Database>, email: string): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const registrations = await findRegistrationsByEmail(trx, email);
    if (registrations.length === 0) return [];
    const links = [];
    for (const reg of registrations) {
      links.push({ registrationId: reg.registrationId, levelName: levelName(reg.registrationType), link: await issuePersonalLink(trx, reg.registrationId) });
    }
    return [await queueMail(trx, personalLinksMail(registrations[0]!.email, links))];
  });
}

/**
 * Every call of the personal page carries its token: each is counted (limits.personalPage) before
 * the token is looked at, then the registration it opens (404 for any other token).
 */
export async function openCounted(ctx: Client, db: Db, token: string): Promise<Opened> {
  await enforceLimit(ctx, limits.personalPage);
  return openRegistration(db, token);
}

/** POST /api/my-registration: the registration the personal link opens. */
export async function viewMyRegistration(ctx: Client, db: Kysely<Database>, token: string): Promise<MyRegistration> {
  return myRegistrationView(db, await openCounted(ctx, db, token));
}

/** POST /api/my-registration/corrections: the corrected registration. */
export async function correctMyRegistration(ctx: Client, db: Kysely<Database>, token: string, body: unknown): Promise<MyRegistration> {
  await enforceLimit(ctx, limits.personalPage);
  return correctRegistration(db, token, body);
}

/** POST /api/my-registration/results-listing: the player's choice, changed (changeResultsListing). */
export async function changeMyResultsListing(ctx: Client, db: Kysely<Database>, token: string, body: unknown): Promise<MyRegistration> {
  await enforceLimit(ctx, limits.personalPage);
  return changeResultsListing(db, token, body);
}

/** POST /api/my-registration/pay: "Pay now" (startMyPayment). */
export async function payMyRegistration(ctx: Client, db: Kysely<Database>, token: string, holdSeconds: number): Promise<MyPayment> {
  return startMyPayment(db, await openCounted(ctx, db, token), holdSeconds);
}

/** POST /api/my-registration/sign-out: "Sign out all links" (signOutAllLinks); how many were signed out. */
export async function signOutMyLinks(ctx: Client, db: Kysely<Database>, token: string): Promise<number> {
  return signOutAllLinks(db, await openCounted(ctx, db, token), token);
}

/**
 * POST /api/my-registration/link: limited per client and per address (however many clients ask,
 * so nobody can fill one inbox); the mail is sent after answering, so the answer's timing does not
 * tell whether the address registered (the outbox's retry job covers a send that fails).
 */
export async function requestMyLinks(ctx: RouteContext, db: Kysely<Database>, email: string): Promise<void> {
  await enforceLimit(ctx, limits.linkRequest);
  await enforceLimit(ctx, limits.linkRequestAddress, addressKey(email));
  const mailIds = await sendPersonalLinks(db, email);
  await afterAnswer(ctx, () => sendQueued(db, mailIds));
}
