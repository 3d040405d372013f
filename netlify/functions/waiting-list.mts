import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson } from '../lib/platform/http.ts';
import { joinWaitingList } from '../lib/waiting-list/join.ts';

// POST /api/waiting-list { name, email, itemId, rooms? } -> 200 { message } | 400 field errors | 429
// (src/domain/waiting-list/contract.ts; netlify/lib/waiting-list/join.ts says what it does).
export default handler({ methods: ['POST'] }, async (req, ctx) => json(await joinWaitingList(ctx, await getDb(), await readJson(req))));

export const config: Config = { path: '/api/waiting-list', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
