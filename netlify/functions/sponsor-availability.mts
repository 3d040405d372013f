// GET /api/sponsor-availability -> [{ id, name, amount, capacity, remaining, taken }]: the sponsor
// levels with the places still free (db/repositories/sponsors.ts says what holds one).
import type { Config } from '@netlify/functions';
import { countHeldSponsorPlaces } from '../../db/repositories/sponsors.ts';
import { getSponsorLevels } from '../../src/domain/levels.ts';
import { computeSponsorAvailability } from '../../src/domain/sponsor-checkout.ts';
import { getDb } from '../lib/db.ts';
import { handler, json } from '../lib/http.ts';

export default handler({ methods: ['GET'] }, async () => {
  const levels = getSponsorLevels();
  return json(computeSponsorAvailability(levels, await countHeldSponsorPlaces(await getDb(), levels)));
});

export const config: Config = { path: '/api/sponsor-availability' };
