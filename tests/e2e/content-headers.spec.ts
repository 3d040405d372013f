// Security headers from netlify.toml, as served: CSP (inline scripts allowed only by hash, no
// third-party origin on content pages), HSTS, Referrer-Policy, nosniff, and the immutable cache of
// Astro's hashed assets.
import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { contentPages } from './helpers/content.ts';

for (const { path } of contentPages.filter((p) => p.path !== '/no-such-page')) {
  test(`${path} is served with a strict CSP that covers its inline scripts`, async ({ page }) => {
    const response = await page.goto(path);
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('paypal');

    const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').allTextContents();
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) {
      const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      expect(directives['script-src'], 'the build hashes each inline script into dist/_headers (scripts/security-headers.ts)').toContain(hash);
    }

    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
}

test('the page works under its CSP: no violations reported, fonts and images load', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.goto('/photos');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Aces on the felt' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
  const fontsLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
  });
  expect(fontsLoaded).toEqual(expect.arrayContaining(['Inter Variable', 'Playfair Display Variable']));
});

test('Astro build assets are cached for a year, immutable', async ({ page, request }) => {
  // /photos has an island (the lightbox): the home page's header ships no script file of its own.
  await page.goto('/photos');
  // Stylesheets are inlined; the islands' scripts and the processed images are /_astro/ assets.
  const asset = await page.locator('astro-island[component-url^="/_astro/"]').first().getAttribute('component-url');
  expect(asset).toMatch(/^\/_astro\//);
  const response = await request.get(asset!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
