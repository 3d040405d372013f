import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { signOutLinksMessage } from '../../src/domain/personal-links.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { signOutMyLinks } from '../lib/registration/my-registration.ts';

// POST /api/my-registration/sign-out { token } -> { message, signedOut }: "Sign out all links" on
// the personal page, for a link that reached someone else; every link to the registration stops opening it, this one too.
// 404 for a token that opens nothing (as the other personal-page calls).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { token } = validate(personalTokenSchema, await readJson(req));
  return json({ message: signOutLinksMessage, signedOut: await signOutMyLinks(ctx, await getDb(), token) });
});

export const config: Config = { path: '/api/my-registration/sign-out', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
