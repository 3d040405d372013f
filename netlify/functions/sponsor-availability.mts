// GET /api/sponsor-availability -> [{ id, name, amount, capacity, remaining, taken }]: the sponsor
// levels' part of the one availability answer (netlify/lib/sales/sales.ts, as GET /api/live-facts),
// in the contract the sponsor pages read; not cached, so a sponsor sees the places left at once.
import type { Config } from '@netlify/functions';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { sponsorAvailability } from '../lib/sales/sponsor-availability.ts';

export default handler({ methods: ['GET'] }, async () => json(await sponsorAvailability(await getDb(), clock.now())));

// Not cached (it counts places on every call): a flood guard per client.
export const config: Config = { path: '/api/sponsor-availability', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
