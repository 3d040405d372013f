import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { HttpError, handler, json, readJson } from '../lib/platform/http.ts';
import { passkeyOptions, passkeySignIn } from '../lib/team/passkey-sign-in.ts';

// POST /api/admin/login/passkey/options -> { challengeId, options }; POST .../verify
// { challengeId, response } -> { token }. An expired or replayed answer, an unknown passkey or one
// made for another site: 400 with a clear message, nothing changes.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const db = await getDb();
  if (ctx.params.step === 'options') return json(await passkeyOptions(db, req, ctx));
  if (ctx.params.step !== 'verify') throw new HttpError(404, 'Not found.');
  const body = (await readJson(req)) as { challengeId?: unknown; response?: unknown } | null;
  return json(await passkeySignIn(db, req, ctx, body ?? {}));
});

export const config: Config = { path: '/api/admin/login/passkey/:step', rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
