// Check-in at the door on a phone-sized screen, against the production build:
// the QR code of a registrant's confirmation e-mail (the .eml in .data/outbox) is fed to the
// scanner as Chromium's fake camera (a Y4M video made from the e-mail's PNG), and the organizer
// checks them in; another registrant is found by name, checked in and undone; a pending one says
// "Not paid".
// The dashboard counts checked-in against paid and links to the screen.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { qrOfEml, withCameraPhone } from './helpers/fake-camera.ts';
import QRCode from 'qrcode';

const password = 'e2e-admin-password';
const phone = { width: 390, height: 844 };

/** A registration through the public API; `karl0` makes Just Here to Party free (rooms are still paid for), so without rooms it is confirmed (comped) at once. */
async function register(request: APIRequestContext, lastName: string, promoCode: string, roomAdditions: string[] = []): Promise<string> {
  const response = await request.post('/api/register', {
    data: {
      registrationType: 'just-party', roomAdditions, firstName: 'Door', lastName, email: `${randomUUID()}@example.com`,
      phone: '3375550100', company: 'Check-in Energy', jobTitle: 'Tester', tShirtSize: 'XL', billingStreet: '1 Main St',
      billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', amount: '', experience: 'Not specified',
      agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { registrationId: string }).registrationId;
}

/** The check-in PNG of the confirmation e-mail sent for `registrationId` (nodemailer's .eml, base64 part). */
function qrFromConfirmation(registrationId: string): Buffer | undefined {
  const dir = path.join(process.cwd(), '.data', 'outbox');
  if (!existsSync(dir)) return undefined;
  for (const file of readdirSync(dir)) {
    const eml = readFileSync(path.join(dir, file), 'utf8');
    if (!eml.includes(`registration confirmed (${registrationId})`)) continue;
    const qr = qrOfEml(eml);
    if (qr) return qr;
  }
  return undefined;
}

async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a registrant is checked in from the QR code of their e-mail, held up to the phone camera', async ({ page, request, playwright, launchOptions, baseURL }) => {
  // The camera is allowed on this page only.
  expect((await request.get('/admin/check-in')).headers()['permissions-policy']).toMatch(/^camera=\(self\)/);
  expect((await request.get('/admin')).headers()['permissions-policy']).toMatch(/^camera=\(\)/);
  const lastName = `Scanned${Date.now()}`;
  const registrationId = await register(request, lastName, 'karl0');
  await expect.poll(() => qrFromConfirmation(registrationId) !== undefined, { message: 'the confirmation .eml with its QR code' }).toBe(true);

  await withCameraPhone(playwright.chromium, launchOptions, baseURL, page, qrFromConfirmation(registrationId)!, async (door) => {
    await signIn(door, '/admin/check-in');
    await expect(door.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
    await expect(door.getByText(/^Checked in: \d+ of \d+ paid$/)).toBeVisible();

    await door.getByRole('button', { name: 'Start camera' }).click();
    const card = door.getByRole('region', { name: `Door ${lastName}` });
    await expect(card.getByRole('status')).toHaveText('Paid: ready to check in');
    await expect(card.getByText('Just Here to Party')).toBeVisible();
    await expect(card.getByText('None', { exact: true })).toBeVisible(); // no rooms
    await expect(card.getByText('XL', { exact: true })).toBeVisible();
    await expect(card.getByText('Comped (nothing to pay)')).toBeVisible();
    await door.getByRole('button', { name: 'Stop camera' }).click();

    await card.getByRole('button', { name: `Check in Door ${lastName}` }).click();
    await expect(card.getByRole('status')).toHaveText(/^Checked in at /);
    await expect(card.getByRole('button', { name: 'Undo check-in' })).toBeVisible();

    // The same code again (a second phone, or a re-scan): it says so in large text.
    await door.getByRole('button', { name: 'Start camera' }).click();
    await door.getByRole('button', { name: 'Close' }).click();
    await expect(door.getByRole('region', { name: `Door ${lastName}` }).getByRole('alert')).toHaveText(/^Already checked in at /, { timeout: 20_000 });
  });
});

test('a QR code made from a registration ID (printed on receipts) is refused at the door', async ({ page, request, playwright, launchOptions, baseURL }) => {
  const registrationId = await register(request, `Forged${Date.now()}`, 'karl0');
  // What anyone who saw a receipt could print: the old, unsigned form of the code.
  const forged = await QRCode.toBuffer(`WOOP-CHECKIN:${registrationId}`, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  await withCameraPhone(playwright.chromium, launchOptions, baseURL, page, forged, async (door) => {
    await signIn(door, '/admin/check-in');
    await door.getByRole('button', { name: 'Start camera' }).click();
    const card = door.getByRole('region', { name: 'Not a code issued by the site' });
    await expect(card.getByText(/Find the registrant by name/)).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
  });
});

test('the organizer finds registrants by name: checks one in and undoes it; a pending one is not paid', async ({ page, request }) => {
  const stamp = Date.now();
  const comped = await register(request, `Searched${stamp}`, 'karl0');
  await register(request, `Unpaid${stamp}`, '', ['wednesday-room']);
  await page.setViewportSize(phone);
  await signIn(page, '/admin');
  const checkInCard = page.getByRole('region', { name: 'Checked in', exact: true });
  await expect(checkInCard).toContainText(/\d+ of \d+ paid/);
  await checkInCard.getByRole('link', { name: 'Open check-in' }).click();
  await expect(page).toHaveURL(/\/admin\/check-in$/);
  const count = page.getByText(/^Checked in: \d+ of \d+ paid$/);
  await expect(count).toBeVisible();
  const before = Number(/Checked in: (\d+)/.exec((await count.textContent())!)![1]);

  const search = page.getByRole('search');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByRole('alert')).toHaveText('Error: Enter at least 2 characters of the name.');
  await search.getByLabel('Name, company or e-mail').fill(`searched${stamp}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: new RegExp(`Door Searched${stamp}`) }).click();
  const card = page.getByRole('region', { name: `Door Searched${stamp}` });
  await expect(card.getByRole('heading', { name: `Door Searched${stamp}` })).toBeFocused();
  await expect(card.getByText(comped)).toBeVisible();
  await card.getByRole('button', { name: `Check in Door Searched${stamp}` }).click();
  await expect(card.getByRole('status')).toHaveText(/^Checked in at /);
  await expect(page.getByText(`Checked in: ${before + 1} of`)).toBeVisible();
  await card.getByRole('button', { name: 'Undo check-in' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Check-in of Door Searched${stamp} undone.` })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Paid: ready to check in');
  await expect(page.getByText(`Checked in: ${before} of`)).toBeVisible();

  await search.getByLabel('Name, company or e-mail').fill(`Unpaid${stamp}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: new RegExp(`Door Unpaid${stamp}`) }).click();
  const unpaid = page.getByRole('region', { name: `Door Unpaid${stamp}` });
  await expect(unpaid.getByRole('alert')).toHaveText('Not paid');
  await expect(unpaid.getByText('Pending (not paid)')).toBeVisible();
  await expect(unpaid.getByText('Wednesday Night Room')).toBeVisible();
  await expect(unpaid.getByRole('button', { name: /^Check in/ })).toHaveCount(0);

  // The screen with a verdict and search results passes an axe WCAG 2 AA scan.
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length}`);
  expect(violations).toEqual([]);
});
