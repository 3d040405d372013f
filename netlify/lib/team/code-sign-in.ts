// Code sign-in: an e-mail address with an authenticator-app code or a recovery code. Its limits
// are its own (netlify/lib/platform/rate-limit.ts): guessing the shared password never holds a code
// holder out. Codes are limited per account and client (a client guessing someone's codes holds off
// only itself) and per account with a higher ceiling; a member whose codes meet a limit is told by
// e-mail, once an hour.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { claimTotpStep, findAccountByEmail, useRecoveryCode, type AccountRow } from '../../../db/repositories/team.ts';
import { teamMessages } from '../../../src/domain/team.ts';
import { afterAnswer, HttpError, type RouteContext } from '../platform/http.ts';
import { escapeHtml, html } from '../platform/mail/frame.ts';
import { queueMail, sendQueued, type QueuedMail } from '../platform/mail/outbox.ts';
import { addressKey, clearLimit, clientKey, enforceLimit, giveBack, limits, type Ticket } from '../platform/rate-limit.ts';
import { sha256Hex } from '../platform/hash.ts';
import { normalizeRecoveryCode } from './secrets.ts';
import { openSession, type SignInMethod } from './sessions.ts';
import { totpStep } from './totp.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function guessingMail(account: AccountRow & { email: string }): QueuedMail {
  const subject = 'WOOP admin: wrong sign-in codes were typed for your account';
  const lines = [
    `Hello ${account.name},`,
    '',
    `Someone typed wrong sign-in codes (authenticator app or recovery codes) for your WOOP admin account, ${account.email}, more often than the site allows, so the site is refusing those tries for a while.`,
    'If it was you, wait a few minutes and try again. If it was not you, tell the owner: none of those codes was accepted, and your passkey still signs you in.',
    '',
    'You get this e-mail at most once an hour.',
  ];
  return { kind: 'team_code_guessing', to: account.email, subject, text: lines.join('\n'), html: html('Sign-in codes for your account', lines.filter(Boolean).map((l) => `<p>${escapeHtml(l)}</p>`).join('')) };
}

/**
 * After a code sign-in met a limit: the member of that address (if any) hears of it, once per
 * window. Counted per address whether or not it is a member's; the mail goes after the answer, so
 * neither tells whether the address is on the team. Never throws: the 429 stands.
 */
async function warnOfGuessing(db: Kysely<Database>, email: string): Promise<void> {
  try {
    try {
      await enforceLimit(undefined, limits.adminCodeWarning, addressKey(email));
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) return;
      throw error;
    }
    const account = await findAccountByEmail(db, email);
    if (!account?.email) return;
    await sendQueued(db, [await queueMail(db, guessingMail({ ...account, email: account.email }))]);
  } catch (error) {
    console.error(`Code sign-in warning not sent: ${(error as Error).message}`);
  }
}

export async function codeSignIn(db: Kysely<Database>, req: Request, ctx: RouteContext, input: { email: string; code: string }) {
  const client = await enforceLimit(ctx, limits.adminCode);
  let perAccount: Ticket;
  let everyone: Ticket;
  try {
    perAccount = await enforceLimit(ctx, limits.adminCodeAccount, `${addressKey(input.email)}|${clientKey(ctx.ip)}`);
    everyone = await enforceLimit(ctx, limits.adminCodeAccountAll, addressKey(input.email));
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) await afterAnswer(ctx, () => warnOfGuessing(db, input.email));
    throw error;
  }
  const account = await findAccountByEmail(db, input.email);
  let method: SignInMethod | null = null;
  if (account && /^\d{6}$/.test(input.code.replace(/\s/g, ''))) {
    const step = account.totpSecret ? totpStep(account.totpSecret, input.code) : null;
    // A code is good once: the same code again (replayed or shoulder-surfed) is refused.
    if (step !== null && (await claimTotpStep(db, account.id, step))) method = 'totp';
  } else if (account && (await useRecoveryCode(db, account.id, sha256Hex(normalizeRecoveryCode(input.code))))) {
    method = 'recovery';
  }
  if (!account || !method) {
    await sleep(250);
    throw new HttpError(401, teamMessages.codeInvalid);
  }
  await clearLimit(client);
  await clearLimit(perAccount);
  // Only this request's count: the guesses of others against the account still count.
  await giveBack(everyone);
  // openSession refuses an account outside its event days.
  return { token: await openSession(db, account, method, req) };
}
