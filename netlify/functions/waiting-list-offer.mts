import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, validate } from '../lib/platform/http.ts';
import { readOffer, waitingListTokenSchema } from '../lib/waiting-list/offer-link.ts';

// GET /api/waiting-list/offer?token= -> 200 the offer the registration screen fills in | 404 | 410.
export default handler({ methods: ['GET'] }, async (req, ctx) => {
  const token = validate(waitingListTokenSchema, new URL(req.url).searchParams.get('token') ?? '');
  return json(await readOffer(ctx, await getDb(), token));
});

export const config: Config = { path: '/api/waiting-list/offer', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
