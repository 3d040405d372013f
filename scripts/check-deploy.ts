// `npm run check:deploy`: run by the Netlify build (build:netlify) before anything else. Refuses a
// production build that lacks what a deployed site needs, one line per problem naming the
// variable, and warns about a Neon URL that is not the pooled one. In Netlify's other contexts
// (deploy previews, branch deploys) the problems are printed as warnings. Then it bundles the
// functions as the Netlify build will (scripts/build-functions.ts, into a temporary folder) and
// refuses, in every context, a bundle that holds local-only code or data or is too large.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseKind } from '../db/client.ts';
import { parsePasswordHash } from '../netlify/lib/team/password.ts';
import { minimumCheckInSecretLength } from '../netlify/lib/check-in/check-in-code.ts';
import { buildFunctions } from './build-functions.ts';
import { checkBundles, maxZipBytes } from './bundles/bundle-contents.ts';

export interface DeployCheck {
  errors: string[];
  warnings: string[];
}

const minSecretLength = 32;

export function checkDeployEnv(env: Record<string, string | undefined>): DeployCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;

  const databaseUrl = value('DATABASE_URL') ?? value('NETLIFY_DB_URL');
  if (!databaseUrl) errors.push('DATABASE_URL is not set: a deployed site needs a PostgreSQL URL (the embedded database is not deployed).');
  else if (!/^postgres(ql)?:\/\/\S+$/.test(databaseUrl)) errors.push('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  else if (databaseKind(databaseUrl) === 'neon' && !new URL(databaseUrl).hostname.split('.')[0]!.endsWith('-pooler')) {
    warnings.push("DATABASE_URL is Neon's direct URL: use the pooled one (its host ends in -pooler, e.g. ep-x-123-pooler.us-east-2.aws.neon.tech) so concurrent functions share Neon's PgBouncer.");
  }

  const hash = value('ADMIN_PASSWORD_HASH');
  if (!hash) errors.push('ADMIN_PASSWORD_HASH is not set (npm run -s admin:hash); ADMIN_PASSWORD is refused on a deployed site.');
  else if (!parsePasswordHash(hash)) errors.push('ADMIN_PASSWORD_HASH is not a hash made by npm run -s admin:hash.');

  const secret = value('ADMIN_TOKEN_SECRET');
  if (!secret) errors.push(`ADMIN_TOKEN_SECRET is not set (at least ${minSecretLength} characters).`);
  else if (secret.length < minSecretLength) errors.push(`ADMIN_TOKEN_SECRET is too short: at least ${minSecretLength} characters.`);

  // Signs the check-in QR codes (netlify/lib/check-in/check-in-code.ts): without it no code is issued.
  const checkInSecret = value('CHECKIN_CODE_SECRET');
  if (!checkInSecret) errors.push(`CHECKIN_CODE_SECRET is not set (at least ${minimumCheckInSecretLength} characters): it signs the check-in QR codes.`);
  else if (checkInSecret.length < minimumCheckInSecretLength) errors.push(`CHECKIN_CODE_SECRET is too short: at least ${minimumCheckInSecretLength} characters.`);

  const paypalEnv = value('PAYPAL_ENV');
  if (!paypalEnv) errors.push('PAYPAL_ENV is not set: live (or sandbox for a test site).');
  else if (paypalEnv !== 'live' && paypalEnv !== 'sandbox') errors.push(`PAYPAL_ENV must be live or sandbox on a deployed site (it is ${paypalEnv}).`);
  for (const name of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_BUSINESS']) {
    if (!value(name)) errors.push(`${name} is not set (PayPal ${paypalEnv ?? 'live'} credentials).`);
  }

  const siteUrl = value('SITE_URL');
  if (!siteUrl) errors.push('SITE_URL is not set: the public https:// address (canonical URLs, PayPal return and notification addresses).');
  else if (!/^https:\/\/[^/\s]+/.test(siteUrl)) errors.push(`SITE_URL must be the site's https:// address (it is ${siteUrl}).`);

  return { errors, warnings };
}

if (import.meta.main) {
  const { errors, warnings } = checkDeployEnv(process.env);
  const context = process.env.CONTEXT; // set by Netlify: production, deploy-preview, branch-deploy
  const refuse = !context || context === 'production';
  for (const line of warnings) console.warn(`warning: ${line}`);
  for (const line of errors) (refuse ? console.error : console.warn)(`${refuse ? 'error' : 'warning'}: ${line}`);
  if (errors.length > 0 && refuse) {
    console.error(`check:deploy: ${errors.length} problem(s); the site would not work as deployed. Set them in Netlify's environment variables.`);
    process.exit(1);
  }
  console.log(`check:deploy: ${errors.length === 0 ? 'the deploy settings are complete' : `${errors.length} problem(s), not refused in the ${context} context`}.`);

  const destination = mkdtempSync(path.join(tmpdir(), 'woop-check-deploy-'));
  try {
    const bundles = await buildFunctions(destination);
    const problems = await checkBundles(bundles);
    for (const line of problems) console.error(`error: ${line}`);
    if (problems.length > 0) {
      console.error(`check:deploy: ${problems.length} problem(s) in the function bundles (netlify.toml's included_files decides what they hold).`);
      process.exit(1);
    }
    console.log(`check:deploy: ${bundles.length} function bundles hold no local-only code or data and are each under ${maxZipBytes / 1024 / 1024} MB.`);
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
}
