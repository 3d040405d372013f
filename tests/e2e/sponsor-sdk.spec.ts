// The JS SDK pages and the server-order page against the PayPal simulator: POST /order, approval
// in PayPal's window, POST /order/:id/capture; only a COMPLETED capture reaches the success page.
import { expect, test, type Page } from '@playwright/test';
import { allLevelsFree, chooseLevel, expectToast } from './sponsor-helpers.ts';

const sdkPages = ['/standard-paypal', '/simple-paypal', '/popup-paypal', '/embedded-paypal'];

async function openApproval(page: Page, path: string, level = /^Test Sponsor/, price = '$2.00'): Promise<Page> {
  await page.goto(path);
  await chooseLevel(page, level);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PayPal' }).click();
  const popup = await popupOpened;
  // The popup loads PayPal's (simulated) approval page: allow for a busy machine.
  await expect(popup.getByText(`Pay ${price} USD`)).toBeVisible({ timeout: 15_000 });
  return popup;
}

for (const path of sdkPages) {
  test(`${path}: order, approval and capture lead to the success page with the record`, async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.method() === 'POST' && /^\/order(\/|$)/.test(url.pathname)) calls.push(url.pathname.replace(/\/order\/[^/]+\//, '/order/:id/'));
    });
    const popup = await openApproval(page, path);
    await popup.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/sponsor-payment-success$/);
    expect(calls).toEqual(['/order', '/order/:id/capture']);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sponsorshipRegistration') ?? 'null'));
    expect(stored).toMatchObject({ level: 'Test Sponsor', amount: '2.00' });
    expect(stored.email).toMatch(/@/);
    const details = page.getByRole('region', { name: 'Your sponsorship' });
    await expect(details.getByText('Test Sponsor')).toBeVisible();
    await expect(details.getByText('$2.00')).toBeVisible();
  });
}

// A sponsorship bought with the SDK buttons becomes a registration with its player entries.
test("a Table sponsorship paid with the SDK buttons shows its two player entries on the success page", async ({ page, request }) => {
  await allLevelsFree(page);
  const popup = await openApproval(page, '/popup-paypal', /^Table Sponsor/, '$3,750.00');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sponsor-payment-success$/);
  const entries = page.getByRole('region', { name: 'Your player entries' });
  await expect(entries.getByRole('link', { name: /^Register a player with entry/ })).toHaveCount(2);

  // Give the place back for the other tests: the organizer deletes the new sponsorship.
  const { registrationKey } = await page.evaluate(() => JSON.parse(localStorage.getItem('sponsorshipRegistration') ?? '{}'));
  const { registrationId } = await (await request.post('/api/sponsor-entries', { data: { registrationKey } })).json();
  const login = await request.post('/api/admin/login', { data: { password: 'e2e-admin-password' } });
  const { token } = await login.json();
  expect((await request.delete(`/api/admin/registrations/${registrationId}`, { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
});

test('a declined card shows Payment Error and stays on the page', async ({ page }) => {
  const popup = await openApproval(page, '/standard-paypal');
  await popup.getByRole('button', { name: 'Decline card' }).click();
  await expectToast(page, 'Payment Error', 'There was a problem processing your payment. Please try again.');
  await expect(page).toHaveURL(/\/standard-paypal$/);
});

test('a capture that is not COMPLETED shows Payment Failed and does not redirect', async ({ page }) => {
  await page.route('**/order/*/capture', (route) => route.fulfill({ json: { status: 'PENDING', payer: { name: 'A B', email: 'a@b.co' } } }));
  const popup = await openApproval(page, '/standard-paypal');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  await expectToast(page, 'Payment Failed', 'Your payment was not completed. Please try again.');
  await expect(page).toHaveURL(/\/standard-paypal$/);
  expect(await page.evaluate(() => localStorage.getItem('sponsorshipRegistration'))).toBeNull();
});

test('the SDK is loaded with the configured client id from the local simulator', async ({ page }) => {
  const sdk = page.waitForRequest((r) => new URL(r.url()).pathname === '/sdk/js');
  await page.goto('/simple-paypal');
  await chooseLevel(page, /^Test Sponsor/);
  const url = new URL((await sdk).url());
  expect(url.searchParams.get('client-id')).toBe('sim-client-id');
  expect(url.searchParams.get('currency')).toBe('USD');
});
