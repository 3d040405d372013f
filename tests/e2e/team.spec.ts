// The owner signs in with the shared password and invites a door volunteer;
// the volunteer opens the invitation from the .eml in the outbox on a phone (390 px), creates a
// passkey with Chromium's virtual authenticator (DevTools WebAuthn domain), signs in with it and
// checks a paid registrant in; the same session gets 403 from the registrations list, the exports
// and the settings; the owner ends the session and the volunteer's next request gets 401. A second
// invitation is accepted with an authenticator app, with the code computed here.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const password = 'e2e-admin-password';
const phone = { width: 390, height: 844 };
const outbox = path.join(process.cwd(), '.data', 'outbox');
const shots = process.env.TEAM_SCREENSHOTS;

/** The invitation link's path (with its #token) from the newest .eml to `email`. */
async function invitationPath(email: string): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return false;
      for (const file of readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse()) {
        const text = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        const link = /https?:\/\/[^/\s]+(\/admin\/invitation#[A-Za-z0-9_-]+)/.exec(text);
        if (text.includes(`To: ${email}`) && link) {
          found = link[1]!;
          return true;
        }
      }
      return false;
    }, { message: `the invitation e-mail to ${email}` })
    .toBe(true);
  return found;
}

/** A comped (paid) registration through the public API. */
async function register(request: APIRequestContext, lastName: string): Promise<string> {
  const response = await request.post('/api/register', {
    data: {
      registrationType: 'just-party', roomAdditions: [], firstName: 'Vera', lastName, email: `${randomUUID()}@example.com`,
      phone: '3375550100', company: 'Team Energy', jobTitle: 'Tester', tShirtSize: 'M', billingStreet: '1 Main St',
      billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', amount: '', experience: 'Not specified',
      agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode: 'karl0',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { registrationId: string }).registrationId;
}

async function ownerSignsIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your team' })).toBeVisible();
}

async function invite(page: Page, name: string, email: string, role: string) {
  const team = page.getByRole('region', { name: 'Your team' });
  await team.getByLabel('Name').fill(name);
  await team.getByLabel('E-mail').fill(email);
  await team.getByLabel('Role').selectOption({ label: role });
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
}

/** axe's WCAG 2 A/AA violations on the page, by rule and count. */
const violations = async (page: Page) => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length}`);

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('woopAdminToken'));

test('a door volunteer joins with a passkey, checks a registrant in, is refused the rest, and the owner ends the session', async ({ browser, page, request, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const lastName = `Teamed${stamp}`;
  const registrationId = await register(request, lastName);
  const email = `door-${stamp}@example.com`;

  await page.setViewportSize(phone);
  await ownerSignsIn(page);
  await invite(page, 'Dana Door', email, 'Door');
  const link = await invitationPath(email);

  const volunteer = await browser.newContext({ baseURL, viewport: phone });
  const door = await volunteer.newPage();
  const cdp = await volunteer.newCDPSession(door);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await door.goto(link);
  await expect(door.getByText('Hello Dana Door: you are invited as Door')).toBeVisible();
  if (shots) await door.screenshot({ path: `${shots}/invitation-390.png`, fullPage: true });
  expect(await violations(door)).toEqual([]);
  await door.getByRole('button', { name: 'Create a passkey' }).click();
  const codes = door.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  expect(await violations(door)).toEqual([]);
  if (shots) await door.screenshot({ path: `${shots}/recovery-codes-390.png`, fullPage: true });
  const continueButton = door.getByRole('button', { name: 'Continue to check-in' });
  await expect(continueButton).toBeDisabled();
  await door.getByLabel('I have saved my recovery codes').check();
  await continueButton.click();
  await expect(door).toHaveURL(/\/admin\/check-in$/);
  await expect(door.getByText(/^Checked in: \d+ of \d+ paid$/)).toBeVisible();

  // The invitation link is single use.
  await door.goto(link);
  await expect(door.getByRole('alert')).toContainText('This invitation link is not valid');

  // Signs in with the passkey (a fresh tab: nothing stored).
  await door.evaluate(() => sessionStorage.clear());
  await door.goto('/admin/check-in');
  if (shots) await door.screenshot({ path: `${shots}/sign-in-390.png`, fullPage: true });
  await door.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(door.getByText(/^Checked in: \d+ of \d+ paid$/)).toBeVisible();

  const search = door.getByRole('search');
  await search.getByLabel('Name, company or e-mail').fill(lastName);
  await search.getByRole('button', { name: 'Search' }).click();
  await door.getByRole('list', { name: 'Search results' }).getByRole('button', { name: new RegExp(`Vera ${lastName}`) }).click();
  const card = door.getByRole('region', { name: `Vera ${lastName}` });
  await card.getByRole('button', { name: `Check in Vera ${lastName}` }).click();
  await expect(card.getByRole('status')).toHaveText(/^Checked in at /);

  // The same session: 403 for the registrations list, the exports and the settings.
  const token = await tokenOf(door);
  expect(token).toBeTruthy();
  const auth = { authorization: `Bearer ${token}` };
  for (const url of ['/api/admin/registrations', '/api/admin/export/registrations', '/api/admin/export/interests', '/api/admin/stats', '/api/admin/team', '/api/admin/sales']) {
    const response = await door.request.get(url, { headers: auth });
    expect(response.status(), url).toBe(403);
    expect(await response.json()).toEqual({ message: 'Your role does not allow this.' });
  }
  expect((await door.request.put('/api/admin/team/password-sign-in', { headers: auth, data: { enabled: false } })).status()).toBe(403);
  // The dashboard shows the door only the way to check-in.
  await door.goto('/admin');
  await expect(door.getByRole('link', { name: 'Open check-in' })).toBeVisible();
  await expect(door.getByRole('button', { name: 'Download Excel Sheet' })).toHaveCount(0);
  if (shots) await door.screenshot({ path: `${shots}/door-dashboard-390.png`, fullPage: true });
  expect(await violations(door)).toEqual([]);

  // The owner sees the session (device, last seen) and ends it.
  await page.reload();
  const dana = page.getByRole('listitem', { name: 'Dana Door' });
  await expect(dana.getByRole('list', { name: 'Active sessions of Dana Door' })).toContainText('last seen');
  // The audit trail names the volunteer on the check-in.
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(`Dana Door checked in ${registrationId}`);
  if (shots) await page.getByRole('region', { name: 'Your team' }).screenshot({ path: `${shots}/team-390.png` });
  expect(await violations(page)).toEqual([]);
  const end = dana.getByRole('button', { name: /^End session of Dana Door/ });
  const sessions = await end.count();
  for (let i = 0; i < sessions; i++) {
    await dana.getByRole('button', { name: /^End session of Dana Door/ }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'The session has ended.' })).toBeVisible();
  }
  await expect(dana.getByText('Not signed in.')).toBeVisible();
  expect((await door.request.get(`/api/admin/check-in?q=${lastName}`, { headers: auth })).status()).toBe(401);
  await volunteer.close();
});

test('an invitation accepted with an authenticator app, the code computed by the test', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const email = `treasurer-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await ownerSignsIn(page);
  await invite(page, 'Tess Treasurer', email, 'Treasurer');
  if (shots) await page.getByRole('region', { name: 'Your team' }).screenshot({ path: `${shots}/team-1280.png` });
  const link = await invitationPath(email);

  const context = await browser.newContext({ baseURL, viewport: phone });
  const phonePage = await context.newPage();
  await phonePage.goto(link);
  await phonePage.getByRole('button', { name: 'Use an authenticator app instead' }).click();
  await expect(phonePage.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  if (shots) {
    await phonePage.screenshot({ path: `${shots}/totp-390.png`, fullPage: true });
    await phonePage.setViewportSize({ width: 1280, height: 900 });
    await phonePage.screenshot({ path: `${shots}/totp-1280.png`, fullPage: true });
    await phonePage.setViewportSize(phone);
  }
  expect(await violations(phonePage)).toEqual([]);
  const key = (await phonePage.locator('.admin-invitation__secret code').textContent())!.trim();
  await phonePage.getByLabel('6-digit code from the app').fill('000000' === new TOTP({ secret: Secret.fromBase32(key) }).generate() ? '111111' : '000000');
  await phonePage.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(phonePage.getByText('This code does not match')).toBeVisible();
  await phonePage.getByLabel('6-digit code from the app').fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
  await phonePage.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(phonePage.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await phonePage.getByLabel('I have saved my recovery codes').check();
  await phonePage.getByRole('button', { name: 'Continue to the dashboard' }).click();
  await expect(phonePage.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
  // The treasurer sees registrations but no deletion, announcements or team.
  await expect(phonePage.getByText('Tess Treasurer · Treasurer')).toBeVisible();
  await expect(phonePage.getByRole('button', { name: 'Announce to the notify list' })).toHaveCount(0);
  await expect(phonePage.getByRole('heading', { name: 'Your team' })).toHaveCount(0);
  await context.close();
});
