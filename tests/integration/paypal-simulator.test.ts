/**
 * The local PayPal simulator, exercised as PayPal's clients use PayPal: the site's server (OAuth,
 * Orders v2, IPN postback), the buyer's browser (approval page, web payment page) and the IPN
 * listener (a local receiver standing in for /api/paypal-ipn).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPaypalSimulator, type PaypalSimulator } from '../../tools/paypal-simulator/server.ts';

let sim: PaypalSimulator;
let receiver: IpnReceiver;

interface IpnReceiver {
  url: string;
  bodies: string[];
  status: number;
  server: Server;
}

async function startReceiver(): Promise<IpnReceiver> {
  const r: IpnReceiver = { url: '', bodies: [], status: 200, server: createServer() };
  r.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      r.bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(r.status).end();
    });
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(r.server.address() as AddressInfo).port}/api/paypal-ipn`;
  return r;
}

beforeAll(async () => {
  sim = await startPaypalSimulator();
  receiver = await startReceiver();
});

afterAll(async () => {
  await sim.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});

beforeEach(async () => {
  await post('/__sim/reset', {});
  receiver.bodies.length = 0;
  receiver.status = 200;
});

// ---------- helpers: a client of the simulator ----------

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(sim.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
}

function postForm(path: string, fields: Record<string, string> | string): Promise<Response> {
  return fetch(path.startsWith('http') ? path : sim.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function accessToken(): Promise<string> {
  const basic = Buffer.from(`${sim.clientId}:${sim.clientSecret}`).toString('base64');
  const res = await fetch(`${sim.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${await accessToken()}`, ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const res = await fetch(sim.url + path, init);
  return { status: res.status, json: await res.json() };
}

const orderBody = (value = '2450.00', extra: Record<string, unknown> = {}) => ({
  intent: 'CAPTURE',
  purchase_units: [{ amount: { currency_code: 'USD', value }, custom_id: 'reg-123', reference_id: 'woop' }],
  ...extra,
});

async function createOrder(value = '2450.00', extra: Record<string, unknown> = {}): Promise<any> {
  const { status, json } = await api('POST', '/v2/checkout/orders', orderBody(value, extra));
  expect(status).toBe(201);
  return json;
}

/** What the buyer's browser does on the approval page: press a button (a form POST). */
function buyerChooses(orderId: string, action: 'pay' | 'decline' | 'cancel'): Promise<Response> {
  return postForm('/checkoutnow', { token: orderId, sdk: '0', action });
}

const capture = (id: string, headers: Record<string, string> = {}) => api('POST', `/v2/checkout/orders/${id}/capture`, {}, headers);

function issueOf(json: any): string | undefined {
  return json?.details?.[0]?.issue;
}

// ---------- OAuth and identity ----------

describe('OAuth 2.0 client credentials', () => {
  it('issues a Bearer access token for the right client id and secret', async () => {
    const basic = Buffer.from(`${sim.clientId}:${sim.clientSecret}`).toString('base64');
    const res = await fetch(`${sim.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(200);
    expect(json.token_type).toBe('Bearer');
    expect(json.access_token).toEqual(expect.any(String));
    expect(json.expires_in).toBeGreaterThan(0);
  });

  it('answers 401 invalid_client to a wrong secret', async () => {
    const basic = Buffer.from(`${sim.clientId}:wrong`).toString('base64');
    const res = await fetch(`${sim.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('rejects Orders calls without a valid Bearer token', async () => {
    const res = await post('/v2/checkout/orders', orderBody(), { Authorization: 'Bearer made-up' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE', debug_id: expect.any(String) });
  });

  it('generates a client token for the card/wallet SDK', async () => {
    const { status, json } = await api('POST', '/v1/identity/generate-token');
    expect(status).toBe(200);
    expect(json).toEqual({ client_token: expect.any(String), expires_in: expect.any(Number) });
  });
});

// ---------- Orders v2 ----------

describe('Orders v2: create, approve, capture', () => {
  it('creates an order with an approve link to the simulator approval page showing the amount', async () => {
    const order = await createOrder();
    expect(order.status).toBe('CREATED');
    expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
    const approve = order.links.find((l: { rel: string }) => l.rel === 'approve');
    expect(approve.href).toBe(`${sim.url}/checkoutnow?token=${order.id}`);
    const html = await (await fetch(approve.href)).text();
    expect(html).toContain('Pay $2,450.00 USD');
    for (const label of ['Pay now', 'Decline card', 'Cancel']) expect(html).toContain(`>${label}</button>`);
  });

  it('refuses to capture before the buyer approves (ORDER_NOT_APPROVED)', async () => {
    const order = await createOrder();
    const { status, json } = await capture(order.id);
    expect(status).toBe(422);
    expect(json).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', message: expect.any(String), debug_id: expect.any(String) });
    expect(issueOf(json)).toBe('ORDER_NOT_APPROVED');
  });

  it('captures an approved order once: COMPLETED with payer and capture, then ORDER_ALREADY_CAPTURED', async () => {
    const order = await createOrder('1950.00');
    const page = await buyerChooses(order.id, 'pay');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Payment approved. You can close this window.');
    expect((await api('GET', `/v2/checkout/orders/${order.id}`)).json.status).toBe('APPROVED');

    const first = await capture(order.id);
    expect(first.status).toBe(201);
    expect(first.json.status).toBe('COMPLETED');
    expect(first.json.payer).toMatchObject({
      name: { given_name: expect.any(String), surname: expect.any(String) },
      email_address: expect.stringContaining('@'),
      payer_id: expect.stringMatching(/^[A-Z0-9]{13}$/),
    });
    const unit = first.json.purchase_units[0];
    expect(unit.custom_id).toBe('reg-123');
    expect(unit.payments.captures).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED', amount: { currency_code: 'USD', value: '1950.00' } }),
    ]);

    const captureId = unit.payments.captures[0].id;
    const details = await api('GET', `/v2/payments/captures/${captureId}`);
    expect(details.json).toMatchObject({ id: captureId, status: 'COMPLETED', custom_id: 'reg-123', amount: { value: '1950.00' } });

    const second = await capture(order.id);
    expect(second.status).toBe(422);
    expect(issueOf(second.json)).toBe('ORDER_ALREADY_CAPTURED');
    expect((await api('GET', `/v2/checkout/orders/${order.id}`)).json.status).toBe('COMPLETED');
  });

  it('declines the capture when the buyer chose "Decline card" (INSTRUMENT_DECLINED)', async () => {
    const order = await createOrder();
    const page = await buyerChooses(order.id, 'decline');
    expect(await page.text()).toContain('Your card was declined.');
    const { status, json } = await capture(order.id);
    expect(status).toBe(422);
    expect(issueOf(json)).toBe('INSTRUMENT_DECLINED');
    expect((await api('GET', `/v2/checkout/orders/${order.id}`)).json.status).not.toBe('COMPLETED');
  });

  it('declines the capture of an order flagged through the control API', async () => {
    const order = await createOrder();
    await buyerChooses(order.id, 'pay');
    expect((await post(`/__sim/orders/${order.id}/decline`, {})).status).toBe(200);
    expect(issueOf((await capture(order.id)).json)).toBe('INSTRUMENT_DECLINED');
  });

  it('redirects the buyer to return_url with token and PayerID after approval', async () => {
    const order = await createOrder('100.00', {
      application_context: { return_url: 'http://localhost:9/api/return?key=abc', cancel_url: 'http://localhost:9/registration' },
    });
    const paid = await buyerChooses(order.id, 'pay');
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location') ?? '');
    expect(location.pathname).toBe('/api/return');
    expect(location.searchParams.get('key')).toBe('abc');
    expect(location.searchParams.get('token')).toBe(order.id);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
  });

  it('answers PAYER_ACTION_REQUIRED with a payer-action link when created with payment_source.paypal', async () => {
    const order = await createOrder('100.00', {
      payment_source: { paypal: { experience_context: { return_url: 'http://localhost:9/ok', cancel_url: 'http://localhost:9/cancelled' } } },
    });
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    const rels = order.links.map((l: { rel: string }) => l.rel);
    expect(rels).toContain('payer-action');
    expect(rels).not.toContain('approve');
    expect(issueOf((await capture(order.id)).json)).toBe('ORDER_NOT_APPROVED');
    const paid = await buyerChooses(order.id, 'pay');
    expect(paid.headers.get('location')).toMatch(new RegExp(`^http://localhost:9/ok\\?token=${order.id}&PayerID=`));
    expect((await capture(order.id)).json.status).toBe('COMPLETED');
  });

  it('sends the buyer to the experience_context cancel_url on Cancel, leaving the order unapproved', async () => {
    const order = await createOrder('100.00', {
      payment_source: { paypal: { experience_context: { return_url: 'http://localhost:9/ok', cancel_url: 'http://localhost:9/cancelled' } } },
    });
    const cancelled = await buyerChooses(order.id, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`http://localhost:9/cancelled?token=${order.id}`);
    expect((await api('GET', `/v2/checkout/orders/${order.id}`)).json.status).toBe('PAYER_ACTION_REQUIRED');
    expect(issueOf((await capture(order.id)).json)).toBe('ORDER_NOT_APPROVED');
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
    const { status, json } = await api('GET', '/v2/checkout/orders/NOSUCHORDER00000');
    expect(status).toBe(404);
    expect(json.name).toBe('RESOURCE_NOT_FOUND');
    expect(issueOf(json)).toBe('INVALID_RESOURCE_ID');
  });

  it.each([
    ['an amount with a comma', orderBody('2,450.00'), 400, 'INVALID_PARAMETER_SYNTAX'],
    ['an amount with a dollar sign', orderBody('$2450.00'), 400, 'INVALID_PARAMETER_SYNTAX'],
    ['three decimals', orderBody('24.501'), 422, 'DECIMAL_PRECISION'],
    ['a zero amount', orderBody('0.00'), 422, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['a negative amount', orderBody('-5.00'), 422, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['no intent', { purchase_units: orderBody().purchase_units }, 400, 'MISSING_REQUIRED_PARAMETER'],
    ['no purchase units', { intent: 'CAPTURE' }, 400, 'MISSING_REQUIRED_PARAMETER'],
    ['a numeric value', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: 2450 } }] }, 400, 'INVALID_PARAMETER_SYNTAX'],
  ])('rejects an order with %s', async (_label, body, status, issue) => {
    const res = await api('POST', '/v2/checkout/orders', body);
    expect(res.status).toBe(status);
    expect(issueOf(res.json)).toBe(issue);
    expect(res.json.details[0].field).toEqual(expect.stringMatching(/^\//));
  });

  it('rejects malformed JSON and a body that is not JSON', async () => {
    const token = await accessToken();
    const malformed = await post('/v2/checkout/orders', '{"intent":', { Authorization: `Bearer ${token}` });
    expect(malformed.status).toBe(400);
    expect(issueOf(await malformed.json())).toBe('MALFORMED_REQUEST_JSON');
    const form = await fetch(`${sim.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=CAPTURE',
    });
    expect(form.status).toBe(415);
  });
});

describe('PayPal-Request-Id idempotency', () => {
  it('creates one order for two requests with the same id, answering both the same', async () => {
    const headers = { 'PayPal-Request-Id': 'create-1' };
    const a = await api('POST', '/v2/checkout/orders', orderBody(), headers);
    const b = await api('POST', '/v2/checkout/orders', orderBody(), headers);
    expect(b).toEqual(a);
    expect(sim.state.orders.size).toBe(1);
    const c = await api('POST', '/v2/checkout/orders', orderBody(), { 'PayPal-Request-Id': 'create-2' });
    expect(c.json.id).not.toBe(a.json.id);
  });

  it('replays a capture for the same id instead of answering ORDER_ALREADY_CAPTURED', async () => {
    const order = await createOrder();
    await buyerChooses(order.id, 'pay');
    const headers = { 'PayPal-Request-Id': `capture-${order.id}` };
    const first = await capture(order.id, headers);
    const again = await capture(order.id, headers);
    expect(again).toEqual(first);
    expect(again.status).toBe(201);
    expect(sim.state.orders.get(order.id)?.captures).toHaveLength(1);
    expect(issueOf((await capture(order.id)).json)).toBe('ORDER_ALREADY_CAPTURED');
  });
});

describe('capture fault injection', () => {
  async function approvedOrder(): Promise<string> {
    const order = await createOrder();
    await buyerChooses(order.id, 'pay');
    return order.id;
  }

  it('answers 500 once without capturing; the retry succeeds', async () => {
    const id = await approvedOrder();
    await post('/__sim/config', { failNextCapture: '500' });
    const failed = await capture(id);
    expect(failed.status).toBe(500);
    expect(failed.json.name).toBe('INTERNAL_SERVER_ERROR');
    expect((await capture(id)).json.status).toBe('COMPLETED');
  });

  it('declines once with INSTRUMENT_DECLINED', async () => {
    const id = await approvedOrder();
    await post('/__sim/config', { failNextCapture: 'declined' });
    expect(issueOf((await capture(id)).json)).toBe('INSTRUMENT_DECLINED');
    expect(sim.state.config.failNextCapture).toBeNull();
  });

  it('times out after capturing; a retry with the same PayPal-Request-Id gets the answer', async () => {
    const id = await approvedOrder();
    await post('/__sim/config', { failNextCapture: 'timeout' });
    const token = await accessToken();
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'PayPal-Request-Id': `cap-${id}` };
    await expect(
      fetch(`${sim.url}/v2/checkout/orders/${id}/capture`, { method: 'POST', headers, body: '{}', signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    const retry = await fetch(`${sim.url}/v2/checkout/orders/${id}/capture`, { method: 'POST', headers, body: '{}' });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { status: string }).status).toBe('COMPLETED');
  });

  it('rejects unknown fault names', async () => {
    const res = await post('/__sim/config', { failNextCapture: 'explode' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('failNextCapture');
  });
});

// ---------- Buy-now form, IPN and postback ----------

/** The hidden form the registration screen posts (SPEC §7, "Payment provider buy-now form"). */
function buyNowForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    cmd: '_xclick',
    business: 'treasurer@woop.example',
    item_name: 'WOOP 2026 Tournament Registration - Just Main Event',
    amount: '2450.00',
    currency_code: 'USD',
    no_shipping: '1',
    return: 'http://localhost:9/api/paypal-return?key=1763776800000-0123456789abcdef0123456789abcdef',
    cancel_return: 'http://localhost:9/registration',
    custom: '1763776800000-0123456789abcdef0123456789abcdef',
    notify_url: receiver.url,
    rm: '0',
    no_note: '1',
    lc: 'US',
    cbt: 'Return to WOOP',
    auto_return: 'all',
    ...overrides,
  };
}

async function openPaymentPage(fields: Record<string, string>): Promise<{ html: string; pay: string; cancel: string }> {
  const res = await postForm('/cgi-bin/webscr', fields);
  expect(res.status).toBe(200);
  const html = await res.text();
  const pay = /action="(\/webscr\/sessions\/[^"]+\/pay)"/.exec(html)?.[1];
  const cancel = /action="(\/webscr\/sessions\/[^"]+\/cancel)"/.exec(html)?.[1];
  expect(pay).toBeDefined();
  expect(cancel).toBeDefined();
  return { html, pay: pay ?? '', cancel: cancel ?? '' };
}

function validate(rawIpn: string): Promise<string> {
  return postForm('/cgi-bin/webscr', `cmd=_notify-validate&${rawIpn}`).then((r) => r.text());
}

describe('buy-now web payment page', () => {
  it('shows the item and amount with Pay and Cancel and return buttons', async () => {
    const { html } = await openPaymentPage(buyNowForm());
    expect(html).toContain('Pay $2,450.00 USD to treasurer@woop.example');
    expect(html).toContain('WOOP 2026 Tournament Registration - Just Main Event');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel and return</button>');
  });

  it('pays: sends the IPN to notify_url, then returns the buyer with tx, st and amt', async () => {
    const form = buyNowForm();
    const { pay } = await openPaymentPage(form);
    const res = await postForm(pay, {});
    expect(res.status).toBe(303);

    expect(receiver.bodies).toHaveLength(1);
    const ipn = new URLSearchParams(receiver.bodies[0]);
    expect(Object.fromEntries(ipn)).toMatchObject({
      mc_gross: '2450.00',
      mc_currency: 'USD',
      payment_status: 'Completed',
      receiver_email: 'treasurer@woop.example',
      business: 'treasurer@woop.example',
      custom: form.custom,
      item_name: form.item_name,
      txn_type: 'web_accept',
      charset: 'UTF-8',
      notify_version: expect.any(String),
      first_name: expect.any(String),
      last_name: expect.any(String),
      payer_email: expect.stringContaining('@'),
      payment_date: expect.stringMatching(/^\d\d:\d\d:\d\d [A-Z][a-z]{2} \d\d, \d{4} P[SD]T$/),
      ipn_track_id: expect.any(String),
      verify_sign: expect.any(String),
    });
    const txnId = ipn.get('txn_id') ?? '';
    expect(txnId).toMatch(/^[A-Z0-9]{17}$/);

    const back = new URL(res.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/paypal-return');
    expect(back.searchParams.get('key')).toBe(form.custom);
    expect(back.searchParams.get('tx')).toBe(txnId);
    expect(back.searchParams.get('st')).toBe('Completed');
    expect(back.searchParams.get('amt')).toBe('2450.00');

    const state = (await (await fetch(`${sim.url}/__sim/state`)).json()) as { ipns: Array<{ txn_id: string; responseStatus: number }> };
    expect(state.ipns).toEqual([expect.objectContaining({ txn_id: txnId, notify_url: receiver.url, responseStatus: 200 })]);

    // Pressing Pay again (double submit, back button) does not pay twice.
    await postForm(pay, {});
    expect(receiver.bodies).toHaveLength(1);
  });

  it('verifies the exact IPN it sent and nothing else', async () => {
    const { pay } = await openPaymentPage(buyNowForm());
    await postForm(pay, {});
    const raw = receiver.bodies[0] ?? '';
    expect(await validate(raw)).toBe('VERIFIED');

    const altered = raw.replace('mc_gross=2450.00', 'mc_gross=1.00');
    expect(altered).not.toBe(raw);
    expect(await validate(altered)).toBe('INVALID');
    const [firstField, ...rest] = raw.split('&');
    expect(await validate([...rest, firstField].join('&'))).toBe('INVALID');
    expect(await validate(`${raw}&extra=1`)).toBe('INVALID');
    expect(await validate('mc_gross=2450.00&payment_status=Completed&txn_id=ABCDEFGHIJKLMNOPQ')).toBe('INVALID');
    expect(await (await postForm('/cgi-bin/webscr', raw + '&cmd=_notify-validate')).text()).not.toBe('VERIFIED');
  });

  it('posts the payment variables back to return when rm=2', async () => {
    const { pay } = await openPaymentPage(buyNowForm({ rm: '2' }));
    const res = await postForm(pay, {});
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('method="post" action="http://localhost:9/api/paypal-return?key=');
    expect(html).toContain('name="payment_status" value="Completed"');
    expect(html).toContain('>Return to WOOP</button>');
  });

  it('cancels: back to cancel_return and no IPN', async () => {
    const { cancel } = await openPaymentPage(buyNowForm());
    const res = await postForm(cancel, {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:9/registration');
    expect(receiver.bodies).toHaveLength(0);
  });

  it.each([
    ['an amount with a dollar sign and comma', { amount: '$2,450.00' }, 'amount'],
    ['no business', { business: '' }, 'business'],
    ['an unsupported cmd', { cmd: '_cart' }, 'cmd'],
  ])('refuses a form with %s, naming the field', async (_label, overrides, field) => {
    const res = await postForm('/cgi-bin/webscr', buyNowForm(overrides));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(field);
  });

  it('re-sends the same IPN on request and records each delivery', async () => {
    const { pay } = await openPaymentPage(buyNowForm());
    receiver.status = 500; // the listener fails the first time
    await postForm(pay, {});
    const txnId = new URLSearchParams(receiver.bodies[0]).get('txn_id');
    receiver.status = 200;
    const res = await post('/__sim/ipn/resend', { txn_id: txnId });
    expect(res.status).toBe(200);
    expect(receiver.bodies).toHaveLength(2);
    expect(receiver.bodies[1]).toBe(receiver.bodies[0]);
    expect(await validate(receiver.bodies[1] ?? '')).toBe('VERIFIED');
    const state = (await (await fetch(`${sim.url}/__sim/state`)).json()) as { ipns: Array<{ responseStatus: number }> };
    expect(state.ipns.map((d) => d.responseStatus)).toEqual([500, 200]);
    expect((await post('/__sim/ipn/resend', { txn_id: 'UNKNOWN' })).status).toBe(404);
  });

  it('sends Pending IPNs in Pending mode, then the Completed one when asked', async () => {
    await post('/__sim/config', { ipnStatus: 'Pending' });
    const { pay } = await openPaymentPage(buyNowForm());
    const res = await postForm(pay, {});
    const pending = new URLSearchParams(receiver.bodies[0]);
    expect(pending.get('payment_status')).toBe('Pending');
    expect(pending.get('pending_reason')).toEqual(expect.any(String));
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('st')).toBe('Pending');

    await post('/__sim/ipn/complete', { txn_id: pending.get('txn_id') });
    const completed = new URLSearchParams(receiver.bodies[1]);
    expect(completed.get('payment_status')).toBe('Completed');
    expect(completed.get('txn_id')).toBe(pending.get('txn_id'));
    expect(await validate(receiver.bodies[1] ?? '')).toBe('VERIFIED');
  });

  it('injects postback faults once: 500, then time-out', async () => {
    const { pay } = await openPaymentPage(buyNowForm());
    await postForm(pay, {});
    const raw = receiver.bodies[0] ?? '';
    await post('/__sim/config', { failNextVerify: '500' });
    expect((await postForm('/cgi-bin/webscr', `cmd=_notify-validate&${raw}`)).status).toBe(500);
    expect(await validate(raw)).toBe('VERIFIED');

    await post('/__sim/config', { failNextVerify: 'timeout' });
    await expect(
      fetch(`${sim.url}/cgi-bin/webscr`, { method: 'POST', body: `cmd=_notify-validate&${raw}`, signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(await validate(raw)).toBe('VERIFIED');
  });
});

// ---------- Refunds and reversals ----------

interface Delivery {
  txn_id: string;
  payment_status: string;
  notify_url: string;
  body: string;
  responseStatus: number | null;
}

async function paidBuyNow(overrides: Record<string, string> = {}): Promise<{ txnId: string; ipn: Record<string, string> }> {
  const { pay } = await openPaymentPage(buyNowForm(overrides));
  await postForm(pay, {});
  const ipn = Object.fromEntries(new URLSearchParams(receiver.bodies.at(-1)));
  return { txnId: ipn.txn_id ?? '', ipn };
}

/** The last IPN the listener received, as fields. */
function lastIpn(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(receiver.bodies.at(-1)));
}

async function simState(): Promise<any> {
  return (await fetch(`${sim.url}/__sim/state`)).json();
}

async function control(path: string, body: unknown = {}): Promise<{ status: number; json: any }> {
  const res = await post(path, body);
  return { status: res.status, json: await res.json() };
}

describe('buy-now refunds and reversals (control API)', () => {
  it('refunds in full: a Refunded IPN with a new txn_id, parent_txn_id and negative amounts, VERIFIED by the postback', async () => {
    const { txnId, ipn: original } = await paidBuyNow();
    const { status, json } = await control(`/__sim/payments/${txnId}/refund`);
    expect(status).toBe(200);
    expect(receiver.bodies).toHaveLength(2);
    const refund = lastIpn();
    expect(json as Delivery).toMatchObject({ txn_id: refund.txn_id, payment_status: 'Refunded', notify_url: receiver.url, body: receiver.bodies[1], responseStatus: 200 });
    expect(refund).toMatchObject({
      payment_status: 'Refunded',
      reason_code: 'refund',
      parent_txn_id: txnId,
      mc_gross: '-2450.00',
      payment_gross: '-2450.00',
      mc_fee: `-${original.mc_fee}`,
      mc_currency: 'USD',
      custom: original.custom,
      business: original.business,
      receiver_email: original.receiver_email,
      item_name: original.item_name,
      charset: original.charset,
      payer_email: original.payer_email,
      payment_date: expect.stringMatching(/^\d\d:\d\d:\d\d [A-Z][a-z]{2} \d\d, \d{4} P[SD]T$/),
    });
    expect(refund.txn_id).toMatch(/^[A-Z0-9]{17}$/);
    expect(refund.txn_id).not.toBe(txnId);
    expect(refund).not.toHaveProperty('txn_type'); // PayPal sends none with refunds and reversals
    expect(await validate(receiver.bodies[1] ?? '')).toBe('VERIFIED');

    const state = await simState();
    expect(state.ipns.map((d: Delivery) => d.payment_status)).toEqual(['Completed', 'Refunded']);
    expect(state.webPayments[0]).toMatchObject({ txn_id: txnId, refunded: '2450.00', reversed: false, status_label: 'Refunded' });

    const again = await control(`/__sim/payments/${txnId}/refund`);
    expect(again.status).toBe(409);
    expect(again.json.error).toContain('already fully refunded');
    expect(receiver.bodies).toHaveLength(2);
  });

  it('refunds part of a payment, refuses more than is left, and refunds the rest by default', async () => {
    const { txnId, ipn: original } = await paidBuyNow();
    expect((await control(`/__sim/payments/${txnId}/refund`, { amount: '100.00' })).status).toBe(200);
    const partial = lastIpn();
    expect(partial).toMatchObject({ payment_status: 'Refunded', mc_gross: '-100.00', parent_txn_id: txnId });
    expect((await simState()).webPayments[0]).toMatchObject({ refunded: '100.00', status_label: 'Partially refunded ($100.00 USD)' });

    const tooMuch = await control(`/__sim/payments/${txnId}/refund`, { amount: '2400.00' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error).toContain('amount');
    for (const amount of ['-5.00', '$100', '0', '1.234', 12]) {
      const bad = await control(`/__sim/payments/${txnId}/refund`, { amount });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toContain('amount');
    }

    expect((await control(`/__sim/payments/${txnId}/refund`)).status).toBe(200);
    const rest = lastIpn();
    expect(rest).toMatchObject({ mc_gross: '-2350.00', parent_txn_id: txnId });
    expect(rest.txn_id).not.toBe(partial.txn_id);
    // The fees returned with the parts add up to the payment's fee.
    expect(Math.round(Number(partial.mc_fee) * 100) + Math.round(Number(rest.mc_fee) * 100)).toBe(-Math.round(Number(original.mc_fee) * 100));
    expect(await validate(receiver.bodies[1] ?? '')).toBe('VERIFIED');
    expect(await validate(receiver.bodies[2] ?? '')).toBe('VERIFIED');
    expect((await control(`/__sim/payments/${txnId}/refund`, { amount: '1.00' })).status).toBe(409);
  });

  it('reverses a payment (chargeback) and cancels the reversal, each with its own VERIFIED IPN', async () => {
    const { txnId, ipn: original } = await paidBuyNow();
    expect((await control(`/__sim/payments/${txnId}/cancel-reversal`)).status).toBe(409);

    expect((await control(`/__sim/payments/${txnId}/reverse`)).status).toBe(200);
    const reversal = lastIpn();
    expect(reversal).toMatchObject({ payment_status: 'Reversed', reason_code: 'chargeback', parent_txn_id: txnId, mc_gross: '-2450.00', mc_fee: `-${original.mc_fee}`, custom: original.custom });
    expect(reversal.txn_id).not.toBe(txnId);
    expect(await validate(receiver.bodies.at(-1) ?? '')).toBe('VERIFIED');
    expect((await simState()).webPayments[0]).toMatchObject({ reversed: true, status_label: 'Reversed' });

    // While reversed: no refund, no second reversal.
    expect((await control(`/__sim/payments/${txnId}/refund`)).status).toBe(409);
    expect((await control(`/__sim/payments/${txnId}/reverse`)).status).toBe(409);

    expect((await control(`/__sim/payments/${txnId}/cancel-reversal`)).status).toBe(200);
    const canceled = lastIpn();
    expect(canceled).toMatchObject({ payment_status: 'Canceled_Reversal', reason_code: 'other', parent_txn_id: txnId, mc_gross: '2450.00', mc_fee: original.mc_fee });
    expect(new Set([txnId, reversal.txn_id, canceled.txn_id]).size).toBe(3);
    expect(await validate(receiver.bodies.at(-1) ?? '')).toBe('VERIFIED');
    expect((await simState()).webPayments[0]).toMatchObject({ reversed: false, status_label: 'Completed, reversal canceled' });
    expect((await control(`/__sim/payments/${txnId}/cancel-reversal`)).status).toBe(409);

    const complaint = await control(`/__sim/payments/${txnId}/reverse`, { reason_code: 'buyer-complaint' });
    expect(complaint.status).toBe(200);
    expect(lastIpn().reason_code).toBe('buyer-complaint');
  });

  it('answers 404 for an unknown transaction, 409 for a Pending payment, 400 for an unknown reason_code', async () => {
    const unknown = await control('/__sim/payments/UNKNOWN0000000000/refund');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toContain('UNKNOWN0000000000');

    const { txnId } = await paidBuyNow();
    expect((await control(`/__sim/payments/${txnId}/reverse`, { reason_code: 'bored' })).json.error).toContain('reason_code');
    // A refund's own txn_id is not a payment.
    await control(`/__sim/payments/${txnId}/refund`, { amount: '1.00' });
    expect((await control(`/__sim/payments/${lastIpn().txn_id}/refund`)).status).toBe(404);

    await post('/__sim/config', { ipnStatus: 'Pending' });
    const pending = await paidBuyNow();
    const refused = await control(`/__sim/payments/${pending.txnId}/refund`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain('Pending');
  });
});

async function capturedOrder(value = '2450.00', extra: Record<string, unknown> = {}): Promise<{ orderId: string; captureId: string }> {
  const order = await createOrder(value, extra);
  await buyerChooses(order.id, 'pay');
  const { json } = await capture(order.id);
  return { orderId: order.id, captureId: json.purchase_units[0].payments.captures[0].id };
}

describe('Orders v2 refunds', () => {
  it('refunds a capture through the control API: REFUNDED in the capture and in the order', async () => {
    const { orderId, captureId } = await capturedOrder();
    const { status, json } = await control(`/__sim/captures/${captureId}/refund`);
    expect(status).toBe(200);
    expect(json.refund).toMatchObject({ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED', amount: { currency_code: 'USD', value: '2450.00' } });
    expect(json.capture).toMatchObject({ id: captureId, status: 'REFUNDED' });

    expect((await api('GET', `/v2/payments/captures/${captureId}`)).json.status).toBe('REFUNDED');
    const order = (await api('GET', `/v2/checkout/orders/${orderId}`)).json;
    expect(order.status).toBe('COMPLETED');
    expect(order.purchase_units[0].payments.captures[0].status).toBe('REFUNDED');
    expect(order.purchase_units[0].payments.refunds).toEqual([expect.objectContaining({ id: json.refund.id, status: 'COMPLETED' })]);
    expect((await simState()).captures[0].status).toBe('REFUNDED');

    const again = await control(`/__sim/captures/${captureId}/refund`);
    expect(again.status).toBe(409);
    expect(again.json.error).toContain('CAPTURE_FULLY_REFUNDED');
    expect((await control('/__sim/captures/UNKNOWN0000000000/refund')).status).toBe(404);
  });

  it('refunds part of a capture through the control API: PARTIALLY_REFUNDED', async () => {
    const { orderId, captureId } = await capturedOrder();
    expect((await control(`/__sim/captures/${captureId}/refund`, { amount: '100.00' })).json.capture.status).toBe('PARTIALLY_REFUNDED');
    expect((await api('GET', `/v2/checkout/orders/${orderId}`)).json.purchase_units[0].payments.captures[0].status).toBe('PARTIALLY_REFUNDED');
    expect((await control(`/__sim/captures/${captureId}/refund`, { amount: '2400.00' })).status).toBe(400);
    expect((await control(`/__sim/captures/${captureId}/refund`, { amount: 'all' })).json.error).toContain('amount');
    expect((await control(`/__sim/captures/${captureId}/refund`, { amount: '2350.00' })).json.capture.status).toBe('REFUNDED');
  });

  it('refunds through POST /v2/payments/captures/:id/refund as PayPal answers it, and shows the refund at /v2/payments/refunds/:id', async () => {
    const { captureId } = await capturedOrder();
    const capture = (await api('GET', `/v2/payments/captures/${captureId}`)).json;
    expect(capture.links).toContainEqual({ href: `${sim.url}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' });

    const partial = await api('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { value: '100.00', currency_code: 'USD' }, note_to_payer: 'Level changed' });
    expect(partial.status).toBe(201);
    expect(partial.json).toEqual({ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED', links: expect.any(Array) });
    expect(partial.json.links.map((l: { rel: string }) => l.rel)).toEqual(['self', 'up']);

    const refund = await api('GET', `/v2/payments/refunds/${partial.json.id}`);
    expect(refund.status).toBe(200);
    expect(refund.json).toMatchObject({
      id: partial.json.id,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '100.00' },
      note_to_payer: 'Level changed',
      seller_payable_breakdown: { gross_amount: { value: '100.00' }, total_refunded_amount: { value: '100.00' } },
    });
    expect((await api('GET', `/v2/payments/captures/${captureId}`)).json.status).toBe('PARTIALLY_REFUNDED');

    const exceeded = await api('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { value: '2400.00', currency_code: 'USD' } });
    expect(exceeded.status).toBe(422);
    expect(issueOf(exceeded.json)).toBe('REFUND_AMOUNT_EXCEEDED');
    const currency = await api('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { value: '1.00', currency_code: 'EUR' } });
    expect(issueOf(currency.json)).toBe('REFUND_CAPTURE_CURRENCY_MISMATCH');
    const badValue = await api('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { value: '1,00', currency_code: 'USD' } });
    expect(badValue.status).toBe(400);
    expect(badValue.json.details[0]).toMatchObject({ field: '/amount/value', issue: 'INVALID_PARAMETER_SYNTAX' });

    // Empty body: the rest; with Prefer: return=representation the whole refund.
    const rest = await api('POST', `/v2/payments/captures/${captureId}/refund`, {}, { Prefer: 'return=representation' });
    expect(rest.status).toBe(201);
    expect(rest.json).toMatchObject({ amount: { value: '2350.00' }, seller_payable_breakdown: { total_refunded_amount: { value: '2450.00' } } });
    expect((await api('GET', `/v2/payments/captures/${captureId}`)).json.status).toBe('REFUNDED');
    const full = await api('POST', `/v2/payments/captures/${captureId}/refund`, {});
    expect(full.status).toBe(422);
    expect(issueOf(full.json)).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('needs a Bearer token, answers 404 for unknown ids, and replays a repeated PayPal-Request-Id', async () => {
    const { captureId } = await capturedOrder();
    expect((await fetch(`${sim.url}/v2/payments/captures/${captureId}/refund`, { method: 'POST' })).status).toBe(401);
    const unknown = await api('POST', '/v2/payments/captures/UNKNOWN0000000000/refund', {});
    expect(unknown.status).toBe(404);
    expect(issueOf(unknown.json)).toBe('INVALID_RESOURCE_ID');
    expect((await api('GET', '/v2/payments/refunds/UNKNOWN0000000000')).status).toBe(404);

    const headers = { 'PayPal-Request-Id': 'refund-once-1' };
    const first = await api('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { value: '10.00', currency_code: 'USD' } }, headers);
    const second = await api('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { value: '10.00', currency_code: 'USD' } }, headers);
    expect(second).toEqual(first);
    expect((await simState()).refunds).toHaveLength(1);
  });

  it('refuses to refund a PENDING capture', async () => {
    await post('/__sim/config', { captureStatus: 'PENDING' });
    const { captureId } = await capturedOrder();
    const { status, json } = await api('POST', `/v2/payments/captures/${captureId}/refund`, {});
    expect(status).toBe(422);
    expect(issueOf(json)).toBe('PENDING_CAPTURE');
    expect((await control(`/__sim/captures/${captureId}/refund`)).status).toBe(409);
  });
});

describe('Orders v2 payee', () => {
  it('names the merchant as payee by default', async () => {
    const order = await createOrder();
    const { json } = await api('GET', `/v2/checkout/orders/${order.id}`);
    expect(json.purchase_units[0].payee).toEqual({ email_address: 'merchant@example.com', merchant_id: expect.stringMatching(/^[A-Z0-9]{13}$/) });
  });

  it('echoes a payee named in the order, so an order can pay another account', async () => {
    const { status, json } = await api('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '2450.00' }, payee: { email_address: 'someone.else@example.com' } }],
    });
    expect(status).toBe(201);
    const order = (await api('GET', `/v2/checkout/orders/${json.id}`)).json;
    expect(order.purchase_units[0].payee).toEqual({ email_address: 'someone.else@example.com', merchant_id: expect.stringMatching(/^[A-Z0-9]{13}$/) });
    expect(order.purchase_units[0].payee.merchant_id).not.toBe((await createOrderPayee()).merchant_id);
    expect(await (await fetch(`${sim.url}/checkoutnow?token=${json.id}`)).text()).toContain('<dd>someone.else@example.com</dd>');
    await buyerChooses(json.id, 'pay');
    expect((await capture(json.id)).json.purchase_units[0].payee.email_address).toBe('someone.else@example.com');

    const byId = await api(
      'POST',
      '/v2/checkout/orders',
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '10.00' }, payee: { merchant_id: 'OTHERMERCHANT' } }] },
      { Prefer: 'return=representation' },
    );
    expect(byId.json.purchase_units[0].payee).toEqual({ merchant_id: 'OTHERMERCHANT' });
  });

  it.each([
    [{ email_address: 'not-an-email' }, '/purchase_units/0/payee/email_address'],
    [{ merchant_id: 'lower' }, '/purchase_units/0/payee/merchant_id'],
    ['merchant@example.com', '/purchase_units/0/payee'],
  ])('refuses the payee %j naming the field', async (payee, field) => {
    const { status, json } = await api('POST', '/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' }, payee }] });
    expect(status).toBe(400);
    expect(json.details[0]).toMatchObject({ field, issue: 'INVALID_PARAMETER_SYNTAX' });
  });
});

/** The payee PayPal reports for an order created without one (the simulator's merchant). */
async function createOrderPayee(): Promise<{ email_address: string; merchant_id: string }> {
  const order = await createOrder();
  return (await api('GET', `/v2/checkout/orders/${order.id}`)).json.purchase_units[0].payee;
}

describe('control page', () => {
  it('lists buy-now payments and captures with buttons named by transaction id', async () => {
    expect(await (await fetch(`${sim.url}/__sim/`)).text()).toContain('No buy-now payments yet.');
    const { txnId } = await paidBuyNow();
    const { orderId, captureId } = await capturedOrder('1950.00');
    const res = await fetch(`${sim.url}/__sim/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Simulator payments</h1>');
    for (const text of [txnId, '$2,450.00 USD', '1763776800000-0123456789abcdef0123456789abcdef', 'sam.buyer@example.com', 'Completed', captureId, orderId, '$1,950.00 USD', 'reg-123', 'COMPLETED']) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`action="/__sim/payments/${txnId}/refund"><button type="submit" aria-label="Refund ${txnId}">Refund</button>`);
    expect(html).toContain(`aria-label="Reverse ${txnId}"`);
    expect(html).not.toContain(`aria-label="Cancel reversal ${txnId}"`);
    expect(html).toContain(`action="/__sim/captures/${captureId}/refund"><button type="submit" aria-label="Refund ${captureId}">Refund</button>`);
    expect((await fetch(`${sim.url}/__sim/payments`)).status).toBe(200);
  });

  it('a button press refunds, then redirects back to the page, which shows the outcome', async () => {
    const { txnId } = await paidBuyNow();
    const res = await postForm(`/__sim/payments/${txnId}/refund`, {});
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toBe(`/__sim/?done=refund&id=${txnId}`);
    expect(lastIpn()).toMatchObject({ payment_status: 'Refunded', parent_txn_id: txnId });
    const html = await (await fetch(sim.url + location)).text();
    expect(html).toMatch(new RegExp(`<p role="status">Refunded \\$2,450\\.00 USD of ${txnId}: IPN [A-Z0-9]{17} sent, the listener answered 200\\.</p>`));
    expect(html).toContain('<td>Refunded</td>');
    expect(html).not.toContain(`aria-label="Refund ${txnId}"`);

    // A refused press shows the page again with the reason.
    const refused = await postForm(`/__sim/payments/${txnId}/refund`, {});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`<p role="alert">payment ${txnId} is already fully refunded</p>`);

    const { captureId } = await capturedOrder();
    const captured = await postForm(`/__sim/captures/${captureId}/refund`, {});
    expect(captured.status).toBe(303);
    const after = await (await fetch(sim.url + (captured.headers.get('location') ?? ''))).text();
    expect(after).toContain(`of capture ${captureId}`);
    expect(after).toContain('the capture is now REFUNDED');
  });
});

// ---------- SDK stand-in and lifecycle ----------

describe('JS SDK stand-in', () => {
  it('serves a script any origin can load, with the paypal namespace', async () => {
    const res = await fetch(`${sim.url}/sdk/js?client-id=${sim.clientId}&currency=USD&intent=capture`, { headers: { Origin: 'http://localhost:8899' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain('Buttons');
  });

  it('backs actions.order.create and actions.order.capture for the configured client id only', async () => {
    const created = await post(`/sdk/orders?client-id=${sim.clientId}`, orderBody('5250.00'));
    expect(created.status).toBe(201);
    const order = (await created.json()) as { id: string; status: string };
    expect(order.status).toBe('CREATED');
    await buyerChooses(order.id, 'pay');
    const captured = await post(`/sdk/orders/${order.id}/capture?client-id=${sim.clientId}`, {});
    expect(((await captured.json()) as { status: string }).status).toBe('COMPLETED');
    expect((await post('/sdk/orders?client-id=someone-else', orderBody())).status).toBe(401);
  });

  it('fails to load without a client id, as PayPal does', async () => {
    const res = await fetch(`${sim.url}/sdk/js?currency=USD`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('SDK Validation error');
  });
});

describe('lifecycle', () => {
  let other: PaypalSimulator | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it('frees its port on close, even with a request held by a time-out fault', async () => {
    const lines: string[] = [];
    other = await startPaypalSimulator({ log: (line) => lines.push(line) });
    const port = other.port;
    await fetch(`${other.url}/__sim/config`, { method: 'POST', body: JSON.stringify({ failNextVerify: 'timeout' }) });
    const hanging = fetch(`${other.url}/cgi-bin/webscr`, { method: 'POST', body: 'cmd=_notify-validate&a=b' }).catch(() => 'dropped');
    await vi.waitFor(() => expect(lines.join('\n')).toContain('injected fault timeout'));
    await other.close();
    expect(await hanging).toBe('dropped');
    other = await startPaypalSimulator({ port });
    expect(other.port).toBe(port);
    expect((await fetch(`${other.url}/__sim/state`)).status).toBe(200);
  });
});
