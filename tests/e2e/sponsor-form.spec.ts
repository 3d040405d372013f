// The sponsor registration form (/exact-copy): every message, then register and pay.
import { expect, test, type Page } from '@playwright/test';
import { captureBuyNow } from './sponsor-helpers.ts';

const messages = [
  'First name is required',
  'Last name is required',
  'Invalid email address',
  'Phone number is required',
  'Company name is required',
  'Job title is required',
  'Please select a sponsorship level',
  'Street address is required',
  'City is required',
  'State is required',
  'ZIP code is required',
  'You must agree to the terms and conditions',
];

async function fillForm(page: Page, level: RegExp, who = { first: 'Pat', last: 'Driller', email: 'pat@example.com' }) {
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
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

test('the empty form shows every message in the summary and beside its field', async ({ page }) => {
  await page.goto('/exact-copy');
  await expect(page.getByLabel('T-shirt size')).toHaveValue('L');
  await expect(page.getByLabel('T-shirt size').getByRole('option')).toHaveText(['S', 'M', 'L', 'XL', 'XXL']);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  for (const message of messages) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Error: First name is required');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Error: Invalid email address');
  await summary.getByRole('link', { name: 'ZIP code is required' }).click();
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(summary.getByRole('link', { name: 'Invalid email address' })).toBeVisible();
});

test('Cancel returns to /registration', async ({ page }) => {
  await page.goto('/exact-copy');
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/registration');
});

test('a failed registration keeps what was typed and says so', async ({ page }) => {
  await page.route('**/api/register', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
  await page.goto('/exact-copy');
  await fillForm(page, /^Table Sponsor/);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByText('An error occurred during registration. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Company')).toHaveValue('Acme Midstream');
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
});

test('registers the sponsor with the mapped payload, then pays the server amount on PayPal', async ({ page, baseURL }) => {
  let payload: Record<string, unknown> = {};
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/register', async (route) => {
    payload = route.request().postDataJSON();
    await held;
    await route.fulfill({ status: 201, json: { registrationId: 'WOOP-TEST123456', amount: '3750.00' } });
  });
  await page.goto('/exact-copy');
  await fillForm(page, /^Table Sponsor/);
  await page.getByLabel('T-shirt size').selectOption('XL');
  const posted = captureBuyNow(page);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('button', { name: 'Preparing PayPal...' })).toBeDisabled();
  release();
  const fields = await posted;
  expect(payload).toMatchObject({
    registrationType: 'table',
    firstName: 'Pat',
    lastName: 'Driller',
    email: 'pat@example.com',
    company: 'Acme Midstream',
    jobTitle: 'Landman',
    tShirtSize: 'XL',
    billingStreet: '1 Main St',
    billingZip: '77002',
    amount: '3750.00',
    experience: 'Not specified',
    agreeTerms: true,
  });
  expect(fields).toMatchObject({
    cmd: '_xclick',
    item_name: 'WOOP Sponsorship - Table Sponsor',
    amount: '3750.00',
    currency_code: 'USD',
    return: `${baseURL}/sponsor-payment-success`,
    cancel_return: `${baseURL}/exact-copy`,
  });
  // PayPal sends the buyer back to the success page, which shows what the form stored.
  await page.goto('/sponsor-payment-success');
  const details = page.getByRole('region', { name: 'Your sponsorship' });
  await expect(details.getByText('Pat Driller')).toBeVisible();
  await expect(details.getByText('Table Sponsor')).toBeVisible();
  await expect(details.getByText('$3,750.00')).toBeVisible();
  await expect(details.getByText('pat@example.com')).toBeVisible();
});
