import type { Config } from '@netlify/functions';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { handler, json } from '../lib/platform/http.ts';
import { liveFactsHeaders } from '../lib/platform/cdn-cache.ts';
import { liveFacts } from '../lib/sales/sales.ts';
import { parseOpenIds } from '../../src/data/levels.ts';

// GET /api/live-facts -> LiveFacts (src/domain/live-facts.ts): what is on sale now, at what price,
// places left. Cached by Netlify's CDN under the 'live-facts' tag (purged on every save in /admin).
export default handler({ methods: ['GET'] }, async () => {
  return json(await liveFacts(await getDb(), clock.now(), parseOpenIds(getEnv().openLevels)), 200, liveFactsHeaders);
});

// A flood guard per client (the CDN absorbs a rush; this stops one client from walking past it).
export const config: Config = { path: '/api/live-facts', rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
