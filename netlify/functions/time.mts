import type { Config } from '@netlify/functions';
import { handler, json } from '../lib/platform/http.ts';

// GET /api/time -> { now }: the server's clock, which every clock screen counts from (never cached).
export default handler({ methods: ['GET'] }, async () => json({ now: Date.now() }));

// Generous for the same reason as the clock: a screen asks three times at load and every 10 minutes.
export const config: Config = { path: '/api/time', rateLimit: { windowLimit: 3000, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
