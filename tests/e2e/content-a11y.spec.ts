// axe-core finds no accessibility violations on any content page, at 390 px and at 1280 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { contentPages, waitForIslands } from './helpers/content.ts';

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, heading } of contentPages) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await waitForIslands(page);
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(summary).toEqual([]);
      });
    }
  });
}

test('the lightbox dialog has no violations when open', async ({ page }) => {
  await page.goto('/photos');
  await waitForIslands(page);
  await page.getByRole('link', { name: 'Aces on the felt' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the open mobile menu has no violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
