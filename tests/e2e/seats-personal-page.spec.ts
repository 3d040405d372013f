// A company's order of 3 seats on a phone (390 px): registered through the API, paid from the
// buyer's page through the PayPal simulator; the buyer names seat 1's player and e-mails seat 2's
// claim link to a colleague, who opens /seat#<token> from the e-mail, takes the seat and lands on
// their own registration page. Errors show by their fields with what was typed kept; axe finds
// nothing on the buyer's page nor on /seat.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { attendeePayload } from '../integration/requests.ts';
import { violations } from './helpers/admin.ts';
import { mailTo } from './helpers/outbox.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

const run = randomUUID().slice(0, 8);
const buyer = `seat-buyer-${run}@example.com`;
const named = `seat-named-${run}@example.com`;
const colleague = `seat-colleague-${run}@example.com`;

async function payFromPage(page: Page) {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
}

test('the buyer names a seat and sends a claim link; the colleague takes the seat from /seat', async ({ page, request }) => {
  const registered = await request.post('/api/register', {
    data: attendeePayload({ registrationType: 'all-in', firstName: 'Bea', lastName: 'Buyer', email: buyer, company: 'Acme Oil', seats: 3 }),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const pending = await mailTo(buyer, /Finish paying for your WOOP \d{4} registration/);
  const buyerPage = `/my-registration#${/\/my-registration#([A-Za-z0-9_-]{22})/.exec(pending)![1]}`;

  // Unpaid, the seats are listed but cannot be named yet.
  await page.goto(buyerPage);
  const seats = page.getByRole('region', { name: 'Your seats' });
  await expect(seats).toContainText('The seats can be named once the order is paid.');
  await expect(seats.getByRole('heading', { name: 'Seat 3: not named yet' })).toBeVisible();
  await expect(seats.getByRole('textbox')).toHaveCount(0);
  await payFromPage(page);

  await page.goto(buyerPage);
  await expect(page.getByRole('region', { name: 'Your registration' })).toContainText('Your order is confirmed.');
  // The buyer is not a player: no check-in code of their own, no results choice.
  await expect(page.getByRole('heading', { name: 'Your check-in code' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your name in the results' })).toHaveCount(0);
  await expect(seats).toContainText('Your order has 3 seats, 0 named.');

  // Seat 1: a typo in the address is refused by its field, what was typed stays; then named.
  const seat1 = seats.getByRole('group', { name: 'Seat 1' });
  await seat1.getByLabel('First name').fill('Nina');
  await seat1.getByLabel('Last name').fill('Named');
  await seat1.getByLabel('E-mail').fill('nina-at-example.com');
  await seat1.getByRole('button', { name: 'Name the player' }).click();
  await expect(seat1.getByLabel('E-mail')).toHaveAccessibleDescription(/Please enter a valid email address/);
  await expect(seat1.getByLabel('First name')).toHaveValue('Nina');
  await expect(seat1.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await seat1.getByLabel('E-mail').fill(named);
  await seat1.getByRole('button', { name: 'Name the player' }).click();
  await expect(seat1.getByRole('status')).toContainText(`Nina Named is named on Seat 1`);
  await expect(seat1.getByRole('heading', { name: `Seat 1: Nina Named (${named})` })).toBeFocused();
  await expect(seat1.getByRole('button', { name: 'Hand this seat over' })).toBeVisible();
  expect(await mailTo(named, /registration confirmed/)).toContain('Bea Buyer (Acme Oil) paid for it');

  // Seat 2: a claim link to a colleague, who fills in their own details.
  const seat2 = seats.getByRole('group', { name: 'Seat 2' });
  await seat2.getByLabel('The player fills in their details: send a claim link').check();
  await expect(seat2.getByLabel('First name')).toHaveCount(0);
  await seat2.getByLabel('E-mail').fill(colleague);
  await seat2.getByRole('button', { name: 'Send a claim link' }).click();
  await expect(seat2.getByRole('status')).toContainText(`We e-mailed the claim link for Seat 2 to ${colleague}.`);
  await expect(seat2).toContainText(`Claim link sent to ${colleague}.`);
  await expect(seats).toContainText('Your order has 3 seats, 1 named.');
  expect(await violations(page)).toEqual([]);

  const claim = await mailTo(colleague, /Your seat at WOOP \d{4}: fill in your details/);
  const seatLink = /https?:\/\/[^\s"<>]+\/seat#([0-9a-f]{32})/.exec(claim);
  expect(seatLink, 'a /seat link in the claim e-mail').not.toBeNull();

  await page.goto(`/seat#${seatLink![1]}`);
  await expect(page.getByRole('heading', { name: 'Seat 2 (All In)' })).toBeVisible();
  await expect(page.getByText('Paid by Bea Buyer (Acme Oil).')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(colleague);
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('First name').fill('Carl');
  await page.getByLabel('Last name').fill('Colleague');
  await page.getByLabel('Phone').fill('337 555');
  await page.getByRole('button', { name: 'Take this seat' }).click();
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid phone number/);
  await expect(page.getByLabel('Last name')).toHaveValue('Colleague');
  await page.getByLabel('Phone').fill('337 555 0199');
  await page.getByLabel('T-shirt size (optional)').selectOption('M');
  await page.getByRole('button', { name: 'Take this seat' }).click();
  await expect(page.getByRole('heading', { name: 'The seat is yours.' })).toBeFocused();
  await expect(page.getByText(`is on its way to ${colleague}`)).toBeVisible();

  await page.getByRole('link', { name: 'Open your registration page' }).click();
  const held = page.getByRole('region', { name: 'Your seat' });
  await expect(held).toContainText('Your seat was paid for by Bea Buyer (Acme Oil): it is seat 2 of their order.');
  await expect(page.getByRole('region', { name: 'Your registration' })).toContainText('Carl Colleague');
  await expect(page.getByRole('img', { name: /Check-in QR code for WOOP-/ })).toBeVisible();
  const carlsPage = page.url();

  // The new player hands the seat on: nothing changes until the person named confirms.
  const next = `seat-next-${run}@example.com`;
  await held.getByRole('button', { name: 'Hand this seat over' }).click();
  await held.getByLabel('First name').fill('Dana');
  await held.getByLabel('Last name').fill('Next');
  await held.getByLabel('E-mail').fill(next);
  await held.getByRole('button', { name: 'Hand over the seat' }).click();
  await expect(held.getByRole('status')).toContainText(`We e-mailed Dana Next (${next}) a link to confirm`);
  await expect(held).toContainText(`Waiting for Dana Next (${next}) to confirm.`);
  await expect(held.getByLabel('E-mail')).toHaveCount(0);
  const transfer = await mailTo(next, /Carl Colleague hands you a seat at WOOP \d{4}/);
  await page.goto(`/seat#${/\/seat#([0-9a-f]{32})/.exec(transfer)![1]}`);
  await expect(page.getByText('Carl Colleague hands you their seat.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
  await expect(page.getByRole('button', { name: 'Confirm and take the seat' })).toBeVisible();
  await page.goto(carlsPage);
  await expect(page.getByRole('region', { name: 'Your seat' })).toContainText('Waiting for Dana Next');

  // The link worked once.
  await page.goto(`/seat#${seatLink![1]}`);
  await expect(page.getByRole('alert')).toContainText('This seat link is not valid any more');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();

  await page.goto(buyerPage);
  await expect(seats.getByRole('heading', { name: `Seat 2: Carl Colleague (${colleague})` })).toBeVisible();
  await expect(seats).toContainText('Your order has 3 seats, 2 named.');
});
