// The e-mail a registration to be paid with PayPal gets as soon as it is stored: a way back to the
// payment for a visitor who leaves the checkout (its personal link), and what its hold keeps. It is
// queued in the transaction that stores the registration (once: a repeat of the same form stores
// nothing and queues nothing), and sent after the commit like every outbox message.
//
// The address is whatever the form carried, so the message holds only the site's own words and
// figures (no name typed in the form), and register.ts limits how many go to one address.
import type { Transaction } from 'kysely';
import type { Database, Registration } from '../../../db/database.ts';
import { contacts } from '../../../src/data/contacts.ts';
import { event } from '../../../src/data/event.ts';
import { levelName } from '../../../src/data/levels.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { nonRefundableNote } from '../../../src/domain/receipt.ts';
import { venueTimeLabel } from '../../../src/domain/venue-time.ts';
import { clock } from '../platform/clock.ts';
import { escapeHtml, factsTable, html } from '../platform/mail/frame.ts';
import { queueMail, type QueuedMail } from '../platform/mail/outbox.ts';
import { issuePersonalLink } from './personal-link.ts';

/** SPEC's line of the payment view. */
export const notCompleteLine = 'Registration is not complete until payment is received.';

/**
 * What a hold keeps, as the rules are (holds.ts): a promo code's use until the hold ends (the stored
 * amount stands either way), never a capped level's last place, which goes to the first payment.
 */
export const payByLine = (until: string, withCode: boolean) =>
  `Please pay by ${until}${withCode ? ', while your promo code is kept for you' : ''}: a place is yours once you have paid.`;

/** What happens after the hold: Pay now renews it unless the place or the code's use went to someone else (ensureHold). */
export const afterHoldLine = (withCode: boolean) =>
  `After that, the same link still lets you pay while a place is free${withCode ? ' and your promo code has a use left' : ''}; if not, your page says so and nothing is charged.`;

export interface PendingPaymentFacts {
  registrationId: string;
  email: string;
  levelName: string;
  /** Formatted, e.g. "$2,450.00". */
  amount: string;
  promoCode: string | null;
  holdExpiresAt: Date;
  /** The registrant's /my-registration link (Pay now). */
  personalLink: string;
}

export function pendingPaymentMail(r: PendingPaymentFacts): QueuedMail {
  const edition = `${event.shortName} ${event.upcoming.year}`;
  const until = venueTimeLabel(r.holdExpiresAt, clock.timeZone());
  const details: [string, string][] = [
    ['Registration ID', r.registrationId],
    ['Registration Type', r.levelName],
    ['Amount Due', r.amount],
    ...(r.promoCode ? [['Promo Code', r.promoCode.toUpperCase()] as [string, string]] : []),
  ];
  const keep = 'Keep this link to yourself: it opens your registration without a password.';
  const notYou = 'If you did not register, you can ignore this e-mail: nothing is charged unless the registration is paid.';
  const questions = `Questions? Write to ${contacts.email}.`;
  const text = [
    'Hello,',
    '',
    `Your registration for ${edition} is saved and waiting for its payment. ${notCompleteLine}`,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    `Finish paying with PayPal from your registration page: ${r.personalLink}`,
    keep,
    '',
    payByLine(until, r.promoCode !== null),
    afterHoldLine(r.promoCode !== null),
    '',
    nonRefundableNote,
    notYou,
    '',
    questions,
  ].join('\n');
  const body =
    `<p>Hello,</p><p>Your registration for ${escapeHtml(edition)} is saved and waiting for its payment. ${escapeHtml(notCompleteLine)}</p>` +
    factsTable(details) +
    `<p><a href="${escapeHtml(r.personalLink)}">Finish paying</a> with PayPal from your registration page.<br><span style="color:#555">${escapeHtml(keep)}</span></p>` +
    `<p>${escapeHtml(payByLine(until, r.promoCode !== null))} ${escapeHtml(afterHoldLine(r.promoCode !== null))}</p>` +
    `<p>${escapeHtml(nonRefundableNote)}<br>${escapeHtml(notYou)}</p><p>${escapeHtml(questions)}</p>`;
  return {
    kind: 'registration_pending_payment',
    to: r.email,
    subject: `Finish paying for your ${edition} registration (${r.registrationId})`,
    text,
    html: html('Finish your payment', body),
  };
}

/** Queues the e-mail of a registration just stored to be paid, with a new personal link: outbox ids. */
export async function queuePendingPaymentMail(trx: Transaction<Database>, reg: Registration): Promise<number[]> {
  const mail = pendingPaymentMail({
    registrationId: reg.registrationId,
    email: reg.email,
    levelName: levelName(reg.registrationType),
    amount: formatUsd(reg.amountCents ?? 0),
    promoCode: reg.promoCode,
    holdExpiresAt: new Date(reg.holdExpiresAt!),
    personalLink: await issuePersonalLink(trx, reg.registrationId),
  });
  return [await queueMail(trx, mail)];
}
