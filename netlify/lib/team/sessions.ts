// Opening a sign-in session: a row in admin_sessions keyed by the token's jti, 8 hours
// (a door session until the end of the venue's day), and the signed token that points at it.
// An account limited to event days gets none outside them, and its session is refused on every
// request outside them (require-admin.ts): onAccessDay is the one check of both.
import { randomUUID } from 'node:crypto';
import { endAccountSessions, endSession, insertSession, type AccountRow } from '../../../db/repositories/team.ts';
import type { Db } from '../../../db/database.ts';
import { clock } from '../platform/clock.ts';
import { deviceName, sessionEnd, teamMessages, withinAccessDays, type Role } from '../../../src/domain/team.ts';
import { readAdminAuthConfig } from './auth-config.ts';
import { signAdminToken } from './token.ts';
import { HttpError } from '../platform/http.ts';

export const signInMethods = ['password', 'passkey', 'totp', 'recovery'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** Whether the account may be signed in at `now`: a door limited to event days only on those days (venue time). */
export const onAccessDay = (account: { accessFrom: string | null; accessUntil: string | null }, now = new Date()): boolean =>
  withinAccessDays(account, now, clock.timeZone());

/** 403 with the event-days message outside the account's days. */
export function requireAccessDay(account: { accessFrom: string | null; accessUntil: string | null }, now = new Date()): void {
  if (!onAccessDay(account, now)) throw new HttpError(403, teamMessages.notOnThisDay);
}

/** A new session of the account (403 outside its days, whichever way it signs in). */
export async function openSession(db: Db, account: AccountRow, method: SignInMethod, req: Request, now = new Date()): Promise<string> {
  requireAccessDay(account, now);
  const secret = readAdminAuthConfig().tokenSecret;
  if (!secret) throw new HttpError(503, 'Admin sign-in is not configured on this server.');
  const expiresAt = sessionEnd(account.role as Role, now, clock.timeZone());
  const id = randomUUID();
  await insertSession(db, { id, accountId: account.id, method, device: deviceName(req.headers.get('user-agent')), expiresAt });
  return signAdminToken(secret, { now: now.getTime(), tokenId: id, lifetimeSeconds: Math.max(60, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) });
}

/**
 * Signing out: the session ends server-side (its token is refused by every admin route from now
 * on, even if someone copied it); `everywhere`, every session of its account.
 */
export async function signOut(db: Db, session: { tokenId: string; accountId: string }, everywhere: boolean): Promise<void> {
  if (everywhere) await endAccountSessions(db, session.accountId);
  else await endSession(db, session.tokenId);
}
