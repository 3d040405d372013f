// Joining the waiting list of a sold-out item (POST /api/waiting-list). One live entry per mailbox
// and item (src/domain/mailbox.ts). The answer is the same whether or not the address was already
// in line, so the form tells nobody who waits; the confirmation goes to the address itself, again
// for a repeat (its owner may have lost it) but at most a few times an hour per mailbox, so the form
// cannot fill an inbox. Joined under the item's lock, and the offer step runs right after: a place
// that frees between the page's read and the join is offered at once, to the first in line.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { findLiveEntry, insertEntry, lineNumber, readSettings, setLeaveTokenHash } from '../../../db/repositories/waiting-list.ts';
import { itemName } from '../../../src/data/levels.ts';
import { parseOpenIds } from '../../../src/domain/items.ts';
import { mailboxOf } from '../../../src/domain/mailbox.ts';
import { waitingItems } from '../../../src/domain/waiting-list/waitable.ts';
import { joinedMessage } from '../../../src/domain/waiting-list/contract.ts';
import { joinWaitingListSchema } from '../../../src/domain/waiting-list/join-schema.ts';
import { clock } from '../platform/clock.ts';
import { getEnv } from '../platform/env.ts';
import { sha256Hex } from '../platform/hash.ts';
import { validate } from '../platform/http.ts';
import { newLinkToken } from '../platform/ids.ts';
import { queueMail, sendQueued } from '../platform/mail/outbox.ts';
import { enforceLimit, limits, mailboxKey, ticketWithin } from '../platform/rate-limit.ts';
import { allSalesItemsNow } from '../sales/sales.ts';
import { joinedMail } from './mail.ts';
import { offerFreedPlaces } from './offers.ts';

/** The items a visitor may wait for now: sold out, every place gone (the pages' SOLD OUT rule). */
async function waitableItems(db: Kysely<Database>, now: Date) {
  return waitingItems(await allSalesItemsNow(db, now, parseOpenIds(getEnv().openLevels)), ['player', 'room', 'sponsor']);
}

export async function joinWaitingList(ctx: { ip?: string }, db: Kysely<Database>, body: unknown): Promise<{ message: string }> {
  const now = clock.now();
  const input = validate(joinWaitingListSchema(await waitableItems(db, now)), body);
  await enforceLimit(ctx, limits.interest);
  const address = mailboxOf(input.email);
  // A repeat's confirmation is counted for the mailbox first (the limits have their own connection).
  const repeatMayMail = (await findLiveEntry(db, input.itemId, address)) !== undefined && (await ticketWithin(ctx, limits.waitingListAddress, mailboxKey(input.email))) !== false;
  const mailIds = await db.transaction().execute(async (trx) => {
    await lockRegistrationType(trx, input.itemId);
    const leaveToken = newLinkToken();
    const added = await insertEntry(trx, { itemId: input.itemId, name: input.name, email: input.email, address, rooms: input.rooms, leaveTokenHash: sha256Hex(leaveToken) });
    const entry = added ?? (await findLiveEntry(trx, input.itemId, address));
    const ids: number[] = [];
    // A repeat gets a new leave link (the first mail's stops working) with its confirmation.
    if (entry && !added && repeatMayMail) await setLeaveTokenHash(trx, entry.id, sha256Hex(leaveToken));
    if (entry?.status === 'waiting' && (added || repeatMayMail)) {
      ids.push(await queueMail(trx, joinedMail(entry, await lineNumber(trx, entry), (await readSettings(trx)).offerHours, leaveToken)));
    }
    ids.push(...(await offerFreedPlaces(trx, input.itemId, now)));
    return ids;
  });
  await sendQueued(db, mailIds);
  return { message: joinedMessage(itemName(input.itemId)) };
}
