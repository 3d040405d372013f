// The waiting list end to end on a phone (390 px), against a server of its own: a level with one
// place, sold; a visitor joins its list; the organizer raises the capacity to 2 in /admin; the
// visitor's offer e-mail (the server's outbox) holds a link that registers and pays for the place,
// while another visitor still meets the level sold out; an offer left to lapse (its end moved into
// the past in the database, as time passing would, then the scheduled run) goes to the next person.
// Its own server (scripts/serve.ts on E2E_WAITING_LIST_PORT) on a database this spec serves itself
// (an in-memory PGlite over the PostgreSQL protocol), so it can move an offer's end.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'kysely';
import { attendeePayload } from '../integration/requests.ts';
import { ownServer } from './helpers/own-server.ts';
import { field, fillVisitor, annie, islandsReady, submitButton } from './registration-helpers.ts';

const password = 'waiting-list-admin-password';
const { site, db: database, mailsTo } = ownServer({ port: Number(process.env.E2E_WAITING_LIST_PORT || 8993), name: 'waiting-list', adminPassword: password });
const level = 'Just Main Event';

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, actionTimeout: 30_000, navigationTimeout: 60_000 });

const offerLink = async (to: string) => {
  let link = '';
  await expect.poll(() => (link = /https?:\/\/\S+#offer=[0-9a-f]{32}/.exec(mailsTo(to).find((m) => m.subject.includes('is yours until'))?.text ?? '')?.[0] ?? '')).not.toBe('');
  return new URL(link);
};

async function signIn(page: Page): Promise<void> {
  await page.goto(`${site}/admin`);
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The organizer sets the level on sale with this capacity, from the sales panel. */
async function setCapacity(page: Page, capacity: string): Promise<void> {
  await page.getByRole('button', { name: 'Sales and promo codes' }).click();
  await page.getByRole('button', { name: `Edit ${level}` }).click();
  const form = page.getByRole('form', { name: `Sales settings for ${level}` });
  await form.getByRole('radio', { name: 'On sale' }).check();
  await form.getByRole('textbox', { name: 'Capacity' }).fill(capacity);
  await form.getByRole('button', { name: `Save ${level}` }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`${level} saved.`)).toBeVisible();
}

async function join(page: Page, name: string, email: string): Promise<void> {
  await page.goto(`${site}/registration`);
  await islandsReady(page);
  await expect(page.getByRole('radio', { name: new RegExp(`^${level} .*SOLD OUT$`) })).toBeDisabled();
  const list = page.getByRole('region', { name: 'Join the waiting list' });
  await list.getByRole('button', { name: 'Join the waiting list' }).click();
  await list.getByRole('textbox', { name: 'Name' }).fill(name);
  await list.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await list.getByRole('combobox', { name: 'Waiting for' }).selectOption({ label: level });
  await list.getByRole('button', { name: 'Add me to the list' }).click();
  await expect(list.getByRole('status')).toContainText(`You are on the waiting list for the ${level}.`);
}

const noViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

test('a place freed goes to the first in line, who registers and pays from the e-mail; a lapsed offer moves on', async ({ page, browser }) => {
  // The level has one place, and it is sold (a free registration with the karl0 code is a sale).
  await signIn(page);
  await setCapacity(page, '1');
  const sale = await page.request.post(`${site}/api/register`, { data: attendeePayload({ registrationType: 'just-main-event', email: 'first@example.com', promoCode: 'karl0', amount: '0.00' }) });
  expect(sale.status()).toBe(201);

  // Three visitors join the list, in this order; the form passes axe.
  const phone = async () => (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  const visitor = await phone();
  await join(visitor, 'Ann Guidry', 'ann@example.com');
  await noViolations(visitor);
  await visitor.getByRole('region', { name: 'Join the waiting list' }).screenshot({ path: test.info().outputPath('join-390.png') });
  expect(mailsTo('ann@example.com')[0]).toMatchObject({ subject: `WOOP: you are on the waiting list for the ${level}` });
  await join(visitor, 'Bob Hebert', 'bob@example.com');
  await join(visitor, 'Cat Landry', 'cat@example.com');
  expect(mailsTo('cat@example.com')[0]!.text).toContain('number 3 in line');

  // The organizer raises the capacity to 2: the place is offered to Ann, and to nobody else.
  await setCapacity(page, '2');
  const link = await offerLink('ann@example.com');
  expect(link.pathname).toBe('/registration');
  const other = await phone();
  await other.goto(`${site}/registration`);
  await islandsReady(other);
  await expect(other.getByRole('radio', { name: new RegExp(`^${level} .*SOLD OUT$`) })).toBeDisabled();

  // Ann opens her link: the level chosen, her details filled, the place kept until the offer's end.
  await visitor.goto(link.href);
  await islandsReady(visitor);
  await expect(visitor.getByRole('status').filter({ hasText: `A place for the ${level} is kept for you until` })).toBeVisible();
  await expect(visitor).toHaveURL(`${site}/registration`); // the token leaves the address bar
  await expect(visitor.getByRole('radio', { name: new RegExp(`^${level}`) })).toBeChecked();
  await expect(field(visitor, 'First name')).toHaveValue('Ann');
  await expect(field(visitor, 'Last name')).toHaveValue('Guidry');
  await expect(field(visitor, 'Email')).toHaveValue('ann@example.com');
  await noViolations(visitor);
  await visitor.getByRole('status').filter({ hasText: 'is kept for you' }).scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: test.info().outputPath('offer-390.png') });
  await fillVisitor(visitor, { ...annie, firstName: 'Ann', lastName: 'Guidry', email: 'ann@example.com' });
  await submitButton(visitor).click();
  await visitor.getByRole('button', { name: 'Pay with PayPal' }).click();
  await visitor.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // One more place: Bob's turn. His offer lapses (its end moved into the past, as time would) and the
  // scheduled run, as Netlify runs it, ends it, tells him, and offers the place to Cat.
  await setCapacity(page, '3');
  await offerLink('bob@example.com');
  await database().updateTable('waitingListEntries').set({ offerExpiresAt: sql<Date>`now() - interval '1 minute'` }).where('email', '=', 'bob@example.com').execute();
  expect((await page.request.post(`${site}/.netlify/functions/waiting-list-expiry`, { data: { next_run: new Date().toISOString() } })).status()).toBe(204);
  await expect.poll(() => mailsTo('bob@example.com').map((m) => m.subject)).toContain(`WOOP: your offer for the ${level} has ended`);
  await offerLink('cat@example.com');

  // The organizer's list says where everyone is; it passes axe.
  await page.getByRole('button', { name: 'Waiting list' }).click();
  const table = page.getByRole('table', { name: `Waiting list for ${level}, in line order` });
  await expect(table.getByRole('row', { name: /Ann Guidry/ })).toContainText('Bought');
  await expect(table.getByRole('row', { name: /Bob Hebert/ })).toContainText('Offer expired');
  await expect(table.getByRole('row', { name: /Cat Landry/ })).toContainText(/Offered\s+until/);
  await noViolations(page);
  await page.getByRole('region', { name: `Waiting list for ${level}` }).screenshot({ path: test.info().outputPath('admin-390.png') });
});
