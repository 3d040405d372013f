// The e-mails of a registration: the confirmation when it is paid (or comped), with its calendar
// file, receipt and personal link; the organizers' notice of a paid registration; how to pay by
// check or transfer; the personal links asked for on /my-registration. Registrant text is escaped.
import { contacts } from '../../../src/data/contacts.ts';
import { event, whatsNext } from '../../../src/data/event.ts';
import { eventDay } from '../../../src/data/event-day.ts';
import { venuePlace } from '../../../src/data/venue-place.ts';
import { buildIcs } from '../../../src/domain/ics.ts';
import { nonRefundableNote } from '../../../src/domain/receipt.ts';
import { escapeHtml, factsTable, html, oneLine } from '../platform/mail/frame.ts';
import type { QueuedMail } from '../platform/mail/outbox.ts';

export const venueLine = `${venuePlace.name}, ${venuePlace.street}, ${venuePlace.city}, ${venuePlace.region} ${venuePlace.postalCode}`;

export interface PaidRegistration {
  registrationId: string;
  firstName: string;
  lastName: string;
  email: string;
  levelName: string;
  amountPaid: string; // formatted, e.g. "$2,450.00"
  /** The registrant's own page (/my-registration#token): never in an organizer's notice. */
  personalLink?: string;
  /** The receipt PDF, attached to the confirmation. */
  receipt?: { filename: string; pdf: Uint8Array };
  /** A player named on an order's seat: who paid for it (the buyer, and their company). */
  seatPaidBy?: string;
  /** An order: how many seats its buyer names players for. */
  orderSeats?: number;
}

const pdfAttachment = (file: { filename: string; pdf: Uint8Array }) => ({
  filename: file.filename,
  contentType: 'application/pdf',
  content: Buffer.from(file.pdf).toString('base64'),
  encoding: 'base64' as const,
});

const pageLinkText = (link: string) => [`Your registration page (details, receipt, corrections): ${link}`, 'Keep this link to yourself: it opens your registration without a password.'];
const pageLinkHtml = (link: string) =>
  `<p><a href="${escapeHtml(link)}">Open your registration page</a> for its details, your receipt and corrections.<br>` +
  `<span style="color:#555">Keep this link to yourself: it opens your registration without a password.</span></p>`;


export function tournamentIcs(registrationId: string, stamp = new Date()): string {
  return buildIcs({
    uid: `woop-${event.upcoming.year}-${registrationId}@woop-poker.example`,
    startDate: event.upcoming.startDate,
    endDate: event.upcoming.endDate,
    summary: `${event.shortName} ${event.upcoming.year} - ${event.name}`,
    location: venueLine,
    description: `Registration ${registrationId}. Hotel check-in is at ${eventDay.hotelCheckIn.label}; the event starts ${event.startsAt}.`,
    stamp,
  });
}

export function registrationConfirmation(r: PaidRegistration): QueuedMail {
  const name = `${r.firstName} ${r.lastName}`;
  const subject = `WOOP ${event.upcoming.year} registration confirmed (${r.registrationId})`;
  const details: [string, string][] = [
    ['Registration ID', r.registrationId],
    ['Name', name],
    ['Registration Type', r.levelName],
    r.seatPaidBy ? ['Paid By', r.seatPaidBy] : ['Amount Paid', r.amountPaid],
  ];
  const lead = r.seatPaidBy
    ? `Your seat at WOOP ${event.upcoming.year} is confirmed: ${r.seatPaidBy} paid for it.`
    : `Your payment was received and your registration for WOOP ${event.upcoming.year} is confirmed.`;
  const orderLine = r.orderSeats
    ? `Your order has ${r.orderSeats} seats. Name each seat's player, or send them a claim link to fill in their own details, from your registration page. Each player then gets their own confirmation and check-in code.`
    : null;
  const text = [
    `Hello ${r.firstName},`,
    '',
    lead,
    ...(orderLine ? ['', orderLine] : []),
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    nonRefundableNote,
    '',
    "What's Next?",
    ...whatsNext.map((w) => `- ${w}`),
    '',
    `When: ${event.upcoming.label}`,
    `Where: ${venueLine}`,
    '',
    'The attached calendar file adds the tournament to your calendar.',
    ...(r.receipt ? ['Your receipt is attached as a PDF.'] : []),
    ...(r.personalLink ? ['', ...pageLinkText(r.personalLink)] : []),
    '',
    `Questions? Write to ${contacts.email}.`,
  ].join('\n');
  const body =
    `<p>Hello ${escapeHtml(r.firstName)},</p><p>${escapeHtml(lead)}</p>${orderLine ? `<p>${escapeHtml(orderLine)}</p>` : ''}` +
    factsTable(details) +
    `<p>${escapeHtml(nonRefundableNote)}</p><h2 style="font-size:16px">What's Next?</h2><ul>${whatsNext.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>` +
    `<p><strong>When:</strong> ${escapeHtml(event.upcoming.label)}<br><strong>Where:</strong> ${escapeHtml(venueLine)}</p>` +
    `<p>The attached calendar file adds the tournament to your calendar.${r.receipt ? ' Your receipt is attached as a PDF.' : ''}</p>` +
    (r.personalLink ? pageLinkHtml(r.personalLink) : '');
  return {
    kind: 'registration_confirmation',
    to: r.email,
    subject,
    text,
    html: html('Registration confirmed', body),
    attachments: [
      { filename: `woop-${event.upcoming.year}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: tournamentIcs(r.registrationId) },
      ...(r.receipt ? [pdfAttachment(r.receipt)] : []),
    ],
  };
}

/** A sponsor who pays by check or bank transfer: the registration is recorded, here is how to pay. */
export function registrationReceived(
  r: Omit<PaidRegistration, 'amountPaid'> & { amountDue: string; personalLink: string; invoice: { filename: string; pdf: Uint8Array }; checkPayableTo: string; checkAddress: readonly string[]; treasurerEmail: string },
): QueuedMail {
  const subject = `WOOP ${event.upcoming.year} registration received (${r.registrationId}): how to pay`;
  const details: [string, string][] = [
    ['Registration ID', r.registrationId],
    ['Name', `${r.firstName} ${r.lastName}`],
    ['Registration Type', r.levelName],
    ['Amount Due', r.amountDue],
  ];
  const howToPay = [
    `By check: payable to ${r.checkPayableTo}, mailed to ${r.checkAddress.join(', ')}. Please write ${r.registrationId} on the check.`,
    `By bank transfer: e-mail our treasurer at ${r.treasurerEmail} for the bank details and give ${r.registrationId} as the reference.`,
    'Or with PayPal, from your registration page.',
  ];
  const text = [
    `Hello ${r.firstName},`,
    '',
    'We have recorded your registration. It is confirmed when your payment is received; a receipt follows.',
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    'How to pay:',
    ...howToPay.map((w) => `- ${w}`),
    '',
    'Your invoice is attached as a PDF.',
    '',
    ...pageLinkText(r.personalLink),
    '',
    nonRefundableNote,
    `Questions? Write to ${contacts.email}.`,
  ].join('\n');
  const body =
    `<p>Hello ${escapeHtml(r.firstName)},</p><p>We have recorded your registration. It is confirmed when your payment is received; a receipt follows.</p>` +
    factsTable(details) +
    `<h2 style="font-size:16px">How to pay</h2><ul>${howToPay.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>` +
    `<p>Your invoice is attached as a PDF.</p>${pageLinkHtml(r.personalLink)}<p>${escapeHtml(nonRefundableNote)}</p>`;
  return {
    kind: 'registration_received',
    to: r.email,
    subject,
    text,
    html: html('Registration received', body),
    attachments: [pdfAttachment(r.invoice)],
  };
}

/** The links asked for on /my-registration: one per registration of the address. */
export function personalLinksMail(email: string, links: { registrationId: string; levelName: string; link: string }[]): QueuedMail {
  const subject = `Your WOOP registration ${links.length === 1 ? 'link' : 'links'}`;
  const text = [
    'Hello,',
    '',
    `You asked for the link to your WOOP registration${links.length === 1 ? '' : 's'}:`,
    '',
    ...links.flatMap((l) => [`${l.registrationId} (${l.levelName}): ${l.link}`]),
    '',
    'Keep these links to yourself: each opens its registration without a password.',
    'If you did not ask for this e-mail, you can ignore it.',
    '',
    `Questions? Write to ${contacts.email}.`,
  ].join('\n');
  const body =
    `<p>Hello,</p><p>You asked for the link to your WOOP registration${links.length === 1 ? '' : 's'}:</p><ul>` +
    links.map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.registrationId)}</a> (${escapeHtml(l.levelName)})</li>`).join('') +
    `</ul><p>Keep these links to yourself: each opens its registration without a password.<br>If you did not ask for this e-mail, you can ignore it.</p>`;
  return { kind: 'personal_links', to: email, subject, text, html: html('Your registration page', body) };
}

/** The registration as the organizer's notices list it, with the amount under `amountLabel`. */
export function organizerFacts(r: PaidRegistration, amountLabel: string): [string, string][] {
  return [
    ['Registration ID', r.registrationId],
    ['Name', `${r.firstName} ${r.lastName}`],
    ['Email', r.email],
    ['Registration Type', r.levelName],
    [amountLabel, r.amountPaid],
  ];
}

export function paidRegistrationNotice(r: PaidRegistration): QueuedMail {
  const lines = organizerFacts(r, 'Amount Paid');
  return {
    kind: 'organizer_paid_notice',
    to: contacts.email,
    subject: `New paid registration: ${oneLine(`${r.firstName} ${r.lastName}`)} (${r.registrationId})`,
    text: ['A registration was just paid.', '', ...lines.map(([k, v]) => `${k}: ${v}`)].join('\n'),
    html: html('New paid registration', factsTable(lines)),
  };
}

// No name from the registration in it: a registration's name is whatever its maker typed, and this
// mail goes to whatever address they typed; only the site's own words are sent.
export function placeSoldMail(r: { registrationId: string; email: string }, item: { name: string; kind: string }): QueuedMail {
  const sponsor = item.kind === 'sponsor';
  const subject = `WOOP: the ${item.name} has been taken (${r.registrationId})`;
  const lines = [
    'Hello,',
    '',
    `Your registration ${r.registrationId} ${sponsor ? 'for' : 'with'} the ${item.name} was not paid yet, and another ${sponsor ? 'sponsor' : 'registrant'} has just paid for the last place${sponsor ? ' of this level' : ''}.`,
    'Your registration no longer holds a place and cannot be paid. You have not been charged.',
    '',
    sponsor
      ? `If you would like to sponsor at another level, or believe this is a mistake, write to ${contacts.email}.`
      : `You are welcome to register again with what is still available, or write to ${contacts.email} if you believe this is a mistake.`,
  ];
  const body = lines
    .filter((l) => l !== '')
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
  return { kind: sponsor ? 'sponsor_place_sold' : 'place_sold', to: r.email, subject, text: lines.join('\n'), html: html(`The ${item.name} has been taken`, body) };
}
