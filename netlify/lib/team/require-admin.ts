// The guard every /api/admin/* route except the sign-ins calls first, naming the roles it admits
// (src/domain/team.ts `admits`): a valid token of a live session (not ended, not expired, its person
// not removed) or 401; a person limited to event days, outside them, or a role the route does not
// admit, 403.
import { touchSession } from '../../../db/repositories/team.ts';
import type { AdminActor } from '../../../db/repositories/audit.ts';
import { roles as allRoles, teamMessages, type Role } from '../../../src/domain/team.ts';
import { getDb } from '../platform/db.ts';
import { HttpError } from '../platform/http.ts';
import { requireAccessDay } from './sessions.ts';
import { readAdminAuthConfig } from './auth-config.ts';
import { bearerToken, verifyAdminToken } from './token.ts';

export const unauthorizedMessage = 'Unauthorized';

const unauthorized = () => new HttpError(401, unauthorizedMessage, undefined, { 'www-authenticate': 'Bearer' });

export interface AdminSession {
  tokenId: string;
  expiresAt: Date;
  accountId: string;
  name: string;
  role: Role;
}

/** The caller's session; 401 `{ message: 'Unauthorized' }` for any bad, missing or ended session, 403 for a role not in `admits`. */
export async function requireAdmin(req: Request, admits: readonly Role[], env: Record<string, string | undefined> = process.env): Promise<AdminSession> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  const config = readAdminAuthConfig(env);
  if (!config.tokenSecret) {
    console.error(`Admin request refused: ${config.tokenProblem}`);
    throw unauthorized();
  }
  const verified = await verifyAdminToken(token, config.tokenSecret);
  if (!verified) throw unauthorized();
  // The token is only a pointer: the session row decides (signed out, ended by the owner, person removed).
  const session = await touchSession(await getDb(), verified.tokenId);
  if (!session || !(allRoles as readonly string[]).includes(session.role)) throw unauthorized();
  // The sign-in's check again on each request: a session row must not outlast (or predate) the days.
  requireAccessDay(session);
  const role = session.role as Role;
  if (!admits.includes(role)) throw new HttpError(403, teamMessages.wrongRole);
  return { tokenId: session.id, expiresAt: session.expiresAt, accountId: session.accountId, name: session.name, role };
}

/** Who the audit trail names for this session's changes. */
export const auditBy = (session: AdminSession): AdminActor => ({ actor: 'admin', tokenId: session.tokenId, accountId: session.accountId, name: session.name });
