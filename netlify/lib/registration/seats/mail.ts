// The seats' e-mails: a claim or transfer link to the person named, the new holder's confirmation
// (personal link, check-in code, calendar file) and the notice to a holder whose seat went to
// someone else. Names and companies are what registrants typed: escaped in the HTML part.
import type { Registration } from '../../../../db/database.ts';
import { contacts } from '../../../../src/data/contacts.ts';
import { event } from '../../../../src/data/event.ts';
import { levelName } from '../../../../src/data/levels.ts';
import type { LinkKind } from '../../../../src/domain/seats/seat.ts';
import { withCheckInQr } from '../../check-in/mail.ts';
import { escapeHtml, html } from '../../platform/mail/frame.ts';
import type { QueuedMail } from '../../platform/mail/outbox.ts';
import { registrationConfirmation } from '../mail.ts';

const paragraphs = (lines: string[]) =>
  lines
    .filter((l) => l !== '')
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');

export interface SeatLinkMail {
  kind: LinkKind;
  to: string;
  firstName: string | null;
  fromName: string;
  buyer: string;
  levelName: string;
  link: string;
}

/** The claim link of an unnamed seat, or a transfer to confirm. */
export function seatLinkMail(m: SeatLinkMail): QueuedMail {
  const year = event.upcoming.year;
  const claim = m.kind === 'claim';
  // The subject holds only the site's words: names are whatever the sender typed.
  const subject = claim ? `Your seat at WOOP ${year}: fill in your details` : `A seat at WOOP ${year} handed over to you: please confirm`;
  const lines = [
    m.firstName ? `Hello ${m.firstName},` : 'Hello,',
    '',
    claim
      ? `${m.buyer} bought a seat (${m.levelName}) at WOOP ${year} for you.`
      : `${m.fromName} hands their seat (${m.levelName}, paid by ${m.buyer}) at WOOP ${year} over to you.`,
    claim
      ? 'To take it, open this link and fill in your details; your confirmation and check-in code follow at once:'
      : 'To take it, open this link and confirm your details; only then is the seat yours, with your own confirmation and check-in code:',
    m.link,
    '',
    'The link works once. If you did not expect this e-mail, you can ignore it.',
    `Questions? Write to ${contacts.email}.`,
  ];
  const body =
    paragraphs(lines.slice(0, 4)) +
    `<p><a href="${escapeHtml(m.link)}">${claim ? 'Fill in your details' : 'Confirm and take the seat'}</a></p>` +
    paragraphs(lines.slice(5));
  return { kind: claim ? 'seat_claim_link' : 'seat_transfer_link', to: m.to, subject, text: lines.join('\n'), html: html(claim ? 'Your seat at WOOP' : 'A seat handed to you', body) };
}

/** The new holder's confirmation: their own personal link, check-in code and calendar file. */
export async function seatConfirmationMail(holder: Registration, paidBy: string, personalLink: string): Promise<QueuedMail> {
  const mail = registrationConfirmation({
    registrationId: holder.registrationId,
    firstName: holder.firstName,
    lastName: holder.lastName,
    email: holder.email,
    levelName: levelName(holder.registrationType),
    amountPaid: '',
    seatPaidBy: paidBy,
    personalLink,
  });
  return withCheckInQr({ ...mail, kind: 'seat_confirmation' }, holder.registrationId);
}

/** The previous holder: the seat is someone else's now, and their link and code no longer work. */
export function seatLeftMail(previous: Registration, newHolder: string, level: string): QueuedMail {
  const lines = [
    `Hello ${previous.firstName},`,
    '',
    `Your seat (${level}) at WOOP ${event.upcoming.year} now belongs to ${newHolder}.`,
    `Your registration ${previous.registrationId}, its page link and its check-in code no longer work.`,
    '',
    `If this is a mistake, write to ${contacts.email}.`,
  ];
  return { kind: 'seat_left', to: previous.email, subject: `WOOP ${event.upcoming.year}: your seat was handed over`, text: lines.join('\n'), html: html('Your seat was handed over', paragraphs(lines)) };
}
