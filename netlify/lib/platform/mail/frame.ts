// What every e-mail of the site shares: HTML escaping (names, subjects and messages come from
// visitors), the HTML part's frame with the site's footer line, a table of facts, and a
// visitor's text made safe for a Subject header. Each concept writes its own messages with these.
import { contacts } from '../../../../src/data/contacts.ts';
import { event } from '../../../../src/data/event.ts';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The footer line's opening tag: check-in/mail.ts places the QR code before it. */
export const signatureStart = '<p style="color:#555">';

/** A message's HTML part: the title, the body (already escaped HTML) and the site's footer line. */
export function html(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">` +
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}` +
    `${signatureStart}${escapeHtml(event.name)} &middot; ${escapeHtml(contacts.email)}</p></body></html>`;
}

/** Label/value lines as an HTML table (both escaped). */
export const factsTable = (lines: [string, string][]): string =>
  `<table>${lines.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;

/** Visitor text in a Subject header: one line, whatever was typed. */
export const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ');
