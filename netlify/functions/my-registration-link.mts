import type { Config } from '@netlify/functions';
import { linkRequestAnswer, linkRequestSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { afterAnswer, handler, json, readJson, validate } from '../lib/platform/http.ts';
import { sendQueued } from '../lib/platform/mail/outbox.ts';
import { sendPersonalLinks } from '../lib/registration/my-registration.ts';
import { addressKey, enforceLimit, limits } from '../lib/platform/rate-limit.ts';

// POST /api/my-registration/link { email } -> 202 with the same message whether or not the address
// has a registration, at the same speed (the mail is sent after answering); the links go to the
// address only. Limited per client and per address.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { email } = validate(linkRequestSchema, await readJson(req));
  await enforceLimit(ctx, limits.linkRequest);
  await enforceLimit(ctx, limits.linkRequestAddress, addressKey(email));
  const db = await getDb();
  const mailIds = await sendPersonalLinks(db, email);
  // Sent after answering: waiting for the mail server only for a known address told by its timing
  // whether the address registered (issue 33). The outbox's retry job covers a send that fails.
  await afterAnswer(ctx, () => sendQueued(db, mailIds));
  return json({ message: linkRequestAnswer }, 202);
});

export const config: Config = { path: '/api/my-registration/link', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
