import type { Config } from '@netlify/functions';
import { registrationBatches } from '../../db/repositories/admin-registrations.ts';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { registrationColumns, registrationsFilename } from '../lib/registration/registrations-sheet.ts';
import { prefetchFirst, streamWorkbook, xlsxHeaders } from '../lib/platform/spreadsheet/stream-workbook.ts';
import { handler } from '../lib/platform/http.ts';

export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.money);
  const db = await getDb();
  const body = streamWorkbook({
    sheetName: 'Registrations',
    columns: registrationColumns,
    batches: await prefetchFirst(registrationBatches(db)),
    onError: (error) => console.error('Registrations export failed mid-stream:', error),
  });
  return new Response(body, { headers: xlsxHeaders(registrationsFilename) });
});

export const config: Config = { path: '/api/admin/export/registrations' };
