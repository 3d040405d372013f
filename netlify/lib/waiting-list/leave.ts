// Leaving the waiting list from an e-mail's link (/api/waiting-list/leave?token=): GET shows a page
// with one button (a link scanner changes nothing), POST leaves. The token is the joined mail's
// leave link or an offer mail's link (declining the offer). An offer given back goes to the next
// in line at once, in the same transaction, under the item's lock.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { lockRegistrationType } from '../../../db/repositories/registrations.ts';
import { findEntryByLeaveToken, findEntryByOfferToken, setEntryStatus } from '../../../db/repositories/waiting-list.ts';
import { contacts } from '../../../src/data/contacts.ts';
import { itemName } from '../../../src/data/levels.ts';
import { clock } from '../platform/clock.ts';
import { sha256Hex } from '../platform/hash.ts';
import { linkPage } from '../platform/link-page.ts';
import { escapeHtml } from '../platform/mail/frame.ts';
import { sendQueued } from '../platform/mail/outbox.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';
import { offerFreedPlaces } from './offers.ts';

const title = 'Leave the waiting list';

export const leaveConfirmPage = (token: string): Response =>
  linkPage(
    200,
    title,
    `<p>You will no longer wait for a place, and a place kept for you goes to the next person in line.</p>` +
      `<form method="post" action="/api/waiting-list/leave?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">${title}</button></form>`,
  );

export const invalidLeaveLinkPage = (): Response =>
  linkPage(404, 'This link is not valid', `<p>Please use the link from the most recent e-mail, or write to ${escapeHtml(contacts.email)} and we will take you off the list.</p>`);

const leftPage = (item: string): Response =>
  linkPage(200, 'You have left the waiting list', `<p>You no longer wait for the ${escapeHtml(item)}. You are welcome to join again on the registration page.</p>`);

/** The entry of a leave or offer link: out of the line, its offer (if one stands) passed on. False for an unknown link. */
export async function leaveByToken(db: Kysely<Database>, token: string): Promise<{ itemId: string } | false> {
  const hash = sha256Hex(token);
  const found = (await findEntryByLeaveToken(db, hash)) ?? (await findEntryByOfferToken(db, hash));
  if (!found) return false;
  const mailIds = await db.transaction().execute(async (trx) => {
    await lockRegistrationType(trx, found.itemId);
    const left = await setEntryStatus(trx, found.id, 'left', clock.now());
    return left?.status === 'offered' ? offerFreedPlaces(trx, found.itemId) : [];
  });
  await sendQueued(db, mailIds);
  return { itemId: found.itemId };
}

/** POST /api/waiting-list/leave: rate limited as unsubscribing (the tokens cannot be guessed; this bounds the work). */
export async function leaveByLink(ctx: { ip?: string }, db: Kysely<Database>, token: string): Promise<Response> {
  await enforceLimit(ctx, limits.unsubscribe);
  const left = await leaveByToken(db, token);
  return left ? leftPage(itemName(left.itemId)) : invalidLeaveLinkPage();
}
