// Passkey sign-in (WebAuthn, webauthn.ts): options with a one-time challenge, then the assertion
// checked against it. Limited per client, apart from the password's and the codes' limits (a good
// sign-in gives its count back), so guessing elsewhere never holds a passkey holder out.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { findAccount, markPasskeyUsed } from '../../../db/repositories/team.ts';
import type { RouteContext } from '../platform/http.ts';
import { enforceLimit, giveBack, limits } from '../platform/rate-limit.ts';
import { openSession } from './sessions.ts';
import { authenticationOptions, useChallenge, verifyAuthentication } from './webauthn.ts';

export async function passkeyOptions(db: Kysely<Database>, req: Request, ctx: RouteContext) {
  await enforceLimit(ctx, limits.adminPasskey);
  return authenticationOptions(db, req);
}

export async function passkeySignIn(db: Kysely<Database>, req: Request, ctx: RouteContext, body: { challengeId?: unknown; response?: unknown }) {
  const ticket = await enforceLimit(ctx, limits.adminPasskey);
  // Taken first: a replayed or late assertion finds no challenge, whatever else it carries.
  const challenge = await useChallenge(db, body.challengeId, 'sign-in', '');
  const { passkey, newCounter } = await verifyAuthentication(db, req, challenge, body.response);
  await markPasskeyUsed(db, passkey.credentialId, newCounter);
  await giveBack(ticket);
  // openSession refuses an account outside its event days.
  return { token: await openSession(db, (await findAccount(db, passkey.accountId))!, 'passkey', req) };
}
