// A player's choice of how the published results show them, on a phone: chosen on the registration
// form (name and company unless they choose otherwise, and the form says so), seen and changed on
// their personal page, kept after a reload; once results are published the personal page shows the
// player's place and prize. axe finds nothing on the personal page.
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { violations } from './helpers/admin.ts';
import { annie, field, fillVisitor, islandsReady, submitButton } from './registration-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const choice = (page: Page) => page.getByRole('group', { name: 'In the published results' });
const note = 'The results of the tournament are published on this site with each player\'s name and company, unless you choose otherwise here.';

test('chosen at registration, changed on the personal page, kept after a reload', async ({ page }) => {
  await page.goto('/registration');
  await islandsReady(page);
  await expect(choice(page)).toHaveAccessibleDescription(note);
  await expect(choice(page).getByRole('radio', { name: 'My name and employer' })).toBeChecked();
  await expect(choice(page).getByRole('radio')).toHaveCount(3);
  await choice(page).getByRole('radio', { name: /^Not my name/ }).check();

  await page.getByRole('radio', { name: /^All In/ }).check();
  await fillVisitor(page, { ...annie, firstName: 'Lisa', lastName: 'Listing', email: `listing-${randomUUID()}@example.com` });
  // karl0 makes the level free: confirmed at once, and the answer carries the personal link.
  await field(page, 'Promo code').fill('karl0');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(submitButton(page)).toHaveText('Register & Pay $0.00');
  const answering = page.waitForResponse('**/api/register');
  await submitButton(page).click();
  const answer = await answering;
  expect(answer.request().postDataJSON()).toMatchObject({ resultsListing: 'hidden' });
  const registered = (await answer.json()) as { myRegistrationUrl: string };

  await page.goto(registered.myRegistrationUrl);
  const card = page.getByRole('form', { name: 'Your name in the results' });
  await expect(card.getByRole('radio', { name: /^Not my name/ })).toBeChecked();
  await expect(choice(page)).toHaveAccessibleDescription(note);
  await card.getByRole('radio', { name: 'My name only' }).check();
  await card.getByRole('button', { name: 'Save choice' }).click();
  await expect(card.getByRole('status')).toHaveText('Your choice is saved.');
  expect(await violations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Your name in the results' }).getByRole('radio', { name: 'My name only' })).toBeChecked();
});

test('once the results are published, the personal page shows the place and prize, and a change says the results follow', async ({ page }) => {
  // The results' publishing is the floor's (night.spec.ts): here the page's answer is given.
  const view = {
    registrationId: 'WOOP-RESULTS01', firstName: 'Rhonda', lastName: 'Results', email: 'rhonda@example.com', phone: '3375550100',
    company: 'Sabine Pipe', jobTitle: 'Engineer', registrationType: 'all-in', registrationTypeName: 'All In', sponsor: false, rooms: [],
    tShirtSize: 'L', dietaryRestrictions: null, billingStreet: '1 Main St', billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601',
    amount: '2450.00', promoCode: null, state: 'paid', holdExpiresAt: null, paidAt: '2026-09-01T15:00:00Z', paidCents: 245000,
    paidBy: { method: 'paypal', reference: '8MC585209K746392H', receivedOn: null }, receiptNumber: '2026-0042', canPay: false,
    canDownloadInvoice: false, checkInQrSvg: null, ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', seats: [],
    resultsListing: 'name-and-company',
    results: [
      { tournament: 'Main Event', place: 3, tied: false, prize: '$1,250.00' },
      { tournament: 'Second Chance Tournament', place: 5, tied: true, prize: null },
    ],
    order: null,
    heldSeat: null,
  };
  await page.route('**/api/my-registration', (route) => route.fulfill({ json: view }));
  let sent: unknown;
  await page.route('**/api/my-registration/results-listing', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ json: { ...view, resultsListing: 'hidden' } });
  });
  await page.goto('/my-registration#AAAAAAAAAAAAAAAAAAAAAA');
  const registration = page.getByRole('region', { name: 'Your registration' });
  await expect(registration).toContainText('Your result: Main Event: 3rd place — $1,250.00');
  await expect(registration).toContainText('Your result: Second Chance Tournament: tied 5th place');

  const card = page.getByRole('form', { name: 'Your name in the results' });
  await card.getByRole('radio', { name: /^Not my name/ }).check();
  await card.getByRole('button', { name: 'Save choice' }).click();
  await expect(card.getByRole('status')).toHaveText('Your choice is saved. The published results show it now.');
  expect(sent).toEqual({ token: 'AAAAAAAAAAAAAAAAAAAAAA', resultsListing: 'hidden' });
  await expect(card.getByRole('radio', { name: /^Not my name/ })).toBeChecked();
  expect(await violations(page)).toEqual([]);
});
