// Helpers for the sponsor specs: capture what the browser posts to PayPal's buy-now page.
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
