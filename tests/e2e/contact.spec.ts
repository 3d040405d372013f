// /contact's form against the real server (only the server-error state is forced at the browser's
// edge), and the notify form's confirmation e-mail landing in .data/outbox (no SMTP_URL in e2e).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './registration-helpers.ts';

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const send = (page: Page) => page.getByRole('button', { name: /^(Send message|Sending\.\.\.)$/ });

async function openContact(page: Page) {
  await page.goto('/contact');
  await islandsReady(page);
}

async function fillAll(page: Page, email: string) {
  await field(page, 'Your name').fill('Dana Doucet');
  await field(page, 'Your email address').fill(email);
  await field(page, 'Subject').fill('Parking at the casino');
  await field(page, 'Message').fill('Is there valet parking on Friday night?');
}

test('success: the message is sent, the thanks is shown and the form is cleared', async ({ page }) => {
  await openContact(page);
  await fillAll(page, unique('contact'));
  await send(page).click();
  await expect(page.getByRole('status')).toContainText('Thank you! Your message has been sent to the organizers.');
  await expect(field(page, 'Message')).toHaveValue('');
  await expect(field(page, 'Your name')).toHaveValue('');
});

test('field errors: a summary linking to each field, messages beside them, and what was typed is kept', async ({ page }) => {
  await openContact(page);
  await field(page, 'Your name').fill('Dana Doucet');
  await field(page, 'Your email address').fill('not-an-email');
  await send(page).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There is a problem');
  await expect(summary.getByRole('link', { name: 'Enter an email address in the correct format, like name@example.com' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter a subject' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter your message' })).toBeVisible();
  await expect(field(page, 'Subject')).toHaveAccessibleDescription('Error: Enter a subject');
  await expect(field(page, 'Your email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Your name')).toHaveValue('Dana Doucet');
  await expect(field(page, 'Your email address')).toHaveValue('not-an-email');
  await summary.getByRole('link', { name: 'Enter your message' }).click();
  await expect(field(page, 'Message')).toBeFocused();
});

test('server error: the server message is shown and nothing typed is lost', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The service is temporarily unavailable. Please try again in a moment.' }) }),
  );
  await page.goto('/contact');
  await islandsReady(page);
  const email = unique('contact-down');
  await fillAll(page, email);
  await send(page).click();
  await expect(page.getByRole('status')).toContainText('The service is temporarily unavailable. Please try again in a moment.');
  await expect(field(page, 'Your email address')).toHaveValue(email);
  await expect(field(page, 'Message')).toHaveValue('Is there valet parking on Friday night?');
});

test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
  await openContact(page);
  const trap = page.getByLabel('Leave this field empty');
  await expect(trap).not.toBeInViewport(); // off-screen, never displayed to people
  await expect(trap).toHaveAttribute('tabindex', '-1'); // not reachable with Tab
  await expect(trap).toHaveAttribute('autocomplete', 'off'); // browsers do not fill it in
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0); // aria-hidden
});

test("the notify form's confirmation e-mail is written to .data/outbox", async ({ page }) => {
  const email = unique('outbox');
  await page.goto('/register');
  await islandsReady(page);
  await page.getByLabel('Notify Me', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('status')).toContainText('A confirmation email has been sent to your inbox.');
  const dir = path.join(process.cwd(), '.data', 'outbox');
  const found = existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8')).find((m) => m.includes(`To: ${email}`)) : undefined;
  expect(found, `an .eml to ${email} in ${dir}`).toBeDefined();
  // The e2e server has player levels on sale: the confirmation says registration is open.
  expect(found).toContain('Subject: WOOP: registration is open');
});
