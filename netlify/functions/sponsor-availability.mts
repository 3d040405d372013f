// GET /api/sponsor-availability -> [{ id, name, amount, capacity, remaining, taken }]: the sponsor
// levels with the places not sold yet (an unpaid registration keeps no buyer out: see
// netlify/lib/sales/sponsor-places.ts), at the price and capacity of the sales settings; a
// level not on sale has no place to offer.
import type { Config } from '@netlify/functions';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { sponsorAvailability } from '../lib/sales/sponsor-availability.ts';

export default handler({ methods: ['GET'] }, async () => json(await sponsorAvailability(await getDb(), clock.now())));

// Not cached (it counts places on every call): a flood guard per client.
export const config: Config = { path: '/api/sponsor-availability', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
