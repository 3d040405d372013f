import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { claimTotpStep, findAccount, type InvitationRow } from '../../db/repositories/team.ts';
import { roleLabels, teamMessages, type Role } from '../../src/domain/team.ts';
import { getDb } from '../lib/platform/db.ts';
import { HttpError, handler, json, readJson, validate } from '../lib/platform/http.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';
import { acceptInvitation, openInvitation, type NewSignIn } from '../lib/team/invitations.ts';
import { onAccessDay, openSession } from '../lib/team/sessions.ts';
import { newTotpSecret, totpEnrolment, totpStep } from '../lib/team/totp.ts';
import { readChallenge, registrationOptions, storeChallenge, useChallenge, verifyRegistration } from '../lib/team/webauthn.ts';

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
const totpSetupMs = 10 * 60_000;

export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const step = ctx.params.step ?? '';
  const body = (await readJson(req)) as Record<string, unknown>;
  const { token } = validate(base, body);
  await enforceLimit(ctx, limits.teamInvitation);
  const db = await getDb();
  const invitation = await openInvitation(db, token);
  const subject = `invitation:${invitation.id}`;

  async function finish(inv: InvitationRow, signIn: NewSignIn) {
    const { accountId, recoveryCodes } = await acceptInvitation(db, inv, signIn);
    const account = (await findAccount(db, accountId))!;
    // The account exists now (its recovery codes must reach the person), but a session only on its days.
    if (!onAccessDay(account)) return { accountId, recoveryCodes, token: null, message: `You are on the team. You can sign in from ${account.accessFrom} to ${account.accessUntil}.` };
    return { accountId, recoveryCodes, token: await openSession(db, account, signIn.passkey ? 'passkey' : 'totp', req) };
  }

  switch (step) {
    case 'details':
      return json({ name: invitation.name, email: invitation.email, role: invitation.role, roleLabel: roleLabels[invitation.role as Role], accessFrom: invitation.accessFrom, accessUntil: invitation.accessUntil });
    case 'passkey-options':
      return json(await registrationOptions(db, req, invitation));
    case 'passkey': {
      const challenge = await useChallenge(db, body.challengeId, 'register', subject);
      const passkey = await verifyRegistration(req, challenge, body.response);
      return json(await finish(invitation, { passkey }));
    }
    case 'totp-options': {
      // The secret waits until the person types a code from it.
      const secret = newTotpSecret();
      const challengeId = await storeChallenge(db, 'totp', subject, secret, totpSetupMs);
      return json({ challengeId, secret, ...(await totpEnrolment(secret, invitation.email)) });
    }
    case 'totp': {
      const secret = await readChallenge(db, body.challengeId, 'totp', subject);
      const at = totpStep(secret, typeof body.code === 'string' ? body.code : '');
      if (at === null) throw new HttpError(400, teamMessages.codeInvalid, { code: 'This code does not match: type the 6 digits your app shows now.' });
      await useChallenge(db, body.challengeId, 'totp', subject);
      const result = await finish(invitation, { totpSecret: secret });
      await claimTotpStep(db, result.accountId, at);
      return json(result);
    }
    default:
      throw new HttpError(404, 'Not found.');
  }
});

export const config: Config = { path: '/api/admin/invitation/:step', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
