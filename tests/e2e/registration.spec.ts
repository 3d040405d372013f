// The registration screen as a visitor uses it. The e2e server is built with
// WOOP_OPEN_LEVELS=all-in,just-main-event,just-party,wednesday-room (playwright.config.ts), so the
// whole flow can run against the real API; the "as shipped" test renders the same island with the
// props its page passes when that setting is unset.
import { expect, test, type Page } from '@playwright/test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { registrationTShirtSizes } from '../../src/domain/t-shirt-sizes.ts';
import { getRegistrationLevels, getRoomAdditions, parseOpenIds } from '../../src/data/levels.ts';
import RegistrationScreen from '../../src/islands/registration/RegistrationScreen.tsx';
import { annie, expectVisitorKept, field, fillVisitor, islandsReady, openRegistration, submitButton, toastItem } from './registration-helpers.ts';

const levelNames = [
  'All In',
  'Just Main Event',
  'Just Second Chance Tournament',
  'Second Chance Tournament & Golf',
  'Party and Golf',
  'Just Here to Party',
];
const radio = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')} \\$`) });

test.describe('as shipped (WOOP_OPEN_LEVELS unset)', () => {
  test('all six levels and all three rooms are disabled and marked UNAVAILABLE', async ({ page }) => {
    const shipped = parseOpenIds(undefined);
    await page.setContent(
      renderToString(
        createElement(RegistrationScreen, {
          levels: getRegistrationLevels(shipped),
          rooms: getRoomAdditions(shipped),
          tShirtSizes: registrationTShirtSizes,
          infoEmail: 'info@example.com',
          timeZone: 'America/Chicago',
          successYear: 2025,
        }),
      ),
    );
    const options = page.getByRole('group', { name: /Registration Options/ });
    await expect(options.getByRole('radio')).toHaveCount(6);
    for (const name of levelNames) {
      await expect(radio(page, name)).toBeDisabled();
      await expect(radio(page, name)).toHaveAccessibleName(/UNAVAILABLE$/);
    }
    const rooms = page.getByRole('group', { name: 'Room Additions' });
    await expect(rooms.getByRole('checkbox')).toHaveCount(3);
    for (const room of await rooms.getByRole('checkbox').all()) {
      await expect(room).toBeDisabled();
      await expect(room).toHaveAccessibleName(/UNAVAILABLE$/);
    }
  });
});

test.describe('the registration screen', () => {
  for (const path of ['/registration', '/unified-registration', '/register/form']) {
    test(`${path} shows the one registration screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
      // SPEC's subtitle with nothing on sale; the e2e server has levels on sale (pages-agree.spec checks both).
      await expect(page.getByText(/^(Stay Tuned for 2026 Registration|2026 Registration is Open)$/).filter({ visible: true })).toHaveCount(1);
      for (const legend of ['Registration Options', 'Room Additions', 'Personal Information', 'Company Address', 'Promo Code']) {
        await expect(page.getByRole('group', { name: new RegExp(`^${legend}`) })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
      await expect(submitButton(page)).toHaveText('Register & Pay $0.00');
    });
  }

  test('levels show name, price, description and the non-refundable note; unopened ones are UNAVAILABLE', async ({ page }) => {
    await page.goto('/registration');
    await expect(radio(page, 'All In')).toBeEnabled();
    await expect(radio(page, 'All In')).toHaveAccessibleName('All In $2,450');
    await expect(radio(page, 'All In')).toHaveAccessibleDescription(/Main Event, Second Chance Tournament.*Non-refundable/);
    await expect(radio(page, 'Just Main Event')).toBeEnabled();
    await expect(radio(page, 'Just Here to Party')).toBeEnabled();
    for (const name of ['Just Second Chance Tournament', 'Second Chance Tournament & Golf', 'Party and Golf']) {
      await expect(radio(page, name)).toBeDisabled();
      await expect(radio(page, name)).toHaveAccessibleName(/UNAVAILABLE$/);
    }
    await expect(page.getByRole('checkbox', { name: /^Wednesday Night Room/ })).toBeEnabled();
    await expect(page.getByRole('checkbox', { name: 'Friday Night Room +$375 UNAVAILABLE' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Saturday Night Room +$475 UNAVAILABLE' })).toBeDisabled();
    await expect(page.getByText(/Attendee rooms only\. Sponsor suites are requested by email to/)).toBeVisible();
  });

  test('an empty submit shows the error summary, a message under each field, and focuses the summary', async ({ page }) => {
    await page.goto('/registration');
    await islandsReady(page);
    await submitButton(page).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
    await expect(summary).toBeFocused();
    const expected: [string, string][] = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Please enter a valid email address'],
      ['Phone', 'Please enter a valid phone number'],
      ['Company', 'Company name is required'],
      ['Job title', 'Job title is required'],
      ['T-shirt size', 'Please select a t-shirt size'],
      ['Street address', 'Street address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['ZIP code', 'ZIP code is required'],
    ];
    await expect(summary.getByRole('link')).toHaveText(['Please select a registration type', ...expected.map(([, m]) => m)]);
    for (const [label, message] of expected) {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(`Error: ${message}$`));
    }
    await expect(page.getByRole('group', { name: /^Registration Options/ })).toHaveAccessibleDescription('Error: Please select a registration type');

    // A summary link takes the visitor to the field.
    await summary.getByRole('link', { name: 'City is required' }).click();
    await expect(field(page, 'City')).toBeFocused();
    await summary.getByRole('link', { name: 'Please select a registration type' }).click();
    await expect(radio(page, 'All In')).toBeFocused();
  });

  test('a visitor registers: promo codes, totals, Submitting..., then Complete Your Payment from the server', async ({ page }) => {
    await openRegistration(page);
    await fillVisitor(page);
    const total = submitButton(page);
    const promo = field(page, 'Promo code');
    const apply = page.getByRole('button', { name: /^(Apply|Applied!)$/ });

    await page.getByRole('checkbox', { name: /^Wednesday Night Room/ }).check();
    await expect(total).toHaveText('Register & Pay $2,650.00');

    // Unknown code.
    await promo.fill('NOPE');
    await apply.click();
    await expect(toastItem(page)).toContainText('Invalid promo code');
    await expect(toastItem(page)).toContainText('Please try again.');
    await expect(apply).toHaveText('Apply');

    // cornerstone is for Just Main Event only: refused on All In with the server's message.
    await promo.fill('Cornerstone');
    await apply.click();
    await expect(toastItem(page)).toContainText('Invalid registration type');
    await expect(toastItem(page)).toContainText("Cornerstone promo code can only be applied to 'Just Main Event' registration.");
    await expect(total).toHaveText('Register & Pay $2,650.00');

    // ... and applied on Just Main Event: $2,200 - $1,500 + $200 room.
    await radio(page, 'Just Main Event').check();
    await expect(total).toHaveText('Register & Pay $2,400.00');
    await apply.click();
    await expect(apply).toHaveText('Applied!');
    await expect(apply).toBeDisabled();
    await expect(promo).not.toBeEditable();
    await expect(total).toHaveText('Register & Pay $900.00');

    // Remove returns to unapplied, discount zero.
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(apply).toHaveText('Apply');
    await expect(apply).toBeEnabled();
    await expect(promo).toBeEditable();
    await expect(total).toHaveText('Register & Pay $2,400.00');

    // A reusable code for the actual registration (single-use ones would be spent by the test).
    await promo.fill('woop100');
    await apply.click();
    await expect(apply).toHaveText('Applied!');
    await expect(total).toHaveText('Register & Pay $2,300.00');

    // Hold the request at the browser's edge so 'Submitting...' can be seen; it then goes to the real server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/register', async (route) => {
      await held;
      await route.continue();
    });
    const registerRequest = page.waitForRequest('**/api/register');
    const pendingResponse = page.waitForResponse('**/api/store-pending-registration');
    await total.click();
    await expect(total).toHaveText('Submitting...');
    await expect(total).toBeDisabled();
    const sent = (await registerRequest).postDataJSON() as Record<string, unknown>;
    expect(sent).toEqual({
      registrationType: 'just-main-event',
      roomAdditions: ['wednesday-room'],
      firstName: annie.firstName,
      lastName: annie.lastName,
      email: annie.email,
      phone: annie.phone,
      company: annie.company,
      jobTitle: annie.jobTitle,
      tShirtSize: annie.tShirtSize,
      billingStreet: annie.street,
      billingCity: annie.city,
      billingState: annie.state,
      billingZip: annie.zip,
      amount: '2300.00',
      experience: 'Not specified',
      agreeTerms: true,
      referral: '',
      dietaryRestrictions: '',
      promoCode: 'woop100',
      // How the published results show the player: name and company unless they choose otherwise.
      resultsListing: 'name-and-company',
      // The form's random key: the same answers sent again register once.
      submissionKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    release();

    const payment = page.getByRole('region', { name: 'Complete Your Payment' });
    await expect(payment.getByRole('heading', { name: 'Complete Your Payment' })).toBeFocused();
    await expect(payment).toContainText('Registration is not complete until payment is received.');
    const summary = payment.getByRole('definition');
    await expect(summary.nth(0)).toHaveText('Annie Oakley');
    await expect(summary.nth(1)).toHaveText('Just Main Event');
    await expect(summary.nth(3)).toHaveText('$2,300.00 USD');
    await expect(payment).toContainText('non-refundable');

    // The payment key reached the server, the payment slot opens, and the tab keeps key, data and ID.
    expect((await pendingResponse).status()).toBe(201);
    await expect(payment.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible(); // the payment component (payments)
    const stored = await page.evaluate(() => ({
      key: sessionStorage.getItem('registrationKey'),
      id: sessionStorage.getItem('registrationId'),
      data: JSON.parse(sessionStorage.getItem('registrationData') ?? 'null') as Record<string, unknown>,
    }));
    expect(stored.key).toMatch(/^\d{13}-[0-9a-f]{32}$/);
    expect(stored.id).toMatch(/^WOOP-/);
    await expect(summary.nth(2)).toHaveText(stored.id!);
    expect(stored.data).toMatchObject({ registrationId: stored.id, amount: '2300.00', email: annie.email, registrationType: 'just-main-event' });
  });

  test('the total comes from the server: a full-discount code leaves only the rooms', async ({ page }) => {
    await openRegistration(page);
    await fillVisitor(page, { ...annie, email: 'karl@example.com' });
    await page.getByRole('checkbox', { name: /^Wednesday Night Room/ }).check();
    await field(page, 'Promo code').fill('karl0');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(submitButton(page)).toHaveText('Register & Pay $200.00');
    await submitButton(page).click();
    const payment = page.getByRole('region', { name: 'Complete Your Payment' });
    await expect(payment.getByRole('definition').nth(3)).toHaveText('$200.00 USD');
  });

  test('a server refusal shows Registration Failed with its message, marks the field, and keeps everything typed', async ({ page }) => {
    await openRegistration(page);
    await fillVisitor(page);
    // A refusal the real server gives for this address can't be provoked from a valid form: answer for it.
    await page.route('**/api/register', (route) =>
      route.fulfill({
        status: 400,
        json: { message: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } },
      }),
    );
    await submitButton(page).click();
    await expect(toastItem(page)).toContainText('Registration Failed');
    await expect(toastItem(page)).toContainText('Please enter a valid email address');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Error: Please enter a valid email address');
    await expect(submitButton(page)).toHaveText('Register & Pay $2,450.00');
    await expectVisitorKept(page);
    await expect(radio(page, 'All In')).toBeChecked();
  });

  test('a network failure shows Error and keeps everything typed', async ({ page }) => {
    await openRegistration(page);
    await fillVisitor(page);
    await page.route('**/api/register', (route) => route.abort('internetdisconnected'));
    await submitButton(page).click();
    await expect(toastItem(page)).toContainText('Error');
    await expect(toastItem(page)).toContainText('There was an error submitting your registration');
    await expectVisitorKept(page);
  });

  test('a promo check that cannot reach the server says so', async ({ page }) => {
    await openRegistration(page);
    await page.route('**/api/check-promo-code/**', (route) => route.abort('internetdisconnected'));
    await field(page, 'Promo code').fill('woop100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toastItem(page)).toContainText('Error checking promo code');
    await expect(toastItem(page)).toContainText('Please try again.');
    // F8 takes keyboard users to the notifications.
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  test('a level-restricted code is refused while no registration option is chosen (SPEC: it applies only with its level)', async ({ page }) => {
    await page.goto('/registration');
    await islandsReady(page);
    const apply = page.getByRole('button', { name: /^(Apply|Applied!)$/ });
    for (const [code, message] of [
      ['Cornerstone', "Cornerstone promo code can only be applied to 'Just Main Event' registration."],
      ['bunnell', "Bunnell promo code can only be applied to 'Just Here to Party' registration."],
      ['villarreal', "Villarreal promo code can only be applied to 'Just Here to Party' registration."],
    ]) {
      await field(page, 'Promo code').fill(code!);
      await apply.click();
      await expect(toastItem(page)).toContainText('Invalid registration type');
      await expect(toastItem(page)).toContainText(message!);
      await expect(apply).toHaveText('Apply');
      await expect(field(page, 'Promo code')).toBeEditable();
      await expect(submitButton(page)).toHaveText('Register & Pay $0.00');
    }
  });

  test('a restricted code applied on its level is taken off when another level is chosen', async ({ page }) => {
    await page.goto('/registration');
    await islandsReady(page);
    await radio(page, 'Just Here to Party').check();
    await field(page, 'Promo code').fill('villarreal');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Applied!' })).toBeDisabled();
    await expect(submitButton(page)).toHaveText('Register & Pay $1,500.00');
    await radio(page, 'All In').check();
    await expect(toastItem(page)).toContainText('Promo code removed');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expect(submitButton(page)).toHaveText('Register & Pay $2,450.00');
  });
});

test('no promo code ships to the browser', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/registration');
  await islandsReady(page);
  await page.waitForLoadState('networkidle');
  const code = [await page.content(), ...(await Promise.all(scripts))].join('\n').toLowerCase();
  expect(scripts.length).toBeGreaterThan(0);
  for (const promo of ['berry', 'cornerstone', 'bunnell', 'villarreal', 'woop100', 'woop200', 'odom', 'karl0', 'just1']) {
    expect(code, promo).not.toContain(promo);
  }
});

test.describe('the success modal', () => {
  test('opens only for a same-origin PAYPAL_SUCCESS message; Back to Home closes it, View Schedule goes to /schedule', async ({ page, baseURL }) => {
    await openRegistration(page);
    await fillVisitor(page, { ...annie, email: 'modal@example.com' });
    await submitButton(page).click();
    const payment = page.getByRole('region', { name: 'Complete Your Payment' });
    await expect(payment).toBeVisible();
    const modal = page.getByRole('dialog', { name: 'Registration Successful!' });

    // A real cross-origin message: a window on 127.0.0.1 (another origin than localhost), opened
    // by this page as the payment popup is, posts to its opener. (A frame could not: the page's CSP
    // allows frames from PayPal only.)
    const otherOrigin = baseURL!.replace('localhost', '127.0.0.1');
    await page.context().route(`${otherOrigin}/other-site`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<title>Another site</title><script>opener.postMessage({ type: 'PAYPAL_SUCCESS' }, '*');</script>`,
      }),
    );
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      window.addEventListener('message', (e) => w.seen.push(e.origin));
    });
    const popup = page.waitForEvent('popup');
    await page.evaluate((src) => void window.open(src, 'other-site', 'width=450,height=600'), `${otherOrigin}/other-site`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([otherOrigin]);
    await (await popup).close();
    // Let React render whatever that message caused before looking.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(modal).toBeHidden();
    await expect(payment).toBeVisible();

    // The payment window (same origin) reports success.
    await page.evaluate(() => window.postMessage({ type: 'PAYPAL_SUCCESS' }, window.location.origin));
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Your registration for WOOP 2025 has been confirmed');
    await expect(modal).toContainText(/confirmation email has been sent/);
    await expect(payment).toBeHidden();
    await expect(modal.getByRole('button', { name: 'Back to Home' })).toBeFocused();

    await modal.getByRole('button', { name: 'Back to Home' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeFocused();

    // Escape closes it too; then View Schedule navigates.
    await page.evaluate(() => window.postMessage({ type: 'PAYPAL_SUCCESS' }, window.location.origin));
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.evaluate(() => window.postMessage({ type: 'PAYPAL_SUCCESS' }, window.location.origin));
    await modal.getByRole('link', { name: 'View Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test('a same-origin message of another type does nothing', async ({ page }) => {
    await openRegistration(page);
    await fillVisitor(page, { ...annie, email: 'other-type@example.com' });
    await submitButton(page).click();
    await expect(page.getByRole('region', { name: 'Complete Your Payment' })).toBeVisible();
    await page.evaluate(() => window.postMessage({ type: 'PAYPAL_CANCEL' }, window.location.origin));
    await page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(r), 0)));
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
