// The invitation page's steps (POST /api/admin/invitation/:step): the link's details, then a passkey
// or an authenticator app as the new member's sign-in; the account is made once the sign-in works
// (invitations.ts). Its own module: only this page needs the passkey and authenticator-app code.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { claimTotpStep, findAccount, type InvitationRow } from '../../../db/repositories/team.ts';
import { roleLabels, teamMessages, type Role } from '../../../src/domain/team.ts';
import { HttpError, type RouteContext } from '../platform/http.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';
import { acceptInvitation, openInvitation, type NewSignIn } from './invitations.ts';
import { onAccessDay, openSession } from './sessions.ts';
import { newTotpSecret, totpEnrolment, totpStep } from './totp.ts';
import { readChallenge, registrationOptions, storeChallenge, useChallenge, verifyRegistration } from './webauthn.ts';

/** How long the authenticator app's new secret waits for its first code. */
const totpSetupMs = 10 * 60_000;

/** The account made from the invitation, signed in unless its event days are yet to come. */
async function finishInvitation(db: Kysely<Database>, req: Request, invitation: InvitationRow, signIn: NewSignIn) {
  const { accountId, recoveryCodes } = await acceptInvitation(db, invitation, signIn);
  const account = (await findAccount(db, accountId))!;
  // The account exists now (its recovery codes must reach the person), but a session only on its days.
  if (!onAccessDay(account)) return { accountId, recoveryCodes, token: null, message: `You are on the team. You can sign in from ${account.accessFrom} to ${account.accessUntil}.` };
  return { accountId, recoveryCodes, token: await openSession(db, account, signIn.passkey ? 'passkey' : 'totp', req) };
}

/**
 * POST /api/admin/invitation/:step: one step of the invitation page, for the invitation `token`
 * opens (the page is public: the link is the key); `body` carries the step's own fields.
 */
export async function invitationStep(ctx: RouteContext, db: Kysely<Database>, req: Request, step: string, token: string, body: Record<string, unknown>): Promise<unknown> {
  await enforceLimit(ctx, limits.teamInvitation);
  const invitation = await openInvitation(db, token);
  const subject = `invitation:${invitation.id}`;
  switch (step) {
    case 'details':
      return { name: invitation.name, email: invitation.email, role: invitation.role, roleLabel: roleLabels[invitation.role as Role], accessFrom: invitation.accessFrom, accessUntil: invitation.accessUntil };
    case 'passkey-options':
      return registrationOptions(db, req, invitation);
    case 'passkey': {
      const challenge = await useChallenge(db, body.challengeId, 'register', subject);
      const passkey = await verifyRegistration(req, challenge, body.response);
      return finishInvitation(db, req, invitation, { passkey });
    }
    case 'totp-options': {
      // The secret waits until the person types a code from it.
      const secret = newTotpSecret();
      const challengeId = await storeChallenge(db, 'totp', subject, secret, totpSetupMs);
      return { challengeId, secret, ...(await totpEnrolment(secret, invitation.email)) };
    }
    case 'totp': {
      const secret = await readChallenge(db, body.challengeId, 'totp', subject);
      const at = totpStep(secret, typeof body.code === 'string' ? body.code : '');
      if (at === null) throw new HttpError(400, teamMessages.codeInvalid, { code: 'This code does not match: type the 6 digits your app shows now.' });
      await useChallenge(db, body.challengeId, 'totp', subject);
      const result = await finishInvitation(db, req, invitation, { totpSecret: secret });
      await claimTotpStep(db, result.accountId, at);
      return result;
    }
    default:
      throw new HttpError(404, 'Not found.');
  }
}
