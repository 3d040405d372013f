// The dashboard answers what was tapped, at 390 and 1280 px: the edition and whether registration
// is open at the top; each control that opens a panel takes the organizer to it (its heading
// focused and on screen) and gives the focus back when closed; the sales panel names a level never
// put on sale "Not on sale", tells its history in words, shows a new code where it was made and
// asks before disabling last edition's codes; a second announcement within a day asks first,
// naming when the last one went and to how many. axe finds nothing on these screens.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminPassword, adminToken, violations } from './helpers/admin.ts';

const password = adminPassword;
const widths = [390, 1280] as const;

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'WOOP Tournament Admin Dashboard' })).toBeVisible();
}



type Announcement = { id: number; subject: string; createdAt: string; queued: number; remaining: number };
async function announcements(request: APIRequestContext, token: string): Promise<Announcement[]> {
  const list = await request.get('/api/admin/announcements', { headers: { authorization: `Bearer ${token}` } });
  return ((await list.json()) as { announcements: Announcement[] }).announcements;
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a control that opens a panel brings its heading into view and focuses it', async ({ page }) => {
      // One width with reduced motion (the scroll is instant), the other with the smooth scroll.
      if (width === 390) await page.emulateMedia({ reducedMotion: 'reduce' });
      await signIn(page);
      const top = page.getByRole('region', { name: /^Edition / });
      await expect(top).toContainText(/^Edition \d{4} · \d+\w\w annual/);
      await expect(top).toContainText(/Registration is (open|closed)/);
      for (const [control, heading] of [
        ['Sales and promo codes', 'Sales and promo codes'],
        ['View & Manage Registrations', 'Manage Registrations'],
        ['Announce to the notify list', 'Announce to the notify list'],
        ['The night', 'The night'],
        ['View Payments', 'Payments'],
      ] as const) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: control, exact: true }).click();
        const title = page.getByRole('heading', { name: heading, exact: true, level: 2 });
        await expect(title).toBeFocused();
        await expect(title).toBeInViewport();
        expect(await page.evaluate(() => window.scrollY), control).toBeGreaterThan(0);
      }
      expect(await violations(page)).toEqual([]);
      // Closed, a panel gives the focus back to the control that opened it.
      const sales = page.getByRole('region', { name: 'Sales and promo codes' });
      await sales.getByRole('button', { name: 'Close' }).click();
      await expect(sales).toBeHidden();
      await expect(page.getByRole('button', { name: 'Sales and promo codes', exact: true })).toBeFocused();
    });

    test("the sales panel names states, tells its history in words, shows a new code at the top, and asks before disabling last edition's codes", async ({ page }) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Sales and promo codes' }).click();
      const panel = page.getByRole('region', { name: 'Sales and promo codes' });
      // Party & Golf is never put on sale by any spec: seeded sold out, nothing taken, unlimited.
      const partyGolf = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Party/, level: 4 }) }).first();
      await expect(partyGolf).toContainText('Not on sale');
      await expect(partyGolf).not.toContainText('Sold out');

      const code = `w${width}${randomUUID().slice(0, 6)}`;
      await panel.getByRole('button', { name: 'Add a promo code' }).click();
      const form = page.getByRole('form', { name: 'New promo code' });
      await form.getByRole('textbox', { name: 'Code' }).fill(code);
      await form.getByRole('textbox', { name: 'Amount' }).fill('50');
      await form.getByRole('button', { name: 'Create promo code' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Promo code ${code} created. It is at the top of the list.` })).toBeVisible();
      const made = panel.getByRole('heading', { name: new RegExp(`^${code}`), level: 4 });
      await expect(made).toBeFocused();
      await expect(made).toBeInViewport();
      await expect(made).toContainText('New');
      // The first code of the list, before every older one.
      await expect(panel.getByRole('region', { name: 'Promo codes' }).getByRole('heading', { level: 4 }).first()).toHaveText(new RegExp(`^${code}`));
      // The history in words.
      const history = panel.getByRole('region', { name: 'Changes' });
      await expect(history).toContainText(`Promo code ${code} created`);
      await expect(history).toContainText('Amount: $50.00');
      await expect(history).not.toContainText('promo.create');
      await expect(history).not.toContainText('discountValue');

      // The seeded codes were made before codes kept their edition: named, counted, asked; Cancel changes nothing.
      await expect(panel.getByText(/codes? not made for \d{4} still work: .*berry/)).toBeVisible();
      await panel.getByRole('button', { name: "Disable last edition's codes" }).click();
      const dialog = page.getByRole('dialog', { name: "Disable last edition's codes?" });
      await expect(dialog).toContainText(/\d+ codes not made for \d{4} will no longer be accepted: .*berry/);
      await expect(dialog.getByRole('button', { name: /^Disable \d+ codes$/ })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByText(/codes? not made for \d{4} still work: .*berry/)).toBeVisible();

      // Put the code out of the way of the other specs.
      await panel.getByRole('button', { name: `Edit promo code ${code}` }).click();
      const edit = page.getByRole('form', { name: `Edit promo code ${code}` });
      await edit.getByRole('checkbox', { name: /^Disabled/ }).check();
      await edit.getByRole('button', { name: `Save ${code}` }).click();
      await expect(edit).toBeHidden();
      await expect(history).toContainText(`Promo code ${code} disabled`);
      expect(await violations(page)).toEqual([]);
    });
  });
}

test.describe('a second announcement within a day', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('asks first, naming when the last one went and to how many; Cancel sends nothing; confirming sends', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await adminToken(request);
    expect((await request.post('/api/registration-interest', { data: { email: `again-${randomUUID()}@example.com`, sendConfirmation: false } })).ok()).toBe(true);
    // A first announcement, sent through the API (confirming about whatever another spec sent before).
    const auth = { authorization: `Bearer ${token}` };
    const subject = `First ${randomUUID().slice(0, 8)}`;
    const resendAfter = (await announcements(request, token))[0]?.id;
    const first = (await (await request.post('/api/admin/announcements', { headers: auth, data: { subject, body: 'Hello.', ...(resendAfter ? { resendAfter } : {}) } })).json()) as Announcement;
    for (let remaining = 1; remaining > 0; ) {
      remaining = ((await (await request.post(`/api/admin/announcements/${first.id}/send`, { headers: auth })).json()) as Announcement).remaining;
    }
    const [last] = (await announcements(request, token)).filter((a) => a.id === first.id);
    expect(last!.queued).toBeGreaterThan(0);

    await signIn(page);
    await page.getByRole('button', { name: 'Announce to the notify list' }).click();
    const panel = page.getByRole('region', { name: 'Announce to the notify list' });
    await expect(panel.getByRole('listitem').filter({ hasText: subject })).toBeVisible();
    const second = `Second ${randomUUID().slice(0, 8)}`;
    await panel.getByLabel('Subject').fill(second);
    await panel.getByRole('button', { name: /^Send to [\d,]+ address/ }).click();

    const question = page.getByRole('dialog', { name: 'Send again within a day?' });
    const people = last!.queued === 1 ? '1 address' : `${last!.queued.toLocaleString('en-US')} addresses`;
    await expect(question).toContainText(`"${subject}" went to ${people} on `);
    await expect(question).toContainText(/ on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M C[SD]T\. /);
    await expect(question).toContainText(`"${second}" goes to`);
    expect(await violations(page)).toEqual([]);

    const count = (await announcements(request, token)).length;
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    expect((await announcements(request, token)).length).toBe(count);
    expect((await announcements(request, token)).some((a) => a.subject === second)).toBe(false);

    await panel.getByRole('button', { name: /^Send to [\d,]+ address/ }).click();
    await question.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /The announcement was queued for [\d,]+ address/ })).toBeVisible({ timeout: 60_000 });
    const sent = (await announcements(request, token)).find((a) => a.subject === second);
    expect(sent).toMatchObject({ remaining: 0 });
    expect(sent!.queued).toBeGreaterThan(0);
  });
});
