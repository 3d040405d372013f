// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';
import sitemap from '@astrojs/sitemap';
import securityHeaders from './scripts/security-headers.ts';

// SITE_URL is the public address (canonical URLs, sitemap, Open Graph). Netlify sets URL on its builds.
const site = process.env.SITE_URL || process.env.URL || 'http://localhost:8888';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // Stylesheets are inlined into each page: a render-blocking CSS request on a slow phone connection
  // costs more than the few KB of CSS per page (LCP on the content pages).
  build: { format: 'file', inlineStylesheets: 'always' },
  // Images are optimised at build time by sharp (static files under /_astro), not by Netlify's Image
  // CDN: the same files then work in scripts/serve.ts, in tests and behind the strict img-src CSP.
  adapter: netlify({ imageCDN: false }),
  // The TV's seating board is private (noindex, opened by a secret link): not in the sitemap.
  integrations: [react(), sitemap({ filter: (page) => new URL(page).pathname !== '/live/board' }), securityHeaders()],
  redirects: {},
});
