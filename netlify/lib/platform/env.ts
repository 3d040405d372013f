// Server configuration, parsed once with zod. A bad value fails loudly with the variable's name.
import { z } from 'zod';
import { parseWithFriendlyErrors } from '../../../src/domain/friendly-parse.ts';

// postgres:// or postgresql:// for a server; `file:<dir>` or `memory://` select an embedded PGlite
// elsewhere than .data/pglite (the benchmark and throwaway local servers use that).
const postgresUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^(postgres(ql)?:\/\/\S+|file:\S+|memory:\/\/)$/.test(v), `${name} must be a postgres:// or postgresql:// URL (or file:<dir> / memory:// for an embedded database)`)
    .optional()
    .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  /** PostgreSQL (Neon or any other) URL; unset = embedded PGlite under .data/pglite. */
  DATABASE_URL: postgresUrl('DATABASE_URL'),
  /** Netlify DB's name for the same thing; DATABASE_URL wins when both are set. */
  NETLIFY_DB_URL: postgresUrl('NETLIFY_DB_URL'),
  /** Comma-separated level/room ids re-opened although src/data marks them sold out (tests). */
  WOOP_OPEN_LEVELS: z.string().optional(),
  /** How long an unpaid registration keeps its price and single-use code (seconds). */
  PAYMENT_HOLD_SECONDS: z.coerce
    .number({ error: 'PAYMENT_HOLD_SECONDS must be a whole number of seconds' })
    .int('PAYMENT_HOLD_SECONDS must be a whole number of seconds')
    .min(10, 'PAYMENT_HOLD_SECONDS must be at least 10')
    .max(7 * 24 * 3600, 'PAYMENT_HOLD_SECONDS must be at most a week')
    .default(1800),
});

export interface ServerEnv {
  databaseUrl: string | undefined;
  openLevels: string | undefined;
  paymentHoldSeconds: number;
}

let cached: ServerEnv | undefined;

/** Throws an Error whose message names each bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const env = parseWithFriendlyErrors(envSchema, source, 'environment configuration');
  return { databaseUrl: env.DATABASE_URL ?? env.NETLIFY_DB_URL, openLevels: env.WOOP_OPEN_LEVELS, paymentHoldSeconds: env.PAYMENT_HOLD_SECONDS };
}

/** The process environment, parsed on first use and cached. */
export function getEnv(): ServerEnv {
  cached ??= parseEnv();
  return cached;
}

/** Forget the cached environment (tests change process.env between cases). */
export function resetEnv(): void {
  cached = undefined;
}

/** True on Netlify's servers (Lambda runtime or a deploy context), false on `npm start`/astro dev. */
export function isDeployed(env: Record<string, string | undefined> = process.env): boolean {
  if (env.WOOP_LOCAL_SERVER === '1') return false;
  return Boolean(
    env.AWS_LAMBDA_FUNCTION_NAME ||
      env.DEPLOY_ID ||
      ['production', 'deploy-preview', 'branch-deploy'].includes(env.CONTEXT ?? ''),
  );
}

/** The site's public address as configured: SITE_URL, else Netlify's URL (no trailing slash), or undefined. */
export function configuredSiteUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return (env.SITE_URL?.trim() || env.URL?.trim())?.replace(/\/+$/, '') || undefined;
}

/**
 * The public address for links in e-mails and answers (personal links, invitations, entry codes,
 * unsubscribe; no request at hand in a scheduled function): the configured one, else the local
 * server's own address (`npm start` on PORT), as astro.config.mjs picks the canonical site.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return configuredSiteUrl(env) ?? `http://localhost:${env.PORT?.trim() || 8888}`;
}
