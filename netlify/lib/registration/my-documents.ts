// The personal page's downloads: the receipt of a paid registration and the invoice of an unpaid
// one (for a company's accounts payable). Apart from my-registration.ts: only these draw PDFs.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { HttpError } from '../platform/http.ts';
import { invoicePdf, receiptPdf } from '../receipts/documents.ts';
import { openCounted } from './my-registration.ts';
import { seatReceiptMessage } from '../../../src/domain/seats/seat.ts';

/** POST /api/my-registration/receipt: 409 before it is paid. */
export async function myReceipt(ctx: { ip?: string }, db: Kysely<Database>, token: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const reg = await openCounted(ctx, db, token);
  const receipt = await receiptPdf(db, reg);
  if (!receipt && reg.orderId) throw new HttpError(409, `This registration has no receipt: ${seatReceiptMessage}.`);
  if (!receipt) throw new HttpError(409, 'This registration has no receipt yet: it is not paid.');
  return receipt;
}

/** POST /api/my-registration/invoice: 409 once it is paid (the receipt replaces it). */
export async function myInvoice(ctx: { ip?: string }, db: Kysely<Database>, token: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const reg = await openCounted(ctx, db, token);
  if (reg.paymentStatus !== 'pending' || (reg.amountCents ?? 0) === 0) throw new HttpError(409, 'This registration has nothing left to pay: there is no invoice.');
  return invoicePdf(reg);
}
