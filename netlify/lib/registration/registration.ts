// POST /api/register's rules: validate, then in one transaction check availability and price from
// the sales settings (sales_items), apply the promo code (promo_codes) and store the registration
// keeping its price and its code's use while it is unpaid.
import type { Kysely, Transaction } from 'kysely';
import type { Database, Registration, WaitingListEntry } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { expirePaymentKeys, findPaymentKey } from '../../../db/repositories/payment-keys.ts';
import { claimPromoUse } from '../../../db/repositories/promo-codes.ts';
import {
  insertRegistrationWithKey,
  lockRegistrationTypes,
  markRegistrationPaid,
  registrationIdConstraint,
  submissionKeyConstraint,
  findRegistrationBySubmission,
} from '../../../db/repositories/registrations.ts';
import { queueConfirmationMail } from './confirmation.ts';
import { tellHoldersOfSoldOutItems } from './holds.ts';
import { giveReceiptNumber } from '../receipts/numbers.ts';
import { getRegistrationLevels, getRoomAdditions, getSponsorLevels, isSponsorLevel, itemName, parseOpenIds, type SponsorLevel } from '../../../src/data/levels.ts';
import { formatAmount, parseAmount, type Cents } from '../../../src/domain/money.ts';
import { computeTotal, noDiscount, type Discount } from '../../../src/domain/pricing.ts';
import { fieldErrors, registrationSchema, sponsorRegistrationSchema, type Registration as RegistrationInput } from '../../../src/domain/schemas.ts';
import { HttpError } from '../platform/http.ts';
import { sha256Hex } from '../platform/hash.ts';
import { newPaymentKey, newRegistrationId } from '../platform/ids.ts';
import { sponsorLevelFullMessage } from '../sales/sponsor-places.ts';
import { clock } from '../platform/clock.ts';
import { salesItemsNow } from '../sales/sales.ts';
import { closedMessage, roomUnavailableMessage, unavailableTypeMessage } from '../../../src/domain/sales.ts';
import { dateRefusal, invalidPromoMessage, normalizePromoCode, promoUsedMessage, restrictionMessage, type PromoRule } from '../../../src/domain/promo-codes.ts';
import { entryDiscount, isEntryCode, normalizeEntryCode } from '../../../src/domain/sponsor-entries.ts';
import { claimEntryCode } from '../sponsor-entries/sponsor-entries.ts';
import { offerForRegistration } from '../waiting-list/offer-link.ts';
import { leaveLinesByBuying } from '../waiting-list/bought.ts';
import { insertOrderSeats, readSeatSettings } from '../../../db/repositories/seats.ts';
import { isOrder, seatsForPlayersMessage, seatsLeftMessage, seatsOfferMessage, seatsPromoMessage, tooManySeatsMessage } from '../../../src/domain/seats/seat.ts';

export const totalChangedMessage = 'The total has changed. Please review your registration.';

/**
 * A validated registration. What it is charged, and whether its level, rooms and promo code can be
 * sold now, is decided in storeRegistration's transaction from the database's sales settings and
 * code rows, under the level's, rooms' and code's locks.
 */
export interface Priced {
  input: RegistrationInput;
  levelName: string;
  /** The promo code as typed, trimmed and lower-cased (not a sponsor's entry code). */
  promoCode: string | undefined;
  /** A sponsor's player entry code (checked and spent when the registration is stored). */
  entryCode: string | undefined;
  /** The sponsor level, or null for a player level. */
  sponsorLevel: SponsorLevel | null;
  /** WOOP_OPEN_LEVELS: items the test suite re-opens (only while no organizer has saved them). */
  openIds: string[];
}

const chooseRoomsMessage = 'Please choose room additions from the list.';

/** Validates the payload against SPEC's schemas and src/data's ids; throws HttpError 400. */
export function priceRegistration(body: unknown, openLevels: string | undefined): Priced {
  const openIds = parseOpenIds(openLevels);
  const type = typeof body === 'object' && body !== null ? (body as { registrationType?: unknown }).registrationType : undefined;
  const sponsor = typeof type === 'string' && isSponsorLevel(type.trim());
  const result = (sponsor ? sponsorRegistrationSchema : registrationSchema).safeParse(body);
  const errors = result.success ? {} : fieldErrors(result.error);
  const typeId = typeof type === 'string' ? type.trim() : '';
  const attendeeLevel = getRegistrationLevels().find((l) => l.id === typeId);
  const sponsorLevel = getSponsorLevels().find((l) => l.id === typeId);
  if (typeId && !attendeeLevel && !sponsorLevel) errors.registrationType ??= 'Please select a registration type';
  if (!result.success || Object.keys(errors).length > 0) {
    const messages = Object.values(errors);
    throw new HttpError(400, messages.length === 1 ? messages[0]! : 'Please correct the highlighted fields.', errors);
  }
  const input = result.data;

  let promoCode: string | undefined;
  let entryCode: string | undefined;
  if (input.seats > 1) {
    // An order of several seats: a player level, paid in full (a code covers one seat), not from a
    // waiting-list offer (which keeps one place). The organizer's limit is read in the transaction.
    if (!attendeeLevel) throw new HttpError(400, seatsForPlayersMessage, { seats: seatsForPlayersMessage });
    if (input.promoCode) throw new HttpError(400, seatsPromoMessage, { promoCode: seatsPromoMessage });
    if (input.offerToken) throw new HttpError(400, seatsOfferMessage, { seats: seatsOfferMessage });
  }
  if (attendeeLevel) {
    const roomIds = [...new Set(input.roomAdditions)];
    const rooms = getRoomAdditions();
    if (roomIds.some((id) => !rooms.some((r) => r.id === id))) throw new HttpError(400, chooseRoomsMessage, { roomAdditions: chooseRoomsMessage });
    input.roomAdditions = roomIds;
    if (input.promoCode && isEntryCode(input.promoCode)) {
      // A sponsor's entry covers the level price; whether it can be used is decided in the transaction.
      entryCode = normalizeEntryCode(input.promoCode);
      input.promoCode = entryCode;
    } else if (input.promoCode) {
      promoCode = normalizePromoCode(input.promoCode);
      input.promoCode = promoCode;
    }
  } else {
    // Sponsor levels: fixed price, no promo codes, and no attendee rooms (suites are arranged by e-mail).
    if (input.roomAdditions.length > 0) {
      const message = 'Room additions are for player registrations. Please e-mail us to request a sponsor suite.';
      throw new HttpError(400, message, { roomAdditions: message });
    }
    if (input.promoCode) {
      const message = 'Promo codes apply to player registrations only.';
      throw new HttpError(400, message, { promoCode: message });
    }
  }
  return {
    input,
    levelName: attendeeLevel?.name ?? sponsorLevel!.name,
    promoCode,
    entryCode,
    sponsorLevel: attendeeLevel ? null : sponsorLevel!,
    openIds,
  };
}

/**
 * Whether each item had a capacity when last read here: a registration of an item without one takes
 * its lock shared (registrations of unlimited levels run side by side), any other the exclusive
 * lock. A guess only: the settings read under the lock decide, and when an item shared-locked
 * turns out to have a capacity (an organizer just set one), the transaction starts again.
 */
const hadCapacity = new Map<string, boolean>();
/** An item locked shared had a capacity: start again with these items locked exclusively. */
class LockAgain extends Error {
  readonly ids: string[];
  constructor(ids: string[]) {
    super('Lock again');
    this.ids = ids;
  }
}

/**
 * The level's and rooms' prices now, after locking them (level first, then rooms in id order: the
 * order every path that decides about places takes) and checking they are on sale with a place
 * left; HttpError 409 naming what is not.
 */
async function lockAndPrice(
  trx: Transaction<Database>,
  priced: Priced,
  now: Date,
  /** Items to lock exclusively whatever hadCapacity says (found capped by an earlier attempt). */
  exclusive: ReadonlySet<string>,
): Promise<{ levelCents: Cents; roomCents: Cents[]; offer: WaitingListEntry | null }> {
  const { input, sponsorLevel } = priced;
  const ids = [input.registrationType, ...[...input.roomAdditions].sort()];
  // A registration from an offer link decides about the offered place: it locks exclusively.
  const locks = ids.map((id) => ({ id, shared: !input.offerToken && !exclusive.has(id) && hadCapacity.get(id) === false }));
  await lockRegistrationTypes(trx, locks);
  // The offer is read under the locks: it cannot end or be taken while this decides.
  const offer = input.offerToken ? await offerForRegistration(trx, input.offerToken, { email: input.email, itemIds: ids }, now) : null;
  const items = await salesItemsNow(trx, ids, now, priced.openIds, offer?.id);
  for (const item of items) hadCapacity.set(item.id, item.capacity !== null);
  const capped = items.filter((item) => item.capacity !== null && locks.find((l) => l.id === item.id)!.shared);
  if (capped.length > 0) throw new LockAgain(capped.map((item) => item.id));
  const level = items.find((i) => i.id === input.registrationType);
  if (!level || level.state === 'closed') {
    const message = closedMessage(priced.levelName);
    throw new HttpError(409, message, { registrationType: message });
  }
  if (level.state === 'sold_out') {
    const message = sponsorLevel ? sponsorLevelFullMessage : unavailableTypeMessage;
    throw new HttpError(409, message, { registrationType: message });
  }
  if (input.seats > 1) {
    const { maxSeats } = await readSeatSettings(trx);
    if (input.seats > maxSeats) throw new HttpError(400, tooManySeatsMessage(maxSeats), { seats: tooManySeatsMessage(maxSeats) });
    if (level.left !== null && level.left < input.seats) throw new HttpError(409, seatsLeftMessage(level.left), { seats: seatsLeftMessage(level.left) });
  }
  const roomCents: Cents[] = [];
  for (const id of input.roomAdditions) {
    const room = items.find((i) => i.id === id);
    if (!room || room.state !== 'on_sale') {
      const message = roomUnavailableMessage(itemName(id));
      throw new HttpError(409, message, { roomAdditions: message });
    }
    roomCents.push(room.priceCents);
  }
  return { levelCents: level.priceCents, roomCents, offer };
}

/** An empty amount is accepted (the server's total applies); any other value must match it. */
function assertTotal(input: RegistrationInput, totalCents: Cents): void {
  if (input.amount && parseAmount(input.amount) !== totalCents) throw new HttpError(409, totalChangedMessage);
}

/** The promo code's rule for this registration, or HttpError 400 with SPEC's messages. */
function usablePromo(promo: PromoRule | undefined, registrationType: string, now: Date): PromoRule {
  if (!promo || promo.disabled) throw new HttpError(400, invalidPromoMessage, { promoCode: invalidPromoMessage });
  const refused = dateRefusal(promo, now, clock.timeZone()) ?? restrictionMessage(promo, registrationType);
  if (refused) throw new HttpError(400, refused, { promoCode: refused });
  return promo;
}

export interface Stored {
  registration: Registration;
  /** The payment key the browser pays with (PayPal's `custom`, /payment-success?key=). */
  paymentKey: string;
  /** Confirmation e-mails of a comped registration, to send after the commit. */
  mailIds: number[];
  /** The same form was sent before: this is the registration it made then (nothing new stored). */
  replayed?: boolean;
}

export const settledRepeatMessage = 'This registration is already complete. Your confirmation e-mail has the link to your registration page.';
export const differentRepeatMessage = 'This form was already sent with other answers. Please reload the page and register again.';

/** The registrant's answers as a registration row stores them. */
const answers = (input: RegistrationInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  experience: input.experience,
  company: input.company || null,
  jobTitle: input.jobTitle || null,
  referral: input.referral || null,
  dietaryRestrictions: input.dietaryRestrictions || null,
  agreeTerms: input.agreeTerms,
  registrationType: input.registrationType,
  tShirtSize: input.tShirtSize || null,
  billingStreet: input.billingStreet || null,
  billingCity: input.billingCity || null,
  billingState: input.billingState || null,
  billingZip: input.billingZip || null,
  roomAdditions: input.roomAdditions,
  resultsListing: input.resultsListing,
  seats: input.seats,
});

/** Whether the row holds these answers and this code (rooms in any order). */
function sameAnswers(row: Registration, input: RegistrationInput): boolean {
  const { roomAdditions, ...rest } = answers(input);
  const sameRooms = [...roomAdditions].sort().join() === [...row.roomAdditions].sort().join();
  return sameRooms && (row.promoCode ?? '') === (input.promoCode ?? '') && (Object.keys(rest) as (keyof typeof rest)[]).every((k) => row[k] === rest[k]);
}

/**
 * The registration a form's submission key already made. The key is the browser's own, so whoever
 * made the registration knows it for good: a repeat gets back only what the first answer gave and
 * nothing that opens the registration's page (no new personal link), and a repeat with other
 * answers is refused rather than answered with someone's registration.
 */
async function earlierSubmission(db: Kysely<Database>, keyHash: string, input: RegistrationInput): Promise<Stored | undefined> {
  const registration = await findRegistrationBySubmission(db, keyHash);
  if (!registration) return undefined;
  if (!sameAnswers(registration, input)) throw new HttpError(409, differentRepeatMessage);
  const paymentKey = await findPaymentKey(db, registration.registrationId);
  return paymentKey ? { registration, paymentKey, mailIds: [], replayed: true } : undefined;
}

export interface StoreOptions {
  /** How long an unpaid registration keeps its price (and single-use code). */
  holdSeconds: number;
  /**
   * The rule of the priced promo code, as the code-guessing guard read it (promo/code-guessing.ts:
   * the one read of the code per registration); undefined when no such code exists.
   */
  promo: PromoRule | undefined;
  /** More work in the same transaction (e-mails to queue about the new registration): outbox ids. */
  alsoQueue?: (trx: Transaction<Database>, registration: Registration) => Promise<number[]>;
}

/**
 * Stores a priced registration with its payment key, keeping its price (and single-use code) for
 * `holdSeconds`; a $0 total is comped at once, with its confirmation e-mail. Throws HttpError 409
 * when the level filled up or the code is held by another registration.
 */
export async function storeRegistration(db: Kysely<Database>, priced: Priced, { holdSeconds, promo: promoRule, alsoQueue }: StoreOptions): Promise<Stored> {
  const { input, promoCode, entryCode } = priced;
  const now = clock.now();
  // The same form sent again (a retry after "try again in a moment", or a commit whose answer was
  // lost): the registration it made, not a second one.
  const keyHash = input.submissionKey ? sha256Hex(input.submissionKey) : null;
  const earlier = keyHash ? await earlierSubmission(db, keyHash, input) : undefined;
  if (earlier) return earlier;
  const exclusive = new Set<string>();
  // A registration ID collision (50 random bits) is astronomically rare; retry with a new one.
  for (let attempt = 1; ; attempt++) {
    const registrationId = newRegistrationId();
    try {
      return await db.transaction().execute(async (trx) => {
        const { levelCents, roomCents, offer } = await lockAndPrice(trx, priced, now, exclusive);
        const promo = promoCode ? usablePromo(promoRule, input.registrationType, now) : undefined;
        const discount: Discount = promo?.discount ?? (entryCode ? entryDiscount : noDiscount);
        const { totalCents } = computeTotal(levelCents * input.seats, roomCents, discount);
        assertTotal(input, totalCents);
        const paymentKey = newPaymentKey();
        const row = await insertRegistrationWithKey(trx, {
          registrationId,
          ...answers(input),
          amount: formatAmount(totalCents),
          amountCents: totalCents,
          promoCode: promo?.code ?? entryCode ?? null,
          // From an offer: held in the person's name until the offer ends (the offer keeps the place).
          holdExpiresAt: offer?.offerExpiresAt ?? new Date(now.getTime() + holdSeconds * 1000),
          submissionKeyHash: keyHash,
          waitingListEntryId: offer?.id ?? null,
          itemPrices: JSON.stringify(Object.fromEntries([[input.registrationType, levelCents], ...input.roomAdditions.map((id, i) => [id, roomCents[i]!])])),
        }, paymentKey);
        if (isOrder(input)) await insertOrderSeats(trx, registrationId, input.seats);
        if (promo && !(await claimPromoUse(trx, promo, registrationId))) {
          throw new HttpError(409, promoUsedMessage, { promoCode: promoUsedMessage });
        }
        if (entryCode) {
          const claim = await claimEntryCode(trx, entryCode, registrationId);
          if (!claim.ok) throw new HttpError(claim.status, claim.message, { promoCode: claim.message });
        }
        if (totalCents > 0) return { registration: row, paymentKey, mailIds: alsoQueue ? await alsoQueue(trx, row) : [] };
        // Nothing to pay (a code covers the level, no rooms): confirmed now, as comped.
        await markRegistrationPaid(trx, registrationId, { paymentStatus: 'comped', paidCents: 0, paymentTxnId: null, paymentFlag: null });
        await giveReceiptNumber(trx, registrationId);
        await expirePaymentKeys(trx, registrationId);
        const mailIds = await queueConfirmationMail(trx, registrationId, 0);
        // A comped registration is a sale: if it took a capped item's last place, its holders are told.
        mailIds.push(...(await tellHoldersOfSoldOutItems(trx, row)));
        await leaveLinesByBuying(trx, row);
        return { registration: { ...row, paymentStatus: 'comped' }, paymentKey, mailIds };
      });
    } catch (error) {
      if (error instanceof LockAgain) {
        // Once per item at most: the next attempt locks it exclusively.
        error.ids.forEach((id) => exclusive.add(id));
        attempt--;
        continue;
      }
      if (attempt < 3 && isUniqueViolation(error, registrationIdConstraint)) continue;
      // The same form sent twice at once: the other one stored it.
      const other = keyHash && isUniqueViolation(error, submissionKeyConstraint) ? await earlierSubmission(db, keyHash, input) : undefined;
      if (other) return other;
      throw error;
    }
  }
}
