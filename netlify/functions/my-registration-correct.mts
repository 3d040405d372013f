import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { correctMyRegistration } from '../lib/registration/my-registration.ts';

// POST /api/my-registration/corrections { token, tShirtSize, dietaryRestrictions, phone, billing... }
// -> the corrected registration; 400 naming each field the registration's schema refuses.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const body = await readJson(req);
  const { token } = validate(personalTokenSchema, body);
  return json(await correctMyRegistration(ctx, await getDb(), token, body));
});

export const config: Config = { path: '/api/my-registration/corrections', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
