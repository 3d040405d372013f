// The e-mail that gives a paid sponsorship its player entries: each code with the link that opens
// the registration screen with the code filled in. Sent on its own (besides the confirmation), so
// the sponsor can forward it to the people it is bringing.
import { contacts } from '../../../src/data/contacts.ts';
import { event } from '../../../src/data/event.ts';
import { entryLink } from '../../../src/domain/sponsor-entries.ts';
import { escapeHtml, html } from '../platform/mail/frame.ts';
import type { QueuedMail } from '../platform/mail/outbox.ts';

export interface EntriesSponsor {
  registrationId: string;
  firstName: string;
  email: string;
  levelName: string;
}

export function sponsorEntriesMail(s: EntriesSponsor, codes: readonly string[], origin: string): QueuedMail {
  const count = codes.length === 1 ? '1 player entry' : `${codes.length} player entries`;
  const intro = `Thank you for sponsoring WOOP ${event.upcoming.year}. Your ${s.levelName} includes ${count}.`;
  const how =
    'Each code registers one player with the level price covered (room additions are still charged). ' +
    'Send each player one link: it opens the registration screen with the code filled in. Each code can be used once.';
  const entries = codes.map((code, i) => ({ n: i + 1, code, link: entryLink(origin, code) }));
  const text = [
    `Hello ${s.firstName},`,
    '',
    intro,
    how,
    '',
    ...entries.flatMap((e) => [`Entry ${e.n}: ${e.code}`, `Register: ${e.link}`, '']),
    `Sponsorship: ${s.registrationId}`,
    `Questions? Write to ${contacts.email}.`,
  ].join('\n');
  const body =
    `<p>Hello ${escapeHtml(s.firstName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p><ol>` +
    entries
      .map((e) => `<li><code style="font-size:15px">${escapeHtml(e.code)}</code><br><a href="${escapeHtml(e.link)}">Register a player with this entry</a></li>`)
      .join('') +
    `</ol><p>Sponsorship: ${escapeHtml(s.registrationId)}<br>Questions? Write to ${escapeHtml(contacts.email)}.</p>`;
  return {
    kind: 'sponsor_entries',
    to: s.email,
    subject: `Your WOOP ${event.upcoming.year} player entries (${s.registrationId})`,
    text,
    html: html('Your player entries', body),
  };
}
