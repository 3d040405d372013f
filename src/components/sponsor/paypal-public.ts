// The PayPal settings the sponsor pages bake into the browser, read when the site is built.
// Public values only (never the client secret). They follow the server's settings
// (netlify/lib/payments/paypal/config.ts): PAYPAL_ENV, PAYPAL_BUSINESS, PAYPAL_CLIENT_ID; PUBLIC_PAYPAL_*
// override them.
//
// Local mode uses the same rule as `npm start` (scripts/paypal-local.ts): PAYPAL_ENV=local, or no
// PAYPAL_ENV and no client credentials (but never on a Netlify build). The simulator's browser pages
// are then served by our own server under PayPal's paths, so the form action and the SDK address
// are same-origin paths: the build need not know the simulator's port.
import type { PaypalPublicConfig } from '../../islands/sponsor/config.ts';

const webHosts = { live: 'https://www.paypal.com', sandbox: 'https://www.sandbox.paypal.com' } as const;
// The simulator's defaults when it is started without credentials (tools/paypal-simulator/server.ts,
// scripts/paypal-local.ts); not imported, so the build never pulls the simulator in.
const localDefaults = { clientId: 'sim-client-id', business: 'treasurer@woop.local' } as const;

export function isLocalPaypal(env: Record<string, string | undefined>): boolean {
  const mode = env.PAYPAL_ENV?.trim();
  if (mode) return mode === 'local';
  return !(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) && env.NETLIFY !== 'true';
}

export function paypalPublicConfig(env: Record<string, string | undefined> = process.env): PaypalPublicConfig {
  const get = (name: string) => (env[name] ?? '').trim();
  const local = isLocalPaypal(env);
  const live = get('PAYPAL_ENV') === 'live';
  const web = local ? '' : live ? webHosts.live : webHosts.sandbox;
  return {
    webscrUrl: get('PUBLIC_PAYPAL_WEB_URL') || `${web}/cgi-bin/webscr`,
    business: get('PUBLIC_PAYPAL_BUSINESS') || get('PAYPAL_BUSINESS') || (local ? localDefaults.business : ''),
    clientId: get('PUBLIC_PAYPAL_CLIENT_ID') || get('PAYPAL_CLIENT_ID') || (local ? localDefaults.clientId : ''),
    sdkBaseUrl: get('PUBLIC_PAYPAL_SDK_URL') || (local ? '/sdk/js' : ''),
    environment: live ? 'production' : 'sandbox',
  };
}
