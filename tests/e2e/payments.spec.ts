// Registration -> PayPal (the local simulator's pages) -> back, in real Chromium.
import { expect, test, type Page } from '@playwright/test';

let seq = 0;
async function registerAndReachPayment(page: Page): Promise<{ email: string }> {
  seq += 1;
  const email = `pay${Date.now()}${seq}@example.com`;
  await page.goto('/registration');
  // Astro removes the ssr attribute once an island is hydrated: before that, typing is lost on React.
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByRole('radio', { name: /All In/ }).check();
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Player');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('3375550100');
  await page.getByLabel('Company').fill('Bayou Energy');
  await page.getByLabel('Job title').fill('Landman');
  await page.getByLabel('T-shirt size').selectOption('L');
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Lake Charles');
  await page.getByLabel('State').fill('LA');
  await page.getByLabel('ZIP code').fill('70601');
  await page.getByRole('button', { name: /Register & Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  // The notice matches the flow: a popup on a desktop window, this same tab on a phone.
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  const notice = page.getByText(phone ? 'PayPal opens in this tab. Once you have paid, PayPal brings you back here to your confirmation.' : /PayPal opens in a new window\. If nothing happens, please disable your popup blocker/);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveAccessibleDescription(await notice.textContent() ?? '');
  if (phone) await expect(page.getByText(/popup/i)).toHaveCount(0);
  return { email };
}

test.describe('desktop: PayPal in a popup', () => {
  test('pay in the popup -> success modal on the registration screen', async ({ page }) => {
    await registerAndReachPayment(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    await expect(popup.getByText(/\$2,450\.00/).first()).toBeVisible();
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    // The popup lands on /payment-success, tells us, and closes itself.
    await expect(page.getByRole('dialog', { name: 'Registration Successful!' })).toBeVisible();
    await popup.waitForEvent('close');
    await expect(page).toHaveURL(/\/registration$/);
  });

  test('cancel on PayPal -> back to /registration, nothing paid', async ({ page }) => {
    await registerAndReachPayment(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: /Cancel/ }).click();
    await expect(popup).toHaveURL(/\/registration$/);
    await popup.close();
    // Once the popup is closed the screen moves on to /payment-success, which is honest about it.
    await expect(page).toHaveURL(/\/payment-success\?key=/);
    await expect(page.getByRole('heading', { name: 'Your payment is being confirmed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
    const key = new URL(page.url()).searchParams.get('key');
    const stored = await page.request.post('/api/store-paypal-registration', { data: { registrationKey: key } });
    expect((await stored.json()).paymentStatus).toBe('pending');
  });

  test('a blocked popup -> the alert, and the popup asked for is 500 x 600', async ({ page }) => {
    await registerAndReachPayment(page);
    await page.evaluate(() => {
      const w = window as unknown as { __openArgs: unknown[]; open: unknown };
      w.open = (...args: unknown[]) => {
        w.__openArgs = args;
        return null;
      };
    });
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept(); // the click resolves only once the alert is answered
    });
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect.poll(() => alerts).toEqual(['Popup was blocked. Please try again.']);
    const features = String((await page.evaluate(() => (window as unknown as { __openArgs: unknown[] }).__openArgs))[2]);
    expect(features).toContain('width=500');
    expect(features).toContain('height=600');
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  });
});

test.describe('phone: PayPal in the same window', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('pay -> /payment-success with the registration details', async ({ page }) => {
    const { email } = await registerAndReachPayment(page);
    const registrationId = (await page.getByText(/^WOOP-/).first().textContent())!.trim();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/payment-success\?key=/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Registration Details' });
    await expect(details).toContainText(registrationId);
    await expect(details).toContainText('Pat Player');
    await expect(details).toContainText(email);
    await expect(details).toContainText('All In');
    await expect(details).toContainText('Amount Paid');
    await expect(details).toContainText('$2,450.00');
    await expect(page.getByText('The event starts September 25th at noon.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', '/schedule');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

test('/payment-success without a key goes to /', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page).toHaveURL(/\/$/);
});
