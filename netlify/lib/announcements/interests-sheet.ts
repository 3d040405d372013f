// Columns of WOOP_Registration_Interests.xlsx (the notify-me e-mail list).
import type { RegistrationInterest } from '../../../db/database.ts';
import { textCell } from '../platform/spreadsheet/safe-text.ts';
import { dateTimeFormat, type ExcelColumn } from '../platform/spreadsheet/stream-workbook.ts';

export const interestsFilename = 'WOOP_Registration_Interests.xlsx';

export const interestColumns: ExcelColumn<RegistrationInterest>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Email', width: 36, value: (r) => textCell(r.email) },
  { header: 'Signed Up At (UTC)', width: 20, numFmt: dateTimeFormat, value: (r) => (r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt)) },
  // Addresses that used the unsubscribe link: never mailed again (do not mail them from Excel either).
  { header: 'Unsubscribed', width: 13, value: (r) => (r.unsubscribedAt ? 'Yes' : 'No') },
  { header: 'Unsubscribed At (UTC)', width: 20, numFmt: dateTimeFormat, value: (r) => (r.unsubscribedAt ? new Date(r.unsubscribedAt) : null) },
];
