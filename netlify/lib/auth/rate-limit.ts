// Failed admin sign-ins: each failure is slowed a little more, and after `maxFailures` within
// `window` the client gets 429 with Retry-After until the oldest failure ages out.
// State lives in the database (admin_login_attempts), not in memory: serverless instances are
// many and short-lived, and share no memory.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { clearFailures, countRecentFailures, recordFailure } from '../../../db/repositories/admin-login-attempts.ts';

export const loginLimit = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  /** Delay before answering the n-th failure: base * 2^(n-1), capped. */
  baseDelayMs: 100,
  maxDelayMs: 2000,
};

export type LimitDecision = { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number };

export async function checkLoginAllowed(db: Kysely<Database>, clientKey: string, now = Date.now()): Promise<LimitDecision> {
  const { count, oldest } = await countRecentFailures(db, clientKey, new Date(now - loginLimit.windowMs));
  if (count < loginLimit.maxFailures) return { allowed: true, failures: count };
  const freeAt = (oldest?.getTime() ?? now) + loginLimit.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}

/** Records a failure; returns how long to wait before answering (the slow-down). */
export async function noteLoginFailure(db: Kysely<Database>, clientKey: string, failuresBefore: number, now = Date.now()): Promise<number> {
  await recordFailure(db, clientKey, new Date(now), new Date(now - loginLimit.windowMs));
  return Math.min(loginLimit.maxDelayMs, loginLimit.baseDelayMs * 2 ** failuresBefore);
}

export async function noteLoginSuccess(db: Kysely<Database>, clientKey: string): Promise<void> {
  await clearFailures(db, clientKey);
}

export const tooManyAttemptsMessage = (retryAfterSeconds: number) =>
  `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''} and try again.`;
