// Every form that asks for an e-mail address suggests the common provider a mistyped
// domain is close to ("Did you mean name@gmail.com?"), accepted with one tap, and never stands in
// the way of the address as typed. The hint is the shared e-mail field's (src/islands/forms/).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { annie, field, fillVisitor, islandsReady, openRegistration, submitButton } from './registration-helpers.ts';
import { allLevelsFree } from './sponsor-helpers.ts';

/** "Did you mean <address>?" (the browser's description puts a space after the address's button). */
const didYouMean = (suggestion: string) => new RegExp(`Did you mean ${suggestion.replace(/[.]/g, '\\.')} ?\\?`);

/** Leaves the field (the hint is worked out then) and checks what it says. */
async function expectHint(page: Page, input: Locator, suggestion: string): Promise<void> {
  await input.press('Tab');
  await expect(page.getByRole('button', { name: suggestion, exact: true })).toBeVisible();
  await expect(input).toHaveAccessibleDescription(didYouMean(suggestion));
}

test('registration: the hint appears for name@gmial.com and one tap puts name@gmail.com in the field', async ({ page }) => {
  await openRegistration(page);
  // The e-mail is filled before the fields after it: the visitor has left it when the hint is checked.
  await fillVisitor(page, { ...annie, email: 'name@gmial.com' });
  const email = field(page, 'Email');
  await expect(page.getByRole('button', { name: 'name@gmail.com', exact: true })).toBeVisible();
  await expect(email).toHaveAccessibleDescription(didYouMean('name@gmail.com'));

  await page.getByRole('button', { name: 'name@gmail.com', exact: true }).click();
  await expect(email).toHaveValue('name@gmail.com');
  await expect(email).toBeFocused();
  await expect(page.getByRole('button', { name: 'name@gmail.com', exact: true })).toHaveCount(0);
  await expect(email).not.toHaveAccessibleDescription(/Did you mean/);

  // The accepted address is the one registered.
  const request = page.waitForRequest('**/api/register');
  await submitButton(page).click();
  expect(((await request).postDataJSON() as { email: string }).email).toBe('name@gmail.com');
  await expect(page.getByRole('region', { name: 'Complete Your Payment' })).toBeVisible();
});

test('registration: no hint for a correct address, and any edit hides a hint', async ({ page }) => {
  await openRegistration(page);
  const email = field(page, 'Email');
  await email.fill('annie@example.com');
  await email.press('Tab');
  await email.fill('annie@hotmial.com');
  await expectHint(page, email, 'annie@hotmail.com');
  await email.fill('annie@hotmial.co');
  await expect(page.getByRole('button', { name: 'annie@hotmail.com', exact: true })).toHaveCount(0);
  await email.fill('annie@example.com');
  await email.press('Tab');
  await expect(page.getByRole('button', { name: /^annie@/ })).toHaveCount(0);
  await expect(email).not.toHaveAccessibleDescription(/Did you mean/);
});

test('sponsor form: the hint is offered and accepted with one tap', async ({ page }) => {
  await allLevelsFree(page);
  await page.goto('/exact-copy');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('pat@gmial.com');
  await expectHint(page, email, 'pat@gmail.com');
  await page.getByRole('button', { name: 'pat@gmail.com', exact: true }).click();
  await expect(email).toHaveValue('pat@gmail.com');
});

test('notify form: the hint is offered and accepted with one tap', async ({ page }) => {
  await page.goto('/register');
  await islandsReady(page);
  const email = page.getByLabel('Notify Me', { exact: true });
  await email.fill('lee@yaho.com');
  await expectHint(page, email, 'lee@yahoo.com');
  await page.getByRole('button', { name: 'lee@yahoo.com', exact: true }).click();
  await expect(email).toHaveValue('lee@yahoo.com');
});

test('contact form: the hint never blocks the address as typed', async ({ page }) => {
  await page.goto('/contact');
  await islandsReady(page);
  const email = page.getByLabel('Your email address', { exact: true });
  const typed = `dana-${Date.now()}@gmial.com`;
  await page.getByLabel('Your name', { exact: true }).fill('Dana Doucet');
  await email.fill(typed);
  await expectHint(page, email, typed.replace('gmial', 'gmail'));
  await page.getByLabel('Subject', { exact: true }).fill('Parking');
  await page.getByLabel('Message', { exact: true }).fill('Is there valet parking on Friday night?');
  const request = page.waitForRequest('**/api/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect(((await request).postDataJSON() as { email: string }).email).toBe(typed);
  await expect(page.getByRole('status')).toContainText('Thank you! Your message has been sent to the organizers.');
});
