// Nothing moves when the web fonts arrive. The pages first paint with the metric-matched
// fallback faces (src/styles/font-fallbacks.css); here the fonts are held back until the page has
// painted, then released, and the layout shifts the browser records in between are summed.
// Measured in Chromium with the Liberation fonts (Arial / Times New Roman metrics): 0 on most pages,
// under 0.004 where a paragraph wraps one word differently; without the fallback faces the home
// page alone shifts 0.09.
import { statSync } from 'node:fs';
import nodePath from 'node:path';
import { expect, test } from '@playwright/test';
import { contentPages } from './helpers/content.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, heading } of [...contentPages, { path: '/registration', heading: 'Registration' }]) {
  test(`${path} does not shift when its web fonts arrive`, async ({ page }) => {
    let release!: () => void;
    const fontsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Painted with the fallback faces: two animation frames after the heading is visible.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.fonts.check('700 16px "Playfair Display Variable"'))).toBe(false);
    release();
    await page.evaluate(async () => {
      await document.fonts.load('700 16px "Playfair Display Variable"');
      await document.fonts.load('400 16px "Inter Variable"');
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift).toBeLessThan(0.005);
  });
}

// A page loads only the two font subsets (scripts/fonts-subset.ts; preloaded), never
// fontsource's larger files: the subsets cover every character our pages write. A character
// outside them (a new symbol in src/data/) would fetch fontsource's 39-48 KB latin file: add it to
// the subset (npm run fonts:subset) or this fails. Budget: 48 KB for both (measured 44 KB).
const fontBudget = 48 * 1024;
for (const { path, heading } of [...contentPages, { path: '/register', heading: 'Tournament Registration' }, { path: '/registration', heading: 'Registration' }]) {
  test(`${path} loads only the two font subsets`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Every section of the page laid out (lazy parts included) before the count.
      window.scrollTo(0, document.body.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await document.fonts.ready;
    });
    const names = fonts.map((p) => p.split('/').pop()!.split('.')[0]).sort();
    expect(names).toEqual(['inter-subset-wght', 'playfair-display-subset-wght']);
    const bytes = fonts.reduce((sum, p) => sum + statSync(nodePath.join('dist', p)).size, 0);
    expect(bytes, `font bytes of ${path}`).toBeLessThanOrEqual(fontBudget);
  });
}
