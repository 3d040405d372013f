// Levels and availability: the /easy-payment dropdown of SPEC §3, and the server's availability
// (stubbed here: the database-backed answer is covered by sponsor-form.spec.ts).
import { expect, test } from '@playwright/test';
import { allLevelsFree, captureBuyNow, sponsorLevelsLive } from './sponsor-helpers.ts';

test('/easy-payment: a dropdown of levels with availability, taken levels disabled', async ({ page, baseURL }) => {
  await allLevelsFree(page);
  await page.goto('/easy-payment');
  const select = page.getByLabel('Sponsorship level');
  const options = select.getByRole('option');
  await expect(options).toHaveText([
    'Select a level',
    'Premium - $6,250 (1 available)',
    'Cocktail - $5,250 (1 available)',
    'Second Chance - $5,250 (TAKEN)',
    'Table - $3,750 (5 available)',
    'Test - $2 (999 available)',
  ]);
  await expect(select.getByRole('option', { name: /Second Chance/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please select a sponsorship level')).toBeVisible();

  await select.selectOption({ label: 'Premium - $6,250 (1 available)' });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Premium: $6,250.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose a Different Level' }).click();
  await expect(select).toHaveValue('premium');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  const posted = captureBuyNow(page);
  await page.getByRole('button', { name: 'Pay $6,250.00 with PayPal' }).click();
  expect(await posted).toMatchObject({ item_name: 'WOOP Sponsorship - Premium', amount: '6250.00', cancel_return: `${baseURL}/easy-payment` });
});

test('levels the server reports taken are marked (TAKEN) and cannot be chosen', async ({ page }) => {
  await sponsorLevelsLive(page, { table: 2, cocktail: 1 });
  await page.goto('/button-payment');
  const cocktail = page.getByRole('radio', { name: /Cocktail Sponsor/ });
  await expect(cocktail).toBeDisabled();
  await expect(page.getByText('(TAKEN)')).toBeVisible();
  await expect(page.getByText('3 available')).toBeVisible();
  await expect(page.getByText('1 available')).toBeVisible();

  await page.goto('/easy-payment');
  await expect(page.getByLabel('Sponsorship level').getByRole('option', { name: /^Cocktail/ })).toHaveText('Cocktail - $5,250 (TAKEN)');
  await expect(page.getByLabel('Sponsorship level').getByRole('option', { name: /^Cocktail/ })).toBeDisabled();
});
