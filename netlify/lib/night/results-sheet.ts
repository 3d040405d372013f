// Columns of WOOP_Results_<edition>.xlsx: an edition's published results, both tournaments, one row
// per player as published (the names as the players agreed), the amount a typed dollar cell.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { publishedEditions, publishedRowsOf, publishedTournaments } from '../../../db/repositories/published-results.ts';
import { noResultsMessage } from '../../../src/domain/tournament/published-results.ts';
import { HttpError } from '../platform/http.ts';
import { textCell } from '../platform/spreadsheet/safe-text.ts';
import { streamWorkbook, usdFormat, type ExcelColumn } from '../platform/spreadsheet/stream-workbook.ts';

export const resultsFilename = (edition: number): string => `WOOP_Results_${edition}.xlsx`;

interface ResultLine {
  tournament: string;
  place: number;
  tied: boolean;
  name: string;
  company: string | null;
  prize: string | null;
  amountCents: number | null;
}

export const resultColumns: ExcelColumn<ResultLine>[] = [
  { header: 'Tournament', width: 26, value: (r) => textCell(r.tournament) },
  { header: 'Place', width: 8, value: (r) => r.place },
  { header: 'Tied', width: 7, value: (r) => (r.tied ? 'Yes' : 'No') },
  { header: 'Name', width: 26, value: (r) => textCell(r.name) },
  { header: 'Company', width: 28, value: (r) => textCell(r.company) },
  { header: 'Prize', width: 28, value: (r) => textCell(r.prize) },
  { header: 'Amount (USD)', width: 14, numFmt: usdFormat, value: (r) => (r.amountCents === null ? null : r.amountCents / 100) },
];

/**
 * GET /api/admin/export/results?edition=: the edition's results (the newest with any when none is
 * asked; 404 for an edition without any). A few hundred rows at most: read at once, before the
 * first byte, so a database that is down fails the request.
 */
export async function resultsWorkbook(db: Kysely<Database>, asked: number | null): Promise<{ edition: number; body: ReadableStream<Uint8Array> }> {
  const edition = asked ?? (await publishedEditions(db))[0];
  if (edition === undefined) throw new HttpError(404, 'No results are published yet.');
  const tournaments = await publishedTournaments(db, edition);
  if (tournaments.length === 0) throw new HttpError(404, noResultsMessage(edition));
  const rows = await publishedRowsOf(db, tournaments.map((t) => t.id));
  // The tournaments in their order (the earliest start first), each one's players in standings order.
  const lines = tournaments.flatMap((t) => rows.filter((r) => r.tournamentId === t.id).map((r) => ({ ...r, tournament: t.name })));
  const batches = (async function* () {
    yield lines;
  })();
  return { edition, body: streamWorkbook({ sheetName: `Results ${edition}`, columns: resultColumns, batches, onError: (error) => console.error('Results export failed mid-stream:', error) }) };
}
