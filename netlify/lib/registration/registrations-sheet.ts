// Columns of WOOP_Registrations.xlsx: every stored field of a registration, plus the level's name,
// an order's seats with their players and a seat's player's buyer.
import type { Kysely } from 'kysely';
import type { Database, Registration } from '../../../db/database.ts';
import { registrationBatches, type RegistrationWithHold } from '../../../db/repositories/admin-registrations.ts';
import { registrationState } from '../../../src/domain/payment-states.ts';
import { itemName } from '../../../src/data/levels.ts';
import { parseAmount } from '../../../src/domain/money.ts';
import { boughtByWords, seatsWords } from '../../../src/domain/seats/listing.ts';
import { textCell } from '../platform/spreadsheet/safe-text.ts';
import { dateTimeFormat, prefetchFirst, streamWorkbook, usdFormat, type ExcelColumn } from '../platform/spreadsheet/stream-workbook.ts';
import { seatListings, type SeatListing } from './seats/listing.ts';

export const registrationsFilename = 'WOOP_Registrations.xlsx';

/** Dollars as a number (cents are authoritative; the text amount is the fallback for old rows). */
export function amountInDollars(row: Pick<Registration, 'amountCents' | 'amount'>): number | null {
  if (row.amountCents !== null && row.amountCents !== undefined) return row.amountCents / 100;
  const cents = row.amount ? parseAmount(row.amount) : null;
  return cents === null ? null : cents / 100;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** "Acme Midstream (WOOP-2B7K9QXM4T)", or just the ID when the sponsorship was deleted; null for no sponsor. */
export const sponsoredBy = (r: Pick<RegistrationWithHold, 'sponsoredBy' | 'sponsorName'>): string | null =>
  r.sponsoredBy ? (r.sponsorName ? `${r.sponsorName} (${r.sponsoredBy})` : r.sponsoredBy) : null;

/** A row of the sheet: the registration and its seats facts. */
export type RegistrationSheetRow = RegistrationWithHold & SeatListing;

export const registrationColumns: ExcelColumn<RegistrationSheetRow>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Registration ID', width: 18, value: (r) => textCell(r.registrationId) },
  { header: 'First Name', width: 16, value: (r) => textCell(r.firstName) },
  { header: 'Last Name', width: 18, value: (r) => textCell(r.lastName) },
  { header: 'Email', width: 30, value: (r) => textCell(r.email) },
  { header: 'Phone', width: 16, value: (r) => textCell(r.phone) },
  { header: 'Company', width: 24, value: (r) => textCell(r.company) },
  { header: 'Job Title', width: 20, value: (r) => textCell(r.jobTitle) },
  { header: 'Registration Type', width: 20, value: (r) => textCell(r.registrationType) },
  { header: 'Registration Type Name', width: 30, value: (r) => textCell(r.registrationType ? itemName(r.registrationType) : '') },
  { header: 'Room Additions', width: 28, value: (r) => textCell((r.roomAdditions ?? []).map(itemName).join(', ')) },
  { header: 'Amount (USD)', width: 14, numFmt: usdFormat, value: (r) => amountInDollars(r) },
  { header: 'Status', width: 12, value: (r) => textCell(r.status) },
  { header: 'Payment Status', width: 15, value: (r) => textCell(r.paymentStatus) },
  { header: 'State', width: 11, value: (r) => registrationState(r.paymentStatus, r.holds) },
  { header: 'Amount Paid (USD)', width: 14, numFmt: usdFormat, value: (r) => (r.paidCents === null ? null : r.paidCents / 100) },
  { header: 'Paid At (UTC)', width: 20, numFmt: dateTimeFormat, value: (r) => (r.paidAt ? toDate(r.paidAt) : null) },
  { header: 'Transaction ID', width: 20, value: (r) => textCell(r.paymentTxnId) },
  { header: 'Refund Needed', width: 16, value: (r) => textCell(r.paymentFlag) },
  { header: 'Checked In At (UTC)', width: 20, numFmt: dateTimeFormat, value: (r) => (r.checkedInAt ? toDate(r.checkedInAt) : null) },
  { header: 'Promo Code', width: 14, value: (r) => textCell(r.promoCode) },
  // A player registered with a sponsor's entry: the sponsor and its sponsorship's registration ID.
  { header: 'Sponsored By', width: 30, value: (r) => textCell(sponsoredBy(r)) },
  // An order of several seats: each seat's player ("1: Jane Doe; 2: not named yet"); its buyer is not a player.
  { header: 'Seats', width: 40, value: (r) => textCell(r.orderSeats ? seatsWords(r.orderSeats) : null) },
  // A player named on an order's seat: who bought it, the order, and the seat.
  { header: 'Bought By', width: 36, value: (r) => textCell(r.boughtBy ? boughtByWords(r.boughtBy) : null) },
  { header: 'T-Shirt Size', width: 12, value: (r) => textCell(r.tShirtSize) },
  { header: 'Billing Street', width: 28, value: (r) => textCell(r.billingStreet) },
  { header: 'Billing City', width: 16, value: (r) => textCell(r.billingCity) },
  { header: 'Billing State', width: 12, value: (r) => textCell(r.billingState) },
  { header: 'Billing ZIP', width: 11, value: (r) => textCell(r.billingZip) },
  { header: 'Experience', width: 16, value: (r) => textCell(r.experience) },
  { header: 'Referral', width: 18, value: (r) => textCell(r.referral) },
  { header: 'Dietary Restrictions', width: 24, value: (r) => textCell(r.dietaryRestrictions) },
  // How the published results show the player (name-and-company, name, hidden): their choice.
  { header: 'Results Listing', width: 18, value: (r) => textCell(r.resultsListing) },
  { header: 'Agreed to Terms', width: 10, value: (r) => (r.agreeTerms ? 'Yes' : 'No') },
  { header: 'Created At (UTC)', width: 20, numFmt: dateTimeFormat, value: (r) => toDate(r.createdAt) },
  { header: 'Updated At (UTC)', width: 20, numFmt: dateTimeFormat, value: (r) => toDate(r.updatedAt) },
];

/** Each page of rows with its seats facts (two more queries a page, none when it has no seats). */
async function* withSeats(db: Kysely<Database>, batches: AsyncIterable<RegistrationWithHold[]>): AsyncGenerator<RegistrationSheetRow[]> {
  for await (const batch of batches) {
    const seats = await seatListings(db, batch);
    yield batch.map((r) => ({ ...r, ...seats(r) }));
  }
}

/** GET /api/admin/export/registrations: the sheet, streamed (a database that is down fails before the first byte). */
export async function registrationsWorkbook(db: Kysely<Database>): Promise<ReadableStream<Uint8Array>> {
  return streamWorkbook({
    sheetName: 'Registrations',
    columns: registrationColumns,
    batches: await prefetchFirst(withSeats(db, registrationBatches(db))),
    onError: (error) => console.error('Registrations export failed mid-stream:', error),
  });
}
