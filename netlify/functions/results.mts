import type { Config } from '@netlify/functions';
import { cdnCachedHeaders, resultsTag } from '../lib/platform/cdn-cache.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { editionOf, editionResults } from '../lib/night/results.ts';

// GET /api/results[?edition=YYYY] -> EditionResults (src/domain/tournament/contract.ts): the published
// results only (names as the players agreed), cached at the CDN per edition and purged on every
// publish and listing change (netlify/lib/platform/cdn-cache.ts). 400 for an edition that is not a
// year, 404 for one without results.
export default handler({ methods: ['GET'] }, async (req) => json(await editionResults(await getDb(), editionOf(req)), 200, cdnCachedHeaders(resultsTag, ['edition'])));

// A flood guard per client (the CDN answers the rest).
export const config: Config = { path: '/api/results', rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
