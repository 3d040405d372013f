import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { myRegistrationView, openRegistration } from '../lib/registration/my-registration.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';

// POST /api/my-registration { token } -> the registration the personal link opens (404 for any other token).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { token } = validate(personalTokenSchema, await readJson(req));
  await enforceLimit(ctx, limits.personalPage);
  const db = await getDb();
  return json(await myRegistrationView(db, await openRegistration(db, token)));
});

export const config: Config = { path: '/api/my-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
