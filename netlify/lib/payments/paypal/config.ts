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
import type { PaypalMode } from '../../../../src/domain/admin-contract.ts';
import { FriendlyParseError, parseWithFriendlyErrors } from '../../../../src/domain/friendly-parse.ts';
import { HttpError } from '../../platform/http.ts';

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

// PAYPAL_ENV, trimmed; blank counts as unset. No default: a deployed site that silently talked to
// the sandbox would take no real money.
const mode = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), schema);
const modeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'PAYPAL_ENV is not set (live, sandbox or local)' : 'PAYPAL_ENV must be live, sandbox or local';

const timeoutMessage = 'PAYPAL_TIMEOUT_MS must be a whole number of milliseconds above 0';
const credentials = {
  PAYPAL_CLIENT_ID: required('PAYPAL_CLIENT_ID'),
  PAYPAL_CLIENT_SECRET: required('PAYPAL_CLIENT_SECRET'),
  PAYPAL_BUSINESS: required('PAYPAL_BUSINESS'),
  PAYPAL_TIMEOUT_MS: z.coerce.number({ error: timeoutMessage }).int(timeoutMessage).positive(timeoutMessage).default(10_000),
};
// Two schemas rather than one with optional addresses, so every problem is named in one message:
// PAYPAL_ENV=local reads the simulator's addresses, any other value is checked against live/sandbox.
const hostedSettings = z.object({ PAYPAL_ENV: mode(z.enum(['live', 'sandbox'], { error: modeError })), ...credentials });
const simulatorSettings = z.object({
  PAYPAL_ENV: mode(z.literal('local')),
  ...credentials,
  PAYPAL_API_BASE: url('PAYPAL_API_BASE'),
  PAYPAL_WEB_BASE: url('PAYPAL_WEB_BASE'),
});

type Settings = z.output<typeof hostedSettings> | z.output<typeof simulatorSettings>;

/**
 * Parses PayPal settings from `env`; throws a FriendlyParseError ("Invalid PayPal configuration:",
 * one line per bad variable, as the environment and mail settings do).
 */
export function parsePaypalConfig(env: Record<string, string | undefined> = process.env): PaypalConfig {
  const local = env.PAYPAL_ENV?.trim() === 'local';
  const v: Settings = parseWithFriendlyErrors(local ? simulatorSettings : hostedSettings, env, 'PayPal configuration');
  const base = v.PAYPAL_ENV === 'local' ? { api: v.PAYPAL_API_BASE, web: v.PAYPAL_WEB_BASE, ipn: v.PAYPAL_API_BASE } : hosts[v.PAYPAL_ENV];
  return {
    env: v.PAYPAL_ENV,
    clientId: v.PAYPAL_CLIENT_ID,
    clientSecret: v.PAYPAL_CLIENT_SECRET,
    business: v.PAYPAL_BUSINESS,
    apiBase: base.api,
    webscrUrl: `${base.web}/cgi-bin/webscr`,
    sdkBaseUrl: `${base.web}/sdk/js`,
    ipnVerifyUrl: `${base.ipn}/cgi-bin/webscr`,
    timeoutMs: v.PAYPAL_TIMEOUT_MS,
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
    if (!(error instanceof FriendlyParseError)) throw error;
    console.error(`Payments refused: ${error.message}`);
    throw new HttpError(503, paymentsUnavailableMessage);
  }
}

/** What the admin dashboard shows at the top. */
export function paypalMode(env: Record<string, string | undefined> = process.env): PaypalMode {
  const mode = env.PAYPAL_ENV?.trim();
  return mode === 'live' || mode === 'sandbox' || mode === 'local' ? mode : 'unset';
}
