// The organizers' notice of a contact message: the visitor's words, escaped in the HTML part and
// kept to one line in the subject.
import { contacts } from '../../../src/data/contacts.ts';
import { escapeHtml, html, oneLine } from '../platform/mail/frame.ts';
import type { QueuedMail } from '../platform/mail/outbox.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function contactNotice(m: ContactMessageInput): QueuedMail {
  return {
    kind: 'organizer_contact_notice',
    to: contacts.email,
    subject: `Contact form: ${oneLine(m.subject)}`,
    text: [`From: ${m.name} <${m.email}>`, `Subject: ${m.subject}`, '', m.message].join('\n'),
    html: html(
      'New contact message',
      `<p><strong>From:</strong> ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;<br><strong>Subject:</strong> ${escapeHtml(m.subject)}</p>` +
        `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    ),
  };
}
