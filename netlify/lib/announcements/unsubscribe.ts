// The one-click unsubscribe of the announcements (RFC 8058). The link in each message (and its
// List-Unsubscribe header) is /api/unsubscribe?token=<the address's token>:
//  - GET (a person following the link, or a link scanner) only shows a page with one button: a
//    scanner that opens every link never unsubscribes anyone;
//  - POST (that button, or the mail program's "List-Unsubscribe=One-Click") takes the address off
//    the list at once.
// The pages are tiny self-contained HTML (platform/link-page.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { unsubscribeByToken } from '../../../db/repositories/announcements.ts';
import { contacts } from '../../../src/data/contacts.ts';
import { announcementKind } from './mail.ts';
import { escapeHtml } from '../platform/mail/frame.ts';
import { linkPage } from '../platform/link-page.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';

export const unsubscribeTokenSchema = z.string('This unsubscribe link is not valid.').regex(/^[0-9a-f]{32}$/, 'This unsubscribe link is not valid.');

/** GET with a well-formed token: the page with the one button (nothing is changed by a GET). */
export const confirmPage = (token: string): Response =>
  linkPage(
    200,
    'Unsubscribe from WOOP announcements',
    `<p>You will no longer receive e-mails about WOOP registration opening.</p>` +
      `<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Unsubscribe</button></form>`,
  );

export const unsubscribedPage = (): Response =>
  linkPage(200, 'You are unsubscribed', `<p>We will not e-mail you about WOOP registration again. Questions? Write to ${escapeHtml(contacts.email)}.</p>`);

export const invalidLinkPage = (): Response =>
  linkPage(404, 'This unsubscribe link is not valid', `<p>Please use the link from the most recent e-mail, or write to ${escapeHtml(contacts.email)} and we will take you off the list.</p>`);

/** Takes the token's address off the list and cancels its unsent announcements, in one transaction. False for an unknown token. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  return (await db.transaction().execute((trx) => unsubscribeByToken(trx, token, announcementKind))) !== undefined;
}

/** The POST (the page's button, or a mail program's one-click): counted per client (limits.unsubscribe), then the page saying what happened. */
export async function unsubscribeByLink(ctx: { ip?: string }, db: Kysely<Database>, token: string): Promise<Response> {
  await enforceLimit(ctx, limits.unsubscribe);
  return (await unsubscribe(db, token)) ? unsubscribedPage() : invalidLinkPage();
}
