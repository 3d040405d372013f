// The organizer's side of the sales specs: sign in to /admin and set an item's sales from its panel.
import { expect, type Page } from '@playwright/test';

/** Signs in (playwright.config.ts gives the e2e server this password) and opens Sales and promo codes. */
export async function openSalesPanel(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sales and promo codes' }).click();
  await expect(page.getByRole('heading', { name: 'Sales and promo codes' })).toBeVisible();
}

/** Puts the named item on sale with this capacity ('' for no limit) and price, and saves. */
export async function putOnSale(page: Page, name: string, values: { capacity: string; price: string }): Promise<void> {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: `Sales settings for ${name}` });
  await form.getByRole('radio', { name: 'On sale' }).check();
  await form.getByRole('textbox', { name: 'Capacity' }).fill(values.capacity);
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill(values.price);
  await form.getByRole('button', { name: `Save ${name}` }).click();
  // Saved: the form closes (the message may be an earlier save's).
  await expect(form).toBeHidden();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
}
