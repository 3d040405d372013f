// GET /api/sponsor-availability -> [{ id, name, amount, capacity, remaining, taken }]: the sponsor
// levels with the places not sold yet (an unpaid registration keeps no buyer out: see
// netlify/lib/sponsor-places.ts, and db/repositories/sponsors.ts for what counts as sold).
import type { Config } from '@netlify/functions';
import { countSoldSponsorPlaces } from '../../db/repositories/sponsors.ts';
import { getSponsorLevels } from '../../src/domain/levels.ts';
import { computeSponsorAvailability } from '../../src/domain/sponsor-checkout.ts';
import { getDb } from '../lib/db.ts';
import { handler, json } from '../lib/http.ts';

export default handler({ methods: ['GET'] }, async () => {
  const levels = getSponsorLevels();
  return json(computeSponsorAvailability(levels, await countSoldSponsorPlaces(await getDb(), levels)));
});

export const config: Config = { path: '/api/sponsor-availability' };
