import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, type RouteContext } from '../lib/platform/http.ts';
import { lookUpPromoCode } from '../lib/promo/promo-check.ts';

// GET /api/check-promo-code/:code?registrationType=ID -> { valid, available, message, discount?, restrictedTo? }
// Counted with every other code lookup (netlify/lib/promo/code-guessing.ts); a known code gives it back.
export default handler({ methods: ['GET'] }, async (req, ctx: RouteContext) => {
  const registrationType = new URL(req.url).searchParams.get('registrationType') ?? undefined;
  return json(await lookUpPromoCode(ctx, await getDb(), ctx.params.code ?? '', registrationType));
});

export const config: Config = { path: '/api/check-promo-code/:code', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
