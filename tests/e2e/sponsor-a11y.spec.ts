// axe on the sponsor pages in their states a visitor meets: the level list, the payment step, the
// sponsor form with every error, and the success page with a record.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { chooseLevel } from './sponsor-helpers.ts';

const violations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('level list, dropdown and payment steps have no axe violations', async ({ page }) => {
  for (const path of ['/button-payment', '/easy-payment']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(await violations(page), path).toEqual([]);
  }
  for (const path of ['/working-payment', '/paypal-me-payment', '/final-payment']) {
    await page.goto(path);
    await chooseLevel(page, /^Table Sponsor/);
    await expect(page.getByRole('button', { name: 'Choose a Different Level' })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});

test('the sponsor form with its errors and the success page have no axe violations', async ({ page }) => {
  await page.goto('/exact-copy');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.addInitScript(() =>
    localStorage.setItem('sponsorshipRegistration', JSON.stringify({ name: 'Pat', email: 'p@e.co', phone: '', level: 'Test Sponsor', amount: '2.00' })),
  );
  await page.goto('/sponsor-payment-success');
  await expect(page.getByRole('region', { name: 'Your sponsorship' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
