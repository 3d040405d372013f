import type { Config } from '@netlify/functions';
import { addInterest } from '../../db/repositories/interests.ts';
import { interestSchema } from '../../src/domain/schemas.ts';
import { getDb } from '../lib/db.ts';
import { handler, json, readJson, validate } from '../lib/http.ts';

// POST /api/registration-interest { email, sendConfirmation }: the notify-me list.
// (The confirmation e-mail is a later issue: this answer does not claim one was sent.)
export default handler({ methods: ['POST'] }, async (req) => {
  const { email } = validate(interestSchema, await readJson(req));
  const outcome = await addInterest(await getDb(), email);
  return json({
    success: true,
    message:
      outcome === 'added'
        ? 'Thank you! We will notify you when registration opens.'
        : "You're already on the list. We will notify you when registration opens.",
  });
});

export const config: Config = { path: '/api/registration-interest' };
