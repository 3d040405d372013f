// axe-core on the registration screens, at the 390 px phone width and 1280 px desktop width,
// in their starting state and in the states a visitor reaches (errors, payment view, modal).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { annie, fillVisitor, islandsReady, openRegistration, submitButton } from './registration-helpers.ts';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/registration has no axe violations, also with errors shown', async ({ page }) => {
      await page.goto('/registration');
      await islandsReady(page);
      await expectNoViolations(page);
      await submitButton(page).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('/registration payment view and success modal have no axe violations', async ({ page }) => {
      await openRegistration(page);
      await fillVisitor(page, { ...annie, email: `axe-${width}@example.com` });
      const pending = page.waitForResponse('**/api/store-pending-registration');
      await submitButton(page).click();
      await pending;
      await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
      await expectNoViolations(page);
      await page.evaluate(() => window.postMessage({ type: 'PAYPAL_SUCCESS' }, window.location.origin));
      await expect(page.getByRole('dialog', { name: 'Registration Successful!' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('/register has no axe violations', async ({ page }) => {
      await page.goto('/register');
      await islandsReady(page);
      await expectNoViolations(page);
    });
  });
}
