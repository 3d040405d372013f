// The organizer's guide (docs/organizer-guide.md) is one link away from /admin, outside the admin
// island so it is there before sign-in, and /admin/guide renders the Markdown in the site's shell,
// kept out of search engines like every admin page.
import { expect, test } from '@playwright/test';

test('/admin links to the organizer\'s guide, which renders its first heading', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: "Organizer's guide" }).click();
  await expect(page).toHaveURL(/\/admin\/guide$/);
  // Markdown turns the apostrophe typographic.
  await expect(page.getByRole('heading', { level: 1, name: /^Organizer.s guide$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Before sales open' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
