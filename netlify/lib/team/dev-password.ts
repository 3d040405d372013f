// Local server only (scripts/serve.ts): makes sure `npm start` has an admin password and a token
// secret. With neither ADMIN_PASSWORD_HASH nor ADMIN_PASSWORD set it invents a password for this
// session and returns a line to print; the token secret is generated silently and printed nowhere.
import { randomBytes } from 'node:crypto';

export function prepareLocalAdminAuth(env: Record<string, string | undefined> = process.env): string {
  // Function workers inherit the server's environment; this marks them as local (not deployed).
  env.WOOP_LOCAL_SERVER = '1';
  if (!env.ADMIN_TOKEN_SECRET) env.ADMIN_TOKEN_SECRET = randomBytes(32).toString('base64url');
  if (env.ADMIN_PASSWORD_HASH) return 'Admin password: from ADMIN_PASSWORD_HASH';
  if (env.ADMIN_PASSWORD) return 'Admin password: from ADMIN_PASSWORD';
  env.ADMIN_PASSWORD = randomBytes(12).toString('base64url');
  return `Admin password for this session (set ADMIN_PASSWORD to choose one): ${env.ADMIN_PASSWORD}`;
}
