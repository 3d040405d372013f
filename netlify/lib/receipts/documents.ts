// The receipt of a paid registration and the invoice of an unpaid one, as PDFs: who
// issues them (src/data/organizer.ts), who pays, the lines (src/domain/receipt.ts), the payment,
// the check-in code. Numbers: a receipt carries its gap-free number (./numbers.ts), an invoice the
// registration ID. How it was paid is paid-by.ts (the personal page shows it without drawing).
import type { Db, Registration } from '../../../db/database.ts';
import { findRegistration } from '../../../db/repositories/registrations.ts';
import { organizer } from '../../../src/data/organizer.ts';
import { sponsorship } from '../../../src/data/sponsorship.ts';
import { event } from '../../../src/data/event.ts';
import { getRegistrationLevels, getRoomAdditions, getSponsorLevels, itemName, levelName } from '../../../src/data/levels.ts';
import { billingLines, documentLines, invoiceLabel, nonRefundableNote, paymentMethodLabels } from '../../../src/domain/receipt.ts';
import { withSeats } from '../../../src/domain/seats/order-form.ts';
import { isOrder, seatReceiptMessage } from '../../../src/domain/seats/seat.ts';
import { canSignCheckInCodes } from '../check-in/check-in-code.ts';
import { checkInQrPng } from '../check-in/qr.ts';
import { HttpError } from '../platform/http.ts';
import { receiptNumberOf } from './numbers.ts';
import { paidBy } from './paid-by.ts';
import { renderPdf, type PdfDocumentSpec } from './pdf.ts';
import { clock } from '../platform/clock.ts';


/** The items as the content names them, with the list prices of registrations priced before prices were stored. */
const catalog = () => ({ levels: [...getRegistrationLevels(), ...getSponsorLevels()], rooms: getRoomAdditions() });

export const longDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: clock.timeZone() }).format(date);
const longDateTime = (date: Date): string =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: clock.timeZone(), timeZoneName: 'short' }).format(date);
/** "2026-09-01" (a day, no time zone) as "September 1, 2026". */
export const isoDayLabel = (day: string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export const receiptFilename = (number: string): string => `WOOP-receipt-${number}.pdf`;
export const invoiceFilename = (registrationId: string): string => `WOOP-invoice-${registrationId}.pdf`;

const fromParty = () => ({ name: organizer.name, lines: [...organizer.addressLines, organizer.email, organizer.phone] });

function billTo(reg: Registration) {
  return {
    name: `${reg.firstName} ${reg.lastName}`,
    lines: [reg.company ?? '', ...billingLines(reg), reg.email].filter((l) => l.trim() !== ''),
  };
}

function registrationFacts(reg: Registration): [string, string][] {
  const roomNames = reg.roomAdditions.map(itemName);
  return [
    ['Registration ID', reg.registrationId],
    ['Level', withSeats(levelName(reg.registrationType), reg.seats)],
    ['Rooms', roomNames.length > 0 ? roomNames.join(', ') : 'None'],
    ['Event', `${event.shortName} ${event.upcoming.year}, ${event.upcoming.label}`],
  ];
}

const billable = (reg: Registration) => ({ ...reg, amountCents: reg.amountCents ?? 0 });

/**
 * The receipt of a paid (or comped) registration; null when it has no receipt number (a player
 * named on an order's seat never has one: the order's receipt is its buyer's). An order's buyer is
 * not a player, so their receipt carries no check-in code.
 */
export async function receiptPdf(db: Db, reg: Registration): Promise<{ filename: string; pdf: Uint8Array } | null> {
  const number = receiptNumberOf(reg);
  if (!number || (reg.paymentStatus !== 'paid' && reg.paymentStatus !== 'comped')) return null;
  const by = await paidBy(db, reg);
  const paidAt = reg.paidAt ? new Date(reg.paidAt) : new Date();
  const payment: [string, string][] = [['Paid', by?.receivedOn ? isoDayLabel(by.receivedOn) : longDateTime(paidAt)]];
  if (by) payment.push(['Payment method', paymentMethodLabels[by.method]]);
  if (by?.method === 'paypal' && by.reference) payment.push(['PayPal transaction', by.reference]);
  if (by?.method === 'check' && by.reference) payment.push(['Check number', by.reference]);
  if (by?.method === 'transfer' && by.reference) payment.push(['Transfer reference', by.reference]);
  const spec: PdfDocumentSpec = {
    kind: 'receipt',
    numberLabel: 'Receipt No.',
    number,
    dateLabel: 'Date',
    date: longDate(paidAt),
    from: fromParty(),
    billTo: billTo(reg),
    facts: registrationFacts(reg),
    lines: documentLines(billable(reg), catalog()),
    totalLabel: 'Total paid',
    totalCents: reg.paidCents ?? reg.amountCents ?? 0,
    payment,
    notes: [`Thank you for registering for ${event.shortName} ${event.upcoming.year}. ${nonRefundableNote}`, `Questions? Write to ${organizer.email}.`],
    ...(canSignCheckInCodes() && !isOrder(reg) ? { qr: { png: await checkInQrPng(reg.registrationId), caption: 'Show this code at check-in.' } } : {}),
    title: `${event.shortName} receipt ${number}`,
    author: organizer.name,
  };
  return { filename: receiptFilename(number), pdf: await renderPdf(spec) };
}

/** GET /api/admin/registrations/:registrationId/receipt: the receipt the registrant received; 404 unknown, 409 not paid. */
export async function registrationReceipt(db: Db, registrationId: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const reg = await findRegistration(db, registrationId);
  if (!reg) throw new HttpError(404, `Registration ${registrationId} not found.`);
  const receipt = await receiptPdf(db, reg);
  if (!receipt && reg.orderId) throw new HttpError(409, `Registration ${registrationId} has no receipt: ${seatReceiptMessage} (order ${reg.orderId}).`);
  if (!receipt) throw new HttpError(409, `Registration ${registrationId} has no receipt: it is not paid.`);
  return receipt;
}

/** The invoice of an unpaid registration (a company's accounts payable pays from it). */
export async function invoicePdf(reg: Registration, now = new Date()): Promise<{ filename: string; pdf: Uint8Array }> {
  const spec: PdfDocumentSpec = {
    kind: 'invoice',
    numberLabel: 'Invoice No.',
    number: invoiceLabel(reg.registrationId),
    dateLabel: 'Date',
    date: longDate(now),
    from: fromParty(),
    billTo: billTo(reg),
    facts: registrationFacts(reg),
    lines: documentLines(billable(reg), catalog()),
    totalLabel: 'Amount due (USD)',
    totalCents: reg.amountCents ?? 0,
    payment: [],
    notes: [
      `Pay by check: make it payable to ${sponsorship.checkPayableTo} and mail it to ${sponsorship.checkAddress.join(', ')}. Please write ${reg.registrationId} on the check.`,
      `Pay by bank transfer: e-mail our treasurer at ${sponsorship.treasurerEmail} for the bank details, and give ${reg.registrationId} as the reference.`,
      'Or pay with PayPal from your registration page. Your place is confirmed when the payment is received; a receipt follows.',
      nonRefundableNote,
    ],
    title: `${event.shortName} invoice ${invoiceLabel(reg.registrationId)}`,
    author: organizer.name,
  };
  return { filename: invoiceFilename(reg.registrationId), pdf: await renderPdf(spec) };
}
