// A company buys several seats on a phone: 3 seats of All In, the total is 3 times the level, the
// registrant is told they are the buyer who names the players after paying, a promo code is off,
// the form has no axe violations; registering opens the payment (not paid here).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { annie, fillVisitor, openRegistration, submitButton } from './registration-helpers.ts';

test.use({ viewport: { width: 390, height: 900 } });

test('3 seats: the total, the buyer note, no promo code, no axe violations, then the payment', async ({ page }) => {
  await openRegistration(page);
  const seats = page.getByRole('combobox', { name: 'Seats' });
  await expect(seats).toHaveValue('1');
  await expect(page.getByText(/You register as the buyer/)).toHaveCount(0);

  await expect(page.getByRole('group', { name: 'In the published results' })).toBeVisible();
  await seats.selectOption('3');
  await expect(submitButton(page)).toHaveText('Register & Pay $7,350.00');
  const price = page.getByRole('region', { name: 'Your total' });
  await expect(price.getByText('All In × 3 seats')).toBeVisible();
  await expect(price.getByText('$7,350.00').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You register as the buyer and pay once for 3 seats.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toBeDisabled();
  // The buyer is not a player: how the results name them is each seat's player's choice.
  await expect(page.getByRole('group', { name: 'In the published results' })).toHaveCount(0);
  await expect(page.getByText('A promo code or sponsor entry covers one seat: register with 1 seat to use it.')).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).include('form[aria-label="Registration"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await fillVisitor(page, { ...annie, email: 'seats-buyer@example.com' });
  const stored = page.waitForResponse('**/api/store-pending-registration');
  await submitButton(page).click();
  await stored;
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await expect(page.getByText('All In × 3 seats')).toBeVisible();
  await expect(page.getByText('$7,350.00 USD')).toBeVisible();
});

test('a refusal of the seats (fewer places left meanwhile) shows at the Seats field', async ({ page }) => {
  const message = 'Only 2 seats are left at this level.';
  await page.route('**/api/register', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message, errors: { seats: message } }) }));
  await openRegistration(page);
  await page.getByRole('combobox', { name: 'Seats' }).selectOption('3');
  await fillVisitor(page, { ...annie, email: 'seats-late@example.com' });
  await submitButton(page).click();
  await expect(page.getByRole('combobox', { name: 'Seats' })).toHaveAccessibleDescription(`Error: ${message}`);
  await page.getByRole('link', { name: message }).click();
  await expect(page.getByRole('combobox', { name: 'Seats' })).toBeFocused();
});
