import type { Config } from '@netlify/functions';
import { linkRequestAnswer, linkRequestSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { requestMyLinks } from '../lib/registration/my-registration.ts';

// POST /api/my-registration/link { email } -> 202 with the same message whether or not the address
// has a registration, at the same speed (the mail is sent after answering); the links go to the
// address only. Limited per client and per address.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { email } = validate(linkRequestSchema, await readJson(req));
  await requestMyLinks(ctx, await getDb(), email);
  return json({ message: linkRequestAnswer }, 202);
});

export const config: Config = { path: '/api/my-registration/link', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
