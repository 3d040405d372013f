// Spreadsheet (formula) injection: text a visitor typed that starts with =, +, -, @, a tab or a CR,
// such as a name `=HYPERLINK(...)`, must never become a formula in the organizer's spreadsheet.
// 1. We never hand exceljs a formula object: every text value goes in as an explicit string, which
//    exceljs writes as a value (<c t="str">) that Excel, LibreOffice and Google Sheets show as text.
// 2. Such text also gets Excel's "quote prefix" cell style (quote-prefix.ts): the cell stays text
//    when the organizer edits it (Excel would otherwise re-read `=...` as a formula on Enter), and
//    the value is shown exactly as typed (no visible apostrophe: "+1 337 ..." still reads right).

/** Always a string (never a formula, number or rich-text object); null/undefined -> ''. */
export function textCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Text a spreadsheet would read as the start of a formula. */
export function needsQuotePrefix(value: unknown): boolean {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value);
}
