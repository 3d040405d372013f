import type { Config } from '@netlify/functions';
import { countCodeLookup, settleCodeLookup } from '../lib/promo/code-guessing.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, type RouteContext } from '../lib/platform/http.ts';
import { checkPromoCode } from '../lib/promo/promo-check.ts';

// GET /api/check-promo-code/:code?registrationType=ID -> { valid, available, message, discount?, restrictedTo? }
export default handler({ methods: ['GET'] }, async (req, ctx: RouteContext) => {
  // Counted with every other code lookup (netlify/lib/promo/code-guessing.ts); a known code gives it back.
  const ticket = await countCodeLookup(ctx);
  const code = ctx.params.code ?? '';
  const registrationType = new URL(req.url).searchParams.get('registrationType') ?? undefined;
  const answer = await checkPromoCode(await getDb(), code, registrationType);
  await settleCodeLookup(ticket, answer.valid);
  return json(answer);
});

export const config: Config = { path: '/api/check-promo-code/:code', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
