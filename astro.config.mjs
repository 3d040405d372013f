// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';
import sitemap from '@astrojs/sitemap';

// SITE_URL is the public address (canonical URLs, sitemap, Open Graph). Netlify sets URL on its builds.
const site = process.env.SITE_URL || process.env.URL || 'http://localhost:8888';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  adapter: netlify(),
  integrations: [react(), sitemap()],
  redirects: {},
});
