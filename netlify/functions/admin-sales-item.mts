import type { Config } from '@netlify/functions';
import { salesItemInputSchema } from '../../src/domain/sales-admin.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { admits } from '../../src/domain/team.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { ConflictError, saveSalesItem } from '../lib/sales/sales-admin.ts';
import { offerFreedPlaces } from '../lib/waiting-list/offers.ts';

// POST /api/admin/sales/items/:id { version, state, opensAt, closesAt, capacity, price, earlyPrice, earlyUntil }
// -> 200 the saved item | 400 field errors (nothing changed) | 409 { message, current } (saved meanwhile by someone else)
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.organizers);
  const input = validate(salesItemInputSchema, await readJson(req));
  try {
    return json(await saveSalesItem(await getDb(), ctx.params.id ?? '', input, auditBy(session), clock.now(), offerFreedPlaces));
  } catch (error) {
    if (error instanceof ConflictError) return json({ message: error.message, current: error.current }, 409);
    throw error;
  }
});

export const config: Config = { path: '/api/admin/sales/items/:id' };
