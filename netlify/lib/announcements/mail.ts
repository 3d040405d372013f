// The notify list's e-mails: the confirmation of a sign-up, and an announcement as one recipient
// gets it: the organizer's text (escaped in the HTML part), a link to the registration page, and the
// address's own one-click unsubscribe link, also offered to the mail program as List-Unsubscribe
// with List-Unsubscribe-Post (RFC 8058: the program POSTs "List-Unsubscribe=One-Click" to that
// address, and the address is off the list).
import { announcementText, normalizeNewlines, registrationPath } from '../../../src/domain/announcements.ts';
import { contacts } from '../../../src/data/contacts.ts';
import { event } from '../../../src/data/event.ts';
import { siteUrl } from '../platform/env.ts';
import { escapeHtml, html, oneLine } from '../platform/mail/frame.ts';
import type { QueuedMail } from '../platform/mail/outbox.ts';

export const announcementKind = 'announcement';

/**
 * `registrationOpen`: a player level is on sale now, so the mail says so instead of promising to
 * tell, with the link to the registration page (`origin`: the site's address).
 */
export function interestConfirmation(email: string, registrationOpen = false, origin = siteUrl()): QueuedMail {
  const subject = registrationOpen ? 'WOOP: registration is open' : 'WOOP: we will notify you when registration opens';
  const tournament = `the ${event.upcoming.year} tournament (${event.upcoming.label})`;
  const register = `${origin}${registrationPath}`;
  // One sentence for both parts: the HTML one escapes the content and bolds the address.
  const line = (address: string, esc: (text: string) => string = (text) => text) =>
    registrationOpen
      ? `Registration for ${esc(tournament)} is open now, on the site's Registration page. We will send the tournament's news to ${address}.`
      : `We will notify you at ${address} when registration opens for ${esc(tournament)}.`;
  const text = ['Thank you for your interest in WOOP!', '', line(email), ...(registrationOpen ? [`Register: ${register}`] : []), '', `Questions? Write to ${contacts.email}.`].join('\n');
  const link = registrationOpen ? `<p><a href="${escapeHtml(register)}">Register now</a></p>` : '';
  const body = `<p>Thank you for your interest in WOOP!</p><p>${line(`<strong>${escapeHtml(email)}</strong>`, escapeHtml)}</p>${link}<p>Questions? Write to ${escapeHtml(contacts.email)}.</p>`;
  return { kind: 'interest_confirmation', to: email, subject, text, html: html('You are on the list', body) };
}

/** The address's unsubscribe URL: GET shows a page with a button, POST unsubscribes (one click). */
export const unsubscribeUrl = (origin: string, token: string): string => `${origin}/api/unsubscribe?token=${encodeURIComponent(token)}`;

export function announcementMail(a: { subject: string; body: string }, to: string, origin: string, token: string): QueuedMail {
  const unsubscribe = unsubscribeUrl(origin, token);
  const paragraphs = normalizeNewlines(a.body)
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const register = `${origin}${registrationPath}`;
  const body =
    paragraphs +
    `<p><a href="${escapeHtml(register)}" style="display:inline-block;background:#c9a227;color:#111;padding:10px 18px;text-decoration:none;font-weight:bold">Register now</a></p>` +
    `<p style="color:#555;font-size:13px">You receive this because you asked to be told when WOOP registration opens. ` +
    `<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a>.</p>`;
  return {
    kind: announcementKind,
    to,
    subject: oneLine(a.subject),
    text: announcementText(a.body, origin, unsubscribe),
    html: html(a.subject, body),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
