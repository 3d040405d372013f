// Streams a one-sheet .xlsx: rows arrive in batches from an async iterable (a keyset-paged query),
// go through exceljs's streaming WorkbookWriter into a PassThrough, and the Response body reads it.
// Nothing holds the whole sheet: each row is committed (serialised and released) as it is added,
// and the writer waits for the reader whenever the output buffer is full.
// Only the streaming writer of exceljs is loaded (quote-prefix.ts), and only when a sheet is first
// written: a request the admin guard refuses never loads it.
import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import type ExcelJS from 'exceljs';
import { quotePrefixedWorkbookWriter } from './quote-prefix.ts';
import { needsQuotePrefix } from './safe-text.ts';

export type CellValue = string | number | boolean | Date | null;

export interface ExcelColumn<Row> {
  header: string;
  /** Width in characters. */
  width: number;
  /** Excel number format, e.g. a currency or date format. */
  numFmt?: string;
  value: (row: Row) => CellValue;
}

export interface WorkbookSpec<Row> {
  sheetName: string;
  columns: ExcelColumn<Row>[];
  batches: AsyncIterable<Row[]>;
  /** Called if reading or writing fails after the response has started (the download is cut short). */
  onError?: (error: unknown) => void;
}

/** Excel's number format for a date and time. */
export const dateTimeFormat = 'yyyy-mm-dd hh:mm:ss';

/** Excel's number format for an amount in dollars. */
export const usdFormat = '"$"#,##0.00';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0F3D2E' } };
const headerFont: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFFFFFFF' } };

/** Column letter for a 1-based index (1 -> A, 27 -> AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

interface LegacyWritable {
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

/** Waits while the zip compressor or the reader is behind. exceljs writes each committed row into a
 * buffer piped (without backpressure) to the compressor; left alone, a fast producer piles up the
 * uncompressed sheet in memory. exceljs 4.4 exposes that pipe as `sheet.stream.pipes` (internal,
 * hence the defensive access); without it we fall back to yielding to the event loop. */
async function backpressure(sheet: ExcelJS.Worksheet, output: PassThrough): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: LegacyWritable[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    if (pipe._writableState?.needDrain) await new Promise<void>((resolve) => pipe.once('drain', resolve));
  }
  if (output.writableNeedDrain) await once(output, 'drain');
  await new Promise<void>((resolve) => setImmediate(resolve));
}

async function writeWorkbook<Row>(spec: WorkbookSpec<Row>, output: PassThrough): Promise<void> {
  const WorkbookWriter = quotePrefixedWorkbookWriter();
  const workbook = new WorkbookWriter({
    stream: output,
    useStyles: true,
    // Shared strings would keep every distinct string in memory until the end.
    useSharedStrings: false,
  });
  workbook.creator = 'WOOP';
  const sheet = workbook.addWorksheet(spec.sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = spec.columns.map((column, index) => ({
    key: `c${index}`,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };

  const header = sheet.addRow(spec.columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.font = headerFont;
    cell.fill = headerFill;
    cell.alignment = { vertical: 'middle' };
  });
  header.commit();

  for await (const batch of spec.batches) {
    for (const record of batch) {
      const values = spec.columns.map((column) => column.value(record));
      const row = sheet.addRow(values);
      // Few rows hold formula-looking text: only they are walked cell by cell.
      if (values.some(needsQuotePrefix)) {
        row.eachCell((cell) => {
          if (needsQuotePrefix(cell.value)) cell.style = { ...cell.style, quotePrefix: true } as Partial<ExcelJS.Style>;
        });
      }
      row.commit();
    }
    await backpressure(sheet, output);
  }
  sheet.commit();
  await workbook.commit();
}

/** The workbook as a web ReadableStream for a Response body. */
export function streamWorkbook<Row>(spec: WorkbookSpec<Row>): ReadableStream<Uint8Array> {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  writeWorkbook(spec, output).catch((error: unknown) => {
    spec.onError?.(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

/**
 * Reads the first batch now, so a database that is down fails the request (503 from the handler
 * wrapper) instead of cutting off a download that has already started with 200.
 */
export async function prefetchFirst<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}

/** Headers for an attachment download of `filename`. */
export function xlsxHeaders(filename: string): HeadersInit {
  return {
    'content-type': xlsxContentType,
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}
