import type { Config } from '@netlify/functions';
import { disableLastEditionInputSchema } from '../../src/domain/sales-admin.ts';
import { admits } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { disableLastEditionCodes } from '../lib/sales/sales-admin.ts';

// POST /api/admin/sales/disable-last-edition-codes { codes } -> { disabled: codes }
// "Disable last edition's codes": every enabled code not made for the current edition. `codes` are
// the ones the organizer confirmed; any other list now is a 409 and nothing changes.
export default handler({ methods: ['POST'] }, async (req) => {
  const session = await requireAdmin(req, admits.organizers);
  const { codes } = validate(disableLastEditionInputSchema, await readJson(req));
  return json(await disableLastEditionCodes(await getDb(), codes, auditBy(session), clock.now()));
});

export const config: Config = { path: '/api/admin/sales/disable-last-edition-codes' };
