// The payment lifecycle as people see it: a $0 registration is confirmed at once; a
// payment refunded from PayPal (the simulator's control page) shows as refunded in /admin, where
// the organizer can filter and search; a mismatched payment shows in the Payments view.
import { expect, test, type Page } from '@playwright/test';
import { annie, fillVisitor, openRegistration, submitButton } from './registration-helpers.ts';

const simPort = process.env.E2E_PAYPAL_SIM_PORT;

test('a registration a promo code makes free is confirmed at once, with no payment step', async ({ page }) => {
  await openRegistration(page);
  await fillVisitor(page, { ...annie, email: `comped${Date.now()}@example.com` });
  await page.getByRole('textbox', { name: 'Promo Code' }).fill('karl0');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(submitButton(page)).toHaveText('Register & Pay $0.00');
  await submitButton(page).click();
  const modal = page.getByRole('dialog', { name: 'Registration Successful!' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
  await expect(page.getByText(/there is nothing to pay/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toHaveCount(0);
});

/** Registers All In for `email` and pays on the simulator in this window (phone flow). */
async function registerAndPay(page: Page, email: string): Promise<{ registrationId: string; key: string }> {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRegistration(page);
  await fillVisitor(page, { ...annie, email, lastName: `Refundee${Date.now()}` });
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  const registrationId = (await page.getByText(/^WOOP-/).first().textContent())!.trim();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  return { registrationId, key: new URL(page.url()).searchParams.get('key')! };
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByPlaceholder('Enter admin password').fill('e2e-admin-password');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
}

test('a payment refunded at PayPal shows as refunded in the admin, found by search and by the state filter', async ({ page }) => {
  test.skip(!simPort, 'E2E_PAYPAL_SIM_PORT pins the simulator, whose control page is on its own port');
  const email = `refund${Date.now()}@example.com`;
  const { registrationId, key } = await registerAndPay(page, email);

  // The organizer refunds it in PayPal: the simulator's control page sends the Refunded IPN.
  await page.goto(`http://127.0.0.1:${simPort}/__sim/`);
  const row = page.getByRole('row').filter({ hasText: key });
  await row.getByRole('button', { name: /^Refund / }).click();
  await expect(page.getByRole('status')).toContainText('Refunded');

  await signIn(page);
  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  await page.getByRole('searchbox').fill(registrationId);
  const found = page.getByRole('row').filter({ hasText: registrationId });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(/refunded/i);
  await page.getByRole('searchbox').fill('');
  await page.getByRole('combobox', { name: /state|filter/i }).selectOption('refunded');
  await expect(page.getByRole('row').filter({ hasText: registrationId })).toHaveCount(1);
  await page.getByRole('combobox', { name: /state|filter/i }).selectOption('paid');
  await expect(page.getByRole('row').filter({ hasText: registrationId })).toHaveCount(0);
});

test('a payment of the wrong amount is not marked paid and shows in the Payments view', async ({ page, request }) => {
  // A registration, then a tampered buy-now form (the amount changed) paid on the simulator.
  const registered = await request.post('/api/register', {
    data: { ...visitorPayload(`tamper${Date.now()}@example.com`), registrationType: 'all-in', amount: '' },
  });
  expect(registered.status()).toBe(201);
  const { registrationId, registrationKey } = (await registered.json()) as { registrationId: string; registrationKey: string };
  const form = (await (await request.get(`/api/paypal-checkout?key=${registrationKey}`)).json()) as { action: string; fields: [string, string][] };
  const tampered = Object.fromEntries(form.fields.map(([k, v]) => [k, k === 'amount' ? '1.00' : v]));
  const payPage = await request.post(form.action, { form: tampered });
  const action = /action="(\/webscr\/sessions\/[^"]+\/pay)"/.exec(await payPage.text())?.[1];
  expect(action).toBeTruthy();
  await request.post(new URL(action!, form.action).toString(), { maxRedirects: 0 });

  await signIn(page);
  await page.getByRole('button', { name: 'View Payments' }).click();
  const event = page.getByRole('row').filter({ hasText: registrationId });
  await expect(event.first()).toContainText('Amount mismatch');
  const stored = await request.post('/api/store-paypal-registration', { data: { registrationKey } });
  expect(((await stored.json()) as { paymentStatus: string }).paymentStatus).toBe('pending');
});

function visitorPayload(email: string) {
  return {
    firstName: 'Tam', lastName: 'Pered', email, phone: '3375550100', company: 'Bayou Energy', jobTitle: 'Landman', tShirtSize: 'L',
    billingStreet: '1 Main St', billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', experience: 'Not specified',
    agreeTerms: true, referral: '', dietaryRestrictions: '', roomAdditions: [], promoCode: '',
  };
}

