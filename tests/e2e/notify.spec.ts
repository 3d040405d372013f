// /register: the general-registration variant with the Notify Me form, against the real server
// (only the error states are forced at the browser's edge).
import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './registration-helpers.ts';

const emailField = (page: Page) => page.getByLabel('Notify Me', { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: /^(Notify Me|Processing\.\.\.)$/ });
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openRegister(page: Page) {
  await page.goto('/register');
  await islandsReady(page);
}

test('the page offers sponsor registration and the Notify Me form', async ({ page }) => {
  await openRegister(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Registration' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sponsor Registration is Open' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sponsor Registration/ })).toHaveAttribute('href', '/registration');
  await expect(emailField(page)).toHaveAttribute('type', 'email');
  await expect(emailField(page)).toHaveAttribute('required', '');
});

test('success: Processing... while sending, then the thanks, the confirmation note and a cleared field', async ({ page }) => {
  await openRegister(page);
  const email = uniqueEmail('notify');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/registration-interest', async (route) => {
    await held;
    await route.continue();
  });
  const request = page.waitForRequest('**/api/registration-interest');
  await emailField(page).fill(email);
  await sendButton(page).click();
  await expect(sendButton(page)).toHaveText('Processing...');
  await expect(sendButton(page)).toBeDisabled();
  await expect(emailField(page)).toBeDisabled();
  expect((await request).postDataJSON()).toEqual({ email, sendConfirmation: true });
  release();
  const status = page.getByRole('status');
  // The e2e server has player levels on sale: the answer says registration is open (SPEC's text for
  // nothing on sale is checked in tests/integration/promo-interest.test.ts).
  await expect(status).toContainText("Thank you! Registration is open now; we will send you the tournament's news.");
  await expect(status).toContainText('A confirmation email has been sent to your inbox.');
  await expect(emailField(page)).toHaveValue('');
  await expect(emailField(page)).toBeEnabled();
  await expect(sendButton(page)).toHaveText('Notify Me');
});

test('a duplicate address shows the server message', async ({ page }) => {
  await openRegister(page);
  const email = uniqueEmail('twice');
  await emailField(page).fill(email);
  await sendButton(page).click();
  await expect(page.getByRole('status')).toContainText('Thank you! Registration is open now');
  await emailField(page).fill(email.toUpperCase());
  await sendButton(page).click();
  await expect(page.getByRole('status')).toContainText("You're already on the list. Registration is open now.");
});

test('a server error says so and keeps the address', async ({ page }) => {
  await openRegister(page);
  await page.route('**/api/registration-interest', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
  await emailField(page).fill('kept@example.com');
  await sendButton(page).click();
  await expect(page.getByRole('status')).toHaveText('Error saving your email. Please try again.');
  await expect(emailField(page)).toHaveValue('kept@example.com');
  await expect(sendButton(page)).toHaveText('Notify Me');
});

test('a network failure says so', async ({ page }) => {
  await openRegister(page);
  await page.route('**/api/registration-interest', (route) => route.abort('internetdisconnected'));
  await emailField(page).fill('offline@example.com');
  await sendButton(page).click();
  await expect(page.getByRole('status')).toHaveText('An error occurred. Please try again later.');
});

test('an empty address is not sent', async ({ page }) => {
  await openRegister(page);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/registration-interest')) sent += 1;
  });
  await sendButton(page).click();
  await expect(emailField(page)).toBeFocused(); // the browser points at the missing value
  expect(await emailField(page).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(page.getByRole('status')).toHaveText('');
  expect(sent).toBe(0);
});
