// The reminder e-mails: "complete your payment" to a pending registration before
// its hold ends, and to paid registrations a week before the event and on the morning of check-in.
// Facts come from src/data (dates, venue, hotel check-in, what to bring); registrant text is escaped.
import { contacts } from '../../../src/data/contacts.ts';
import { event, hotelCheckInLine } from '../../../src/data/event.ts';
import { eventDay } from '../../../src/data/event-day.ts';
import { venueTimeLabel } from '../../../src/domain/venue-time.ts';
import { clock } from '../platform/clock.ts';
import { canSignCheckInCodes } from '../check-in/check-in-code.ts';
import { checkInQrAttachment, checkInQrHtml, checkInQrText } from '../check-in/mail.ts';
import { nonRefundableNote } from '../../../src/domain/receipt.ts';
import { escapeHtml, html } from '../platform/mail/frame.ts';
import { tournamentIcs, venueLine } from '../registration/mail.ts';
import { notCompleteLine, payByLine } from '../registration/pending-payment-mail.ts';
import type { QueuedMail } from '../platform/mail/outbox.ts';

export interface ReminderFacts {
  registrationId: string;
  firstName: string;
  email: string;
  levelName: string;
  /** Formatted, e.g. "$2,450.00". */
  amount: string;
  /** The registrant's /my-registration link. */
  personalLink: string;
}

const edition = `${event.shortName} ${event.upcoming.year}`;
const questions = `Questions? Write to ${contacts.email}.`;
const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

export function pendingPaymentReminder(r: ReminderFacts, holdExpiresAt: Date): QueuedMail {
  const until = venueTimeLabel(holdExpiresAt, clock.timeZone());
  const text = [
    `Hello ${r.firstName},`,
    '',
    `Your registration for ${edition} (${r.levelName}, ${r.amount}) is waiting for its payment. ${notCompleteLine}`,
    payByLine(until, false),
    '',
    `Complete your payment: ${r.personalLink}`,
    '',
    `Registration ID: ${r.registrationId}`,
    nonRefundableNote,
    '',
    questions,
  ].join('\n');
  const body =
    `<p>Hello ${escapeHtml(r.firstName)},</p>` +
    `<p>Your registration for ${escapeHtml(edition)} (${escapeHtml(r.levelName)}, ${escapeHtml(r.amount)}) is waiting for its payment. ${escapeHtml(notCompleteLine)}</p>` +
    `<p>${escapeHtml(payByLine(until, false))}</p>` +
    `<p>${link(r.personalLink, 'Complete your payment')}</p>` +
    `<p>Registration ID: ${escapeHtml(r.registrationId)}<br>${escapeHtml(nonRefundableNote)}</p>` +
    `<p>${escapeHtml(questions)}</p>`;
  return {
    kind: 'reminder_pending_payment',
    to: r.email,
    subject: `Complete your ${edition} registration (${r.registrationId})`,
    text,
    html: html('Complete your payment', body),
  };
}


const eventReminderCopy = {
  week_before: {
    kind: 'reminder_week_before',
    subject: `${edition} is one week away`,
    title: 'One week to go',
    opening: `${edition} is one week away. Here is everything you need for the day.`,
  },
  morning_of: {
    kind: 'reminder_morning_of',
    subject: `Today: ${edition} check-in`,
    title: 'See you today',
    opening: `${edition} starts today. Here is everything you need for check-in.`,
  },
} as const;

/** The week-before or morning-of reminder of a paid (or comped) registration, with the .ics and the check-in code. */
export async function eventReminder(which: keyof typeof eventReminderCopy, r: ReminderFacts): Promise<QueuedMail> {
  const copy = eventReminderCopy[which];
  const withQr = canSignCheckInCodes();
  const text = [
    `Hello ${r.firstName},`,
    '',
    copy.opening,
    '',
    `When: ${event.upcoming.label}`,
    `Where: ${venueLine}`,
    hotelCheckInLine,
    '',
    'What to bring:',
    ...eventDay.whatToBring.map((item) => `- ${item}`),
    '',
    `Registration ID: ${r.registrationId} (${r.levelName})`,
    `Your registration: ${r.personalLink}`,
    '',
    ...(withQr ? [checkInQrText(r.registrationId)] : []),
    'The attached calendar file adds the tournament to your calendar.',
    questions,
  ].join('\n');
  const body =
    `<p>Hello ${escapeHtml(r.firstName)},</p><p>${escapeHtml(copy.opening)}</p>` +
    `<p><strong>When:</strong> ${escapeHtml(event.upcoming.label)}<br><strong>Where:</strong> ${escapeHtml(venueLine)}<br>${escapeHtml(hotelCheckInLine)}</p>` +
    `<h2 style="font-size:16px">What to bring</h2><ul>${eventDay.whatToBring.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` +
    `<p>Registration ID: ${escapeHtml(r.registrationId)} (${escapeHtml(r.levelName)})<br>${link(r.personalLink, 'Your registration')}</p>` +
    (withQr ? checkInQrHtml(r.registrationId) : '') +
    `<p>The attached calendar file adds the tournament to your calendar.</p><p>${escapeHtml(questions)}</p>`;
  return {
    kind: copy.kind,
    to: r.email,
    subject: `${copy.subject} (${r.registrationId})`,
    text,
    html: html(copy.title, body),
    attachments: [
      { filename: `woop-${event.upcoming.year}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: tournamentIcs(r.registrationId) },
      ...(withQr ? [await checkInQrAttachment(r.registrationId)] : []),
    ],
  };
}

/** To an order's buyer, in place of the event reminders: the seats nobody has been named to yet. */
export function unnamedSeatsReminder(r: ReminderFacts, unnamed: number, transfersClose: string | null): QueuedMail {
  const seats = unnamed === 1 ? '1 seat of your order is' : `${unnamed} seats of your order are`;
  const lines = [
    `Hello ${r.firstName},`,
    '',
    `${edition} is coming, and ${seats} not named yet (${r.levelName}, registration ${r.registrationId}).`,
    'Name each player, or send them a claim link to fill in their own details, from your registration page: each player then gets their own check-in code.',
    ...(transfersClose ? [`Players can hand their seats over until ${transfersClose}; after that, write to us.`] : []),
    '',
    questions,
  ];
  const body =
    `<p>Hello ${escapeHtml(r.firstName)},</p>` +
    `<p>${escapeHtml(lines[2]!)}</p><p>${escapeHtml(lines[3]!)}</p>` +
    `<p>${link(r.personalLink, 'Name your players')}</p>` +
    (transfersClose ? `<p>${escapeHtml(lines[4]!)}</p>` : '') +
    `<p>${escapeHtml(questions)}</p>`;
  return {
    kind: 'reminder_unnamed_seats',
    to: r.email,
    subject: `${edition}: name the players of your seats (${r.registrationId})`,
    text: [...lines.slice(0, 4), `Your registration page: ${r.personalLink}`, ...lines.slice(4)].join('\n'),
    html: html('Name your players', body),
  };
}
