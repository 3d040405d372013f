// GET /api/sponsor-availability -> [{ id, name, amount, capacity, remaining, taken }]: the sponsor
// levels with the places still free (db/repositories/sponsors.ts says what holds one), at the
// price and capacity of the sales settings (issue 28); a level not on sale has no place to offer.
import type { Config } from '@netlify/functions';
import { countHeldSponsorPlaces } from '../../db/repositories/sponsors.ts';
import { getSponsorLevels } from '../../src/domain/levels.ts';
import { computeSponsorAvailability } from '../../src/domain/sponsor-checkout.ts';
import { clock } from '../lib/clock.ts';
import { getDb } from '../lib/db.ts';
import { handler, json } from '../lib/http.ts';
import { allSalesItemsNow } from '../lib/sales.ts';

export default handler({ methods: ['GET'] }, async () => {
  const db = await getDb();
  const items = await allSalesItemsNow(db, clock.now(), []);
  const levels = getSponsorLevels().map((level) => {
    const item = items.find((i) => i.id === level.id);
    if (!item) return level;
    // Not on sale now (closed, not yet open, sold out): offered as taken, whatever its capacity.
    const capacity = item.state === 'on_sale' ? item.capacity : item.count.taken + item.count.held;
    return { ...level, priceCents: item.priceCents, capacity };
  });
  return json(computeSponsorAvailability(levels, await countHeldSponsorPlaces(db, levels)));
});

export const config: Config = { path: '/api/sponsor-availability' };
