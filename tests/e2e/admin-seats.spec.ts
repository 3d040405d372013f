// Company seats in /admin, at 390 and 1280 px, against the production build: an order's row shows
// its seats ("3 seats, 2 not named yet") with each player or "not named yet"; the organizer names a
// seat and moves another from the dialog (the browser checks the fields first); the player who
// handed the seat over stays in the list, canceled, and the new one says whose seat it is. The
// "Company seats" settings in the sales panel refuse a blank field beside it and save. axe finds
// nothing on the open panel and dialog. ADMIN_SHOTS=<dir> also saves screenshots.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminPassword, adminToken, violations } from './helpers/admin.ts';
import { nameSeat, paidOrder } from './helpers/seats.ts';

const widths = [390, 1280] as const;
const shots = process.env.ADMIN_SHOTS;

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
}

/** The order's seats, opened (a <details> under its level). */
async function seatsOf(panel: Locator, orderId: string, summary: string): Promise<Locator> {
  const list = panel.getByRole('list', { name: `Seats of ${orderId}` });
  if (!(await list.isVisible())) await panel.getByText(summary, { exact: true }).click();
  await expect(list).toBeVisible();
  return list;
}

async function fillPerson(dialog: Locator, firstName: string, lastName: string, email: string) {
  await dialog.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("an order's seats: named from the dialog, moved, and the player who handed it over stays, canceled", async ({ page, request }) => {
      const token = await adminToken(request);
      const stamp = `${width}x${Date.now()}`;
      const orderId = await paidOrder(request, token, { lastName: `Order${stamp}`, company: 'Seat Energy', seats: 3 });
      await nameSeat(request, token, orderId, 1, { firstName: 'Ann', lastName: `First${stamp}` });

      await signIn(page);
      await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
      const panel = page.getByRole('region', { name: 'Manage Registrations' });
      await panel.getByRole('searchbox', { name: 'Search' }).fill(orderId);
      await expect(panel.getByText('Showing 1 of', { exact: false })).toBeVisible();
      let list = await seatsOf(panel, orderId, '3 seats, 2 not named yet');
      await expect(list.getByRole('listitem')).toHaveText([new RegExp(`^Seat 1: Ann First${stamp} \\(WOOP-`), /^Seat 2: not named yet/, /^Seat 3: not named yet/]);
      expect(await violations(page)).toEqual([]);
      if (shots) await panel.screenshot({ path: `${shots}/seats-list-${width}.png` });

      // Seat 2: the browser checks the fields before anything is sent.
      await list.getByRole('button', { name: `Name or move seat 2 of ${orderId}` }).click();
      let dialog = page.getByRole('dialog', { name: 'Name seat 2' });
      await expect(dialog).toContainText('is not named yet');
      await dialog.getByRole('button', { name: 'Name the player' }).click();
      await expect(dialog.getByRole('alert')).toContainText('There is a problem');
      await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
      expect(await violations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/seats-dialog-${width}.png` });
      await fillPerson(dialog, 'Bea', `Second${stamp}`, `bea-${stamp}@example.com`);
      await dialog.getByRole('button', { name: 'Name the player' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: `Seat 2 of ${orderId} is Bea Second${stamp}'s now.` })).toBeVisible();
      list = await seatsOf(panel, orderId, '3 seats, 1 not named yet');
      await expect(list.getByRole('listitem').nth(1)).toHaveText(new RegExp(`^Seat 2: Bea Second${stamp} \\(WOOP-`));

      // Seat 1 moves from Ann to Cy at once.
      await list.getByRole('button', { name: `Name or move seat 1 of ${orderId}` }).click();
      dialog = page.getByRole('dialog', { name: 'Move seat 1' });
      await expect(dialog).toContainText(`is Ann First${stamp}'s now`);
      await fillPerson(dialog, 'Cy', `Third${stamp}`, `cy-${stamp}@example.com`);
      await dialog.getByRole('button', { name: 'Move the seat' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Seat 1 of ${orderId} is Cy Third${stamp}'s now.` })).toBeVisible();
      list = await seatsOf(panel, orderId, '3 seats, 1 not named yet');
      await expect(list.getByRole('listitem').first()).toHaveText(new RegExp(`^Seat 1: Cy Third${stamp} \\(WOOP-`));

      // Ann handed her seat over: still in the list, canceled, saying whose seat it was.
      await panel.getByRole('searchbox', { name: 'Search' }).fill(`First${stamp}`);
      const ann = panel.getByRole('row').filter({ hasText: `Ann First${stamp}` });
      await expect(ann).toContainText('canceled');
      await expect(ann).toContainText(`Handed the seat over; it was bought by Buyer Order${stamp} (Seat Energy) (${orderId})`);
      await panel.getByRole('searchbox', { name: 'Search' }).fill(`Third${stamp}`);
      const cy = panel.getByRole('row').filter({ hasText: `Cy Third${stamp}` });
      await expect(cy).toContainText('registered');
      await expect(cy).toContainText(`Seat 1, bought by Buyer Order${stamp} (Seat Energy) (${orderId})`);
      expect(await violations(page)).toEqual([]);
      if (shots) await panel.screenshot({ path: `${shots}/seats-player-${width}.png` });
    });
  });
}

test.describe('the company seats settings', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('refuse a blank field beside it, save, and show the saved values', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Sales and promo codes' }).click();
    const card = page.getByRole('region', { name: 'Company seats' });
    const form = card.getByRole('form', { name: 'Company seat settings' });
    const most = form.getByRole('textbox', { name: 'Most seats in one registration' });
    const cutoff = form.getByRole('textbox', { name: 'Transfers close (hours before the event)' });
    await expect(most).toHaveValue(/^\d+$/);
    const before = { most: await most.inputValue(), cutoff: await cutoff.inputValue() };

    await cutoff.fill('');
    await most.fill('51');
    await form.getByRole('button', { name: 'Save the seat settings' }).click();
    await expect(form.getByRole('alert')).toContainText('There is a problem');
    await expect(cutoff).toHaveAttribute('aria-invalid', 'true');
    await expect(most).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('At most 50 seats');
    await expect(form).toContainText('Enter a whole number of hours');
    expect(await violations(page)).toEqual([]);
    if (shots) await card.screenshot({ path: `${shots}/seats-settings-390.png` });

    await most.fill('12');
    await cutoff.fill('72');
    await form.getByRole('button', { name: 'Save the seat settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Company seat settings saved.' })).toBeVisible();
    // Read again from the server: the panel closed and opened again.
    await page.getByRole('region', { name: 'Sales and promo codes' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Sales and promo codes' }).click();
    await expect(most).toHaveValue('12');
    await expect(cutoff).toHaveValue('72');

    // Back as they were, for the other specs.
    await most.fill(before.most);
    await cutoff.fill(before.cutoff);
    await form.getByRole('button', { name: 'Save the seat settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Company seat settings saved.' })).toBeVisible();
  });
});
