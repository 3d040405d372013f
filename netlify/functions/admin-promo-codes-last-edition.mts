import type { Config } from '@netlify/functions';
import { disableLastEditionInputSchema } from '../../src/domain/sales-admin.ts';
import { admits } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { disableLastEditionCodes } from '../lib/sales/sales-admin.ts';

// POST /api/admin/sales/disable-last-edition-codes { count } -> { disabled: codes }
// "Disable last edition's codes": every enabled code not made for the current edition. `count` is
// the number the organizer confirmed; a different number now is a 409 and nothing changes.
export default handler({ methods: ['POST'] }, async (req) => {
  const session = await requireAdmin(req, admits.organizers);
  const { count } = validate(disableLastEditionInputSchema, await readJson(req));
  return json(await disableLastEditionCodes(await getDb(), count, auditBy(session), clock.now()));
});

export const config: Config = { path: '/api/admin/sales/disable-last-edition-codes' };
