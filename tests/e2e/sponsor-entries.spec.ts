// End to end: a sponsor pays a Table sponsorship through the PayPal simulator, opens a
// player entry link from the e-mail written to .data/outbox, registers a player at $0 with it, and
// the organizer sees the entry used in /admin. Then the organizer announces registration to the
// notify list, and a recipient unsubscribes through the message's link.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminPassword, adminToken, violations } from './helpers/admin.ts';
import { fillVisitor, submitButton, type Visitor } from './registration-helpers.ts';
import { allLevelsFree, fillSponsorForm } from './sponsor-helpers.ts';

const password = adminPassword;
const outbox = path.join(process.cwd(), '.data', 'outbox');

/** An .eml as text: header lines unfolded, the body's quoted-printable undone. */
function readable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return head + body;
}

/** The .eml files sent to `to` whose subject contains `subject`, readable. */
function mailsTo(to: string, subject: string): string[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .map((file) => readable(readFileSync(path.join(outbox, file), 'utf8')))
    .filter((mail) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi').test(mail) && /^Subject: .*$/m.exec(mail)![0].includes(subject));
}



async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
}

// Registrations a test made, deleted afterwards even when it failed: the Table level has five
// places and the e2e database outlives a run.
const made: string[] = [];
test.afterEach(async ({ request }) => {
  if (made.length === 0) return;
  const token = await adminToken(request);
  for (const id of made.splice(0)) await request.delete(`/api/admin/registrations/${id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('a sponsor pays, forwards an entry link, the player registers at $0, and the organizer sees the entry used', async ({ page }) => {
  // Three people's steps (a PayPal window, a second tab, the dashboard) on a shared, busy machine.
  test.setTimeout(180_000);
  const sponsorEmail = `sponsor-${randomUUID()}@example.com`;
  // The sponsor: the sponsor form, then PayPal (the simulator) in its window.
  await allLevelsFree(page);
  await page.goto('/exact-copy');
  await fillSponsorForm(page, /^Table Sponsor/, sponsorEmail);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: /Pay \$3,750\.00/ })).toBeVisible({ timeout: 15_000 });
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();

  // The success page lists the two entries, each with its registration link.
  await expect(page).toHaveURL(/\/sponsor-payment-success$/);
  const entries = page.getByRole('region', { name: 'Your player entries' });
  await expect(entries.getByRole('link', { name: /^Register a player with entry/ })).toHaveCount(2);
  const sponsorshipId = await page.evaluate(() => sessionStorage.getItem('registrationId'));
  expect(sponsorshipId).toMatch(/^WOOP-/);
  made.push(sponsorshipId!);
  // On a phone PayPal returns to /payment-success?key=... in the same window: the entries are there too.
  const key = await page.evaluate(() => sessionStorage.getItem('registrationKey'));
  const phone = await page.context().newPage();
  await phone.goto(`/payment-success?key=${key}`);
  await expect(phone.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Your player entries' }).getByRole('link', { name: /^Register a player with entry/ })).toHaveCount(2);
  await phone.close();

  // The e-mail (no SMTP_URL: an .eml under .data/outbox) carries the same links.
  await expect.poll(() => mailsTo(sponsorEmail, 'player entries').length).toBe(1);
  const mail = mailsTo(sponsorEmail, 'player entries')[0]!;
  const links = [...mail.matchAll(/^Register: (https?:\/\/\S+\/registration#entry=(entry(?:-[0-9a-z]{5}){4}))\r?$/gm)];
  expect(links).toHaveLength(2);
  const [link, code] = [links[0]![1]!, links[0]![2]!];
  await expect(entries.getByText(code, { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The player opens the link: the registration screen with the code applied.
  const player = await page.context().newPage();
  await player.goto(new URL(link).pathname + new URL(link).hash);
  await expect(player.getByRole('status').filter({ hasText: `Promo code ${code.toUpperCase()} applied.` })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Applied!' })).toBeDisabled();
  await player.getByRole('radio', { name: /^All In/ }).check();
  const visitor: Visitor = {
    firstName: 'Percy', lastName: 'Player', email: `player-${randomUUID()}@example.com`, phone: '337 555 0199', company: 'Acme Midstream',
    jobTitle: 'Landman', tShirtSize: 'XL', street: '1 Main St', city: 'Houston', state: 'TX', zip: '77002',
  };
  await fillVisitor(player, visitor);
  await expect(submitButton(player)).toHaveText('Register & Pay $0.00');
  await submitButton(player).click();
  await expect(player.getByRole('dialog', { name: 'Registration Successful!' })).toBeVisible();
  const playerId = await player.evaluate(() => sessionStorage.getItem('registrationId'));
  made.push(playerId!);

  // The organizer: the sponsorship's row shows one of two entries used, by Percy Player.
  await signIn(page);
  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(sponsorshipId!);
  const row = page.getByRole('region', { name: 'Registrations table' }).getByRole('row').filter({ hasText: sponsorshipId! });
  await expect(row).toContainText('Player entries: 1 of 2 used');
  const list = row.getByRole('list', { name: `Player entries of ${sponsorshipId}` });
  await expect(list.getByRole('listitem').filter({ hasText: code })).toContainText(`used by Percy Player (${playerId})`);
  await expect(list.getByRole('listitem').filter({ hasNotText: code })).toContainText('unused');
  // And the player's row names its sponsor.
  await page.getByRole('searchbox', { name: 'Search' }).fill(playerId!);
  await expect(page.getByRole('region', { name: 'Registrations table' }).getByRole('row').filter({ hasText: playerId! })).toContainText(
    `Sponsored by Acme Midstream (${sponsorshipId})`,
  );
  expect(await violations(page)).toEqual([]);
});

test('the organizer announces registration to the notify list; a recipient unsubscribes from the message', async ({ page, request }) => {
  const email = `notify-${randomUUID()}@example.com`;
  expect((await request.post('/api/registration-interest', { data: { email, sendConfirmation: false } })).ok()).toBe(true);
  const subject = `Registration is open ${randomUUID().slice(0, 8)}`;

  await signIn(page);
  await page.getByRole('button', { name: 'Announce to the notify list' }).click();
  const panel = page.getByRole('region', { name: 'Announce to the notify list' });
  // Prefilled from src/data/announcements.ts, editable, previewed.
  await expect(panel.getByLabel('Subject')).toHaveValue(/registration is open/);
  await expect(panel.getByLabel('Text')).toHaveValue(/It is open now\./);
  await panel.getByLabel('Subject').fill('');
  await panel.getByRole('button', { name: 'Preview' }).click();
  await expect(panel.getByText('Subject is required')).toBeVisible();
  await panel.getByLabel('Subject').fill(subject);
  await panel.getByLabel('Text').fill('Hello <b>players</b>,\n\nRegistration is open.');
  await panel.getByRole('button', { name: 'Preview' }).click();
  const preview = panel.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(`Subject: ${subject}`);
  await expect(preview).toContainText('Hello <b>players</b>,');
  await expect(preview).toContainText(/Register: http:\/\/localhost:\d+\/registration/);
  expect(await violations(page)).toEqual([]);

  await panel.getByRole('button', { name: /^Send to [\d,]+ address/ }).click();
  // Another spec on this server may have sent one within the day: then the question asks first.
  await page.getByRole('dialog', { name: /^Send (the announcement|again within a day)\?$/ }).getByRole('button', { name: /^Send (announcement|again)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /The announcement was queued for [\d,]+ address/ })).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('listitem').filter({ hasText: subject })).toContainText(/Sent \d+ of \d+/);

  // The message: its own unsubscribe link, also offered to the mail program (RFC 8058).
  await expect.poll(() => mailsTo(email, subject).length).toBe(1);
  const mail = mailsTo(email, subject)[0]!;
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const link = /^List-Unsubscribe: <(https?:\/\/\S+\/api\/unsubscribe\?token=[0-9a-f]{32})>\r?$/m.exec(mail)?.[1];
  expect(link).toBeDefined();
  expect(mail).toContain(`Unsubscribe: ${link}`);

  // Following the link shows one button; it unsubscribes, and the export marks the address.
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from WOOP announcements' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  const token = await adminToken(request);
  const list = await request.get('/api/admin/announcements', { headers: { authorization: `Bearer ${token}` } });
  expect(((await list.json()) as { unsubscribed: number }).unsubscribed).toBeGreaterThanOrEqual(1);
});
