import type { Config } from '@netlify/functions';
import { boardTokenSchema, seatingBoard } from '../lib/night/board.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, validate } from '../lib/platform/http.ts';

// GET /api/night/board?token= -> the seating board a display link opens (names: never cached).
export default handler({ methods: ['GET'] }, async (req, ctx) => {
  const token = validate(boardTokenSchema, new URL(req.url).searchParams.get('token') ?? '');
  return json(await seatingBoard(ctx, await getDb(), token, clock.now()), 200, { 'cache-control': 'private, no-store' });
});

export const config: Config = { path: '/api/night/board', rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
