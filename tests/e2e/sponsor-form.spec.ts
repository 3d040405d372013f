// The sponsor registration form (/exact-copy): every message, then register and pay through the
// PayPal simulator; a taken level is refused by the server.
import { expect, test, type Page } from '@playwright/test';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import { allLevelsFree, fillSponsorForm as fillForm, formFields, webscr, expectToast } from './sponsor-helpers.ts';

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

test('on a wide screen the Email box beside the Phone hint is as tall as every other box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/exact-copy');
  const height = async (label: string) => (await page.getByLabel(label).boundingBox())!.height;
  expect(await height('Email')).toBe(await height('First name'));
  expect(await height('Email')).toBe(await height('Phone'));
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

test('a blocked popup is reported before anything is registered', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  let registered = false;
  await page.route('**/api/register', (route) => {
    registered = true;
    return route.abort();
  });
  await page.goto('/exact-copy');
  await fillForm(page, /^Test Sponsor/);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expectToast(page, 'Popup Blocked', 'Please allow popups for this site to continue with payment.');
  expect(registered).toBe(false);
});

test('registers the sponsor, pays on PayPal (simulator) and shows the sponsor success page', async ({ page }) => {
  let payload: Record<string, unknown> = {};
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/register', async (route) => {
    payload = route.request().postDataJSON();
    await held;
    await route.continue();
  });
  let fields: Record<string, string> = {};
  await page.context().route(webscr, async (route) => {
    if (route.request().method() === 'POST') fields = formFields(route.request());
    await route.continue();
  });
  await page.goto('/exact-copy');
  await fillForm(page, /^Test Sponsor/);
  await page.getByLabel('T-shirt size').selectOption('XL');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('button', { name: 'Preparing PayPal...' })).toBeDisabled();
  release();
  const popup = await popupOpened;
  // Registering, storing the payment key and building the form take three calls: allow for a busy machine.
  await expect(popup.getByRole('heading', { name: /Pay \$2\.00/ })).toBeVisible({ timeout: 15_000 });

  expect(payload).toMatchObject({
    registrationType: 'test',
    firstName: 'Pat',
    lastName: 'Driller',
    email: 'pat@example.com',
    phone: '337 555 0123',
    company: 'Acme Midstream',
    jobTitle: 'Landman',
    tShirtSize: 'XL',
    billingStreet: '1 Main St',
    billingCity: 'Houston',
    billingState: 'TX',
    billingZip: '77002',
    amount: '2.00',
    experience: 'Not specified',
    agreeTerms: true,
  });
  expect(fields).toMatchObject({
    cmd: '_xclick',
    item_name: 'WOOP Tournament Registration - Test Sponsor',
    amount: '2.00',
    currency_code: 'USD',
    notify_url: expect.stringMatching(/\/api\/paypal-ipn$/),
  });

  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/sponsor-payment-success$/);
  const details = page.getByRole('region', { name: 'Your sponsorship' });
  await expect(details.getByText('Pat Driller')).toBeVisible();
  await expect(details.getByText('Test Sponsor')).toBeVisible();
  await expect(details.getByText('$2.00')).toBeVisible();
  await expect(details.getByText('pat@example.com')).toBeVisible();
});

test('a taken level is refused by the server: the second Cocktail registration gets the message', async ({ page, request }) => {
  const cocktail = {
    registrationType: 'cocktail', roomAdditions: [], firstName: 'Ann', lastName: 'First', email: 'ann@example.com',
    phone: '3375550100', company: 'Bayou Minerals', jobTitle: 'CEO', tShirtSize: 'L', billingStreet: '1 A St',
    billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', amount: '5250.00', experience: 'Not specified',
    agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode: '',
  };
  // The first buys the only Cocktail place (or it was sold in an earlier run): registered and paid
  // on the simulator (an unpaid registration keeps no buyer out, a payment does).
  const first = await request.post('/api/register', { data: cocktail });
  expect([201, 409]).toContain(first.status());
  if (first.status() === 201) {
    const { registrationKey } = (await first.json()) as { registrationKey: string };
    const form = (await (await request.get(`/api/paypal-checkout?key=${registrationKey}`)).json()) as { action: string; fields: [string, string][] };
    const payPage = await request.post(form.action, { form: Object.fromEntries(form.fields) });
    const action = /action="(\/webscr\/sessions\/[^"]+\/pay)"/.exec(await payPage.text())?.[1];
    expect(action).toBeTruthy();
    await request.post(new URL(action!, form.action).toString(), { maxRedirects: 0 });
    await expect.poll(async () => (await (await request.post('/api/store-paypal-registration', { data: { registrationKey } })).json()).paymentStatus).toBe('paid');
  }
  const second = await request.post('/api/register', { data: { ...cocktail, email: 'bob@example.com' } });
  expect(second.status()).toBe(409);

  // The live answer (cached by the CDN a few seconds) says so within its 10 s bound.
  const cocktailNow = async () => ((await (await request.get('/api/live-facts')).json()) as LiveFacts).items.find((i) => i.id === 'cocktail');
  await expect.poll(cocktailNow, { timeout: 15_000 }).toMatchObject({ kind: 'sponsor', name: 'Cocktail Sponsor', priceCents: 525000, capacity: 1, left: 0, state: 'sold_out' });
  await page.goto('/button-payment');
  await expect(page.getByRole('radio', { name: /Cocktail Sponsor/ })).toBeDisabled();
  await expect(page.getByText('(TAKEN)')).toBeVisible();

  // A page that still shows the level free (opened before the place went) is refused on submit.
  await allLevelsFree(page);
  await page.goto('/exact-copy');
  await fillForm(page, /Cocktail Sponsor/, 'carol@example.com');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByText('An error occurred during registration. Please try again.')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'This sponsorship level is no longer available.' })).toBeVisible();
});
