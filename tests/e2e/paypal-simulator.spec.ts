/**
 * Browser smoke of the PayPal simulator: a small merchant page on another localhost port loads the
 * SDK stand-in with @paypal/paypal-js and pays in the popup; a buy-now form pays on the web
 * payment page and the merchant verifies the IPN. Independent of the site build (own servers).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startPaypalSimulator, type PaypalSimulator } from '../../tools/paypal-simulator/server.ts';

let sim: PaypalSimulator;
let merchant: Server;
let merchantUrl = '';
const verifiedIpns: string[] = [];

const PAYPAL_JS = readFileSync(new URL('../../node_modules/@paypal/paypal-js/dist/esm/paypal-js.js', import.meta.url), 'utf8');

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function paypalApi(path: string, init: RequestInit = {}): Promise<{ status: number; json: any }> {
  const basic = Buffer.from(`${sim.clientId}:${sim.clientSecret}`).toString('base64');
  const tokenRes = await fetch(`${sim.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(sim.url + path, {
    ...init,
    headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
  });
  return { status: res.status, json: await res.json() };
}

function sdkPage(clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Merchant</title></head><body>
<h1>Registration payment</h1>
<div id="paypal-button-container"></div>
<p role="status" id="result"></p>
<script type="module">
  import { loadScript } from '/paypal-js.js';
  const result = document.getElementById('result');
  try {
    const paypal = await loadScript({ clientId: ${JSON.stringify(clientId)}, sdkBaseUrl: ${JSON.stringify(`${sim.url}/sdk/js`)}, currency: 'USD', intent: 'capture' });
    await paypal.Buttons({
      style: { color: 'gold', shape: 'pill' },
      createOrder: () => fetch('/order', { method: 'POST' }).then((r) => r.json()).then((o) => o.id),
      onApprove: async (data) => {
        const r = await fetch('/order/' + data.orderID + '/capture', { method: 'POST' });
        const j = await r.json();
        result.textContent = j.status === 'COMPLETED' ? 'Paid ' + j.amount + ' by ' + data.payerID : 'Capture failed: ' + j.issue;
      },
      onError: (err) => { result.textContent = 'Error: ' + err.message; },
      onCancel: () => { result.textContent = 'Cancelled'; },
    }).render('#paypal-button-container');
  } catch (err) {
    result.textContent = 'Load failed: ' + err.message;
  }
</script></body></html>`;
}

function buyNowPage(): string {
  const fields: Record<string, string> = {
    cmd: '_xclick',
    business: 'treasurer@woop.example',
    item_name: 'WOOP 2026 Tournament Registration - Just Main Event',
    amount: '2450.00',
    currency_code: 'USD',
    no_shipping: '1',
    return: `${merchantUrl}/return?key=k-123`,
    cancel_return: `${merchantUrl}/buy-now`,
    custom: 'k-123',
    notify_url: `${merchantUrl}/ipn`,
    rm: '0',
  };
  const inputs = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Buy now</title></head><body>
<form method="post" action="${sim.url}/cgi-bin/webscr">${inputs}<button type="submit">Pay with PayPal</button></form></body></html>`;
}

test.beforeAll(async () => {
  sim = await startPaypalSimulator();
  merchant = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://merchant');
    const html = (text: string) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(text);
    if (url.pathname === '/') return html(sdkPage(url.searchParams.get('client-id') ?? sim.clientId));
    if (url.pathname === '/buy-now') return html(buyNowPage());
    if (url.pathname === '/paypal-js.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(PAYPAL_JS);
    if (url.pathname === '/order' && req.method === 'POST') {
      const order = { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '2450.00' } }] };
      const { json } = await paypalApi('/v2/checkout/orders', { method: 'POST', body: JSON.stringify(order) });
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: json.id }));
    }
    const capture = /^\/order\/([^/]+)\/capture$/.exec(url.pathname);
    if (capture && req.method === 'POST') {
      const { json } = await paypalApi(`/v2/checkout/orders/${capture[1]}/capture`, { method: 'POST', body: '{}' });
      const out = { status: json.status, issue: json.details?.[0]?.issue, amount: json.purchase_units?.[0]?.payments?.captures?.[0]?.amount?.value };
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(out));
    }
    if (url.pathname === '/ipn' && req.method === 'POST') {
      // An IPN listener as a serverless function is one: post the message back unchanged, keep it
      // only if VERIFIED, then answer 200 (the simulator returns the buyer after that answer).
      const raw = await body(req);
      const answer = await fetch(`${sim.url}/cgi-bin/webscr`, { method: 'POST', body: `cmd=_notify-validate&${raw}` }).then((r) => r.text());
      if (answer === 'VERIFIED') verifiedIpns.push(raw);
      return res.writeHead(200).end();
    }
    if (url.pathname === '/return') {
      const tx = url.searchParams.get('tx') ?? '';
      const verified = verifiedIpns.some((raw) => new URLSearchParams(raw).get('txn_id') === tx);
      return html(`<!doctype html><html lang="en"><head><title>Thanks</title></head><body><h1>Payment ${url.searchParams.get('st')}</h1><p>${verified ? 'IPN verified' : 'IPN not verified'}</p></body></html>`);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://localhost:${(merchant.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await sim?.close();
  await new Promise((resolve) => merchant?.close(resolve));
});

async function openCheckout(page: Page): Promise<Page> {
  await page.goto(`${merchantUrl}/`);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PayPal' }).click();
  const popup = await popupPromise;
  await expect(popup.getByText('Pay $2,450.00 USD')).toBeVisible();
  return popup;
}

test('the SDK stand-in pays in a popup and the merchant captures the order', async ({ page }) => {
  const popup = await openCheckout(page);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Paid 2450\.00 by [A-Z0-9]{13}$/);
  await closed; // the SDK closes its popup once the payment is approved
});

test('a declined card reaches onError', async ({ page }) => {
  const popup = await openCheckout(page);
  await popup.getByRole('button', { name: 'Decline card' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Error: INSTRUMENT_DECLINED/);
});

test('Cancel on the approval page reaches onCancel', async ({ page }) => {
  const popup = await openCheckout(page);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText('Cancelled');
});

test('closing the popup reaches onCancel', async ({ page }) => {
  const popup = await openCheckout(page);
  await popup.close();
  await expect(page.getByRole('status')).toHaveText('Cancelled');
});

test('a blocked popup reaches onError', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`${merchantUrl}/`);
  await page.getByRole('button', { name: 'PayPal' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Error: Popup blocked/);
});

test('an unknown client id reaches onError', async ({ page }) => {
  await page.goto(`${merchantUrl}/?client-id=not-a-real-client`);
  await page.getByRole('button', { name: 'PayPal' }).click();
  await expect(page.getByRole('status')).toHaveText(/client-id not recognized/);
});

test('the buy-now form pays on the web payment page, with a verified IPN before the return', async ({ page }) => {
  await page.goto(`${merchantUrl}/buy-now`);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'Pay $2,450.00 USD to treasurer@woop.example' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Completed' })).toBeVisible();
  await expect(page.getByText('IPN verified')).toBeVisible();
});

test('Cancel and return on the web payment page goes back to cancel_return', async ({ page }) => {
  await page.goto(`${merchantUrl}/buy-now`);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(`${merchantUrl}/buy-now`);
});

test('the approval page and the web payment page have no detectable accessibility violations', async ({ page }) => {
  const popup = await openCheckout(page);
  expect((await new AxeBuilder({ page: popup }).analyze()).violations).toEqual([]);
  await page.goto(`${merchantUrl}/buy-now`);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('button', { name: 'Cancel and return' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('the control page refunds and reverses a buy-now payment; the merchant gets verified IPNs', async ({ page }) => {
  await page.goto(`${merchantUrl}/buy-now`);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('IPN verified')).toBeVisible();
  const txnId = new URL(page.url()).searchParams.get('tx') ?? '';

  await page.goto(`${sim.url}/__sim/`);
  await expect(page.getByRole('heading', { name: 'Simulator payments' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: `Reverse ${txnId}` }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^Reversed \\$2,450\\.00 USD of ${txnId}: IPN [A-Z0-9]{17} sent, the listener answered 200\\.$`));
  await page.getByRole('button', { name: `Cancel reversal ${txnId}` }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^Canceled_Reversal \\$2,450\\.00 USD of ${txnId}`));
  await page.getByRole('button', { name: `Refund ${txnId}` }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^Refunded \\$2,450\\.00 USD of ${txnId}`));
  await expect(page.getByRole('row', { name: new RegExp(txnId) }).getByRole('cell', { name: 'Refunded', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Refund ${txnId}` })).toHaveCount(0);

  const adjustments = verifiedIpns.map((raw) => new URLSearchParams(raw)).filter((ipn) => ipn.get('parent_txn_id') === txnId);
  expect(adjustments.map((ipn) => ipn.get('payment_status'))).toEqual(['Reversed', 'Canceled_Reversal', 'Refunded']);
});
