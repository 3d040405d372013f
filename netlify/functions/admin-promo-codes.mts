import type { Config } from '@netlify/functions';
import { promoCodeInputSchema } from '../../src/domain/sales-admin.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { admits } from '../../src/domain/team.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { ConflictError, createPromo, editPromo } from '../lib/sales/sales-admin.ts';

// POST /api/admin/sales/promo-codes { code, kind, amount, levelIds, restrictionMessage, maxUses, firstDay, lastDay, disabled } -> 201
// POST /api/admin/sales/promo-codes/:id { version, ...the same } -> 200 | 409 { message, current }
// 400 with field errors for bad input or a duplicate code (any case); nothing is changed then.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.organizers);
  const input = validate(promoCodeInputSchema, await readJson(req));
  const by = auditBy(session);
  const db = await getDb();
  if (!ctx.params.id) return json(await createPromo(db, input, by, clock.now()), 201);
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id)) return json({ message: 'Unknown promo code.' }, 404);
  try {
    return json(await editPromo(db, id, input, by, clock.now()));
  } catch (error) {
    if (error instanceof ConflictError) return json({ message: error.message, current: error.current }, 409);
    throw error;
  }
});

export const config: Config = { path: ['/api/admin/sales/promo-codes', '/api/admin/sales/promo-codes/:id'] };
