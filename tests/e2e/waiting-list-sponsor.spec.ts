// A sponsor level's waiting list end to end, against the real server, on a phone (390 px): the
// organizer puts Final Table Sponsor on sale with no place (sold out), a visitor joins its waiting
// list on the sponsor form's page, the organizer raises the capacity to 1, and the offer e-mail's
// link (read from .data/outbox) opens /exact-copy with the level kept and chosen, the name and
// e-mail filled in and the notice above the form; the registration made from it goes on to
// PayPal. To a visitor without the link the level stays sold out, and a link to /registration (an
// e-mail sent before sponsor levels had their own page) is taken to the sponsor form. A link the
// server does not know is said at the top of a normal form.
//
// Final Table Sponsor is this spec's alone on the shared e2e server: no other spec buys it, and the
// sponsor page tests that choose it answer the live facts themselves. The server outlives a run,
// so the level is put back as it was (on sale, 1 place, nothing sold, nobody waiting) afterwards,
// even when the test fails.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AdminListItem } from '../../src/domain/admin-contract.ts';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import type { AdminSales } from '../../src/domain/sales-admin.ts';
import { joinedMessage, offerLinkInvalidMessage, type AdminWaitingList } from '../../src/domain/waiting-list/contract.ts';
import { adminToken } from './helpers/admin.ts';
import { openSalesPanel, putOnSale } from './helpers/sales-panel.ts';

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const level = { id: 'final', name: 'Final Table Sponsor', capacity: 1, price: '6,250' };
const visitor = { name: 'Fay Final', email: `wl-sponsor-${randomUUID()}@example.com` };

/** A visitor of their own (a browser of their own), on a phone. */
async function phoneVisitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: phone });
  return context.newPage();
}

/** The sponsor level's radio on the sponsor form. */
const levelRadio = (page: Page) => page.getByRole('radio', { name: new RegExp(`^${level.name}`) });

/** Quoted-printable undone (soft line breaks, =XX bytes), read as UTF-8. */
const unquote = (eml: string) =>
  Buffer.from(eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** The offer e-mail to `email` in .data/outbox, decoded: its link and the end it names. */
async function offerMailTo(email: string): Promise<{ link: URL; until: string }> {
  const outbox = path.join(process.cwd(), '.data', 'outbox');
  let found: { link: URL; until: string } | undefined;
  await expect
    .poll(
      () => {
        for (const file of existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []) {
          const text = unquote(readFileSync(path.join(outbox, file), 'latin1'));
          if (!text.includes(email)) continue;
          const link = /Register and pay for your place: (\S+)/.exec(text)?.[1];
          const until = new RegExp(`A place for the ${level.name} has freed and it is kept for you until (.+?)\\.\\s*$`, 'm').exec(text)?.[1];
          if (link && until) found = { link: new URL(link), until };
        }
        return found !== undefined;
      },
      { message: `the offer e-mail to ${email} in ${outbox}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The level as GET /api/live-facts says it to everyone (the CDN keeps an answer a few seconds). */
const liveLevel = async (request: APIRequestContext) => ((await (await request.get('/api/live-facts')).json()) as LiveFacts).items.find((i) => i.id === level.id);

test.describe('Final Table Sponsor sold out, then offered', () => {
  // Only this test changes the level: its clean-up must not run after another one, in parallel.
  test.afterEach(async ({ request }) => {
    // Put the level back as it was: the registration and the waiting-list entry gone (the entry's
    // offer keeps the place until then), then on sale with its one place.
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const registrations = (await (await request.get('/api/admin/registrations', { headers })).json()) as AdminListItem[];
    for (const r of registrations.filter((r) => r.email === visitor.email)) await request.delete(`/api/admin/registrations/${r.registrationId}`, { headers });
    const list = (await (await request.get('/api/admin/waiting-list', { headers })).json()) as AdminWaitingList;
    for (const entry of list.entries.filter((e) => e.email === visitor.email && (e.status === 'waiting' || e.status === 'offered'))) {
      expect((await request.post(`/api/admin/waiting-list/${entry.id}/remove`, { headers })).ok()).toBe(true);
    }
    const sales = (await (await request.get('/api/admin/sales', { headers })).json()) as AdminSales;
    const item = sales.items.find((i) => i.id === level.id)!;
    if (item.state !== 'on_sale' || item.capacity !== level.capacity) {
      const data = { version: item.version, state: 'on_sale', opensAt: item.opensAt, closesAt: item.closesAt, capacity: String(level.capacity), price: level.price, earlyPrice: '', earlyUntil: '' };
      expect((await request.post(`/api/admin/sales/items/${level.id}`, { headers, data })).ok()).toBe(true);
    }
  });

  test('a sponsor level’s offer link opens the sponsor form with the level kept and the details filled in, and registers', async ({ page, browser, baseURL, request }) => {
    // The organizer, a visitor who waits, one who does not, and the server's e-mail in between.
    test.setTimeout(180_000);

    // The organizer sells the level out: on sale, no place.
    await openSalesPanel(page);
    await putOnSale(page, level.name, { capacity: '0', price: level.price });

    // The visitor finds it sold out on the sponsor form's page (once the live answer says so) and joins its waiting list.
    const fay = await phoneVisitor(browser, baseURL);
    await expect(async () => {
      await fay.goto('/exact-copy');
      await expect(levelRadio(fay)).toBeDisabled({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const list = fay.getByRole('region', { name: 'Join the waiting list' });
    await list.getByRole('button', { name: 'Join the waiting list' }).click();
    await list.getByRole('textbox', { name: 'Name' }).fill(visitor.name);
    await list.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
    await list.getByRole('combobox', { name: 'Waiting for' }).selectOption({ label: level.name });
    await list.getByRole('button', { name: 'Add me to the list' }).click();
    await expect(list.getByRole('status')).toHaveText(joinedMessage(level.name));

    // The organizer raises the capacity: the place is offered to the first in line, by e-mail.
    await putOnSale(page, level.name, { capacity: String(level.capacity), price: level.price });
    const offer = await offerMailTo(visitor.email);
    expect(offer.link.pathname).toBe('/exact-copy');
    expect(offer.link.hash).toMatch(/^#offer=[0-9a-f]{32}$/);

    // To everyone else the level is still sold out: its one place is kept for Fay.
    await expect.poll(() => liveLevel(request), { timeout: 15_000 }).toMatchObject({ capacity: level.capacity, left: 0, state: 'sold_out' });
    const other = await phoneVisitor(browser, baseURL);
    await other.goto('/exact-copy');
    await expect(levelRadio(other)).toBeDisabled();
    await expect(levelRadio(other)).toHaveAccessibleName(/\(TAKEN\)/);
    await other.context().close();

    // A link to the registration screen (an e-mail sent before) is taken to the sponsor form.
    await fay.goto(`/registration${offer.link.hash}`);
    await expect(fay).toHaveURL(/\/exact-copy$/);
    await expect(fay.getByRole('status').filter({ hasText: `A place for the ${level.name}` })).toBeVisible();

    // Fay follows the e-mail's link: the level is kept and chosen, her name and e-mail filled in.
    await fay.goto(offer.link.pathname + offer.link.hash);
    const notice = fay.getByRole('status').filter({ hasText: `A place for the ${level.name}` });
    await expect(notice).toHaveText(`A place for the ${level.name} is kept for you until ${offer.until}.`);
    expect(new URL(fay.url()).hash).toBe('');
    await expect(levelRadio(fay)).toBeEnabled();
    await expect(levelRadio(fay)).toBeChecked();
    await expect(levelRadio(fay)).toHaveAccessibleName(/KEPT FOR YOU/);
    await expect(fay.getByLabel('First name')).toHaveValue('Fay');
    await expect(fay.getByLabel('Last name')).toHaveValue('Final');
    await expect(fay.getByLabel('Email')).toHaveValue(visitor.email);
    // The notice comes first, above the form's fields.
    const [noticeBox, firstName] = [await notice.boundingBox(), await fay.getByLabel('First name').boundingBox()];
    expect(noticeBox!.y).toBeLessThan(firstName!.y);
    const scan = await new AxeBuilder({ page: fay }).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // She completes the form and sends it: registered with her offer, the page goes on to PayPal.
    await fay.getByLabel('Phone').fill('337 555 0123');
    await fay.getByLabel('Company').fill('Final Rigging');
    await fay.getByLabel('Job title').fill('Owner');
    await fay.getByLabel('Street address').fill('1 Main St');
    await fay.getByLabel('City').fill('Houston');
    await fay.getByLabel('State').fill('TX');
    await fay.getByLabel('ZIP code').fill('77002');
    await fay.getByLabel(/I agree to the/).check();
    await fay.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(fay).toHaveURL(/\/webscr/, { timeout: 30_000 });
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const registrations = (await (await request.get('/api/admin/registrations', { headers })).json()) as AdminListItem[];
    expect(registrations.filter((r) => r.email === visitor.email)).toMatchObject([{ registrationType: level.id, firstName: 'Fay', lastName: 'Final', amount: '6250.00' }]);
    await fay.context().close();
  });
});

test('a link the server does not know says so at the top of the sponsor form, which stays a normal one', async ({ page }) => {
  await page.goto(`/exact-copy#offer=${'f'.repeat(32)}`);
  await expect(page.getByRole('alert').filter({ hasText: offerLinkInvalidMessage })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('status').filter({ hasText: 'is kept for you' })).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
