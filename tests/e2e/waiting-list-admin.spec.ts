// The waiting list's panel in /admin against fixed admin API answers, on a phone (390 px): the
// entries item by item in line order with their state, an offer by hand (accepted, and refused in
// the server's words), removing after a question, the settings checked in the browser and by the
// server, the downloads, and axe on the open panel. Only the admin API is mocked (as in
// admin-payments.spec.ts); the page is the production build. The list's real server is
// waiting-list specs' business. ADMIN_SHOTS=<dir> also saves screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AdminWaitingEntry, AdminWaitingList } from '../../src/domain/waiting-list/contract.ts';
import { noPlaceFreeMessage } from '../../src/domain/waiting-list/contract.ts';
import { stats } from '../fixtures/admin-dashboard.ts';

test.use({ viewport: { width: 390, height: 844 } });
const shots = process.env.ADMIN_SHOTS;

const entry = (over: Partial<AdminWaitingEntry> & Pick<AdminWaitingEntry, 'id' | 'name'>): AdminWaitingEntry => ({
  itemId: 'just-main-event',
  itemName: 'Just Main Event',
  email: `${over.name.toLowerCase().replace(' ', '.')}@example.com`,
  rooms: [],
  status: 'waiting',
  offeredUntil: null,
  offeredUntilLabel: null,
  position: null,
  joinedAt: `2026-08-0${over.id}T15:00:00.000Z`,
  offeredBy: null,
  ...over,
});

const until = 'Tuesday, September 22, 2026, 3:30 PM CDT';

/** The admin API as the panel meets it; the list changes as the organizer acts on it. */
async function mockAdminApi(page: Page, options: { entries?: AdminWaitingEntry[] } = {}) {
  const list: AdminWaitingList = {
    settings: { offerHours: 24, cutoffHours: 6 },
    entries: options.entries ?? [
      entry({ id: 1, name: 'Ann Lee', status: 'offered', offeredUntil: '2026-09-22T20:30:00.000Z', offeredUntilLabel: until, offeredBy: 'list' }),
      entry({ id: 2, name: 'Bob Ray', position: 1, rooms: ['wednesday-room'] }),
      entry({ id: 3, name: 'Cy Moss', position: 2 }),
      entry({ id: 4, name: 'Dee Fox', status: 'expired', offeredUntil: '2026-08-20T20:30:00.000Z', offeredUntilLabel: 'Thursday, August 20, 2026, 3:30 PM CDT' }),
      entry({ id: 5, name: 'Eve Tan', itemId: 'table-sponsor', itemName: 'Table Sponsor', position: 1 }),
    ],
  };
  const json = (body: unknown, status = 200) => ({ status, json: body });
  await page.route('**/api/admin/login', (route) => route.fulfill({ json: { token: 'mock-token' } }));
  await page.route('**/api/admin/session', (route) => route.fulfill({ json: { accountId: 'a1', name: 'Mock Organizer', role: 'organizer', expiresAt: '2030-01-01T00:00:00.000Z' } }));
  await page.route('**/api/admin/stats', (route) => route.fulfill({ json: stats }));
  await page.route('**/api/admin/waiting-list', (route) => route.fulfill(json(list)));
  await page.route('**/api/admin/waiting-list/*/*', (route) => {
    const [, id, action] = /\/waiting-list\/(\d+)\/(\w+)$/.exec(new URL(route.request().url()).pathname)!;
    const found = list.entries.find((e) => e.id === Number(id))!;
    // Bob is first in line but no place is free: the server refuses in its words.
    if (action === 'offer' && found.name === 'Bob Ray') return route.fulfill(json({ message: noPlaceFreeMessage }, 409));
    Object.assign(
      found,
      action === 'offer'
        ? { status: 'offered', offeredUntil: '2026-09-22T20:30:00.000Z', offeredUntilLabel: until, position: null, offeredBy: 'Mock Organizer' }
        : { status: 'left', position: null },
    );
    return route.fulfill(json(found));
  });
  await page.route('**/api/admin/waiting-list/settings', (route) => {
    const body = route.request().postDataJSON() as AdminWaitingList['settings'];
    // A refusal only the server knows of, to show it lands beside its field.
    if (body.offerHours === 100) return route.fulfill(json({ message: 'Offer time is longer than the time left', errors: { offerHours: 'Offer time is longer than the time left' } }, 400));
    list.settings = body;
    return route.fulfill(json(body));
  });
  await page.route('**/api/admin/export/waiting-list', (route) =>
    route.fulfill({ body: 'Name\nAnn Lee\n', headers: { 'content-disposition': 'attachment; filename="WOOP_Waiting_List.xlsx"' } }),
  );
}

async function openPanel(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('any password: the API is mocked');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Waiting list' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting list', level: 2 })).toBeFocused();
}

const table = (page: Page, item: string) => page.getByRole('table', { name: `Waiting list for ${item}, in line order` });
const status = (page: Page) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /\S/ });

test('the organizer reads the list item by item, offers by hand, removes, and sets the offer times', async ({ page }) => {
  await mockAdminApi(page);
  await openPanel(page);

  const main = table(page, 'Just Main Event');
  await expect(page.getByRole('heading', { name: 'Just Main Event', level: 3 })).toBeVisible();
  await expect(main.getByRole('row')).toHaveCount(5);
  await expect(main.getByRole('row', { name: /Ann Lee/ })).toContainText(`Offered until ${until}`);
  await expect(main.getByRole('row', { name: /Bob Ray/ })).toContainText('Wednesday');
  await expect(main.getByRole('row', { name: /Dee Fox/ })).toContainText('Offer expired');
  await expect(table(page, 'Table Sponsor').getByRole('row', { name: /Eve Tan/ })).toContainText('Waiting');
  // Each state's actions: an offered entry can be removed, an expired one offered again.
  await expect(page.getByRole('button', { name: 'Offer a place to Ann Lee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Dee Fox' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.getByRole('region', { name: 'Waiting list', exact: true }).screenshot({ path: `${shots}/waiting-list-390.png` });
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // No place free: the server's reason in the status line, nothing changed.
  await page.getByRole('button', { name: 'Offer a place to Bob Ray' }).click();
  await expect(page.getByRole('alert')).toHaveText(new RegExp(noPlaceFreeMessage.replace('.', '\\.')));
  // An expired offer made again by hand: the row now says until when.
  await page.getByRole('button', { name: 'Offer a place to Dee Fox' }).click();
  await expect(page.getByRole('status')).toContainText(`Dee Fox was offered a place for the Just Main Event until ${until}`);
  await expect(main.getByRole('row', { name: /Dee Fox/ })).toContainText(`Offered until ${until}`);
  await expect(main.getByRole('row', { name: /Dee Fox/ })).toContainText('Offered by hand by Mock Organizer');

  // Removing asks first; Cancel changes nothing, confirming takes the person off the line.
  await page.getByRole('button', { name: 'Remove Cy Moss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from the waiting list?' });
  await expect(dialog).toContainText('Cy Moss (cy.moss@example.com) leaves the waiting list for the Just Main Event.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('row', { name: /Cy Moss/ })).toContainText('Waiting');
  await page.getByRole('button', { name: 'Remove Cy Moss' }).click();
  await dialog.getByRole('button', { name: 'Remove from the list' }).click();
  await expect(page.getByRole('status')).toContainText('Cy Moss was removed from the waiting list for the Just Main Event.');
  await expect(main.getByRole('row', { name: /Cy Moss/ })).toContainText('Left');
  await expect(page.getByRole('button', { name: 'Remove Cy Moss' })).toHaveCount(0);

  // The settings: the browser's check names the field, then the server's, then a save.
  const form = page.getByRole('form', { name: 'Waiting list settings' });
  const hours = form.getByRole('textbox', { name: 'Offer time (hours)' });
  const cutoff = form.getByRole('textbox', { name: 'No offers in the last (hours before the event)' });
  await expect(hours).toHaveValue('24');
  await expect(cutoff).toHaveValue('6');
  await hours.fill('0');
  await cutoff.fill('');
  await form.getByRole('button', { name: 'Save the settings' }).click();
  await expect(hours).toHaveAccessibleDescription(/Offer time must be at least 1 hour/);
  await expect(cutoff).toHaveAccessibleDescription(/Cutoff must be a number of hours/);
  await hours.fill('100');
  await cutoff.fill('12');
  await form.getByRole('button', { name: 'Save the settings' }).click();
  await expect(hours).toHaveAccessibleDescription(/Offer time is longer than the time left/);
  await hours.fill('12');
  await form.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByRole('status')).toContainText('Waiting list settings saved.');
  await expect(hours).toHaveValue('12');
  await expect(hours).not.toHaveAttribute('aria-invalid');

  // The downloads, saved under the server's file names.
  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (Excel)' }).click();
  expect((await excel).suggestedFilename()).toBe('WOOP_Waiting_List.xlsx');
  await expect(status(page)).toContainText('Waiting list downloaded.');
});

test('an empty list says who can join, and a treasurer has no waiting list', async ({ page }) => {
  await mockAdminApi(page, { entries: [] });
  await openPanel(page);
  await expect(page.getByText('Nobody is waiting. When a capped level, room or sponsor level sells out, visitors can join its waiting list.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting list', exact: true }).getByRole('table')).toHaveCount(0);

  await page.route('**/api/admin/session', (route) => route.fulfill({ json: { accountId: 't1', name: 'Mock Treasurer', role: 'treasurer', expiresAt: '2030-01-01T00:00:00.000Z' } }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Mock Treasurer · Treasurer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Waiting list' })).toHaveCount(0);
});
