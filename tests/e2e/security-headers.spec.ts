// Through the production server: function answers carry the security headers (netlify/lib/platform/http.ts)
// and so does the local server's 404 fallback (scripts/serve.ts).
import { expect, test } from '@playwright/test';

test('a function answer through the server carries the security headers', async ({ request }) => {
  const response = await request.get('/api/check-promo-code/nope?registrationType=all-in');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-store');
});

test('an unknown page is the 404 page, not cached, not sniffed, not framed', async ({ request }) => {
  const response = await request.get('/no-such-page-anywhere');
  expect(response.status()).toBe(404);
  const headers = response.headers();
  expect(headers['content-type']).toContain('text/html');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'/);
});

test('the 404 page carries its CSP in the page too (Netlify serves it for any path, where no per-path header applies) and works under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await page.goto('/no-such-page-anywhere');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/^default-src 'self'; script-src 'self'.*object-src 'none'/);
  expect(policy).not.toContain('frame-ancestors');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the registration screen validates under its CSP with no violation (zod never probes eval)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await page.goto('/registration');
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
  await page.getByRole('button', { name: /^Register & Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  expect(violations).toEqual([]);
});

// Chrome reports a CSP violation caught by the page's own try/catch (zod's `new Function` probe) as a
// securitypolicyviolation event and a DevTools issue (Lighthouse best practices 96), not on the
// console: listen for the event itself.
for (const path of ['/registration', '/exact-copy', '/easy-payment', '/contact', '/register', '/admin', '/live', '/live/board', '/results']) {
  test(`${path} loads under its CSP with no violation`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      );
    });
    await page.goto(path);
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
}
