// The organizer's side of the specs that drive /admin through its API or check its screens.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** playwright.config.ts gives the e2e server this admin password. */
export const adminPassword = 'e2e-admin-password';

/** A session token for the admin API, signed in with the shared password. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: { password: adminPassword } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** WCAG 2 A and AA violations on the page as it is now. */
export async function violations(page: Page): Promise<string[]> {
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
