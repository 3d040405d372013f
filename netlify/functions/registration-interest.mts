import type { Config } from '@netlify/functions';
import { notifyListMessages } from '../../src/domain/notify-list.ts';
import { interestSchema } from '../../src/domain/schemas.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { sendQueued } from '../lib/platform/mail/outbox.ts';
import { signUpForNotifyList } from '../lib/announcements/notify-list.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';

// POST /api/registration-interest { email, sendConfirmation }: the notify-me list
// (netlify/lib/announcements/notify-list.ts says when the confirmation e-mail goes).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { email, sendConfirmation } = validate(interestSchema, await readJson(req));
  await enforceLimit(ctx, limits.interest);
  const db = await getDb();
  const { outcome, mailIds } = await signUpForNotifyList(db, email, sendConfirmation);
  await sendQueued(db, mailIds);
  return json({ success: true, message: notifyListMessages[outcome] });
});

export const config: Config = { path: '/api/registration-interest', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
