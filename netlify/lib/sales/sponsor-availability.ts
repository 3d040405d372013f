// The sponsor levels as the sponsor pages offer them. Its own module: the pages' shared rules
// (src/domain/sponsor-checkout.ts) build schemas the other users of sales.ts do not need.
import type { Db } from '../../../db/database.ts';
import { getSponsorLevels } from '../../../src/domain/levels.ts';
import { placesUsed } from '../../../src/domain/sales.ts';
import { computeSponsorAvailability } from '../../../src/domain/sponsor-checkout.ts';
import { allSalesItemsNow } from './sales.ts';

/**
 * GET /api/sponsor-availability's answer: the sponsor levels with the places not sold yet (an
 * unpaid registration keeps no buyer out: sponsor-places.ts), at the price and capacity of the
 * sales settings; a level not on sale has no place to offer.
 */
export async function sponsorAvailability(db: Db, now: Date) {
  // The sponsor levels only: this answer is not cached, and counting every player level is not needed.
  const items = await allSalesItemsNow(db, now, [], getSponsorLevels().map((l) => l.id));
  const used = Object.fromEntries(items.map((i) => [i.id, placesUsed(i.count)]));
  const levels = getSponsorLevels().map((level) => {
    const item = items.find((i) => i.id === level.id);
    if (!item) return level;
    // Not on sale now (closed, not yet open, sold out): offered as taken, whatever its capacity.
    return { ...level, priceCents: item.priceCents, capacity: item.state === 'on_sale' ? item.capacity : used[level.id]! };
  });
  return computeSponsorAvailability(levels, used);
}
