// POST /api/admin/login: { password } -> { token }, rate-limited per client and across all clients.
// The shared password signs in as the built-in owner account, unless the owner turned
// password sign-in off.
import { z } from 'zod';
import { ensurePasswordOwner } from '../../../db/repositories/team.ts';
import { teamMessages } from '../../../src/domain/team.ts';
import { getDb } from '../platform/db.ts';
import { passwordSignInOn } from './members.ts';
import { openSession } from './sessions.ts';
import { HttpError, readJson, validate, type RouteContext } from '../platform/http.ts';
import { clearLimit, enforceLimit, giveBack, limits } from '../platform/rate-limit.ts';
import { readAdminAuthConfig, type AdminPassword } from './auth-config.ts';
import { verifyPasswordHash, verifyPlainPassword } from './password.ts';

export const invalidPasswordMessage = 'Invalid password';
export const notConfiguredMessage = 'Admin sign-in is not configured on this server.';

const loginSchema = z.object({
  password: z.string('Admin password is required').min(1, 'Admin password is required').max(1024, 'Admin password is too long'),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A wrong password is answered a little late, so guessing stays slow even within the limit. */
const failureDelayMs = 250;

async function passwordMatches(password: string, expected: AdminPassword): Promise<boolean> {
  if (expected.kind === 'hash') return verifyPasswordHash(password, expected.hash);
  if (expected.kind === 'plain') return verifyPlainPassword(password, expected.value);
  return false;
}

/**
 * The shared password's sign-in: 503 while the server has no password or token secret (before the
 * body is read), 403 when the owner turned it off, 401 for a wrong password, else the session token.
 */
export async function passwordSignIn(req: Request, ctx: RouteContext): Promise<{ token: string }> {
  const config = readAdminAuthConfig();
  if (config.password.kind === 'none' || !config.tokenSecret) {
    // One clear line for whoever reads the function log; the visitor gets a generic refusal.
    console.error(`Admin login refused: ${config.password.kind === 'none' ? config.password.problem : config.tokenProblem}`);
    throw new HttpError(503, notConfiguredMessage);
  }
  const { password } = validate(loginSchema, await readJson(req));
  const db = await getDb();
  // Refused before the password is looked at: whether it is right tells nobody anything then.
  if (!(await passwordSignInOn(db))) throw new HttpError(403, teamMessages.passwordSignInOff);
  // Counted before the password is checked, atomically: however many guesses arrive at once, at
  // most the limit's number are ever checked. A correct password gives its counts back.
  const client = await enforceLimit(ctx, limits.adminLogin);
  const everyone = await enforceLimit(ctx, limits.adminLoginGlobal, '*');
  if (!(await passwordMatches(password, config.password))) {
    await sleep(failureDelayMs);
    throw new HttpError(401, invalidPasswordMessage);
  }
  await clearLimit(client);
  await giveBack(everyone);
  return { token: await openSession(db, await ensurePasswordOwner(db), 'password', req) };
}
