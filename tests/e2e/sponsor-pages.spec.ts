// The sponsor payment routes: each shows its payment method; buy-now posts carry exactly the
// right fields; mailto and PayPal.me links are right; the record reaches the success page.
import { expect, test } from '@playwright/test';
import { allLevelsFree, captureBuyNow, chooseLevel, expectToast } from './sponsor-helpers.ts';

const buyNowPages = ['/matching-payment', '/button-payment', '/direct-button-payment', '/html-form-paypal'];
// Final Table Sponsor is sold out for a while by waiting-list-sponsor.spec.ts, on the same server: the
// tests choosing it answer the live facts themselves (every level free).

for (const path of buyNowPages) {
  test(`${path} posts PayPal's buy-now form for the chosen level`, async ({ page, baseURL }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsorship Payment' })).toBeVisible();
    await chooseLevel(page, /^Table Sponsor/);
    await expect(page.getByRole('heading', { name: 'Table Sponsor: $3,750.00' })).toBeFocused();
    const posted = captureBuyNow(page);
    await page.getByRole('button', { name: 'Pay $3,750.00 with PayPal' }).click();
    const fields = await posted;
    expect(Object.keys(fields).sort()).toEqual(
      ['amount', 'business', 'cancel_return', 'cmd', 'currency_code', 'item_name', 'no_shipping', 'return'].sort(),
    );
    expect(fields).toMatchObject({
      cmd: '_xclick',
      item_name: 'WOOP Sponsorship - Table Sponsor',
      amount: '3750.00',
      currency_code: 'USD',
      no_shipping: '1',
      return: `${baseURL}/sponsor-payment-success`,
      cancel_return: `${baseURL}${path}`,
    });
    expect(fields.business).not.toBe('');
  });
}

test('Choose a Different Level goes back to the list', async ({ page }) => {
  await page.goto('/button-payment');
  await chooseLevel(page, /Test Sponsor/);
  await expect(page.getByRole('button', { name: 'Pay $2.00 with PayPal' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose a Different Level' }).click();
  await expect(page.getByRole('radio', { name: /Test Sponsor/ })).toBeChecked();
});

test('continuing without a level asks for one', async ({ page }) => {
  await page.goto('/matching-payment');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please select a sponsorship level')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Test Sponsor/ })).toBeFocused();
});

test('/final-paypal warns when the popup is blocked', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/final-paypal');
  await chooseLevel(page, /^Test Sponsor/);
  await page.getByRole('button', { name: 'Pay $2.00 with PayPal' }).click();
  await expectToast(page, 'Popup Blocked', 'Please allow popups for this site to continue with payment.');
});

test('/final-paypal opens PayPal in a popup with the buy-now fields', async ({ page, baseURL }) => {
  await allLevelsFree(page);
  await page.goto('/final-paypal');
  await chooseLevel(page, /Final Table Sponsor/);
  const posted = captureBuyNow(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay $6,250.00 with PayPal' }).click();
  await popup;
  const fields = await posted;
  expect(fields).toMatchObject({ amount: '6250.00', item_name: 'WOOP Sponsorship - Final Table Sponsor', cancel_return: `${baseURL}/final-paypal` });
});

test('/simple-payment e-mails the treasurer with the level and amount', async ({ page }) => {
  await allLevelsFree(page);
  await page.goto('/simple-payment');
  await chooseLevel(page, /Final Table Sponsor/);
  const href = await page.getByRole('link', { name: 'Email the Treasurer' }).getAttribute('href');
  const url = new URL(href!);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toMatch(/^treasurer@/);
  expect(url.searchParams.get('subject')).toBe('WOOP Sponsorship - Final Table Sponsor ($6,250.00)');
  expect(url.searchParams.get('body')).toContain('Final Table Sponsor level ($6,250.00)');
});

test('/working-payment offers PayPal.me in a new window, e-mail and check or bank transfer', async ({ page }) => {
  await page.goto('/working-payment');
  await chooseLevel(page, /^Table Sponsor/);
  const paypalMe = page.getByRole('link', { name: /Pay with PayPal\.me/ });
  await expect(paypalMe).toHaveAttribute('href', /^https:\/\/paypal\.me\/[^/]+\/3750\.00USD$/);
  await expect(paypalMe).toHaveAttribute('target', '_blank');
  await expect(paypalMe).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('link', { name: 'Email for Payment' })).toHaveAttribute('href', /^mailto:treasurer@.*Table%20Sponsor/);
  await expect(page.getByText(/Prefer to pay by check or bank transfer/)).toBeVisible();
  // ... and the registration the organizer marks paid when the check or transfer arrives.
  await expect(page.getByRole('button', { name: 'Register and get an invoice' })).toBeVisible();
});

test('/paypal-me-payment gives PayPal.me and check instructions to a Houston address', async ({ page }) => {
  await page.goto('/paypal-me-payment');
  await chooseLevel(page, /Test Sponsor/);
  await expect(page.getByRole('link', { name: /Pay with PayPal\.me/ })).toHaveAttribute('href', /\/2\.00USD$/);
  await expect(page.getByRole('heading', { name: 'Pay by check' })).toBeVisible();
  await expect(page.getByText(/payable to World Oilman's Overnight Poker Tournament/)).toBeVisible();
  await expect(page.getByText(/Houston, TX/)).toBeVisible();
});

test('/final-payment stores the sponsorship record and shows it on the success page', async ({ page }) => {
  await allLevelsFree(page);
  await page.goto('/final-payment');
  await chooseLevel(page, /Final Table Sponsor/);
  await page.getByRole('button', { name: 'Complete Sponsorship' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill('pat@example.com');
  await page.getByLabel(/Phone/).fill('3375550123');
  await page.getByRole('button', { name: 'Complete Sponsorship' }).click();
  await expect(page).toHaveURL(/\/sponsor-payment-success$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sponsorshipRegistration') ?? 'null'));
  expect(stored).toEqual({ name: 'WOOP Sponsor', email: 'pat@example.com', phone: '3375550123', level: 'Final Table Sponsor', amount: '6250.00' });
  const details = page.getByRole('region', { name: 'Your sponsorship' });
  await expect(details.getByText('WOOP Sponsor')).toBeVisible();
  await expect(details.getByText('Final Table Sponsor')).toBeVisible();
  await expect(details.getByText('$6,250.00')).toBeVisible();
  await expect(details.getByText('pat@example.com')).toBeVisible();
});

test('/sponsor-payment-success shows the stored record as text, with breadcrumb and options', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'sponsorshipRegistration',
      JSON.stringify({ name: '<img src=x onerror="window.pwned=1">', email: 'a@b.co', phone: '', level: 'Table Sponsor', amount: '3750.00' }),
    );
  });
  await page.goto('/sponsor-payment-success');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Registration Complete')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Complete!' })).toBeVisible();
  await expect(page.getByText('<img src=x onerror="window.pwned=1">')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(page.getByText('$3,750.00')).toBeVisible();
  await expect(page.getByText(/E-mail the treasurer/)).toBeVisible();
  await expect(page.getByText(/Pay by check/)).toBeVisible();
  await expect(page.getByText(/Questions\?/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('/sponsor-payment-success without a record hides the details', async ({ page }) => {
  await page.goto('/sponsor-payment-success');
  await expect(page.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your sponsorship' })).toHaveCount(0);
});

test('/success-modal-demo shows the success modal open on load', async ({ page }) => {
  await page.goto('/success-modal-demo');
  const modal = page.getByRole('dialog', { name: 'Registration Successful!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Your registration for WOOP 2025 has been confirmed')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Back to Home' })).toBeVisible();
});
