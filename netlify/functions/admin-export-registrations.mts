import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { registrationsWorkbook, registrationsFilename } from '../lib/registration/registrations-sheet.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler } from '../lib/platform/http.ts';
import { xlsxHeaders } from '../lib/platform/spreadsheet/stream-workbook.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';

export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req, admits.money);
  return new Response(await registrationsWorkbook(await getDb()), { headers: xlsxHeaders(registrationsFilename) });
});

export const config: Config = { path: '/api/admin/export/registrations' };
