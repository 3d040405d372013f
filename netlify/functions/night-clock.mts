import type { Config } from '@netlify/functions';
import { cdnCachedHeaders, nightClockTag } from '../lib/platform/cdn-cache.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { nightClock } from '../lib/night/tournaments.ts';

// GET /api/night/clock -> the tournaments' clocks (no personal data), cached at the CDN for a few
// seconds and purged on every change from the floor (netlify/lib/platform/cdn-cache.ts).
export default handler({ methods: ['GET'] }, async () => json(await nightClock(await getDb(), clock.now()), 200, cdnCachedHeaders(nightClockTag)));

// Generous: a ballroom's phones poll from one casino address (300 phones every second is 18,000 a minute).
export const config: Config = { path: '/api/night/clock', rateLimit: { windowLimit: 30000, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
