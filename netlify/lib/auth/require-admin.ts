// The guard every /api/admin/* route except login calls first: a valid, unrevoked bearer token or 401.
import { isAdminTokenRevoked } from '../../../db/repositories/revoked-admin-tokens.ts';
import { getDb } from '../db.ts';
import { HttpError } from '../http.ts';
import { readAdminAuthConfig } from './config.ts';
import { bearerToken, verifyAdminToken, type AdminSession } from './token.ts';

export const unauthorizedMessage = 'Unauthorized';

const unauthorized = () => new HttpError(401, unauthorizedMessage, undefined, { 'www-authenticate': 'Bearer' });

/** The caller's admin session; throws 401 `{ message: 'Unauthorized' }` for any bad or missing token. */
export async function requireAdmin(req: Request, env: Record<string, string | undefined> = process.env): Promise<AdminSession> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  const config = readAdminAuthConfig(env);
  if (!config.tokenSecret) {
    console.error(`Admin request refused: ${config.tokenProblem}`);
    throw unauthorized();
  }
  const session = await verifyAdminToken(token, config.tokenSecret);
  if (!session) throw unauthorized();
  // Signed out: the token stays valid cryptographically until it expires, so it is checked here.
  if (await isAdminTokenRevoked(await getDb(), session.tokenId)) throw unauthorized();
  return session;
}
