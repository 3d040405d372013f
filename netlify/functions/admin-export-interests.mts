import type { Config } from '@netlify/functions';
import { interestBatches } from '../../db/repositories/admin-registrations.ts';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { interestColumns, interestsFilename } from '../lib/announcements/interests-sheet.ts';
import { prefetchFirst, streamWorkbook, xlsxHeaders } from '../lib/platform/spreadsheet/stream-workbook.ts';
import { handler } from '../lib/platform/http.ts';

export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.money);
  const db = await getDb();
  const body = streamWorkbook({
    sheetName: 'Interests',
    columns: interestColumns,
    batches: await prefetchFirst(interestBatches(db)),
    onError: (error) => console.error('Interests export failed mid-stream:', error),
  });
  return new Response(body, { headers: xlsxHeaders(interestsFilename) });
});

export const config: Config = { path: '/api/admin/export/interests' };
