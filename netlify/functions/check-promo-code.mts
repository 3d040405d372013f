import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { handler, json, type RouteContext } from '../lib/http.ts';
import { checkPromoCode } from '../lib/promo-check.ts';
import { enforceLimit, limits } from '../lib/rate-limit.ts';

// GET /api/check-promo-code/:code?registrationType=ID -> { valid, available, message, discount?, restrictedTo? }
export default handler({ methods: ['GET'] }, async (req, ctx: RouteContext) => {
  await enforceLimit(ctx, limits.promoCheck);
  const code = ctx.params.code ?? '';
  const registrationType = new URL(req.url).searchParams.get('registrationType') ?? undefined;
  return json(await checkPromoCode(await getDb(), code, registrationType));
});

export const config: Config = { path: '/api/check-promo-code/:code', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
