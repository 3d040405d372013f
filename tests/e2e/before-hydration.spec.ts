// A submit before a form's island has hydrated. The page is then plain HTML: a submit
// would send the form to the page itself (a reload that loses everything typed and says nothing).
// Here the island's script is held back at the browser's edge, the visitor fills in the form and
// tries to send it (Enter and a click), then the script arrives: nothing was lost, the visitor was
// told why the button waits, and the form then works with what was typed.
import { expect, test, type Page } from '@playwright/test';
import { annie, expectVisitorKept, field, fillVisitor, islandsReady, submitButton } from './registration-helpers.ts';

const loadingNote = 'The form is still loading. What you type is kept; the button works in a moment.';

/**
 * Holds the component's script until released: an island's chunk, or the script of a prebuilt
 * form (.astro). Astro names both after the component.
 */
async function holdIsland(page: Page, component: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${component}\\.[\\w.-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Marks this document: the mark is gone if the page was reloaded or left. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('registration: Register & Pay waits for the script, says why, and loses nothing typed meanwhile', async ({ page }) => {
  const release = await holdIsland(page, 'RegistrationScreen');
  await page.goto('/registration');
  await markDocument(page);
  await page.getByRole('radio', { name: /^All In/ }).check();
  await fillVisitor(page);
  await page.getByRole('checkbox', { name: /^Wednesday Night Room/ }).check();
  await page.getByRole('radio', { name: 'My name only' }).check();

  const button = submitButton(page);
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(loadingNote);
  await expect(page.getByText(loadingNote)).toBeVisible();
  // Both ways of sending a form: Enter in a field, and a click on the button.
  await field(page, 'ZIP code').press('Enter');
  // A forced click skips Playwright's wait for a still element: scrolled into view first (which
  // waits for it), it lands on the button and not on what passed under the pointer while scrolling.
  await button.scrollIntoViewIfNeeded();
  await button.click({ force: true });

  release();
  await islandsReady(page);
  expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
  expect(new URL(page.url()).search, 'nothing typed went into the address bar').toBe('');
  await expect(page.getByText(loadingNote)).toHaveCount(0);
  // What was typed and chosen before the script ran is the form's now: the total counts it.
  await expectVisitorKept(page);
  await expect(page.getByRole('radio', { name: /^All In/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'My name only' })).toBeChecked();
  await expect(button).toBeEnabled();
  await expect(button).toHaveText('Register & Pay $2,650.00');

  const request = page.waitForRequest('**/api/register');
  await button.click();
  expect((await request).postDataJSON()).toMatchObject({
    registrationType: 'all-in',
    roomAdditions: ['wednesday-room'],
    firstName: annie.firstName,
    email: annie.email,
    billingZip: annie.zip,
    amount: '2650.00',
    resultsListing: 'name',
  });
  await expect(page.getByRole('region', { name: 'Complete Your Payment' })).toContainText('Annie Oakley');
});

test('contact: Send message waits for the script and keeps what was typed', async ({ page }) => {
  const release = await holdIsland(page, 'ContactForm');
  // A form's module script holds back DOMContentLoaded and load: wait for the page only.
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markDocument(page);
  await page.getByLabel('Your name', { exact: true }).fill('Dana Doucet');
  await page.getByLabel('Subject', { exact: true }).fill('Parking');
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(loadingNote);
  await page.getByLabel('Subject', { exact: true }).press('Enter');

  release();
  await islandsReady(page);
  expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Dana Doucet');
  await expect(send).toBeEnabled();
  // The form's state has the values: sending now asks only for what is missing.
  await send.click();
  const summary = page.getByRole('alert');
  await expect(summary.getByRole('link', { name: 'Enter your message' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter a subject' })).toHaveCount(0);
});

test('notify: Notify Me waits for the script and keeps the address', async ({ page }) => {
  const release = await holdIsland(page, 'NotifyForm');
  // A form's module script holds back DOMContentLoaded and load: wait for the page only.
  await page.goto('/register', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markDocument(page);
  const email = page.getByLabel('Notify Me', { exact: true });
  await email.fill('early@example.com');
  const button = page.getByRole('button', { name: 'Notify Me' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(loadingNote);
  await email.press('Enter');

  release();
  await islandsReady(page);
  expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
  await expect(email).toHaveValue('early@example.com');
  await expect(button).toBeEnabled();
  const request = page.waitForRequest('**/api/registration-interest');
  await button.click();
  expect((await request).postDataJSON()).toEqual({ email: 'early@example.com', sendConfirmation: true });
});
