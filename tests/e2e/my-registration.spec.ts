// After registering: pay through the simulator, open the personal link from the
// confirmation e-mail in .data/outbox, download the receipt and read it, correct the t-shirt size;
// and in /admin, record a check for a sponsor who chose to pay by check, and read its receipt.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { mailTo } from './helpers/outbox.ts';
import { annie, fillVisitor, islandsReady } from './registration-helpers.ts';

async function pdfText(download: Download): Promise<string> {
  const bytes = readFileSync(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}


test.describe('on a phone: PayPal in the same window', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('register, pay, open the link from the e-mail, download the receipt, correct the t-shirt size', async ({ page }) => {
    const email = `receipt-${randomUUID()}@example.com`;
    await page.goto('/registration');
    await islandsReady(page);
    await page.getByRole('radio', { name: /All In/ }).check();
    await fillVisitor(page, { ...annie, firstName: 'Rita', lastName: 'Receipt', email });
    await page.getByRole('button', { name: /Register & Pay/ }).click();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    // The success screen links to the personal page too (added beside SPEC's texts).
    await expect(page.getByRole('link', { name: 'Open your registration page' })).toHaveAttribute('href', /^\/my-registration#[A-Za-z0-9_-]{22}$/);

    const mail = await mailTo(email, /registration confirmed/);
    const link = /https?:\/\/[^\s"<>]+\/my-registration#([A-Za-z0-9_-]{22})/.exec(mail);
    expect(link, 'a personal link in the confirmation e-mail').not.toBeNull();
    expect(mail).toContain('filename=WOOP-receipt-');

    await page.goto(`/my-registration#${link![1]}`);
    await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your registration' })).toContainText('Your registration is confirmed.');
    const receiptNumber = (await page.getByRole('definition').filter({ hasText: /^\d{4}-\d{4}$/ }).textContent())!;
    await expect(page.getByRole('img', { name: /Check-in QR code for WOOP-/ })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`WOOP-receipt-${receiptNumber}.pdf`);
    const text = await pdfText(download);
    expect(text).toContain(`Receipt No.: ${receiptNumber}`);
    expect(text).toContain('$2,450.00');
    expect(text).toContain('Rita Receipt');

    await page.getByLabel('T-shirt size').selectOption('XXL');
    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your corrections are saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('T-shirt size')).toHaveValue('XXL');
  });

  test('an unpaid registration asks for its link by e-mail, then pays later with Pay now', async ({ page, request }) => {
    const email = `later-${randomUUID()}@example.com`;
    const registered = await request.post('/api/register', {
      data: {
        registrationType: 'just-party', roomAdditions: [], firstName: 'Larry', lastName: 'Later', email, phone: '3375550100',
        company: 'Later Energy', jobTitle: 'Landman', tShirtSize: 'L', billingStreet: '1 Main St', billingCity: 'Lake Charles',
        billingState: 'LA', billingZip: '70601', amount: '', experience: 'Not specified', agreeTerms: true, referral: '',
        dietaryRestrictions: '', promoCode: '',
      },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/my-registration');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me my link' }).click();
    await expect(page.getByRole('status')).toContainText('If a registration uses this address');
    const mail = await mailTo(email, /Your WOOP registration link/);
    const token = /\/my-registration#([A-Za-z0-9_-]{22})/.exec(mail)![1];

    await page.goto(`/my-registration#${token}`);
    await expect(page.getByRole('region', { name: 'Your registration' })).toContainText('Awaiting payment');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await page.goto(`/my-registration#${token}`);
    await expect(page.getByRole('region', { name: 'Your registration' })).toContainText('Your registration is confirmed.');
  });

  test('leaves at the payment step, comes back through the e-mail that came at once, and pays', async ({ page, browser }) => {
    const email = `come-back-${randomUUID()}@example.com`;
    await page.goto('/registration');
    await islandsReady(page);
    await page.getByRole('radio', { name: /Just Here to Party/ }).check();
    await fillVisitor(page, { ...annie, firstName: 'Cora', lastName: 'Comeback', email });
    await page.getByRole('button', { name: /Register & Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await page.close();

    const mail = await mailTo(email, /Finish paying for your WOOP \d{4} registration/);
    // The e-mail gives the venue's time, with its zone; the page, opened in that zone, says the same.
    const until = /Please pay by \w+, (\w+ \d+, \d{4}) at (\d+:\d\d [AP]M [A-Z]{3,4}):/.exec(mail);
    expect(until, 'the end of the hold in the e-mail').not.toBeNull();
    const token = /\/my-registration#([A-Za-z0-9_-]{22})/.exec(mail)![1];
    const back = await (await browser.newContext({ timezoneId: 'America/Chicago', viewport: { width: 390, height: 844 } })).newPage();
    await back.goto(`/my-registration#${token}`);
    const yours = back.getByRole('region', { name: 'Your registration' });
    await expect(yours).toContainText('Awaiting payment');
    await expect(yours).toContainText(`Please pay by ${until![1]} at ${until![2]}.`);
    await back.getByRole('button', { name: 'Pay now' }).click();
    await back.getByRole('button', { name: 'Pay with PayPal' }).click();
    await back.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(back.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(await mailTo(email, /registration confirmed/)).toContain('Cora');
  });

  test('the registrant signs out all links after a confirmation; every link, this one too, stops working', async ({ page, request }) => {
    const email = `signout-${randomUUID()}@example.com`;
    // Confirmed at once (karl0 covers Just Here to Party): the answer and the confirmation e-mail each carry a link.
    const registered = await request.post('/api/register', {
      data: {
        registrationType: 'just-party', roomAdditions: [], firstName: 'Sandy', lastName: 'Signout', email, phone: '3375550100',
        company: 'Signout Energy', jobTitle: 'Landman', tShirtSize: 'L', billingStreet: '1 Main St', billingCity: 'Lake Charles',
        billingState: 'LA', billingZip: '70601', amount: '', experience: 'Not specified', agreeTerms: true, referral: '',
        dietaryRestrictions: '', promoCode: 'karl0',
      },
    });
    expect(registered.status()).toBe(201);
    const onScreen = /#([A-Za-z0-9_-]{22})$/.exec(((await registered.json()) as { myRegistrationUrl: string }).myRegistrationUrl)![1];
    const mailed = /\/my-registration#([A-Za-z0-9_-]{22})/.exec(await mailTo(email, /registration confirmed/))![1];

    await page.goto(`/my-registration#${onScreen}`);
    const links = page.getByRole('region', { name: 'Links to this page' });
    await links.getByRole('button', { name: 'Sign out all links' }).click();
    await expect(links.getByText(/^Sign out every link to this page\? This one stops working too\./)).toBeFocused();
    await links.getByRole('button', { name: 'Cancel' }).click();
    await expect(links.getByRole('button', { name: 'Sign out all links' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Your registration' })).toBeVisible();

    await links.getByRole('button', { name: 'Sign out all links' }).click();
    await links.getByRole('button', { name: 'Yes, sign out all links' }).click();
    await expect(page.getByRole('status')).toContainText('All links to this page are signed out, this one too.');
    await expect(page.getByRole('region', { name: 'Your registration' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send me my link' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');

    for (const token of [mailed, onScreen]) {
      await page.goto('/');
      await page.goto(`/my-registration#${token}`);
      await expect(page.getByRole('alert')).toContainText('This link is not valid');
    }
  });

  test('a wrong token offers to e-mail the link, with the same answer for any address', async ({ page }) => {
    await page.goto('/my-registration#AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toContainText('This link is not valid');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send me my link' }).click();
    await expect(page.getByRole('status')).toContainText('If a registration uses this address, we have sent its link there.');
  });
});

test('the organizer records a check in /admin and downloads its receipt', async ({ page, request }) => {
  const email = `check-${randomUUID()}@example.com`;
  const created = await request.post('/api/sponsor-offline-registration', {
    data: {
      registrationType: 'table', roomAdditions: [], firstName: 'Chuck', lastName: 'Check', email, phone: '3375550100',
      company: 'Check Energy', jobTitle: 'Treasurer', tShirtSize: 'L', billingStreet: '1 Main St', billingCity: 'Houston',
      billingState: 'TX', billingZip: '77002', amount: '', experience: 'Not specified', agreeTerms: true, referral: '',
      dietaryRestrictions: '', promoCode: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { registrationId } = (await created.json()) as { registrationId: string };

  await page.goto('/admin');
  await page.getByLabel('Admin password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'View & Manage Registrations' }).click();
  await page.getByLabel('Search').fill(registrationId);
  await page.getByRole('button', { name: `Record a check or transfer for ${registrationId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a check or bank transfer' });
  await expect(dialog.getByLabel('Amount received (USD)')).toHaveValue('3750.00');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Enter the check number or the transfer reference')).toBeVisible();
  await dialog.getByLabel('Check number').fill('10452');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(new RegExp(`${registrationId} is paid, receipt \\d{4}-\\d{4}`))).toBeVisible();

  const receiptButton = page.getByRole('button', { name: new RegExp(`^Download receipt \\d{4}-\\d{4} of ${registrationId}$`) });
  const downloading = page.waitForEvent('download');
  await receiptButton.click();
  const text = await pdfText(await downloading);
  expect(text).toContain('Check number: 10452');
  expect(text).toContain('$3,750.00');
  expect(text).toContain(registrationId);

  const mail = await mailTo(email, /registration confirmed/);
  expect(mail).toContain('filename=WOOP-receipt-');
});

test('a sponsor paying by check registers from /paypal-me-payment and downloads the invoice', async ({ page }) => {
  const email = `invoice-${randomUUID()}@example.com`;
  await page.goto('/paypal-me-payment');
  await islandsReady(page);
  // The PayPal-only Test level offers no invoice.
  await page.getByRole('radio', { name: /^Test Sponsor/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('link', { name: /Pay with PayPal\.me/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register and get an invoice' })).toHaveCount(0);
  await page.goto('/paypal-me-payment');
  await islandsReady(page);
  await page.getByRole('radio', { name: /^Table Sponsor/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Register and get an invoice' }).click();
  const form = page.getByRole('form', { name: 'Register and get an invoice' });
  await form.getByRole('button', { name: 'Register and get an invoice' }).click();
  await expect(form.getByRole('alert')).toContainText('First name is required');
  await fillVisitor(page, { ...annie, firstName: 'Ivy', lastName: 'Invoice', email, company: 'Invoice Energy' });
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Register and get an invoice' }).click();
  await expect(page.getByRole('heading', { name: /^Registered: WOOP-/ })).toBeVisible();
  const mail = await mailTo(email, /registration received/);
  expect(mail).toContain('filename=WOOP-invoice-');

  await page.getByRole('link', { name: 'Open your registration page' }).click();
  await expect(page.getByRole('region', { name: 'Your registration' })).toContainText('Awaiting payment');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice (PDF)' }).click();
  const text = await pdfText(await downloading);
  expect(text).toContain('INVOICE');
  expect(text).toContain('Invoice Energy');
  expect(text).toContain('$3,750.00');
});
