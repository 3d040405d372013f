// A company's seats on a phone (390 px), end to end: the buyer registers 3 seats of All In on the
// registration screen and pays through the PayPal simulator; from the page in their confirmation
// e-mail they name seat 1's player and e-mail seat 2's claim link to a colleague, who opens
// /seat#<token> from the e-mail, takes the seat and lands on their own page; the colleague hands the
// seat to a third person, who confirms from their e-mail. The colleague's link and check-in code
// stop working: the door's camera refuses the code, the door's search finds only the third person,
// who is checked in. Errors show by their fields with what was typed kept; axe finds nothing on the
// buyer's page, /seat or the door's card.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { handedOverMessage } from '../../netlify/lib/check-in/check-in.ts';
import { violations } from './helpers/admin.ts';
import { qrOfEml, withCameraPhone } from './helpers/fake-camera.ts';
import { emlTo, mailTo } from './helpers/outbox.ts';
import { annie, fillVisitor, openRegistration, submitButton } from './registration-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 240_000 });

const run = randomUUID().slice(0, 8);
const buyer = `seat-buyer-${run}@example.com`;
const named = `seat-named-${run}@example.com`;
const colleague = `seat-colleague-${run}@example.com`;
const third = `seat-third-${run}@example.com`;
const personalLink = (mail: string) => `/my-registration#${/\/my-registration#([A-Za-z0-9_-]{22})/.exec(mail)![1]}`;
const seatToken = (mail: string) => /\/seat#([0-9a-f]{32})/.exec(mail)![1]!;

test('a buyer pays 3 seats, names one, sends a claim link; the colleague claims it, hands it on; the door takes only the new holder', async ({ page, playwright, launchOptions, baseURL }) => {
  // The buyer registers 3 seats on the registration screen and pays on PayPal in the same tab.
  await openRegistration(page);
  await page.getByRole('combobox', { name: 'Seats' }).selectOption('3');
  await fillVisitor(page, { ...annie, firstName: 'Bea', lastName: 'Buyer', email: buyer, company: 'Acme Oil' });
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByText('$7,350.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const buyerPage = personalLink(await mailTo(buyer, /registration confirmed/));
  const seats = page.getByRole('region', { name: 'Your seats' });

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
    await held.getByRole('button', { name: 'Hand this seat over' }).click();
  await held.getByLabel('First name').fill('Tess');
  await held.getByLabel('Last name').fill('Third');
  await held.getByLabel('E-mail').fill(third);
  await held.getByRole('button', { name: 'Hand over the seat' }).click();
  await expect(held.getByRole('status')).toContainText(`We e-mailed Tess Third (${third}) a link to confirm`);
  await expect(held).toContainText(`Waiting for Tess Third (${third}) to confirm.`);
  await expect(held.getByLabel('E-mail')).toHaveCount(0);
  const carlsCode = qrOfEml((await emlTo(colleague, /registration confirmed/)).raw)!;
  const transfer = await mailTo(third, /A seat at WOOP \d{4} handed over to you: please confirm/);
  await page.goto(`/seat#${seatToken(transfer)}`);
  await expect(page.getByText('Carl Colleague hands you their seat.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Tess');
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Phone').fill('337 555 0123');
  await page.getByRole('button', { name: 'Confirm and take the seat' }).click();
  await expect(page.getByRole('heading', { name: 'The seat is yours.' })).toBeFocused();
  const tessPage = personalLink(await mailTo(third, /registration confirmed/));

  // The colleague's page no longer opens, and a used link stays used.
  await page.goto(carlsPage);
  await expect(page.getByText(/This link is not valid/)).toBeVisible();
  await page.goto(`/seat#${seatLink![1]}`);
  await expect(page.getByRole('alert')).toContainText('This seat link is not valid any more');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await page.goto(tessPage);
  await expect(page.getByRole('region', { name: 'Your seat' })).toContainText('it is seat 2 of their order');

  await page.goto(buyerPage);
  await expect(seats.getByRole('heading', { name: `Seat 2: Tess Third (${third})` })).toBeVisible();
  await expect(seats).toContainText('Your order has 3 seats, 2 named.');

  // The door: the colleague's code is refused with the reason; the search finds the current holder only, who is checked in.
  await withCameraPhone(playwright.chromium, launchOptions, baseURL, page, carlsCode, async (door) => {
    await door.goto('/admin/check-in');
    await door.getByLabel('Admin password').fill('e2e-admin-password');
    await door.getByRole('button', { name: 'Sign in' }).click();
    await door.getByRole('button', { name: 'Start camera' }).click();
    const refused = door.getByRole('region', { name: 'Not a player\u2019s code' });
    await expect(refused.getByText(handedOverMessage)).toBeVisible({ timeout: 20_000 });
    await expect(refused.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
    expect(await violations(door)).toEqual([]);
    await door.getByRole('button', { name: 'Stop camera' }).click();

    const search = door.getByRole('search');
    await search.getByLabel('Name, company or e-mail').fill('Carl Colleague');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(door.getByText('No registration matches “Carl Colleague”.')).toBeVisible();
    await search.getByLabel('Name, company or e-mail').fill('Tess Third');
    await search.getByRole('button', { name: 'Search' }).click();
    await door.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Tess Third/ }).click();
    const card = door.getByRole('region', { name: 'Tess Third' });
    await expect(card.getByRole('status')).toHaveText('Paid: ready to check in');
    await card.getByRole('button', { name: 'Check in Tess Third' }).click();
    await expect(card.getByRole('status')).toHaveText(/^Checked in at /);
  });
});
