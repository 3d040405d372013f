// The dashboard's payment views against fixed admin API answers (tests/fixtures/admin-dashboard.ts:
// one registration in each state, a flagged one, a mismatched payment), at phone and desktop
// widths: the PayPal mode, the totals, filter, search and sort, and the Payments view. Only the
// admin API is mocked; the page is the production build. ADMIN_SHOTS=<dir> also saves screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AdminStats } from '../../src/domain/admin-contract.ts';
import { payments, registrations, stats } from '../fixtures/admin-dashboard.ts';

const shots = process.env.ADMIN_SHOTS;
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function mockAdminApi(page: Page, statsAnswer: AdminStats = stats) {
  await page.route('**/api/admin/login', (route) => route.fulfill({ json: { token: 'mock-token' } }));
  // The dashboard asks who is signed in (an organizer sees all of it but the team panel).
  await page.route('**/api/admin/session', (route) => route.fulfill({ json: { accountId: 'a1', name: 'Mock Organizer', role: 'organizer', expiresAt: '2030-01-01T00:00:00.000Z' } }));
  await page.route('**/api/admin/stats', (route) => route.fulfill({ json: statsAnswer }));
  await page.route('**/api/admin/registrations', (route) => route.fulfill({ json: registrations }));
  await page.route('**/api/admin/payments', (route) => route.fulfill({ json: payments }));
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('any password: the API is mocked');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
}

async function shoot(page: Page, name: string, panel?: Locator) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  if (panel) await panel.screenshot({ path: `${shots}/${name}-panel.png` });
}

const registrationsRegion = (page: Page) => page.getByRole('region', { name: 'Registrations table' });
/** The registration IDs in the table, top to bottom. */
const shownIds = (page: Page) => registrationsRegion(page).getByRole('cell', { name: /^WOOP-[A-Z0-9]+$/ }).allInnerTexts();

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const size of widths) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the dashboard shows the PayPal mode, the money and the places per level', async ({ page }) => {
      await mockAdminApi(page);
      await page.goto('/admin');
      await expect(page.getByLabel('Admin password')).toBeEnabled();
      await shoot(page, `login-${size.width}`);
      await signIn(page);

      await expect(page.getByText('PayPal: sandbox', { exact: true })).toBeVisible();
      const card = (name: string) => page.getByRole('region', { name, exact: true });
      await expect(card('Paid revenue')).toContainText('$7,450.00');
      await expect(card('Held, awaiting payment')).toContainText('$1,950.00');
      await expect(card('Payments to refund')).toContainText('1');
      await expect(card('Registrations')).toContainText('7');
      await expect(card('Interest sign-ups')).toContainText('12');

      const levels = card('Registrations per level');
      await expect(levels.getByRole('row', { name: /Just Here to Party/ }).getByRole('cell')).toHaveText(['0', '1', '0']);
      // A level with nothing yet is listed with zeros.
      await expect(levels.getByRole('row', { name: /Party and Golf/ }).getByRole('cell')).toHaveText(['0', '0', '0']);
      await expect(levels.getByRole('row', { name: /Just Main Event/ }).getByRole('cell')).toHaveText(['0', '0', '1']);
      const places = card('Sponsor places left');
      await expect(places.getByRole('row', { name: /Final Table Sponsor/ }).getByRole('cell')).toHaveText(['1', '1', 'Full']);
      await expect(places.getByRole('row', { name: /^Table Sponsor/ }).getByRole('cell')).toHaveText(['2', '5', '3']);
      await expect(places.getByRole('row', { name: /Test Sponsor/ }).getByRole('cell')).toHaveText(['4', /No limit/, '–']);
      await noSidewaysScroll(page, size.width);
      await shoot(page, `totals-${size.width}`);
    });

    test('registrations filter by state, search and sort', async ({ page }) => {
      await mockAdminApi(page);
      await signIn(page);
      await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
      await expect.poll(() => shownIds(page)).toEqual(registrations.map((item) => item.registrationId));

      // Each row's payment: the flagged one says so, pending ones say when the hold ends, paid ones what and when.
      const row = (id: string) => registrationsRegion(page).getByRole('row').filter({ hasText: id });
      await expect(row('WOOP-FLAG07')).toContainText('Over capacity: refund');
      await expect(row('WOOP-FLAG07')).toContainText('$5,000.00 paid');
      await expect(row('WOOP-FLAG07')).toContainText('Txn 8FLAG0000000007');
      await expect(row('WOOP-PEND03')).toContainText(/Pending\s*Hold ends/);
      await expect(row('WOOP-EXPD04')).toContainText(/Expired\s*Hold ended/);
      await expect(row('WOOP-RVSD01')).toContainText(/canceled/);
      await expect(row('WOOP-RVSD01')).toContainText(/Reversed/);

      const state = page.getByLabel('Payment state');
      await state.selectOption({ label: 'Pending (1)' });
      await expect.poll(() => shownIds(page)).toEqual(['WOOP-PEND03']);
      await state.selectOption('refunded');
      await expect.poll(() => shownIds(page)).toEqual(['WOOP-REFD06', 'WOOP-RVSD01']);
      await expect(page.getByText('Showing 2 of 7 registrations')).toBeVisible();
      await state.selectOption('expired');
      await expect.poll(() => shownIds(page)).toEqual(['WOOP-EXPD04']);
      await state.selectOption('all');

      const search = page.getByLabel('Search');
      await search.fill('ann.ABLE@example');
      await expect.poll(() => shownIds(page)).toEqual(['WOOP-PAID02']);
      await search.fill('zulu');
      await expect.poll(() => shownIds(page)).toEqual(['WOOP-RVSD01']);
      await search.fill('woop-comp');
      await expect.poll(() => shownIds(page)).toEqual(['WOOP-COMP05']);
      await search.fill('');

      const amount = registrationsRegion(page).getByRole('columnheader', { name: 'Amount' });
      await amount.getByRole('button').click();
      await expect(amount).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(async () => (await shownIds(page))[0]).toBe('WOOP-RVSD01');
      await amount.getByRole('button').click();
      await expect(amount).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(async () => (await shownIds(page))[0]).toBe('WOOP-FLAG07');
      const name = registrationsRegion(page).getByRole('columnheader', { name: 'Name' });
      await name.getByRole('button').click();
      await expect(name).toHaveAttribute('aria-sort', 'ascending');
      await expect(amount).toHaveAttribute('aria-sort', 'none');
      await expect.poll(() => shownIds(page)).toEqual([
        'WOOP-PAID02', 'WOOP-COMP05', 'WOOP-EXPD04', 'WOOP-FLAG07', 'WOOP-PEND03', 'WOOP-REFD06', 'WOOP-RVSD01',
      ]);
      for (const header of ['Registration ID', 'Type', 'Status', 'Payment', 'Created']) {
        await expect(registrationsRegion(page).getByRole('columnheader', { name: header, exact: true }).getByRole('button')).toBeVisible();
      }
      await noSidewaysScroll(page, size.width);
      await state.selectOption('paid');
      await shoot(page, `registrations-${size.width}`, page.getByRole('region', { name: 'Manage Registrations' }));

      await page.getByRole('button', { name: 'Close' }).click();
      await expect(registrationsRegion(page)).toHaveCount(0);
    });

    test('the Payments view shows every message, marks the mismatch, and links to its registration', async ({ page }) => {
      await mockAdminApi(page);
      await signIn(page);
      await page.getByRole('button', { name: 'View Payments' }).click();
      const table = page.getByRole('region', { name: 'Payments table' });
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows).toHaveCount(payments.length);
      await expect(page.getByText(/5 payment messages, newest first; 2 need attention/)).toBeVisible();

      const mismatch = rows.nth(1);
      await expect(mismatch).toContainText('Amount mismatch');
      await expect(mismatch).toContainText('Needs attention');
      await expect(mismatch).toContainText('$1.00');
      await expect(mismatch).toContainText('cheap@example.com');
      await expect(mismatch).toContainText('8MISM0000000004');
      await expect(rows.nth(0)).toContainText('Paid, over capacity: refund');
      await expect(rows.nth(2)).toContainText('−$2,450.00');
      await expect(rows.nth(3)).toContainText('Duplicate (no change)');
      await expect(rows.nth(3)).not.toContainText('Needs attention');
      await expect(rows.nth(4)).toContainText('Order capture');
      await expect(rows.nth(4)).toContainText('Order 5ORD00000000001');
      await noSidewaysScroll(page, size.width);
      await shoot(page, `payments-${size.width}`, page.getByRole('region', { name: 'Payments', exact: true }));

      await mismatch.getByRole('button', { name: 'Show registration WOOP-PEND03' }).click();
      await expect(page.getByLabel('Search')).toHaveValue('WOOP-PEND03');
      await expect.poll(() => shownIds(page)).toEqual(['WOOP-PEND03']);
      await expect(page.getByRole('heading', { name: 'Manage Registrations' })).toBeFocused();
    });

    test('nothing shifts while the page hydrates, on sign-in, or while the figures load', async ({ page }) => {
      await mockAdminApi(page);
      // The figures arrive well after the click, so their arrival is not excused as a response to input.
      let release!: () => void;
      const statsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/stats', async (route) => {
        await statsHeld;
        await route.fulfill({ json: stats });
      });
      await page.goto('/admin');
      await page.evaluate(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.getByLabel('Admin password').fill('any password: the API is mocked');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('PayPal: …')).toBeVisible();
      await page.waitForTimeout(800); // past the 500 ms during which a shift counts as caused by the click
      release();
      await expect(page.getByText('PayPal: sandbox', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Paid revenue' })).toContainText('$7,450.00');
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    });

    test('the dashboard with both views open passes an axe WCAG 2 AA scan', async ({ page }) => {
      await mockAdminApi(page);
      await signIn(page);
      await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
      await expect(registrationsRegion(page)).toBeVisible();
      await page.getByRole('button', { name: 'View Payments' }).click();
      await expect(page.getByRole('region', { name: 'Payments table' })).toBeVisible();
      const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}

test('the payments-to-refund card opens the flagged registrations', async ({ page }) => {
  await mockAdminApi(page);
  await signIn(page);
  await page.getByRole('button', { name: 'Show payments to refund' }).click();
  await expect(page.getByLabel('Payment state')).toHaveValue('flagged');
  await expect.poll(() => shownIds(page)).toEqual(['WOOP-FLAG07']);
});

test('nothing to refund leaves the button off; an unset PayPal mode is a warning', async ({ page }) => {
  await mockAdminApi(page, { ...stats, paypalMode: 'unset', flaggedCount: 0 });
  await signIn(page);
  await expect(page.getByText('PayPal: not set — payments are refused')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show payments to refund' })).toBeDisabled();
});

for (const [mode, label] of [['live', 'PayPal: live'], ['local', 'PayPal: local simulator']] as const) {
  test(`the ${mode} PayPal mode is named at the top`, async ({ page }) => {
    await mockAdminApi(page, { ...stats, paypalMode: mode });
    await signIn(page);
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  });
}

test('a payments list that cannot be loaded says so', async ({ page }) => {
  await mockAdminApi(page);
  await page.route('**/api/admin/payments', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await signIn(page);
  await page.getByRole('button', { name: 'View Payments' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Failed to load payments\. Please try again\./);
});
