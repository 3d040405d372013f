import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { editionOf } from '../lib/night/results.ts';
import { resultsFilename, resultsWorkbook } from '../lib/night/results-sheet.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler } from '../lib/platform/http.ts';
import { xlsxHeaders } from '../lib/platform/spreadsheet/stream-workbook.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';

// GET /api/admin/export/results?edition=YYYY -> WOOP_Results_YYYY.xlsx (the newest edition with
// results without ?edition); the roles of the other exports.
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.money);
  const { edition, body } = await resultsWorkbook(await getDb(), editionOf(req));
  return new Response(body, { headers: xlsxHeaders(resultsFilename(edition)) });
});

export const config: Config = { path: '/api/admin/export/results' };
