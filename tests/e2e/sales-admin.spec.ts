// The sales settings on a phone (390 px): the organizer opens Just Main Event for sale with a
// capacity and a price from /admin, visitors see it on /registration at once, register and pay
// until it is sold out (an unpaid registration keeps nobody out), a forged POST /api/register is refused; a promo code created in /admin applies on the
// registration screen at once and stops working when disabled.
// The e2e server is shared by every spec: other specs may hold Just Main Event places already, so
// the capacity is "2 more than what is sold now" (exactly 2 when this spec runs alone),
// and the level is put back as it was at the end.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openSalesPanel, putOnSale } from './helpers/sales-panel.ts';
import { fillVisitor, islandsReady, submitButton, toastItem, type Visitor, annie, field } from './registration-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const phone = { viewport: { width: 390, height: 844 } };

/** Edits Just Main Event's settings and saves. */
const saveLevel = (page: Page, values: { capacity: string; price: string }) => putOnSale(page, 'Just Main Event', values);

/** Places sold now at Just Main Event, read from /admin (held places keep nobody out). */
async function usedPlaces(page: Page): Promise<number> {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Just Main Event', exact: true }) });
  const text = (await item.getByText(/ taken · /).textContent()) ?? '';
  const [, taken] = /(\d+) taken · \d+ held/.exec(text) ?? [];
  return Number(taken);
}

const mainEvent = (page: Page) => page.getByRole('radio', { name: /^Just Main Event \$/ });

async function registerVisitor(browser: Browser, n: number) {
  const page = await (await browser.newContext(phone)).newPage();
  await page.goto('/registration');
  await islandsReady(page);
  await expect(mainEvent(page)).toHaveAccessibleName('Just Main Event $2,000');
  await mainEvent(page).check();
  const visitor: Visitor = { ...annie, firstName: `Visitor${n}`, email: `visitor${n}-${Date.now()}@example.com` };
  await fillVisitor(page, visitor);
  await expect(submitButton(page)).toHaveText('Register & Pay $2,000.00');
  await submitButton(page).click();
  await expect(page.getByRole('region', { name: 'Complete Your Payment' })).toBeVisible();
  // Pays on the PayPal simulator in the same window (the phone flow): the payment takes the place.
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.context().close();
}

test('the organizer opens a level with a capacity and a price, and runs a promo code, from a phone', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await openSalesPanel(page);
  const capacity = (await usedPlaces(page)) + 2;
  await saveLevel(page, { capacity: String(capacity), price: '2,000' });

  // A visitor sees it on sale at $2,000 (the save purged the CDN cache: at once).
  const visitor = await (await browser.newContext(phone)).newPage();
  await visitor.goto('/registration');
  await expect(mainEvent(visitor)).toHaveAccessibleName('Just Main Event $2,000');
  await expect(mainEvent(visitor)).toBeEnabled();

  // Two visitors register and pay; the third finds it sold out (within the CDN's few seconds).
  await registerVisitor(browser, 1);
  await registerVisitor(browser, 2);
  await expect(async () => {
    await visitor.reload();
    await expect(mainEvent(visitor)).toHaveAccessibleName('Just Main Event $2,000 SOLD OUT', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mainEvent(visitor)).toBeDisabled();

  // A forged registration for it is refused with a clear message.
  const forged = await request.post('/api/register', {
    data: {
      registrationType: 'just-main-event', roomAdditions: [], firstName: 'Forged', lastName: 'Visitor', email: 'forged@example.com',
      phone: '3375550100', company: 'C', jobTitle: 'J', tShirtSize: 'L', billingStreet: '1 Main St', billingCity: 'Lake Charles',
      billingState: 'LA', billingZip: '70601', amount: '2000.00', experience: 'Not specified', agreeTerms: true, referral: '',
      dietaryRestrictions: '', promoCode: '',
    },
  });
  expect(forged.status()).toBe(409);
  expect(await forged.json()).toMatchObject({ message: 'This registration type is currently unavailable', errors: { registrationType: 'This registration type is currently unavailable' } });

  // The organizer adds places back and creates door25: 25% off, Just Main Event only, 3 uses.
  await saveLevel(page, { capacity: '', price: '2,000' });
  await page.getByRole('button', { name: 'Add a promo code' }).click();
  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByRole('textbox', { name: 'Code' }).fill('door25');
  await form.getByRole('combobox', { name: 'Discount' }).selectOption('percent');
  await form.getByRole('textbox', { name: 'Percentage' }).fill('25');
  await form.getByRole('checkbox', { name: 'Just Main Event' }).check();
  await form.getByRole('textbox', { name: 'Uses' }).fill('3');
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Promo code door25 created.')).toBeVisible();

  // It applies on the registration screen at once.
  await visitor.reload();
  await islandsReady(visitor);
  await mainEvent(visitor).check();
  await field(visitor, 'Promo code').fill('DOOR25');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(submitButton(visitor)).toHaveText('Register & Pay $1,500.00');

  // Disabled: the next check answers "Invalid promo code".
  await page.getByRole('button', { name: 'Edit promo code door25' }).click();
  const edit = page.getByRole('form', { name: 'Edit promo code door25' });
  await edit.getByRole('checkbox', { name: /^Disabled/ }).check();
  await edit.getByRole('button', { name: 'Save door25' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Promo code door25 saved.')).toBeVisible();
  await visitor.reload();
  await islandsReady(visitor);
  await mainEvent(visitor).check();
  await field(visitor, 'Promo code').fill('door25');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(toastItem(visitor).filter({ hasText: 'Invalid promo code' })).toBeVisible();

  // Back as the other specs expect it.
  await saveLevel(page, { capacity: '', price: '2,200' });
});

test('a bad value gets a field error under its field, and nothing is saved', async ({ page }) => {
  await openSalesPanel(page);
  await page.getByRole('button', { name: 'Edit Just Main Event' }).click();
  const form = page.getByRole('form', { name: 'Sales settings for Just Main Event' });
  await form.getByRole('textbox', { name: 'Capacity' }).fill('-3');
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('0');
  await form.getByRole('button', { name: 'Save Just Main Event' }).click();
  await expect(form.getByRole('alert')).toContainText('There is a problem');
  await expect(form.getByRole('textbox', { name: 'Capacity' })).toHaveAccessibleDescription(/Error: Capacity must be a whole number of places/);
  await expect(form.getByRole('textbox', { name: 'Price', exact: true })).toHaveAccessibleDescription(/Error: The price must be more than \$0/);
});
