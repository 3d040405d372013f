// The waiting list's e-mails: on the list (with the place in line), a place offered (the link that
// registers for it, until when), and an offer ended. Transactional mail to the address that asked:
// every one carries the link to leave the list, in the body (no List-Unsubscribe: nothing here is
// a mailing). Only the site's words and the person's own name and item are sent.
import { contacts } from '../../../src/data/contacts.ts';
import { itemName } from '../../../src/data/levels.ts';
import { venueTimeLabel } from '../../../src/domain/venue-time.ts';
import { offerLinkPath } from '../../../src/domain/waiting-list/offer-link.ts';
import { siteUrl } from '../platform/env.ts';
import { clock } from '../platform/clock.ts';
import { escapeHtml, html } from '../platform/mail/frame.ts';
import type { QueuedMail } from '../platform/mail/outbox.ts';
import { offerKind } from './offer-link.ts';

/** The offer's link: the page that sells its item (the sponsor form for a sponsor level). */
export const offerPath = (itemId: string, token: string): string => offerLinkPath(offerKind(itemId), token);
export const leavePath = (token: string): string => `/api/waiting-list/leave?token=${token}`;

interface To {
  name: string;
  email: string;
  itemId: string;
}

function mail(kind: string, to: To, subject: string, title: string, paragraphs: (string | { link: string; text: string })[]): QueuedMail {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.text}: ${p.link}`)).join('\n\n');
  const body = paragraphs.map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.text)}</a></p>`)).join('');
  return { kind, to: to.email, subject, text, html: html(title, body) };
}

const until = (end: Date) => venueTimeLabel(end, clock.timeZone());
const leave = (token: string, origin: string) => ({ text: 'Leave the waiting list', link: `${origin}${leavePath(token)}` });
const questions = `Questions? Write to ${contacts.email}.`;

export function joinedMail(to: To, position: number, offerHours: number, leaveToken: string, origin = siteUrl()): QueuedMail {
  const item = itemName(to.itemId);
  return mail('waiting_list_joined', to, `WOOP: you are on the waiting list for the ${item}`, 'You are on the waiting list', [
    `Hello ${to.name},`,
    `You are on the waiting list for the ${item}, number ${position} in line.`,
    `When a place frees, it is offered to the first person in line by e-mail and kept for them alone for up to ${offerHours} hours. Nothing is charged until you register and pay.`,
    leave(leaveToken, origin),
    questions,
  ]);
}

export function offerMail(to: To, end: Date, offerToken: string, origin = siteUrl()): QueuedMail {
  const item = itemName(to.itemId);
  return mail('waiting_list_offer', to, `WOOP: a place for the ${item} is yours until ${until(end)}`, 'A place is yours', [
    `Hello ${to.name},`,
    `A place for the ${item} has freed and it is kept for you until ${until(end)}.`,
    { text: 'Register and pay for your place', link: `${origin}${offerPath(to.itemId, offerToken)}` },
    'The link opens the registration form with your details filled in. If you do not register and pay by then, the place goes to the next person in line.',
    'No longer interested? Leave the list and the place goes to the next person at once:',
    leave(offerToken, origin),
    questions,
  ]);
}

export function offerEndedMail(to: To, origin = siteUrl()): QueuedMail {
  const item = itemName(to.itemId);
  return mail('waiting_list_offer_ended', to, `WOOP: your offer for the ${item} has ended`, 'Your offer has ended', [
    `Hello ${to.name},`,
    `The place for the ${item} kept for you was not taken in time, so it has gone to the next person in line.`,
    { text: 'You are welcome to join the waiting list again on the registration page', link: `${origin}/registration` },
    questions,
  ]);
}
