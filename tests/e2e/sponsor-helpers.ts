// Helpers for the sponsor specs: capture what the browser posts to PayPal's buy-now page.
import { expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';

export const webscr = '**/cgi-bin/webscr*';

/** Answers the buy-now POST with a stub page and resolves with its form fields. */
export function captureBuyNow(page: Page): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    void page.context().route(webscr, async (route) => {
      resolve(formFields(route.request()));
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>PayPal stand-in</h1>' });
    });
  });
}

export function formFields(request: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
}

/** Chooses a level on a radio-card sponsor page and continues to its payment step. */
export async function chooseLevel(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('radio', { name }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

/** Every level free: pages under test do not depend on what other tests registered. */
export async function allLevelsFree(page: Page): Promise<void> {
  await page.route('**/api/sponsor-availability', (route) =>
    route.fulfill({
      json: [
        { id: 'test', name: 'Test Sponsor', amount: '2.00', capacity: null, remaining: null, taken: false },
        { id: 'table', name: 'Table Sponsor', amount: '3750.00', capacity: 5, remaining: 5, taken: false },
        { id: 'cocktail', name: 'Cocktail Sponsor', amount: '5250.00', capacity: 1, remaining: 1, taken: false },
        { id: 'final', name: 'Final Table Sponsor', amount: '6250.00', capacity: 1, remaining: 1, taken: false },
      ],
    }),
  );
}

/** Expects the shared toast (in the "Notifications" region) to show this title and text. */
export async function expectToast(page: Page, title: string, text: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(text, { exact: true })).toBeVisible();
}

/** Fills the sponsor form (/exact-copy) as Pat Driller of Acme Midstream, choosing `level`, terms agreed. */
export async function fillSponsorForm(page: Page, level: RegExp, email = 'pat@example.com'): Promise<void> {
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Driller');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('337 555 0123');
  await page.getByLabel('Company').fill('Acme Midstream');
  await page.getByLabel('Job title').fill('Landman');
  await page.getByRole('radio', { name: level }).check();
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Houston');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('ZIP code').fill('77002');
  await page.getByLabel(/I agree to the/).check();
}
