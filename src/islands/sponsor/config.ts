// What the browser needs to know about PayPal, fixed when the site is built
// (src/components/sponsor/paypal-public.ts reads it from the environment).
export interface PaypalPublicConfig {
  /** The buy-now form's action (…/cgi-bin/webscr); '' = not configured. */
  webscrUrl: string;
  /** The receiver of buy-now payments; '' = not configured. */
  business: string;
  /** The JS SDK client id; '' = not configured (the SDK is then never loaded). */
  clientId: string;
  /** Where the JS SDK is loaded from (the local simulator's /sdk/js); '' = PayPal's own. */
  sdkBaseUrl: string;
  environment: 'production' | 'sandbox';
}

export const buyNowConfigured = (c: PaypalPublicConfig): boolean => Boolean(c.webscrUrl && c.business);
