import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { interestsWorkbook, interestsFilename } from '../lib/announcements/interests-sheet.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler } from '../lib/platform/http.ts';
import { xlsxHeaders } from '../lib/platform/spreadsheet/stream-workbook.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';

export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.money);
  return new Response(await interestsWorkbook(await getDb()), { headers: xlsxHeaders(interestsFilename) });
});

export const config: Config = { path: '/api/admin/export/interests' };
