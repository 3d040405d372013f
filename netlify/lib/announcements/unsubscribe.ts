// The one-click unsubscribe of the announcements (RFC 8058). The link in each message (and its
// List-Unsubscribe header) is /api/unsubscribe?token=<the address's token>:
//  - GET (a person following the link, or a link scanner) only shows a page with one button: a
//    scanner that opens every link never unsubscribes anyone;
//  - POST (that button, or the mail program's "List-Unsubscribe=One-Click") takes the address off
//    the list at once.
// The pages are tiny self-contained HTML (no script) with their own Content-Security-Policy.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { unsubscribeByToken } from '../../../db/repositories/announcements.ts';
import { contacts } from '../../../src/data/contacts.ts';
import { announcementKind } from './mail.ts';
import { escapeHtml } from '../platform/mail/frame.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';

export const unsubscribeTokenSchema = z.string('This unsubscribe link is not valid.').regex(/^[0-9a-f]{32}$/, 'This unsubscribe link is not valid.');

const css =
  'body{margin:0;padding:0 1rem;font-family:Arial,sans-serif;background:#0f1a14;color:#f4f1e8;line-height:1.5}' +
  'main{max-width:32rem;margin:12vh auto;padding:2rem 1.5rem;background:#16261d;border-radius:8px}' +
  'h1{font-size:1.5rem;margin-top:0}a{color:#e8c75a}' +
  'button{font:inherit;font-weight:bold;background:#e8c75a;color:#111;border:0;border-radius:6px;padding:.75rem 1.5rem;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #fff;outline-offset:2px}';
const cssHash = createHash('sha256').update(css).digest('base64');

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${cssHash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'x-robots-tag': 'noindex',
};

function page(status: number, title: string, content: string): Response {
  const body =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} - WOOP</title><style>${css}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${content}<p><a href="/">Back to the WOOP website</a></p></main></body></html>`;
  return new Response(body, { status, headers });
}

/** GET with a well-formed token: the page with the one button (nothing is changed by a GET). */
export const confirmPage = (token: string): Response =>
  page(
    200,
    'Unsubscribe from WOOP announcements',
    `<p>You will no longer receive e-mails about WOOP registration opening.</p>` +
      `<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Unsubscribe</button></form>`,
  );

export const unsubscribedPage = (): Response =>
  page(200, 'You are unsubscribed', `<p>We will not e-mail you about WOOP registration again. Questions? Write to ${escapeHtml(contacts.email)}.</p>`);

export const invalidLinkPage = (): Response =>
  page(404, 'This unsubscribe link is not valid', `<p>Please use the link from the most recent e-mail, or write to ${escapeHtml(contacts.email)} and we will take you off the list.</p>`);

/** Takes the token's address off the list and cancels its unsent announcements, in one transaction. False for an unknown token. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  return (await db.transaction().execute((trx) => unsubscribeByToken(trx, token, announcementKind))) !== undefined;
}

/** The POST (the page's button, or a mail program's one-click): counted per client (limits.unsubscribe), then the page saying what happened. */
export async function unsubscribeByLink(ctx: { ip?: string }, db: Kysely<Database>, token: string): Promise<Response> {
  await enforceLimit(ctx, limits.unsubscribe);
  return (await unsubscribe(db, token)) ? unsubscribedPage() : invalidLinkPage();
}
