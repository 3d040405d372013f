// The offer link (/registration#offer=<token>, /exact-copy#offer=<token> for a sponsor level): what
// the page fills in from it, and the check a registration made with it passes. The token is 128
// random bits, only its hash is stored, and the lookups are rate limited as other link lookups are.
import type { Kysely } from 'kysely';
import type { Database, Db, WaitingListEntry } from '../../../db/database.ts';
import { findEntryByOfferToken } from '../../../db/repositories/waiting-list.ts';
import { isSponsorLevel, itemName } from '../../../src/data/levels.ts';
import { playerLevelIds } from '../../../src/domain/items.ts';
import { mailboxOf } from '../../../src/domain/mailbox.ts';
import { venueTimeLabel } from '../../../src/domain/venue-time.ts';
import { offerStands } from '../../../src/domain/waiting-list/entry.ts';
import {
  offerEndedMessage,
  offerLinkInvalidMessage,
  offerOtherAddressMessage,
  offerOtherItemMessage,
  type OfferView,
} from '../../../src/domain/waiting-list/contract.ts';
import { offerTokenPattern } from '../../../src/domain/waiting-list/offer-token.ts';
import { z } from '../../../src/domain/zod.ts';
import { clock } from '../platform/clock.ts';
import { sha256Hex } from '../platform/hash.ts';
import { HttpError } from '../platform/http.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';

export const waitingListTokenSchema = z.string(offerLinkInvalidMessage).regex(offerTokenPattern, offerLinkInvalidMessage);

/** An item's kind: which page sells it (and so opens its offer link), which field a refusal names. */
export const offerKind = (id: string): OfferView['kind'] => (playerLevelIds.includes(id) ? 'player' : isSponsorLevel(id) ? 'sponsor' : 'room');

/** The entry of a standing offer, or HttpError 404 (no such link) / 410 (ended, bought or withdrawn). */
async function standingOfferOf(db: Db, token: string, now: Date): Promise<WaitingListEntry> {
  const entry = await findEntryByOfferToken(db, sha256Hex(token));
  if (!entry) throw new HttpError(404, offerLinkInvalidMessage);
  if (!offerStands(entry, now)) throw new HttpError(410, offerEndedMessage);
  return entry;
}

/** GET /api/waiting-list/offer?token=: what the registration screen fills in. */
export async function readOffer(ctx: { ip?: string }, db: Kysely<Database>, token: string): Promise<OfferView> {
  await enforceLimit(ctx, limits.paymentLookup);
  const entry = await standingOfferOf(db, token, clock.now());
  return {
    itemId: entry.itemId,
    itemName: itemName(entry.itemId),
    kind: offerKind(entry.itemId),
    name: entry.name,
    email: entry.email,
    rooms: entry.rooms,
    until: entry.offerExpiresAt!.toISOString(),
    untilLabel: venueTimeLabel(entry.offerExpiresAt!, clock.timeZone()),
  };
}

/**
 * A registration made with an offer link, checked under its items' locks: the offer stands, it is for
 * one of the registration's items, and it was made to the registrant's mailbox. The entry's id,
 * whose place the registration may take; HttpError naming the field otherwise.
 */
export async function offerForRegistration(trx: Db, token: string, reg: { email: string; itemIds: readonly string[] }, now: Date): Promise<WaitingListEntry> {
  const entry = await standingOfferOf(trx, token, now);
  if (!reg.itemIds.includes(entry.itemId)) {
    const message = offerOtherItemMessage(itemName(entry.itemId));
    throw new HttpError(409, message, { [offerKind(entry.itemId) === 'room' ? 'roomAdditions' : 'registrationType']: message });
  }
  if (mailboxOf(reg.email) !== entry.address) throw new HttpError(403, offerOtherAddressMessage, { email: offerOtherAddressMessage });
  return entry;
}
