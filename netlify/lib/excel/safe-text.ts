// Spreadsheet (formula) injection: text a visitor typed that starts with =, +, -, @ (or a tab/CR
// before one), such as a name `=HYPERLINK(...)`, must never become a formula in the organizer's
// spreadsheet. We never hand exceljs a formula object, and every text value goes in as an explicit
// string: exceljs writes it as a value (<c t="str"><v>text</v></c>) with no <f> formula element, which Excel, LibreOffice and Google Sheets
// display as text and never evaluate. The integration tests read the files back and check the
// cell type is String and no formula is present.
// We deliberately do NOT prefix a quote: in an .xlsx the quote would be a literal character, and
// legitimate values such as phone numbers ("+1 337 ...") would show a stray `'`.

/** Always a string (never a formula, number or rich-text object); null/undefined -> ''. */
export function textCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
