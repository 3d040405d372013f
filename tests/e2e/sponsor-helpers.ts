// Helpers for the sponsor specs: capture what the browser posts to PayPal's buy-now page.
import { expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { getSponsorLevels } from '../../src/data/levels.ts';
import type { LiveFacts, LiveItem } from '../../src/domain/live-facts.ts';

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

/**
 * Answers GET /api/live-facts (what the sponsor pages read) with every sponsor level on sale at its
 * configured price, `sold` places of a capped level sold.
 */
export async function sponsorLevelsLive(page: Page, sold: Record<string, number> = {}): Promise<void> {
  const items: LiveItem[] = getSponsorLevels().map((l) => {
    const left = l.capacity === null ? null : Math.max(0, l.capacity - (sold[l.id] ?? 0));
    const state = left === 0 ? 'sold_out' : 'on_sale';
    return { id: l.id, kind: 'sponsor', name: l.name, state, priceCents: l.priceCents, regularPriceCents: l.priceCents, earlyUntil: null, opensAt: null, closesAt: null, capacity: l.capacity, left };
  });
  const facts: LiveFacts = { items, registrationOpen: false, maxSeats: 10, generatedAt: new Date().toISOString() };
  await page.route('**/api/live-facts', (route) => route.fulfill({ json: facts }));
}

/** Every level free: pages under test do not depend on what other tests registered. */
export const allLevelsFree = (page: Page): Promise<void> => sponsorLevelsLive(page);

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
