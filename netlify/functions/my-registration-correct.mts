import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { correctRegistration } from '../lib/registration/my-registration.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';

// POST /api/my-registration/corrections { token, tShirtSize, dietaryRestrictions, phone, billing... }
// -> the corrected registration; 400 naming each field the registration's schema refuses.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const body = await readJson(req);
  const { token } = validate(personalTokenSchema, body);
  await enforceLimit(ctx, limits.personalPage);
  return json(await correctRegistration(await getDb(), token, body));
});

export const config: Config = { path: '/api/my-registration/corrections', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
