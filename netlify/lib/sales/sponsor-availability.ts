// The sponsor levels as the sponsor pages offer them, from the one availability answer (sales.ts).
// Its own module: the pages' shared rules (src/domain/sponsor-checkout.ts) build schemas the other
// users of sales.ts do not need.
import type { Db } from '../../../db/database.ts';
import { getSponsorLevels } from '../../../src/data/levels.ts';
import { placesUsed } from '../../../src/domain/sales.ts';
import { computeSponsorAvailability, type SponsorAvailability } from '../../../src/domain/sponsor-checkout.ts';
import { allSalesItemsNow } from './sales.ts';

/**
 * GET /api/sponsor-availability's answer: the places not sold yet, at the price now, computed from
 * the items alone; a level not on sale now (closed, not yet open, sold out) is offered as taken.
 */
export async function sponsorAvailability(db: Db, now: Date): Promise<SponsorAvailability[]> {
  // The sponsor levels only: this answer is not cached, and counting every player level is not needed.
  const items = await allSalesItemsNow(db, now, [], getSponsorLevels().map((l) => l.id));
  const levels = items.map((i) => ({
    id: i.id,
    name: i.name,
    priceCents: i.priceCents,
    regularPriceCents: i.regularPriceCents,
    earlyUntil: i.earlyUntil,
    capacity: i.state === 'on_sale' ? i.capacity : placesUsed(i.count),
  }));
  return computeSponsorAvailability(levels, Object.fromEntries(items.map((i) => [i.id, placesUsed(i.count)])));
}
