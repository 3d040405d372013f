// GET /api/sponsor-availability -> [{ id, name, amount, capacity, remaining, taken }]: the sponsor
// levels with the places still free, from the registrations holding one (paid or pending).
import type { Config } from '@netlify/functions';
import { countHeldSponsorPlaces } from '../../db/repositories/sponsors.ts';
import { getSponsorLevels, sponsorLevelIds } from '../../src/domain/levels.ts';
import { computeSponsorAvailability } from '../../src/domain/sponsor-checkout.ts';
import { getDb } from '../lib/db.ts';
import { handler, json } from '../lib/http.ts';

export default handler({ methods: ['GET'] }, async () => {
  const counts = await countHeldSponsorPlaces(await getDb(), sponsorLevelIds);
  return json(computeSponsorAvailability(getSponsorLevels(), counts));
});

export const config: Config = { path: '/api/sponsor-availability', method: 'GET' };
