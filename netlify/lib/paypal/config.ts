// PayPal settings, read once from the environment and checked with a message naming the variable.
//
// PAYPAL_ENV picks the PayPal the server talks to:
//   live    -> api-m.paypal.com, www.paypal.com, ipnpb.paypal.com
//   sandbox -> the same hosts under sandbox.
//   local   -> the local simulator (tools/paypal-simulator), whose addresses scripts/serve.ts or the
//              test passes in PAYPAL_API_BASE (REST + IPN postback) and PAYPAL_WEB_BASE (the buy-now
//              page the browser posts to). The functions only ever know base URLs: no simulator code is
//              imported here, so a production build cannot contain it.
import { z } from 'zod';
import type { PaypalMode } from '../../../src/domain/admin-contract.ts';
import { HttpError } from '../http.ts';

export type PaypalEnv = 'live' | 'sandbox' | 'local';

export interface PaypalConfig {
  env: PaypalEnv;
  clientId: string;
  clientSecret: string;
  /** The receiver: the PayPal account e-mail (or merchant id) the buy-now form pays. */
  business: string;
  /** REST API base (OAuth, Orders v2, identity). */
  apiBase: string;
  /** Where the browser's buy-now form is posted (…/cgi-bin/webscr). */
  webscrUrl: string;
  /** The JS SDK's address (@paypal/paypal-js `sdkBaseUrl`). */
  sdkBaseUrl: string;
  /** Where the IPN postback (cmd=_notify-validate) goes. */
  ipnVerifyUrl: string;
  /** Time allowed for one call to PayPal before we give up (ms). */
  timeoutMs: number;
}

const hosts = {
  live: { api: 'https://api-m.paypal.com', web: 'https://www.paypal.com', ipn: 'https://ipnpb.paypal.com' },
  sandbox: {
    api: 'https://api-m.sandbox.paypal.com',
    web: 'https://www.sandbox.paypal.com',
    ipn: 'https://ipnpb.sandbox.paypal.com',
  },
} as const;

const required = (name: string) =>
  z.string({ error: `${name} is not set` }).trim().min(1, `${name} is not set`);

const url = (name: string) =>
  z
    .url({ error: `${name} must be a URL (PAYPAL_ENV=local needs the simulator's address)` })
    .transform((u) => u.replace(/\/+$/, ''));

export class PaypalConfigError extends Error {}

/** Parses PayPal settings from `env`; throws PaypalConfigError naming every missing variable. */
export function parsePaypalConfig(env: Record<string, string | undefined> = process.env): PaypalConfig {
  const mode = z
    .enum(['live', 'sandbox', 'local'], {
      error: (issue) => (issue.input === undefined ? 'PAYPAL_ENV is not set (live, sandbox or local)' : 'PAYPAL_ENV must be live, sandbox or local'),
    })
    // No default: a deployed site that silently talked to the sandbox would take no real money.
    .safeParse(env.PAYPAL_ENV?.trim() || undefined);
  if (!mode.success) throw new PaypalConfigError(mode.error.issues[0]!.message);

  const shape = {
    PAYPAL_CLIENT_ID: required('PAYPAL_CLIENT_ID'),
    PAYPAL_CLIENT_SECRET: required('PAYPAL_CLIENT_SECRET'),
    PAYPAL_BUSINESS: required('PAYPAL_BUSINESS'),
    PAYPAL_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    ...(mode.data === 'local' ? { PAYPAL_API_BASE: url('PAYPAL_API_BASE'), PAYPAL_WEB_BASE: url('PAYPAL_WEB_BASE') } : {}),
  };
  const parsed = z.object(shape).safeParse(env);
  if (!parsed.success) {
    throw new PaypalConfigError(`PayPal is not configured: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  const v = parsed.data as Record<string, string | number>;
  const base =
    mode.data === 'local'
      ? { api: String(v.PAYPAL_API_BASE), web: String(v.PAYPAL_WEB_BASE), ipn: String(v.PAYPAL_API_BASE) }
      : hosts[mode.data];
  return {
    env: mode.data,
    clientId: String(v.PAYPAL_CLIENT_ID),
    clientSecret: String(v.PAYPAL_CLIENT_SECRET),
    business: String(v.PAYPAL_BUSINESS),
    apiBase: base.api,
    webscrUrl: `${base.web}/cgi-bin/webscr`,
    sdkBaseUrl: `${base.web}/sdk/js`,
    ipnVerifyUrl: `${base.ipn}/cgi-bin/webscr`,
    timeoutMs: Number(v.PAYPAL_TIMEOUT_MS),
  };
}

export const paymentsUnavailableMessage = 'Payments are not available right now. Please try again later or contact us.';

/**
 * The settings of this process (parsed on each call: tests change the environment between cases).
 * Missing or bad settings answer 503 to the caller and say why in the log, for the organizer.
 */
export function paypalConfig(): PaypalConfig {
  try {
    return parsePaypalConfig(process.env);
  } catch (error) {
    if (!(error instanceof PaypalConfigError)) throw error;
    console.error(`Payments refused: ${error.message}`);
    throw new HttpError(503, paymentsUnavailableMessage);
  }
}

/** What the admin dashboard shows at the top. */
export function paypalMode(env: Record<string, string | undefined> = process.env): PaypalMode {
  const mode = env.PAYPAL_ENV?.trim();
  return mode === 'live' || mode === 'sandbox' || mode === 'local' ? mode : 'unset';
}
