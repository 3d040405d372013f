import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { changeMyResultsListing } from '../lib/registration/my-registration.ts';

// POST /api/my-registration/results-listing { token, resultsListing } -> the registration, with the
// player's choice of how the published results show them ('name-and-company', 'name', 'hidden');
// 400 naming resultsListing for anything else, 404 for a token that opens nothing.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const body = await readJson(req);
  const { token } = validate(personalTokenSchema, body);
  return json(await changeMyResultsListing(ctx, await getDb(), token, body));
});

export const config: Config = { path: '/api/my-registration/results-listing', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
