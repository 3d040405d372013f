// Stored XSS: markup typed into every text field of a registration comes back as text, never as
// markup, on the two pages that show stored registrations: the admin table and /payment-success.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

const img = '<img src=x onerror=alert(1)>';
const script = '<script>alert(2)</script>';
const short = '<svg onload=alert()>'; // 20 characters: fits the ZIP field's limit

/** Sponsor level 'test' ($2.00) is always open and requires every text field. */
function hostileRegistration(email: string) {
  return {
    registrationType: 'test', roomAdditions: [], firstName: img, lastName: script, email, phone: img,
    company: `${img}${script}`, jobTitle: script, tShirtSize: '<i>x</i>', billingStreet: img, billingCity: script,
    billingState: img, billingZip: short, amount: '2.00', experience: img, agreeTerms: true, referral: script,
    dietaryRestrictions: `${img} ${script}`, promoCode: '',
  };
}

/** Fails the test if anything opens a dialog, and reports whether injected markup became elements. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    injectedElements: () =>
      page.evaluate(
        () =>
          document.querySelectorAll('img[src="x"], svg[onload], [onerror]').length +
          [...document.scripts].filter((s) => s.text.includes('alert(2)')).length,
      ),
  };
}

test('markup in every field renders as text in the admin table and on /payment-success', async ({ page, request }) => {
  const email = `${randomUUID()}@example.com`;
  const registered = await request.post('/api/register', { data: hostileRegistration(email) });
  expect(registered.status(), await registered.text()).toBe(201);
  const { registrationId, registrationKey: key } = (await registered.json()) as { registrationId: string; registrationKey: string };
  const linked = await request.post('/api/store-pending-registration', {
    data: { registrationKey: key, registrationId, registrationData: hostileRegistration(email) },
  });
  expect(linked.status(), await linked.text()).toBe(201);

  const watch = watchForScript(page);

  // The visitor's page after PayPal: shows what the server stored, as text.
  await page.goto(`/payment-success?key=${key}`);
  const details = page.getByRole('region', { name: 'Registration Details' });
  await expect(details).toContainText(`${img} ${script}`);
  await expect(details).toContainText(registrationId);
  expect(await watch.injectedElements()).toBe(0);

  // The organizer's table.
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  const row = page.getByRole('row').filter({ hasText: registrationId });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: `${img} ${script}`, exact: true })).toBeVisible();
  await expect(row).toContainText(email);
  expect(await watch.injectedElements()).toBe(0);

  expect(watch.dialogs).toEqual([]);
});
