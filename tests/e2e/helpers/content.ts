// Shared bits for the content-page specs: the list of content pages and a wait for islands.
import type { Page } from '@playwright/test';

export const contentPages = [
  { path: '/', heading: /Welcome to WOOP/ },
  { path: '/about', heading: 'About WOOP' },
  { path: '/schedule', heading: 'Tournament Schedule - September 25-26, 2025' },
  { path: '/photos', heading: 'Photos' },
  { path: '/sponsorship', heading: 'Sponsors' },
  { path: '/contact', heading: 'Contact' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Privacy and Legal' },
  { path: '/no-such-page', heading: '404 Page Not Found' },
  // The organizer's guide: static Markdown in the site's shell, checked like the content pages.
  { path: '/admin/guide', heading: /^Organizer.s guide$/ },
] as const;

/**
 * Resolves once every Astro island on the page has hydrated (Astro drops `ssr` when it has) and
 * every prebuilt form's script has run (src/islands/forms/enhance.ts marks it `data-enhanced`).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr], form[data-enhance]:not([data-enhanced])') === null);
}
