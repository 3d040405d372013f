// GET /api/sponsor-availability -> [{ id, name, amount, capacity, remaining, taken }]: the sponsor
// levels with the places not sold yet (an unpaid registration keeps no buyer out: see
// netlify/lib/sales/sponsor-places.ts), at the price and capacity of the sales settings (issue 28); a
// level not on sale has no place to offer.
import type { Config } from '@netlify/functions';
import { getSponsorLevels } from '../../src/domain/levels.ts';
import { placesUsed } from '../../src/domain/sales.ts';
import { computeSponsorAvailability } from '../../src/domain/sponsor-checkout.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';
import { allSalesItemsNow } from '../lib/sales/sales.ts';

export default handler({ methods: ['GET'] }, async () => {
  // The sponsor levels only: this answer is not cached, and counting every player level is not needed.
  const items = await allSalesItemsNow(await getDb(), clock.now(), [], getSponsorLevels().map((l) => l.id));
  const used = Object.fromEntries(items.map((i) => [i.id, placesUsed(i.count)]));
  const levels = getSponsorLevels().map((level) => {
    const item = items.find((i) => i.id === level.id);
    if (!item) return level;
    // Not on sale now (closed, not yet open, sold out): offered as taken, whatever its capacity.
    return { ...level, priceCents: item.priceCents, capacity: item.state === 'on_sale' ? item.capacity : used[level.id]! };
  });
  return json(computeSponsorAvailability(levels, used));
});

// Not cached (it counts places on every call): a flood guard per client.
export const config: Config = { path: '/api/sponsor-availability', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
