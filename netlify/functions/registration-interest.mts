import type { Config } from '@netlify/functions';
import { addInterest } from '../../db/repositories/interests.ts';
import { interestSchema } from '../../src/domain/schemas.ts';
import { getDb } from '../lib/db.ts';
import { handler, json, readJson, validate } from '../lib/http.ts';
import { interestConfirmation } from '../lib/mail/messages.ts';
import { queueMail, sendQueued } from '../lib/mail/outbox.ts';
import { enforceLimit, limits } from '../lib/rate-limit.ts';

// POST /api/registration-interest { email, sendConfirmation }: the notify-me list.
// With sendConfirmation, the confirmation e-mail is queued in the same transaction as the entry
// (so the notify form's "A confirmation email has been sent" is true) and sent after the commit.
// An address already on the list got its confirmation then: it is not mailed again, so the form
// cannot be used to send any inbox a stream of e-mails.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { email, sendConfirmation } = validate(interestSchema, await readJson(req));
  await enforceLimit(ctx, limits.interest);
  const db = await getDb();
  const { outcome, mailIds } = await db.transaction().execute(async (trx) => {
    const outcome = await addInterest(trx, email);
    const mailIds = sendConfirmation && outcome === 'added' ? [await queueMail(trx, interestConfirmation(email))] : [];
    return { outcome, mailIds };
  });
  await sendQueued(db, mailIds);
  return json({
    success: true,
    message:
      outcome === 'added'
        ? 'Thank you! We will notify you when registration opens.'
        : "You're already on the list. We will notify you when registration opens.",
  });
});

export const config: Config = { path: '/api/registration-interest', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
