// The public origin PayPal sends the visitor and the notifications back to.
// Live/sandbox: SITE_URL (or Netlify's URL), so a forged Host header cannot redirect notifications.
// Local simulator: the address the request came in on (any port the local server runs on).
import type { PaypalConfig } from './config.ts';

export function siteOrigin(cfg: PaypalConfig, req: Request): string {
  const configured = process.env.SITE_URL || process.env.URL;
  if (cfg.env !== 'local' && configured) return configured.replace(/\/+$/, '');
  return new URL(req.url).origin;
}
