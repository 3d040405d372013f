// Reads the admin credentials from the environment at request time. Nothing here throws: a
// misconfigured deployed site refuses every login and logs one line saying which variable to set.
import { isDeployed } from '../platform/env.ts';
import { parsePasswordHash, type ScryptHash } from './password.ts';

type Env = Record<string, string | undefined>;

export type AdminPassword =
  | { kind: 'hash'; hash: ScryptHash }
  | { kind: 'plain'; value: string }
  | { kind: 'none'; problem: string };

export interface AdminAuthConfig {
  password: AdminPassword;
  /** HS256 key; null when the site may not issue or accept tokens (deployed without a secret). */
  tokenSecret: Uint8Array | null;
  tokenProblem?: string;
  deployed: boolean;
}

export const minimumSecretLength = 32;

export function readAdminAuthConfig(env: Env = process.env): AdminAuthConfig {
  const deployed = isDeployed(env);
  const hashText = env.ADMIN_PASSWORD_HASH?.trim();
  const plain = env.ADMIN_PASSWORD;

  let password: AdminPassword;
  if (hashText) {
    const hash = parsePasswordHash(hashText);
    password = hash
      ? { kind: 'hash', hash }
      : { kind: 'none', problem: 'ADMIN_PASSWORD_HASH is not of the form scrypt$N$r$p$salt$hash (run `npm run admin:hash`).' };
  } else if (plain && !deployed) {
    password = { kind: 'plain', value: plain };
  } else if (plain && deployed) {
    password = { kind: 'none', problem: 'ADMIN_PASSWORD is for local use only; set ADMIN_PASSWORD_HASH (run `npm run admin:hash`).' };
  } else {
    password = { kind: 'none', problem: 'No admin password is configured: set ADMIN_PASSWORD_HASH (run `npm run admin:hash`).' };
  }

  const secret = env.ADMIN_TOKEN_SECRET;
  if (secret && secret.length >= minimumSecretLength) {
    return { password, tokenSecret: new TextEncoder().encode(secret), deployed };
  }
  // Fail closed everywhere else: no key derived from anything public or guessable. `npm start`
  // puts a random per-process secret in the environment (dev-password.ts); any other host,
  // `astro dev` included, must set ADMIN_TOKEN_SECRET to sign in.
  return {
    password,
    tokenSecret: null,
    tokenProblem: secret
      ? `ADMIN_TOKEN_SECRET must be at least ${minimumSecretLength} characters.`
      : 'ADMIN_TOKEN_SECRET is not set: admin sign-in is disabled.',
    deployed,
  };
}
