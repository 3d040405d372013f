// The public origin PayPal sends the visitor and the notifications back to.
// Live/sandbox: SITE_URL (or Netlify's URL), so a forged Host header cannot redirect notifications.
// Local simulator: the address the request came in on (any port the local server runs on).
import { configuredSiteUrl } from '../../platform/env.ts';
import type { PaypalConfig } from './config.ts';

export function siteOrigin(cfg: PaypalConfig, req: Request): string {
  const configured = configuredSiteUrl();
  if (cfg.env !== 'local' && configured) return configured;
  return new URL(req.url).origin;
}
