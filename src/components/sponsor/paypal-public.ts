// The PayPal settings the sponsor pages bake into the browser, read when the site is built.
// Public values only (never the client secret). PUBLIC_PAYPAL_* override; otherwise they follow the
// server's PAYPAL_ENV / PAYPAL_WEB_BASE / PAYPAL_BUSINESS / PAYPAL_CLIENT_ID (netlify/lib/paypal).
import type { PaypalPublicConfig } from '../../islands/sponsor/config.ts';

const webHosts = { live: 'https://www.paypal.com', sandbox: 'https://www.sandbox.paypal.com' } as const;

export function paypalPublicConfig(env: Record<string, string | undefined> = process.env): PaypalPublicConfig {
  const get = (name: string) => (env[name] ?? '').trim();
  const mode = get('PAYPAL_ENV') || 'sandbox';
  // Local mode: the simulator serves both the buy-now page and the JS SDK stand-in.
  const localBase = get('PAYPAL_WEB_BASE').replace(/\/+$/, '');
  const webBase = mode === 'local' ? localBase : mode === 'live' ? webHosts.live : webHosts.sandbox;
  return {
    webscrUrl: get('PUBLIC_PAYPAL_WEB_URL') || (webBase ? `${webBase}/cgi-bin/webscr` : ''),
    business: get('PUBLIC_PAYPAL_BUSINESS') || get('PAYPAL_BUSINESS'),
    clientId: get('PUBLIC_PAYPAL_CLIENT_ID') || get('PAYPAL_CLIENT_ID'),
    sdkBaseUrl: get('PUBLIC_PAYPAL_SDK_URL') || (mode === 'local' && localBase ? `${localBase}/sdk/js` : ''),
    environment: mode === 'live' ? 'production' : 'sandbox',
  };
}
