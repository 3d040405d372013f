import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { codeSignIn } from '../lib/team/code-sign-in.ts';

// POST /api/admin/login/code { email, code } -> { token }: a code from the authenticator app, or
// one of the ten recovery codes (each works once). 401 'Invalid code.' otherwise.
const schema = z.object({
  email: z.string('Enter your e-mail address.').trim().min(1, 'Enter your e-mail address.').max(254, 'Enter at most 254 characters.'),
  code: z.string('Enter the code.').trim().min(6, 'Enter the 6-digit code or a recovery code.').max(40, 'Enter the 6-digit code or a recovery code.'),
});

export default handler({ methods: ['POST'] }, async (req, ctx) => json(await codeSignIn(await getDb(), req, ctx, validate(schema, await readJson(req)))));

export const config: Config = { path: '/api/admin/login/code', rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
