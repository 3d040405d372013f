// The visitor's side of the waiting list, on a phone (390 px): a sold-out level or sponsor level
// offers "Join the waiting list" (checked in the browser with the server's schema, the server's
// answer shown, what was typed kept on a refusal), and an offer's link opens the registration
// screen with the offer's level chosen, the details filled in and the offer sent with the
// registration. The waiting list's endpoints are mostly answered here by the browser (as the
// contract says they answer), so this spec tests the pages; two refusals come from the server
// itself. The whole flow against the server is the waiting list's own spec.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import { joinedMessage, offerEndedMessage, offerLinkInvalidMessage, type OfferView } from '../../src/domain/waiting-list/contract.ts';
import { joinMessages } from '../../src/domain/waiting-list/join-schema.ts';
import { annie, field, fillVisitor, islandsReady, submitButton } from './registration-helpers.ts';
import { sponsorLevelsLive } from './sponsor-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const token = '0123456789abcdef0123456789abcdef';
const tooMany = 'Too many requests from your connection. Please wait 5 minutes and try again.';

/** The server's live facts with these items sold out (their one place sold). */
async function soldOut(page: Page, ids: string[]): Promise<void> {
  await page.route('**/api/live-facts', async (route) => {
    const response = await route.fetch();
    const facts = (await response.json()) as LiveFacts;
    for (const item of facts.items) if (ids.includes(item.id)) Object.assign(item, { state: 'sold_out', capacity: 1, left: 0 });
    await route.fulfill({ response, json: facts });
  });
}

/** Answers POST /api/waiting-list with each of `answers` in turn; returns the bodies sent. */
async function joinAnswers(page: Page, answers: { status: number; json: unknown }[]): Promise<unknown[]> {
  const sent: unknown[] = [];
  await page.route('**/api/waiting-list', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill(answers[Math.min(sent.length, answers.length) - 1]!);
  });
  return sent;
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a sold-out level offers the waiting list: checked in the browser, a limit said, then the server’s thanks', async ({ page }) => {
  await soldOut(page, ['all-in', 'just-main-event']);
  const sent = await joinAnswers(page, [
    { status: 429, json: { message: tooMany } },
    { status: 200, json: { message: joinedMessage('Just Main Event') } },
  ]);
  await page.goto('/registration');
  await islandsReady(page);
  await expect(page.getByRole('radio', { name: /^Just Main Event \$[\d,]+ SOLD OUT$/ })).toBeDisabled();

  // The visitor clicks the level they wanted: the waiting list chooses it.
  await page.getByText('Just Main Event', { exact: true }).click({ force: true });
  const list = page.getByRole('region', { name: 'Join the waiting list' });
  await list.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(list.getByRole('button', { name: 'Join the waiting list' })).toHaveAttribute('aria-expanded', 'true');
  const waitingFor = list.getByRole('combobox', { name: 'Waiting for' });
  await expect(waitingFor).toHaveValue('just-main-event');
  await expect(waitingFor.getByRole('option')).toHaveText(['Choose', 'All In', 'Just Main Event']);

  // Nothing typed: the summary and each field say what is missing; Enter in a field sends this form, not the registration.
  await list.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(list.getByRole('alert').getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(list.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Error: Please enter your name');
  await expect(list.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Error: Please enter a valid email address');
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toHaveCount(1);
  await expectNoViolations(page);
  expect(sent).toEqual([]);

  await list.getByRole('textbox', { name: 'Name' }).fill('Ann Oakley');
  await list.getByRole('textbox', { name: 'E-mail' }).fill('ann@example.com');
  await list.getByRole('checkbox', { name: 'Friday Night Room', exact: true }).check();
  const send = list.getByRole('button', { name: 'Add me to the list' });
  await send.click();
  await expect(list.getByRole('alert')).toContainText(tooMany);
  await expect(list.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Oakley');
  await expect(list.getByRole('checkbox', { name: 'Friday Night Room', exact: true })).toBeChecked();

  await send.click();
  await expect(list.getByRole('status')).toHaveText(joinedMessage('Just Main Event'));
  expect(sent).toEqual([
    { name: 'Ann Oakley', email: 'ann@example.com', itemId: 'just-main-event', rooms: ['friday-room'] },
    { name: 'Ann Oakley', email: 'ann@example.com', itemId: 'just-main-event', rooms: ['friday-room'] },
  ]);
  await expect(list.getByRole('button', { name: 'Join the waiting list' })).toBeFocused();
  await expectNoViolations(page);
});

test('nothing sold out: no waiting list, and its code is never loaded', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => void (r.url().includes('/_astro/JoinForm.') && chunks.push(r.url())));
  await page.goto('/registration');
  await islandsReady(page);
  await expect(page.getByRole('radio', { name: /^All In \$[\d,]+$/ })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Join the waiting list' })).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test('an offer link opens the form with the level kept, the details filled in, and sends the offer with the registration', async ({ page }) => {
  await soldOut(page, ['all-in']);
  const offer: OfferView = {
    itemId: 'all-in',
    itemName: 'All In',
    kind: 'player',
    name: 'Annie Oakley',
    email: annie.email,
    rooms: ['wednesday-room'],
    until: '2026-09-22T20:30:00.000Z',
    untilLabel: 'Tuesday, September 22, 2026, 3:30 PM CDT',
  };
  const asked: string[] = [];
  await page.route('**/api/waiting-list/offer?*', async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('token') ?? '');
    await route.fulfill({ json: offer });
  });
  let registered: Record<string, unknown> | undefined;
  await page.route('**/api/register', async (route) => {
    registered = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ status: 400, json: { message: 'Stopped by the test' } });
  });

  await page.goto(`/registration#offer=${token}`);
  await islandsReady(page);
  await expect(page.getByRole('status').filter({ hasText: 'A place for the All In' })).toHaveText('A place for the All In is kept for you until Tuesday, September 22, 2026, 3:30 PM CDT.');
  expect(asked).toEqual([token]);
  expect(new URL(page.url()).hash).toBe('');
  const allIn = page.getByRole('radio', { name: /^All In \$/ });
  await expect(allIn).toBeEnabled();
  await expect(allIn).toBeChecked();
  await expect(field(page, 'First name')).toHaveValue('Annie');
  await expect(field(page, 'Last name')).toHaveValue('Oakley');
  await expect(field(page, 'Email')).toHaveValue(annie.email);
  await expect(page.getByRole('checkbox', { name: /^Wednesday Night Room/ })).toBeChecked();
  // The kept level is not one to wait for.
  await expect(page.getByRole('button', { name: 'Join the waiting list' })).toHaveCount(0);

  await fillVisitor(page);
  await submitButton(page).click();
  await expect.poll(() => registered?.offerToken).toBe(token);
  expect(registered).toMatchObject({ registrationType: 'all-in', roomAdditions: ['wednesday-room'], email: annie.email });
});

test('an ended offer says so at the top of the form, which stays a normal one', async ({ page }) => {
  await soldOut(page, ['all-in']);
  await page.route('**/api/waiting-list/offer?*', (route) => route.fulfill({ status: 410, json: { message: offerEndedMessage } }));
  await page.goto(`/registration#offer=${token}`);
  await islandsReady(page);
  await expect(page.getByRole('alert').filter({ hasText: offerEndedMessage })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('radio', { name: /^All In \$[\d,]+ SOLD OUT$/ })).toBeDisabled();
  await expect(field(page, 'First name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  await expectNoViolations(page);
});

test('the server’s refusals: a level it does not find sold out is named at its field, an unknown offer link at the top', async ({ page }) => {
  // The page is told All In is sold out; the server knows better.
  await soldOut(page, ['all-in']);
  await page.goto('/registration');
  await islandsReady(page);
  const list = page.getByRole('region', { name: 'Join the waiting list' });
  await list.getByRole('button', { name: 'Join the waiting list' }).click();
  await list.getByRole('textbox', { name: 'Name' }).fill('Ann Oakley');
  await list.getByRole('textbox', { name: 'E-mail' }).fill('ann@example.com');
  await list.getByRole('button', { name: 'Add me to the list' }).click();
  await expect(list.getByRole('combobox', { name: 'Waiting for' })).toHaveAccessibleDescription(`Error: ${joinMessages.notSoldOut}`);
  await expect(list.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Oakley');

  await page.goto(`/registration#offer=${'f'.repeat(32)}`);
  await islandsReady(page);
  await expect(page.getByRole('alert').filter({ hasText: offerLinkInvalidMessage })).toBeVisible();
});

test('a sold-out sponsor level offers the same waiting list, without rooms', async ({ page }) => {
  // Only Table Sponsor sold out, whatever other specs sold on the shared server meanwhile.
  await sponsorLevelsLive(page, { table: 5 });
  const sent = await joinAnswers(page, [{ status: 200, json: { message: joinedMessage('Table Sponsor') } }]);
  await page.goto('/simple-payment');
  await islandsReady(page);
  const list = page.getByRole('region', { name: 'Join the waiting list' });
  await list.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(list.getByRole('combobox', { name: 'Waiting for' })).toHaveValue('table');
  await expect(list.getByRole('checkbox')).toHaveCount(0);
  await list.getByRole('textbox', { name: 'Name' }).fill('Pat Driller');
  await list.getByRole('textbox', { name: 'E-mail' }).fill('pat@example.com');
  await list.getByRole('button', { name: 'Add me to the list' }).click();
  await expect(list.getByRole('status')).toHaveText(joinedMessage('Table Sponsor'));
  expect(sent).toEqual([{ name: 'Pat Driller', email: 'pat@example.com', itemId: 'table', rooms: [] }]);
  await expectNoViolations(page);
});
