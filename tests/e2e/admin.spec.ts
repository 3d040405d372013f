// The admin dashboard end to end, against the production build: sign in, the PayPal mode, counts,
// the registrations table (payment state, filter, search) with confirm-delete, both Excel downloads
// (parsed back), refresh, sign out. admin-payments.spec.ts covers paid, refunded and flagged rows
// and the Payments view with fixed answers.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';

const password = 'e2e-admin-password';

/** A registration through the public API (sponsor level 'test' is always open). */
async function seedRegistration(request: APIRequestContext, firstName: string): Promise<string> {
  const response = await request.post('/api/register', {
    data: {
      registrationType: 'test', roomAdditions: [], firstName, lastName: 'Admin-E2E', email: `${randomUUID()}@example.com`,
      phone: '3375550100', company: 'E2E Energy', jobTitle: 'Tester', tShirtSize: 'L', billingStreet: '1 Main St',
      billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', amount: '2.00', experience: 'Not specified',
      agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { registrationId: string }).registrationId;
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
}

async function readSheet(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))));
  return rows;
}

const countIn = async (page: Page, label: string) =>
  Number((await page.getByRole('region', { name: label, exact: true }).getByText(/^[\d,]+$/).textContent())!.replace(/,/g, ''));

test('an organizer signs in, manages registrations, downloads both sheets and signs out', async ({ page, request }) => {
  const keep = await seedRegistration(request, 'Keeper');
  const doomed = await seedRegistration(request, 'Doomed');
  const interestEmail = `${randomUUID()}@example.com`;
  const interest = await request.post('/api/registration-interest', { data: { email: interestEmail, sendConfirmation: false } });
  expect(interest.ok()).toBe(true);

  // Wrong password first, then the right one.
  await page.goto('/admin');
  const field = page.getByLabel('Admin password');
  await expect(field).toHaveAttribute('placeholder', 'Enter admin password');
  await field.fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Invalid password/);
  await expect(field).toHaveValue('not-the-password');
  await field.fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();

  // The mode (the e2e server runs the local PayPal simulator), the held money, the counts; Refresh
  // Stats picks up a new registration.
  await expect(page.getByText('PayPal: local simulator', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Held, awaiting payment' })).toContainText(/\$[\d,]+\.\d\d/);
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  const before = await countIn(page, 'Registrations');
  expect(before).toBeGreaterThanOrEqual(2);
  expect(await countIn(page, 'Interest sign-ups')).toBeGreaterThanOrEqual(1);
  await seedRegistration(request, 'Latecomer');
  await page.getByRole('button', { name: 'Refresh Stats' }).click();
  await expect.poll(() => countIn(page, 'Registrations')).toBeGreaterThan(before);

  // Quick links.
  const links = page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/', '/registration', '/sponsorship', '/sponsor-payment', '/admin/cms']);

  // The table: open, check a row, delete with confirmation (cancel once first), close.
  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  const table = page.getByRole('region', { name: 'Registrations table' });
  const keepRow = table.getByRole('row').filter({ hasText: keep });
  await expect(keepRow).toBeVisible();
  for (const header of ['Registration ID', 'Name', 'Email', 'Type', 'Amount', 'Status', 'Payment', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(keepRow.getByRole('cell')).toContainText([keep, 'Keeper Admin-E2E', /@example\.com/, 'Test Sponsor', '$2.00', 'registered', /Pending\s*Hold ends/]);

  // A fresh registration is pending, not paid; the search finds it by its ID.
  await page.getByLabel('Payment state').selectOption('paid');
  await expect(table.getByRole('row').filter({ hasText: keep })).toHaveCount(0);
  await page.getByLabel('Payment state').selectOption('pending');
  await expect(keepRow).toBeVisible();
  await page.getByLabel('Payment state').selectOption('all');
  await page.getByLabel('Search').fill(keep.toLowerCase());
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  await expect(keepRow).toBeVisible();
  await page.getByLabel('Search').fill('');

  await page.getByRole('button', { name: `Delete ${doomed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete registration?' });
  await expect(dialog).toContainText('Are you sure you want to delete this registration? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: doomed })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${doomed}` }).click();
  await dialog.getByRole('button', { name: 'Delete registration' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Registration ${doomed} deleted successfully!` })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: doomed })).toHaveCount(0);

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(table).toHaveCount(0);

  // Both downloads, parsed back.
  const [registrations] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel Sheet' }).click()]);
  expect(registrations.suggestedFilename()).toBe('WOOP_Registrations.xlsx');
  await expect(page.getByRole('status').filter({ hasText: 'Excel file downloaded successfully!' })).toBeVisible();
  const rows = await readSheet(registrations);
  expect(rows[0]).toEqual(expect.arrayContaining(['Registration ID', 'First Name', 'Email', 'Amount (USD)', 'Payment Status', 'Promo Code']));
  const idColumn = rows[0]!.indexOf('Registration ID');
  const ids = rows.slice(1).map((row) => row[idColumn]);
  expect(ids).toContain(keep);
  expect(ids).not.toContain(doomed);
  const keptRow = rows.find((row) => row[idColumn] === keep)!;
  expect(keptRow[rows[0]!.indexOf('Amount (USD)')]).toBe('2');
  expect(keptRow[rows[0]!.indexOf('First Name')]).toBe('Keeper');

  const [interests] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Interest Email List Excel Sheet' }).click()]);
  expect(interests.suggestedFilename()).toBe('WOOP_Registration_Interests.xlsx');
  await expect(page.getByRole('status').filter({ hasText: 'Interests Excel file downloaded successfully!' })).toBeVisible();
  const interestRows = await readSheet(interests);
  expect(interestRows[0]).toEqual(['ID', 'Email', 'Signed Up At (UTC)', 'Unsubscribed', 'Unsubscribed At (UTC)']);
  expect(interestRows.map((row) => row[1])).toContain(interestEmail);

  // Sign out: back to the form, and a reload stays signed out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Admin password')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Admin password')).toBeVisible();
});

test('a rejected token while signed in returns to the sign-in form', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => sessionStorage.setItem('woopAdminToken', 'expired.or.tampered'));
  await page.reload();
  await expect(page.getByLabel('Admin password')).toBeVisible();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
});

test('on a 390 px phone the registrations are cards: nothing scrolls sideways', async ({ page, request }) => {
  const registrationId = await seedRegistration(request, 'Phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  const scroller = page.getByRole('region', { name: 'Registrations table' });
  await expect(scroller.getByRole('button', { name: `Delete ${registrationId}` })).toBeVisible();
  await expect(scroller.getByRole('columnheader', { name: 'Amount' }).getByRole('button')).toBeVisible();
  const { scrollWidth, clientWidth, pageWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    pageWidth: document.documentElement.scrollWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
});

test('sign-in shows the rate-limit and network-failure messages', async ({ page }) => {
  await page.goto('/admin');
  const field = page.getByLabel('Admin password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Admin password is required/);

  await page.route('**/api/admin/login', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '900' }, json: { message: 'Too many attempts. Please wait 15 minutes and try again.' } }),
  );
  await field.fill('anything');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Too many attempts\. Please wait 15 minutes and try again\./);

  await page.unroute('**/api/admin/login');
  await page.route('**/api/admin/login', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Login failed\. Please try again\./);
});

test('the dashboard reports each failed call with its message', async ({ page, request }) => {
  const registrationId = await seedRegistration(request, 'Failing');
  await signIn(page);
  const fail = (pattern: string) => page.route(pattern, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  const alert = page.getByRole('alert');

  await fail('**/api/admin/stats');
  await page.getByRole('button', { name: 'Refresh Stats' }).click();
  await expect(alert).toHaveText(/Failed to load registration statistics\. Please try again\./);

  await fail('**/api/admin/export/registrations');
  await page.getByRole('button', { name: 'Download Excel Sheet' }).click();
  await expect(alert).toHaveText(/Failed to download Excel file\. Please try again\./);

  await fail('**/api/admin/export/interests');
  await page.getByRole('button', { name: 'Interest Email List Excel Sheet' }).click();
  await expect(alert).toHaveText(/Failed to download interests Excel file\. Please try again\./);

  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  await expect(page.getByRole('row').filter({ hasText: registrationId })).toBeVisible();
  await fail(`**/api/admin/registrations/${registrationId}`);
  await page.getByRole('button', { name: `Delete ${registrationId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete registration' }).click();
  await expect(alert).toHaveText(/Failed to delete registration\. Please try again\./);

  await page.getByRole('button', { name: 'Close' }).click();
  await fail('**/api/admin/registrations');
  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  await expect(alert).toHaveText(/Failed to load registrations\. Please try again\./);
});

test('sign-in form and dashboard pass an axe WCAG 2 AA scan', async ({ page, request }) => {
  await seedRegistration(request, 'Axe');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign in' }).click(); // show the error state too
  await expect(page.getByRole('alert')).toBeVisible();
  const scan = async () => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length}`);
  expect(await scan()).toEqual([]);
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  await expect(page.getByRole('region', { name: 'Registrations table' })).toBeVisible();
  await page.getByRole('button', { name: 'View Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await expect(page.getByText(/Loading payments/)).toHaveCount(0);
  expect(await scan()).toEqual([]);
});

test('e-mails given up on are reported on the dashboard', async ({ page }) => {
  // The e2e server has no SMTP (mail goes to .data/outbox), so the count comes from a doctored answer.
  await page.route('**/api/admin/stats', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), undeliveredMailCount: 2 } });
  });
  await signIn(page);
  await expect(page.getByText(/2 e-mails could not be delivered after several tries/)).toBeVisible();
});
