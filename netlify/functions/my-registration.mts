import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { viewMyRegistration } from '../lib/registration/my-registration.ts';

// POST /api/my-registration { token } -> the registration the personal link opens (404 for any other token).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { token } = validate(personalTokenSchema, await readJson(req));
  return json(await viewMyRegistration(ctx, await getDb(), token));
});

export const config: Config = { path: '/api/my-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
