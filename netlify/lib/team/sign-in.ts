// Team sign-ins other than the shared password (issue 29): a passkey, or an e-mail address with an
// authenticator-app code or a recovery code. Their limits are their own (netlify/lib/rate-limit.ts):
// guessing the shared password never holds a passkey or code holder out.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { claimTotpStep, findAccount, findAccountByEmail, markPasskeyUsed, useRecoveryCode, type AccountRow } from '../../../db/repositories/team.ts';
import { eventDay } from '../../../src/data/event-day.ts';
import { teamMessages, withinAccessDays } from '../../../src/domain/team.ts';
import { HttpError, type RouteContext } from '../http.ts';
import { addressKey, clearLimit, enforceLimit, giveBack, limits } from '../rate-limit.ts';
import { hashSecret, normalizeRecoveryCode } from './secrets.ts';
import { openSession, type SignInMethod } from './sessions.ts';
import { totpStep } from './totp.ts';
import { authenticationOptions, useChallenge, verifyAuthentication } from './webauthn.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admit(db: Kysely<Database>, account: AccountRow, method: SignInMethod, req: Request): Promise<{ token: string }> {
  if (!withinAccessDays(account, new Date(), eventDay.timeZone)) throw new HttpError(403, teamMessages.notOnThisDay);
  return { token: await openSession(db, account, method, req) };
}

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
  return admit(db, (await findAccount(db, passkey.accountId))!, 'passkey', req);
}

export async function codeSignIn(db: Kysely<Database>, req: Request, ctx: RouteContext, input: { email: string; code: string }) {
  const client = await enforceLimit(ctx, limits.adminCode);
  const perAccount = await enforceLimit(ctx, limits.adminCodeAccount, addressKey(input.email));
  const account = await findAccountByEmail(db, input.email);
  let method: SignInMethod | null = null;
  if (account && /^\d{6}$/.test(input.code.replace(/\s/g, ''))) {
    const step = account.totpSecret ? totpStep(account.totpSecret, input.code) : null;
    // A code is good once: the same code again (replayed or shoulder-surfed) is refused.
    if (step !== null && (await claimTotpStep(db, account.id, step))) method = 'totp';
  } else if (account && (await useRecoveryCode(db, account.id, hashSecret(normalizeRecoveryCode(input.code))))) {
    method = 'recovery';
  }
  if (!account || !method) {
    await sleep(250);
    throw new HttpError(401, teamMessages.codeInvalid);
  }
  await clearLimit(client);
  await clearLimit(perAccount);
  return admit(db, account, method, req);
}
