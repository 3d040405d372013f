// robots.txt, generated at build time so its Sitemap line carries the real site address
// (SITE_URL / Netlify's URL, as astro.config.mjs sets `site`); a fixed public/robots.txt would
// point at a hard-coded host.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site);
  const body = ['User-agent: *', 'Disallow: /admin', '', `Sitemap: ${sitemap.href}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
