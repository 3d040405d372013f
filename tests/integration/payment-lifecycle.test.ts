// The payment lifecycle (DESIGN.md "Registration and payment states") on every database
// we support: PGlite, PostgreSQL, and (when configured) PostgreSQL behind PgBouncer in transaction
// mode and the Neon driver. Holds expire by the clock (tests move hold_expires_at into the past
// rather than wait), places and single-use codes are sold once under concurrency, late payments
// are paid or flagged, never lost, and refunds and reversals change the state.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import checkPromo from '../../netlify/functions/check-promo-code.mts';
import ipn from '../../netlify/functions/paypal-ipn.mts';
import checkout from '../../netlify/functions/paypal-checkout.mts';
import createOrder from '../../netlify/functions/paypal-order-create.mts';
import captureOrder from '../../netlify/functions/paypal-order-capture.mts';
import register from '../../netlify/functions/register.mts';
import liveFacts from '../../netlify/functions/live-facts.mts';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import { sponsorOffers } from '../../src/domain/sponsor-checkout.ts';
import storePending from '../../netlify/functions/store-pending-registration.mts';
import storePaypal from '../../netlify/functions/store-paypal-registration.mts';
import { resetEnv } from '../../netlify/lib/platform/env.ts';
import { reconcileOrders } from '../../netlify/lib/payments/reconcile.ts';
import { paypalConfig } from '../../netlify/lib/payments/paypal/config.ts';
import { emptyTables, testDatabases } from './databases.ts';
import { payOnSimulator, sim, startHarness, type Harness } from './payments-harness.ts';
import { visit } from './requests.ts';

const json = (url: string, body: unknown) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const person = (n: number | string) => ({
  firstName: 'Pat',
  lastName: `Player${n}`,
  email: `pat${n}@example.com`,
  phone: '3375550100',
  company: 'Acme Energy',
  jobTitle: 'Landman',
  tShirtSize: 'L',
  billingStreet: '1 Main St',
  billingCity: 'Lake Charles',
  billingState: 'LA',
  billingZip: '70601',
  experience: 'Not specified',
  agreeTerms: true,
  referral: '',
  dietaryRestrictions: '',
  roomAdditions: [] as string[],
});

interface Registered {
  status: number;
  registrationId: string;
  registrationKey: string;
  paymentStatus: string;
  message?: string;
}

async function registerAs(n: number | string, registrationType: string, extra: Record<string, unknown> = {}): Promise<Registered> {
  const res = await register(json('http://site.test/api/register', { ...person(n), registrationType, promoCode: '', amount: '', ...extra }), visit());
  return { status: res.status, ...((await res.json()) as Omit<Registered, 'status'>) };
}

for (const database of testDatabases({ pooled: true })) {
  describe(`payment lifecycle on ${database.name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      process.env.WOOP_OPEN_LEVELS = 'all-in,just-main-event,just-party,wednesday-room';
      resetEnv();
      h = await startHarness({ '/api/paypal-ipn': (req) => ipn(req) }, database);
      // PayPal's own time limit, not the harness's short one: 20 requests at once on a busy machine are slow.
      process.env.PAYPAL_TIMEOUT_MS = '10000';
    });
    afterAll(async () => {
      await h?.close();
    });
    beforeEach(async () => {
      await emptyTables(h.db);
      await sim(h, '/__sim/reset');
    });

    const expire = (registrationId: string) =>
      sql`update registrations set hold_expires_at = now() - interval '1 second' where registration_id = ${registrationId}`.execute(h.db);
    const row = (registrationId: string) => h.db.selectFrom('registrations').selectAll().where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    const buyNowFields = async (key: string): Promise<[string, string][]> => {
      const res = await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${key}`), visit());
      expect(res.status).toBe(200);
      const form = (await res.json()) as { fields: [string, string][] };
      // The IPN goes to the harness's server in front of the handlers.
      return form.fields.map(([k, v]) => [k, k === 'notify_url' ? `${h.origin}/api/paypal-ipn` : v]);
    };
    const promoAvailable = async (code: string, type: string) =>
      ((await (await checkPromo(new Request(`http://site.test/api/check-promo-code/${code}?registrationType=${type}`), visit({ code }))).json()) as { available: boolean }).available;

    it('a hold expires and its single-use promo code is free again; an unpaid sponsor hold keeps no buyer out', async () => {
      const first = await registerAs(1, 'final');
      expect(first.status).toBe(201);
      expect(first.paymentStatus).toBe('pending');
      // The first verified payment takes a sponsor place, so an unpaid hold refuses nobody.
      expect((await registerAs(2, 'final')).status).toBe(201);

      const berry = await registerAs(4, 'all-in', { promoCode: 'berry' });
      expect(berry.status).toBe(201);
      expect(await promoAvailable('berry', 'all-in')).toBe(false);
      expect((await registerAs(5, 'all-in', { promoCode: 'berry' })).status).toBe(409);
      await expire(berry.registrationId);
      expect(await promoAvailable('berry', 'all-in')).toBe(true);
      const again = await registerAs(6, 'all-in', { promoCode: 'berry' });
      expect(again.status).toBe(201);
      const used = await h.db.selectFrom('usedPromoCodes').selectAll().execute();
      expect(used.map((u) => u.registrationId)).toEqual([again.registrationId]);
    });

    it('the hold lasts PAYMENT_HOLD_SECONDS', async () => {
      process.env.PAYMENT_HOLD_SECONDS = '30';
      resetEnv();
      try {
        const r = await registerAs(7, 'table');
        const { holdExpiresAt, createdAt } = await row(r.registrationId);
        const seconds = (new Date(holdExpiresAt!).getTime() - new Date(createdAt).getTime()) / 1000;
        expect(seconds).toBeGreaterThan(28);
        expect(seconds).toBeLessThan(32);
      } finally {
        delete process.env.PAYMENT_HOLD_SECONDS;
        resetEnv();
      }
    });

    it('a late payment is paid when its place is free, and paid but flagged when it was sold meanwhile', async () => {
      const free = await registerAs(10, 'cocktail');
      const fields = await buyNowFields(free.registrationKey);
      await expire(free.registrationId);
      await payOnSimulator(h, fields);
      expect(await row(free.registrationId)).toMatchObject({ paymentStatus: 'paid', paymentFlag: null, paidCents: 525000 });

      const late = await registerAs(11, 'final');
      const lateFields = await buyNowFields(late.registrationKey);
      await expire(late.registrationId);
      const taker = await registerAs(12, 'final');
      expect(taker.status).toBe(201);
      await payOnSimulator(h, await buyNowFields(taker.registrationKey));
      await payOnSimulator(h, lateFields);
      expect(await row(late.registrationId)).toMatchObject({ paymentStatus: 'paid', paymentFlag: 'over_capacity', paidCents: 625000 });
      expect(await row(taker.registrationId)).toMatchObject({ paymentStatus: 'paid', paymentFlag: null });
      const event = await h.db.selectFrom('paymentEvents').selectAll().where('registrationId', '=', late.registrationId).executeTakeFirstOrThrow();
      expect(event.outcome).toBe('over_capacity');
      const notices = await h.db.selectFrom('mailOutbox').select('subject').where('kind', '=', 'organizer_payment_over_capacity').execute();
      expect(notices).toHaveLength(1);
    });

    it('an expired registration that comes back to pay gets a new hold only while its place is not sold', async () => {
      const a = await registerAs(20, 'final');
      await expire(a.registrationId);
      const again = await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${a.registrationKey}`), visit());
      expect(again.status).toBe(200);
      expect(new Date((await row(a.registrationId)).holdExpiresAt!).getTime()).toBeGreaterThan(Date.now());
      await expire(a.registrationId);
      const b = await registerAs(21, 'final');
      expect(b.status).toBe(201);
      await payOnSimulator(h, await buyNowFields(b.registrationKey));
      const refused = await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${a.registrationKey}`), visit());
      expect(refused.status).toBe(409);
    });

    it('one unpaid registration, renewed at every checkout, no longer keeps the Final Table unsellable', async () => {
      const available = async () =>
        sponsorOffers(((await (await liveFacts(new Request('http://site.test/api/live-facts'), visit())).json()) as LiveFacts).items).find((l) => l.id === 'final')!.remaining;
      // The attack: one registration for the single Final Table place, never paid, its hold renewed
      // each time it lapses by asking for the checkout again.
      const squatter = await registerAs('squatter', 'final');
      expect(squatter.status).toBe(201);
      await expire(squatter.registrationId);
      expect((await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${squatter.registrationKey}`), visit())).status).toBe(200);
      expect((await row(squatter.registrationId)).holdExpiresAt!.getTime()).toBeGreaterThan(Date.now());
      // A real sponsor still sees the place, registers, and pays: the first verified payment takes it.
      expect(await available()).toBe(1);
      const sponsor = await registerAs('sponsor', 'final');
      expect(sponsor.status).toBe(201);
      await payOnSimulator(h, await buyNowFields(sponsor.registrationKey));
      expect(await row(sponsor.registrationId)).toMatchObject({ paymentStatus: 'paid', paymentFlag: null, paidCents: 625000 });
      expect(await available()).toBe(0);
      // The holder is told, its hold ends, and its checkout is refused from now on.
      const told = await h.db.selectFrom('mailOutbox').select(['toAddress', 'subject']).where('kind', '=', 'sponsor_place_sold').execute();
      expect(told).toEqual([{ toAddress: 'patsquatter@example.com', subject: `WOOP: the Final Table Sponsor has been taken (${squatter.registrationId})` }]);
      expect((await row(squatter.registrationId)).holdExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
      const refused = await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${squatter.registrationKey}`), visit());
      expect(refused.status).toBe(409);
      expect((await refused.json()) as { message: string }).toMatchObject({ message: 'This sponsorship level is no longer available.' });
      expect((await registerAs('third', 'final')).status).toBe(409);
    });

    it('a holder who pays after another buyer took the place is paid and flagged, never lost', async () => {
      const holder = await registerAs('h1', 'cocktail');
      const holderFields = await buyNowFields(holder.registrationKey);
      const buyer = await registerAs('b1', 'cocktail');
      expect(buyer.status).toBe(201);
      // Both at the checkout, then both pay at once: exactly one takes the place, the other payment is
      // kept and flagged. (Asking for the buyer's checkout while the holder's payment runs raced it:
      // a level already full refuses a checkout.)
      const buyerFields = await buyNowFields(buyer.registrationKey);
      await Promise.all([payOnSimulator(h, holderFields), payOnSimulator(h, buyerFields)]);
      const rows = await h.db.selectFrom('registrations').select(['paymentStatus', 'paymentFlag']).where('registrationType', '=', 'cocktail').execute();
      expect(rows.every((r) => r.paymentStatus === 'paid')).toBe(true);
      expect(rows.filter((r) => r.paymentFlag === null)).toHaveLength(1);
      expect(rows.filter((r) => r.paymentFlag === 'over_capacity')).toHaveLength(1);
    });

    it('20 concurrent IPNs for a one-place level whose holds all ended: one is paid, 19 are paid and flagged, none lost', async () => {
      const regs: { registrationId: string; fields: [string, string][] }[] = [];
      for (let i = 0; i < 20; i++) {
        const r = await registerAs(`c${i}`, 'cocktail');
        expect(r.status).toBe(201);
        regs.push({ registrationId: r.registrationId, fields: await buyNowFields(r.registrationKey) });
        await expire(r.registrationId);
      }
      await Promise.all(regs.map((r) => payOnSimulator(h, r.fields)));
      const rows = await h.db.selectFrom('registrations').selectAll().where('registrationType', '=', 'cocktail').execute();
      expect(rows.every((r) => r.paymentStatus === 'paid')).toBe(true);
      expect(rows.filter((r) => r.paymentFlag === null)).toHaveLength(1);
      expect(rows.filter((r) => r.paymentFlag === 'over_capacity')).toHaveLength(19);
      expect(await h.db.selectFrom('payments').select('id').execute()).toHaveLength(20);
    });

    it('20 concurrent captures of 20 approved orders for a one-place level: one is charged, 19 refused before any money moves', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await createOrder(json('http://site.test/order', { amount: '6250.00', currency: 'USD', intent: 'capture' }), visit());
        expect(res.status).toBe(200);
        const { id } = (await res.json()) as { id: string };
        await sim(h, `/__sim/orders/${id}/approve`);
        ids.push(id);
      }
      const answers = await Promise.all(
        ids.map((orderId) => captureOrder(new Request(`http://site.test/order/${orderId}/capture`, { method: 'POST' }), visit({ orderId }))),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      const state = (await (await fetch(`${h.sim.url}/__sim/state`)).json()) as { orders: { status: string }[] };
      expect(state.orders.filter((o) => o.status === 'COMPLETED')).toHaveLength(1);
      expect(await h.db.selectFrom('payments').select('id').execute()).toHaveLength(1);
      // The place is taken: a new order for the level is refused.
      expect((await createOrder(json('http://site.test/order', { amount: '6250.00' }), visit())).status).toBe(409);
    });

    it('refuses to capture an order this server did not create, and a replayed capture records nothing more', async () => {
      const token = (await (
        await fetch(`${h.sim.url}/v1/oauth2/token`, {
          method: 'POST',
          headers: { authorization: `Basic ${Buffer.from('test-client:test-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        })
      ).json()) as { access_token: string };
      const forged = (await (
        await fetch(`${h.sim.url}/v2/checkout/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '3750.00' } }] }),
        })
      ).json()) as { id: string };
      await sim(h, `/__sim/orders/${forged.id}/approve`);
      const refused = await captureOrder(new Request(`http://site.test/order/${forged.id}/capture`, { method: 'POST' }), visit({ orderId: forged.id }));
      expect(refused.status).toBe(404);
      const events = await h.db.selectFrom('paymentEvents').select('outcome').where('orderId', '=', forged.id).execute();
      expect(events.map((e) => e.outcome)).toEqual(['unknown_order']);
      const state = (await (await fetch(`${h.sim.url}/__sim/state`)).json()) as { orders: { id: string; status: string }[] };
      expect(state.orders.find((o) => o.id === forged.id)?.status).toBe('APPROVED');

      const res = await createOrder(json('http://site.test/order', { amount: '3750.00' }), visit());
      const { id } = (await res.json()) as { id: string };
      await sim(h, `/__sim/orders/${id}/approve`);
      const capture = () => captureOrder(new Request(`http://site.test/order/${id}/capture`, { method: 'POST' }), visit({ orderId: id }));
      const first = (await (await capture()).json()) as { status: string };
      const replay = (await (await capture()).json()) as { status: string };
      expect([first.status, replay.status]).toEqual(['COMPLETED', 'COMPLETED']);
      expect(await h.db.selectFrom('payments').select('id').where('orderId', '=', id).execute()).toHaveLength(1);
    });

    it('a capture paid to another account is not recorded as paid, and the organizer sees why', async () => {
      const res = await createOrder(json('http://site.test/order', { amount: '3750.00' }), visit());
      const { id } = (await res.json()) as { id: string };
      await sim(h, `/__sim/orders/${id}/approve`);
      // As if the REST credentials belonged to another PayPal account than PAYPAL_BUSINESS.
      process.env.PAYPAL_BUSINESS = 'someone-else@example.com';
      try {
        const answer = await captureOrder(new Request(`http://site.test/order/${id}/capture`, { method: 'POST' }), visit({ orderId: id }));
        expect(answer.status).toBe(400);
      } finally {
        process.env.PAYPAL_BUSINESS = 'treasurer@woop.example';
      }
      expect(await h.db.selectFrom('payments').select('id').execute()).toHaveLength(0);
      const events = await h.db.selectFrom('paymentEvents').select('outcome').where('orderId', '=', id).execute();
      expect(events.map((e) => e.outcome)).toContain('wrong_receiver');
    });

    it('a payment key is the server\'s: a stranger\'s key gives nothing, a settled key expires after a day', async () => {
      const r = await registerAs(30, 'table');
      const stranger = `${Date.now()}-${'ab'.repeat(16)}`;
      const link = await storePending(json('http://site.test/api/store-pending-registration', { registrationKey: stranger, registrationId: r.registrationId, registrationData: {} }), visit());
      expect(link.status).toBe(409);
      const read = await storePaypal(json('http://site.test/api/store-paypal-registration', { registrationKey: stranger }), visit());
      expect(read.status).toBe(404);
      const own = await storePending(json('http://site.test/api/store-pending-registration', { registrationKey: r.registrationKey, registrationId: r.registrationId, registrationData: {} }), visit());
      expect(own.status).toBe(201);
      const mine = await storePaypal(json('http://site.test/api/store-paypal-registration', { registrationKey: r.registrationKey }), visit());
      expect(((await mine.json()) as { registrationId: string }).registrationId).toBe(r.registrationId);

      await payOnSimulator(h, await buyNowFields(r.registrationKey));
      const key = await h.db.selectFrom('paymentKeys').selectAll().where('key', '=', r.registrationKey).executeTakeFirstOrThrow();
      expect(new Date(key.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
      await sql`update payment_keys set expires_at = now() - interval '1 second'`.execute(h.db);
      expect((await storePaypal(json('http://site.test/api/store-paypal-registration', { registrationKey: r.registrationKey }), visit())).status).toBe(404);
    });

    it('a $0 registration is comped at once, with its confirmation e-mail, and has nothing to pay', async () => {
      const r = await registerAs(40, 'all-in', { promoCode: 'karl0' });
      expect(r.status).toBe(201);
      expect(r.paymentStatus).toBe('comped');
      expect(await row(r.registrationId)).toMatchObject({ paymentStatus: 'comped', paidCents: 0 });
      const mail = await h.db.selectFrom('mailOutbox').select('kind').where('toAddress', '=', 'pat40@example.com').execute();
      expect(mail.map((m) => m.kind)).toEqual(['registration_confirmation']);
      expect((await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${r.registrationKey}`), visit())).status).toBe(409);
    });

    it('payments are refused with 503 until PAYPAL_ENV is set', async () => {
      const saved = process.env.PAYPAL_ENV;
      delete process.env.PAYPAL_ENV;
      try {
        const res = await createOrder(json('http://site.test/order', { amount: '3750.00' }), visit());
        expect(res.status).toBe(503);
        expect(() => paypalConfig()).toThrow();
      } finally {
        process.env.PAYPAL_ENV = saved;
      }
    });

    it('the reconciliation finds a refunded Orders v2 capture and frees its place', async () => {
      const res = await createOrder(json('http://site.test/order', { amount: '6250.00' }), visit());
      const { id } = (await res.json()) as { id: string };
      await sim(h, `/__sim/orders/${id}/approve`);
      await captureOrder(new Request(`http://site.test/order/${id}/capture`, { method: 'POST' }), visit({ orderId: id }));
      expect((await createOrder(json('http://site.test/order', { amount: '6250.00' }), visit())).status).toBe(409);
      const order = await h.db.selectFrom('paypalOrders').selectAll().where('orderId', '=', id).executeTakeFirstOrThrow();
      const refund = await fetch(`${h.sim.url}/__sim/captures/${order.captureId}/refund`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(refund.status).toBe(200);
      expect(await reconcileOrders(paypalConfig(), h.db)).toMatchObject({ refunded: 1 });
      expect((await createOrder(json('http://site.test/order', { amount: '6250.00' }), visit())).status).toBe(200);
      expect(await reconcileOrders(paypalConfig(), h.db)).toMatchObject({ refunded: 0 });
    });

    it('refunds and reversals of a buy-now payment change the state and free the place; a canceled reversal restores it', async () => {
      const a = await registerAs(50, 'final');
      const txn = await payOnSimulator(h, await buyNowFields(a.registrationKey));
      expect((await row(a.registrationId)).paymentStatus).toBe('paid');
      expect((await registerAs(51, 'final')).status).toBe(409);

      const refund = await fetch(`${h.sim.url}/__sim/payments/${txn}/refund`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(refund.status).toBe(200);
      expect((await row(a.registrationId)).paymentStatus).toBe('refunded');
      const b = await registerAs(52, 'final');
      expect(b.status).toBe(201);

      const txnB = await payOnSimulator(h, await buyNowFields(b.registrationKey));
      await fetch(`${h.sim.url}/__sim/payments/${txnB}/reverse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect((await row(b.registrationId)).paymentStatus).toBe('reversed');
      await fetch(`${h.sim.url}/__sim/payments/${txnB}/cancel-reversal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(await row(b.registrationId)).toMatchObject({ paymentStatus: 'paid', paymentFlag: null });

      const outcomes = (await h.db.selectFrom('paymentEvents').select('outcome').orderBy('id').execute()).map((e) => e.outcome);
      expect(outcomes).toEqual(['paid', 'refunded', 'paid', 'reversed', 'reversal_canceled']);
      const notices = (await h.db.selectFrom('mailOutbox').select('kind').where('kind', 'like', 'organizer_payment_%').orderBy('id').execute()).map((m) => m.kind);
      expect(notices).toEqual(['organizer_payment_refunded', 'organizer_payment_reversed', 'organizer_payment_reversal_canceled']);
    });
    const simPost = (path: string, body: unknown = {}) =>
      fetch(`${h.sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    it('partial refunds that add up to the whole payment release the place', async () => {
      const a = await registerAs(60, 'final');
      const txn = await payOnSimulator(h, await buyNowFields(a.registrationKey));
      expect((await simPost(`/__sim/payments/${txn}/refund`, { amount: '3000.00' })).status).toBe(200);
      expect((await row(a.registrationId)).paymentStatus).toBe('paid');
      expect((await registerAs(61, 'final')).status).toBe(409);
      expect((await simPost(`/__sim/payments/${txn}/refund`, { amount: '3250.00' })).status).toBe(200);
      expect((await row(a.registrationId)).paymentStatus).toBe('refunded');
      expect((await registerAs(62, 'final')).status).toBe(201);
      const outcomes = (await h.db.selectFrom('paymentEvents').select('outcome').orderBy('id').execute()).map((e) => e.outcome);
      expect(outcomes).toEqual(['paid', 'partial_refund', 'refunded']);
    });

    it('a refund that overtakes its payment is answered 500, so PayPal resends it and it is applied after the payment', async () => {
      const a = await registerAs(70, 'final');
      await sim(h, '/__sim/config', { failNextVerify: '500' });
      const txn = await payOnSimulator(h, await buyNowFields(a.registrationKey));
      expect((await row(a.registrationId)).paymentStatus).toBe('pending');
      const refund = (await (await simPost(`/__sim/payments/${txn}/refund`)).json()) as { txn_id: string; responseStatus: number };
      expect(refund.responseStatus).toBe(500);
      await simPost('/__sim/ipn/resend', { txn_id: txn });
      expect((await row(a.registrationId)).paymentStatus).toBe('paid');
      await simPost('/__sim/ipn/resend', { txn_id: refund.txn_id });
      expect((await row(a.registrationId)).paymentStatus).toBe('refunded');
    });

    it('a registration paid twice is flagged; refunding either payment leaves it paid by the other', async () => {
      const a = await registerAs(80, 'table');
      const fields = await buyNowFields(a.registrationKey);
      const first = await payOnSimulator(h, fields);
      const second = await payOnSimulator(h, fields);
      expect(await row(a.registrationId)).toMatchObject({ paymentStatus: 'paid', paymentFlag: 'paid_twice', paymentTxnId: first });
      await simPost(`/__sim/payments/${first}/refund`);
      expect(await row(a.registrationId)).toMatchObject({ paymentStatus: 'paid', paymentFlag: null, paymentTxnId: second });
    });

    it('only one of 20 simultaneous registrations gets a single-use code, also when it is free again after a hold', async () => {
      for (let round = 0; round < 4; round++) {
        const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => registerAs(`b${round}-${i}`, 'all-in', { promoCode: 'berry' })));
        expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
        await sql`update registrations set hold_expires_at = now() - interval '1 second'`.execute(h.db);
      }
    });
  });
}
