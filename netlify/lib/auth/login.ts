// POST /api/admin/login: { password } -> { token }, rate-limited per client.
import { z } from 'zod';
import { getDb } from '../db.ts';
import { HttpError, json, readJson, validate, type RouteContext } from '../http.ts';
import { clientAddress } from './client-address.ts';
import { readAdminAuthConfig, type AdminPassword } from './config.ts';
import { verifyPasswordHash, verifyPlainPassword } from './password.ts';
import { checkLoginAllowed, noteLoginFailure, noteLoginSuccess, tooManyAttemptsMessage } from './rate-limit.ts';
import { signAdminToken } from './token.ts';

export const invalidPasswordMessage = 'Invalid password';
export const notConfiguredMessage = 'Admin sign-in is not configured on this server.';

const loginSchema = z.object({
  password: z.string('Admin password is required').min(1, 'Admin password is required').max(1024, 'Admin password is too long'),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function passwordMatches(password: string, expected: AdminPassword): Promise<boolean> {
  if (expected.kind === 'hash') return verifyPasswordHash(password, expected.hash);
  if (expected.kind === 'plain') return verifyPlainPassword(password, expected.value);
  return false;
}

export async function adminLogin(req: Request, ctx: RouteContext & { ip?: string }): Promise<Response> {
  const config = readAdminAuthConfig();
  if (config.password.kind === 'none' || !config.tokenSecret) {
    // One clear line for whoever reads the function log; the visitor gets a generic refusal.
    console.error(`Admin login refused: ${config.password.kind === 'none' ? config.password.problem : config.tokenProblem}`);
    throw new HttpError(503, notConfiguredMessage);
  }
  const db = await getDb();
  const client = clientAddress(req, ctx);
  const decision = await checkLoginAllowed(db, client);
  if (!decision.allowed) {
    throw new HttpError(429, tooManyAttemptsMessage(decision.retryAfterSeconds), undefined, {
      'retry-after': String(decision.retryAfterSeconds),
    });
  }
  const { password } = validate(loginSchema, await readJson(req));
  if (!(await passwordMatches(password, config.password))) {
    const delay = await noteLoginFailure(db, client, decision.failures);
    await sleep(delay);
    throw new HttpError(401, invalidPasswordMessage);
  }
  await noteLoginSuccess(db, client);
  return json({ token: await signAdminToken(config.tokenSecret) });
}
