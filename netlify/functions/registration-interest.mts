import type { Config } from '@netlify/functions';
import { notifyListMessages, notifyListMessagesWhileOpen } from '../../src/domain/notify-list.ts';
import { interestSchema } from '../../src/domain/schemas.ts';
import { joinNotifyList } from '../lib/announcements/notify-list.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';

// POST /api/registration-interest { email, sendConfirmation }: the notify-me list
// (netlify/lib/announcements/notify-list.ts says when the confirmation e-mail goes).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { email, sendConfirmation } = validate(interestSchema, await readJson(req));
  const { outcome, registrationOpen } = await joinNotifyList(ctx, await getDb(), email, sendConfirmation);
  return json({ success: true, message: (registrationOpen ? notifyListMessagesWhileOpen : notifyListMessages)[outcome] });
});

export const config: Config = { path: '/api/registration-interest', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
