import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { invitationStep } from '../lib/team/invitation-page.ts';

// POST /api/admin/invitation/:step { token, ... }: the invitation page (public: the link is the key).
//   details         -> { name, email, role, roleLabel, accessFrom, accessUntil }
//   passkey-options -> { challengeId, options }            (WebAuthn creation options)
//   passkey         { challengeId, response } -> { recoveryCodes, token, message? }
//   totp-options    -> { challengeId, secret, uri, qrSvg }  (the app's secret, kept until confirmed)
//   totp            { challengeId, code } -> { recoveryCodes, token, message? }
// A used, mistyped, withdrawn or expired link: 404/410 with a clear message; nothing changes.
// A door invited for event days joins any day, but is signed in only on those days: before them
// token is null and message says when they can sign in.
const base = z.object({ token: z.string('The invitation link is incomplete.').max(200) });

export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const body = (await readJson(req)) as Record<string, unknown>;
  const { token } = validate(base, body);
  return json(await invitationStep(ctx, await getDb(), req, ctx.params.step ?? '', token, body));
});

export const config: Config = { path: '/api/admin/invitation/:step', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
