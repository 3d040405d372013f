// Signed, expiring bearer tokens for the admin (HS256 JWT via jose). Each carries a random id (jti),
// recorded in the audit trail so a deletion can be traced to the sign-in that made it.
import { randomUUID } from 'node:crypto';
// The two entry points used, not jose's index: that loads every JWE, JWK and key import besides.
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';

/** The default of a token signed without a lifetime (sessions pass their own: src/domain/team.ts). */
export const tokenLifetimeSeconds = 8 * 60 * 60;
/** A door session lasts until the end of the venue's day: never more than a day. */
const maxTokenLifetimeSeconds = 24 * 60 * 60;
/** Clock difference tolerated between function instances for `iat`. */
const clockSkewSeconds = 60;
const issuer = 'woop-site';
const audience = 'woop-admin';

export interface AdminSession {
  tokenId: string;
  expiresAt: Date;
}

export async function signAdminToken(
  secret: Uint8Array,
  { now = Date.now(), lifetimeSeconds = tokenLifetimeSeconds, tokenId = randomUUID() }: { now?: number; lifetimeSeconds?: number; tokenId?: string } = {},
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('admin')
    .setIssuer(issuer)
    .setAudience(audience)
    .setJti(tokenId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(secret);
}

/** The session a token stands for, or null for a missing, malformed, tampered, expired or foreign
 * token, one issued in the future or one whose expiry is more than a day after its issue. */
export async function verifyAdminToken(
  token: string,
  secret: Uint8Array,
  { now = Date.now() }: { now?: number } = {},
): Promise<AdminSession | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer,
      audience,
      subject: 'admin',
      requiredClaims: ['exp', 'iat', 'jti'],
      currentDate: new Date(now),
    });
    if (payload.role !== 'admin' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    // Even a correctly signed token (a leaked or misused secret) may not outlive a sign-in's
    // lifetime or come from the future.
    if (payload.iat > now / 1000 + clockSkewSeconds || payload.exp - payload.iat > maxTokenLifetimeSeconds) return null;
    return { tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/** `Authorization: Bearer <token>` -> the token, else null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
