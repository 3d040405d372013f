// Check-in at the door: the /api/admin/check-in endpoints' rules. A lookup takes
// a scanned QR, which must be signed by this site ("WOOP-CHECKIN:WOOP-….<signature>");
// marking and undoing take that or the registration ID of a card the organizer found by name
// (a manual lookup, src/domain/check-in.ts). Marking and undoing are each one
// transaction that locks the registration, re-checks it (src/domain/check-in-contract.ts) and writes
// the audit row with the change.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { isOrder } from '../../../src/domain/seats/seat.ts';
import { countCheckIns, findForCheckIn, searchForCheckIn, setCheckedIn, type CheckInBy, type CheckInRow } from '../../../db/repositories/check-ins.ts';
import { lockRegistration } from '../../../db/repositories/registrations.ts';
import { paymentFlags, type PaymentFlag } from '../../../src/domain/admin-contract.ts';
import { checkInVerdict, verdictLabels, type CheckInCard, type CheckInChange } from '../../../src/domain/check-in-contract.ts';
import { parseCheckInCode } from '../../../src/domain/check-in.ts';
import { verifiedCheckInId } from './check-in-code.ts';
import { seatAtDoor, seatsOf, unseat } from '../night/seats.ts';
import { itemName, levelName } from '../../../src/data/levels.ts';
import { registrationState } from '../../../src/domain/payment-states.ts';
import { HttpError, json } from '../platform/http.ts';
import { isoTime } from '../platform/iso-time.ts';

export const unknownCodeMessage = 'Unknown code: no registration has this code.';
export const unsignedCodeMessage = 'This code was not issued by the site. Find the registrant by name and check who they are.';
export const notCheckedInMessage = 'This registration is not checked in.';
export const handedOverMessage = 'This code no longer works: its seat was handed over to someone else. Find the player by name.';
export const orderNotPlayerMessage = 'This is a company\u2019s order of several seats: check in each seat\u2019s player by their own code or name.';

/** A row the door must not take for a player: an order, or a seat's player who handed it over. */
function refuseNonPlayer(row: CheckInRow): void {
  if (row.orderId && row.status === 'canceled') throw new HttpError(409, handedOverMessage);
  if (isOrder(row)) throw new HttpError(409, orderNotPlayerMessage);
}
export const searchLimit = 20;


export function checkInCard(r: CheckInRow): CheckInCard {
  return {
    registrationId: r.registrationId,
    firstName: r.firstName,
    lastName: r.lastName,
    company: r.company,
    levelName: levelName(r.registrationType),
    rooms: (r.roomAdditions ?? []).map(itemName),
    tShirtSize: r.tShirtSize,
    status: r.status,
    state: registrationState(r.paymentStatus, r.holds),
    flag: (paymentFlags as readonly string[]).includes(r.paymentFlag ?? '') ? (r.paymentFlag as PaymentFlag) : null,
    checkedInAt: isoTime(r.checkedInAt),
    seats: [],
  };
}

/**
 * The registration id a code names; 404 for anything that is not a WOOP code, and for a code in
 * the scanned form whose signature is missing or wrong. A bare ID is taken only when `manual`
 * (the organizer chose the registration from a search).
 */
function registrationIdOf(raw: string, manual: boolean): string {
  // The local server passes route params still percent-encoded ("WOOP-CHECKIN%3A..."); Netlify
  // decodes them. A WOOP code holds no '%', so decoding once is right for both.
  const code = decodeOnce(raw.slice(0, 600));
  const parsed = parseCheckInCode(code.slice(0, 200));
  if (!parsed) throw new HttpError(404, unknownCodeMessage);
  const bareId = parsed.signature === null && !code.trim().toUpperCase().startsWith('WOOP-CHECKIN:');
  if (manual && bareId) return parsed.registrationId;
  const id = verifiedCheckInId(code);
  if (!id) throw new HttpError(404, unsignedCodeMessage);
  return id;
}

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A scanned code: only a signed one is looked up. */
export async function lookUpCode(db: Kysely<Database>, code: string): Promise<CheckInCard> {
  const row = await findForCheckIn(db, registrationIdOf(code, false));
  if (!row) throw new HttpError(404, unknownCodeMessage);
  refuseNonPlayer(row);
  return { ...checkInCard(row), seats: await seatsOf(db, row.registrationId) };
}

/** The door screen's count: { checkedIn, expected }. */
export const checkInCount = (db: Kysely<Database>) => countCheckIns(db);

export async function searchByName(db: Kysely<Database>, query: string, { byEmail = true } = {}): Promise<CheckInCard[]> {
  return (await searchForCheckIn(db, query, searchLimit, byEmail)).map(checkInCard);
}

export interface CheckInOutcome extends CheckInChange {
  /** Why nothing changed (not paid, already checked in ...), or null when it changed. */
  refused: string | null;
}

/**
 * Checks a registration in (`checkedIn` true) or undoes it, in one transaction that locks the row
 * and re-checks it. Refused (nothing changes) for a registration that is not paid, canceled,
 * refunded or already checked in; an undo, for one that is not checked in.
 */
export async function changeCheckIn(db: Kysely<Database>, code: string, checkedIn: boolean, by: CheckInBy): Promise<CheckInOutcome> {
  const registrationId = registrationIdOf(code, true);
  const result = await db.transaction().execute(async (trx) => {
    const row = await lockRegistration(trx, registrationId);
    if (!row) throw new HttpError(404, unknownCodeMessage);
    refuseNonPlayer(row);
    const card = checkInCard(row);
    const verdict = checkInVerdict(card);
    if (checkedIn && verdict !== 'ready') return { card, refused: verdictLabels[verdict] };
    if (!checkedIn && !row.checkedInAt) return { card, refused: notCheckedInMessage };
    const at = await setCheckedIn(trx, row, checkedIn, by);
    // A player checked in gets a seat in the tournament that starts next (netlify/lib/night/seats.ts); an undo gives it back.
    const seats = checkedIn ? await seatAtDoor(trx, row, by.name ?? null) : (await unseat(trx, registrationId), []);
    return { card: { ...card, checkedInAt: isoTime(at), seats }, refused: null };
  });
  return { ...result, count: await countCheckIns(db) };
}

/** 200 with the card and the count; 409 with the reason, the card and the count when refused. */
export function checkInAnswer({ refused, ...change }: CheckInOutcome): Response {
  return refused ? json({ message: refused, ...change }, 409) : json(change);
}
