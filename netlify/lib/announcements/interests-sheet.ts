// Columns of WOOP_Registration_Interests.xlsx (the notify-me e-mail list).
import type { Kysely } from 'kysely';
import type { Database, RegistrationInterest } from '../../../db/database.ts';
import { interestBatches } from '../../../db/repositories/admin-registrations.ts';
import { textCell } from '../platform/spreadsheet/safe-text.ts';
import { dateTimeFormat, prefetchFirst, streamWorkbook, type ExcelColumn } from '../platform/spreadsheet/stream-workbook.ts';

export const interestsFilename = 'WOOP_Registration_Interests.xlsx';

export const interestColumns: ExcelColumn<RegistrationInterest>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Email', width: 36, value: (r) => textCell(r.email) },
  { header: 'Signed Up At (UTC)', width: 20, numFmt: dateTimeFormat, value: (r) => (r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt)) },
  // Addresses that used the unsubscribe link: never mailed again (do not mail them from Excel either).
  { header: 'Unsubscribed', width: 13, value: (r) => (r.unsubscribedAt ? 'Yes' : 'No') },
  { header: 'Unsubscribed At (UTC)', width: 20, numFmt: dateTimeFormat, value: (r) => (r.unsubscribedAt ? new Date(r.unsubscribedAt) : null) },
];

/** GET /api/admin/export/interests: the sheet, streamed (a database that is down fails before the first byte). */
export async function interestsWorkbook(db: Kysely<Database>): Promise<ReadableStream<Uint8Array>> {
  return streamWorkbook({
    sheetName: 'Interests',
    columns: interestColumns,
    batches: await prefetchFirst(interestBatches(db)),
    onError: (error) => console.error('Interests export failed mid-stream:', error),
  });
}
