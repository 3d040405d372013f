import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler } from '../lib/platform/http.ts';
import { xlsxHeaders } from '../lib/platform/spreadsheet/stream-workbook.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { waitingListFilename, waitingListWorkbook } from '../lib/waiting-list/admin.ts';

// GET /api/admin/export/waiting-list -> WOOP_Waiting_List.xlsx (organizers).
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.organizers);
  return new Response(await waitingListWorkbook(await getDb()), { headers: xlsxHeaders(waitingListFilename) });
});

export const config: Config = { path: '/api/admin/export/waiting-list' };
