// Orders v2 (GET /setup, POST /order, POST /order/:id/capture) against the PayPal simulator, on
// every test database: the capture's transactions behind PgBouncer and on the Neon driver too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import setup from '../../netlify/functions/paypal-setup.mts';
import createOrder from '../../netlify/functions/paypal-order-create.mts';
import captureOrder from '../../netlify/functions/paypal-order-capture.mts';
import { countOrderPlaces, getRegistrationTotals } from '../../db/repositories/admin-registrations.ts';
import { deleteRegistration } from '../../netlify/lib/registration/admin.ts';
import { listSponsorEntries } from '../../db/repositories/sponsor-entries.ts';
import { countPlaces } from '../../db/repositories/sales.ts';
import { insertEntry } from '../../db/repositories/waiting-list.ts';
import sponsorEntries from '../../netlify/functions/sponsor-entries.mts';
import { reconcileOrders } from '../../netlify/lib/payments/reconcile.ts';
import { settleMoneyReturn } from '../../netlify/lib/payments/settle.ts';
import { paypalConfig } from '../../netlify/lib/payments/paypal/config.ts';
import { entryCodePattern } from '../../src/domain/sponsor-entries.ts';
import { emptyTables, testDatabases } from './databases.ts';
import { sim, startHarness, type Harness } from './payments-harness.ts';
import { postJson } from './requests.ts';

describe.each(testDatabases({ pooled: true }))('Orders v2 on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, database);
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = (body: unknown) =>
    createOrder(new Request('http://site.test/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  const capture = (orderId: string) =>
    captureOrder(new Request(`http://site.test/order/${orderId}/capture`, { method: 'POST' }), { params: { orderId } });

  async function approvedOrder(amount = '3750.00', decline = false): Promise<string> {
    const res = await post({ amount, currency: 'USD', intent: 'capture' });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    await sim(h, `/__sim/orders/${id}/${decline ? 'decline' : 'approve'}`);
    return id;
  }
  const paymentsFor = (orderId: string) =>
    h.db.selectFrom('payments').selectAll().where('orderId', '=', orderId).execute();

  describe('GET /setup', () => {
    it('returns a client token, the public client id and the SDK address', async () => {
      const res = await setup(new Request('http://site.test/setup'));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { clientToken: string; clientId: string; sdkBaseUrl: string };
      expect(body.clientToken).toBeTruthy();
      expect(body.clientId).toBe('test-client');
      expect(body.sdkBaseUrl).toBe(`${h.sim.url}/sdk/js`);
    });
  });

  describe('POST /order', () => {
    it('creates an order for a sponsorship price', async () => {
      for (const amount of ['2.00', '3750.00', 5250, '6250']) {
        const res = await post({ amount, currency: 'USD', intent: 'capture' });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { id: string }).id).toMatch(/^[A-Z0-9]+$/);
      }
    });

    it('refuses tampered amounts, other currencies and intents with 400', async () => {
      const cases = [
        { amount: '1.00', currency: 'USD', intent: 'capture' },
        { amount: '3749.99', currency: 'USD', intent: 'capture' },
        { amount: '-3750', currency: 'USD', intent: 'capture' },
        { amount: 'free', currency: 'USD', intent: 'capture' },
        { amount: '3750.00', currency: 'EUR', intent: 'capture' },
        { amount: '3750.00', currency: 'USD', intent: 'authorize' },
      ];
      for (const body of cases) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBeTruthy();
      }
      const state = (await (await fetch(`${h.sim.url}/__sim/state`)).json()) as { orders: { amount: { value: string } }[] };
      expect(state.orders.every((o) => ['2.00', '3750.00', '5250.00', '6250.00'].includes(o.amount.value))).toBe(true);
    });
  });

  describe('POST /order/:id/capture', () => {
    it('COMPLETED: returns the payer and records the capture once', async () => {
      const id = await approvedOrder();
      const res = await capture(id);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { status: string; payer: { name: string; email: string } };
      expect(body.status).toBe('COMPLETED');
      expect(body.payer.email).toContain('@');
      expect(body.payer.name).toBeTruthy();
      const [payment, ...more] = await paymentsFor(id);
      expect(more).toHaveLength(0);
      expect(payment).toMatchObject({ amountCents: 375000, currency: 'USD', status: 'COMPLETED' });
    });

    it('a second capture of the same order returns the recorded result and changes nothing', async () => {
      const id = await approvedOrder('3750.00');
      const { registrationKey, ...first } = (await (await capture(id)).json()) as { registrationKey?: string };
      expect(registrationKey).toBeTruthy();
      const again = await capture(id);
      expect(again.status).toBe(200);
      // The same payment, without the new sponsorship's key: an order id alone does not reveal it.
      expect(await again.json()).toEqual(first);
      expect(await paymentsFor(id)).toHaveLength(1);
    });

    it('already captured at PayPal (our answer was lost): records it from the re-read order', async () => {
      const id = await approvedOrder('2.00');
      await sim(h, '/__sim/config', { failNextCapture: 'timeout' });
      const lost = await capture(id);
      expect(lost.status).toBe(502);
      expect(await paymentsFor(id)).toHaveLength(0);
      const retry = await capture(id);
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { status: string }).status).toBe('COMPLETED');
      expect(await paymentsFor(id)).toHaveLength(1);
    });

    it('PayPal answers 500 (nothing captured): 502 with a message, nothing recorded; the retry captures once', async () => {
      const id = await approvedOrder('2.00');
      await sim(h, '/__sim/config', { failNextCapture: '500' });
      const failed = await capture(id);
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as { message: string }).message).toBeTruthy();
      expect(await paymentsFor(id)).toHaveLength(0);
      const retry = await capture(id);
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { status: string }).status).toBe('COMPLETED');
      expect(await capture(id).then((r) => r.status)).toBe(200);
      expect(await paymentsFor(id)).toHaveLength(1);
    });

    it('declined: 422, nothing recorded as paid', async () => {
      const id = await approvedOrder('3750.00', true);
      const res = await capture(id);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toMatch(/declined/i);
      expect(await paymentsFor(id)).toHaveLength(0);
    });

    it('declined: the place it held goes to the first in the level\'s waiting list', async () => {
      const id = await approvedOrder('3750.00', true);
      const waiting = await insertEntry(h.db, { itemId: 'table', name: 'Wendy', email: 'wendy@example.com', address: 'wendy@example.com', rooms: [], leaveTokenHash: 'a'.repeat(64) });
      try {
        expect((await capture(id)).status).toBe(422);
        const entry = await h.db.selectFrom('waitingListEntries').select('status').where('id', '=', waiting!.id).executeTakeFirstOrThrow();
        expect(entry.status).toBe('offered');
      } finally {
        await h.db.deleteFrom('waitingListEntries').where('id', '=', waiting!.id).execute();
      }
    });

    it('a capture that is not COMPLETED (PENDING) is not recorded as paid', async () => {
      const id = await approvedOrder();
      await sim(h, '/__sim/config', { captureStatus: 'PENDING' });
      const res = await capture(id);
      await sim(h, '/__sim/config', { captureStatus: 'COMPLETED' });
      expect(((await res.json()) as { status: string }).status).toBe('PENDING');
      expect(await paymentsFor(id)).toHaveLength(0);
    });

    it('an unknown or malformed order id is refused', async () => {
      expect((await capture('NOSUCHORDER1')).status).toBe(404);
      expect((await capture('../../x')).status).toBe(400);
    });
  });

  // The SDK pages' sponsors get their player entries like the sponsor form's.
  describe('a captured order becomes a paid sponsorship registration', () => {
    beforeAll(() => emptyTables(h.db));
    const registrationOf = async (orderId: string) => {
      const order = await h.db.selectFrom('paypalOrders').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
      return h.db.selectFrom('registrations').selectAll().where('registrationId', '=', order.registrationId!).executeTakeFirstOrThrow();
    };

    it("named after PayPal's payer, with a receipt, its 2 Table entries mailed, and the entries on its success page", async () => {
      const id = await approvedOrder('3750.00');
      const answer = (await (await capture(id)).json()) as { registrationKey: string };
      const reg = await registrationOf(id);
      expect(reg).toMatchObject({ registrationType: 'table', paymentStatus: 'paid', paidCents: 375000, amountCents: 375000, firstName: 'Sam', lastName: 'Buyer', email: 'sam.buyer@example.com', paymentFlag: null });
      expect(reg.receiptNumber).toBeGreaterThan(0);
      expect((await paymentsFor(id))[0]!.registrationId).toBe(reg.registrationId);

      const seen = await postJson(sponsorEntries, '/api/sponsor-entries', { registrationKey: answer.registrationKey });
      expect(seen.status).toBe(200);
      expect(seen.body.entries).toHaveLength(2);
      expect(seen.body.entries.every((e: { code: string; state: string }) => entryCodePattern.test(e.code) && e.state === 'unused')).toBe(true);
      const mails = await h.db.selectFrom('mailOutbox').select(['kind', 'toAddress', 'textBody']).where('toAddress', '=', 'sam.buyer@example.com').execute();
      const entriesMail = mails.find((m) => m.kind === 'sponsor_entries');
      expect(seen.body.entries.every((e: { code: string }) => entriesMail?.textBody.includes(e.code))).toBe(true);
      expect(mails.map((m) => m.kind)).toContain('registration_confirmation');
    });

    it('counts once in the places and the totals; deleting the registration frees its place', async () => {
      const held = async () => (await countPlaces(h.db, [{ id: 'table', kind: 'sponsor' }])).table!.taken;
      const [before, heldBefore] = [await getRegistrationTotals(h.db), await held()];
      const id = await approvedOrder('3750.00');
      await capture(id);
      const after = await getRegistrationTotals(h.db);
      expect(after.paidRevenueCents - before.paidRevenueCents).toBe(375000);
      expect(after.perLevel.table!.paid - before.perLevel.table!.paid).toBe(1);
      expect((await held()) - heldBefore).toBe(1);
      expect(await countOrderPlaces(h.db)).not.toHaveProperty('table');
      // The organizer deletes it: the place is free, as for any deleted registration (the order does not take it back).
      const { registrationId } = await h.db.selectFrom('paypalOrders').select('registrationId').where('orderId', '=', id).executeTakeFirstOrThrow();
      expect(await deleteRegistration(h.db, registrationId!, { actor: 'admin', tokenId: 'test' })).toBe(true);
      expect(await held()).toBe(heldBefore);
    });

    it('refunded at PayPal: the reconciliation refunds the sponsorship, withdraws its unused entries and frees the place', async () => {
      const id = await approvedOrder('6250.00');
      await capture(id);
      const reg = await registrationOf(id);
      expect(await countUsable(reg.registrationId)).toBe(4);
      expect((await post({ amount: '6250.00' })).status).toBe(409);

      await sim(h, `/__sim/captures/${(await paymentsFor(id))[0]!.txnId}/refund`);
      expect(await reconcileOrders(paypalConfig(), h.db)).toMatchObject({ refunded: 1 });
      expect(await registrationOf(id)).toMatchObject({ paymentStatus: 'refunded' });
      expect(await countUsable(reg.registrationId)).toBe(0);
      expect((await post({ amount: '6250.00' })).status).toBe(200);
      const notices = await h.db.selectFrom('mailOutbox').select('kind').where('kind', '=', 'organizer_payment_refunded').execute();
      expect(notices).toHaveLength(1);
      // Read again: nothing changes twice.
      expect(await reconcileOrders(paypalConfig(), h.db)).toMatchObject({ refunded: 0 });
    });

    it('a refund learned twice (its IPN, then the re-read order) is recorded once', async () => {
      const id = await approvedOrder('3750.00');
      await capture(id);
      const reg = await registrationOf(id);
      const captureId = (await paymentsFor(id))[0]!.txnId;
      await sim(h, `/__sim/captures/${captureId}/refund`);
      // The account's IPN for the refund arrives first.
      const ipnRefund = { kind: 'Refunded', txnId: `IPN-${captureId}`, parentTxnId: captureId, amountCents: 375000, currency: 'USD', paymentEventId: null } as const;
      expect((await settleMoneyReturn(h.db, ipnRefund)).outcome).toBe('refunded');
      await reconcileOrders(paypalConfig(), h.db);
      const refunds = await h.db.selectFrom('payments').select('txnId').where('parentTxnId', '=', captureId).execute();
      expect(refunds).toEqual([{ txnId: `IPN-${captureId}` }]);
      expect(await registrationOf(id)).toMatchObject({ paymentStatus: 'refunded' });
      const notices = await h.db.selectFrom('mailOutbox').select('id').where('kind', '=', 'organizer_payment_refunded').where('textBody', 'like', `%${reg.registrationId}%`).execute();
      expect(notices).toHaveLength(1);
    });

    it("leaves a capture the buyer's browser is still making to the browser (it gets the sponsorship's key)", async () => {
      const id = await approvedOrder('3750.00');
      await sim(h, '/__sim/config', { failNextCapture: 'timeout' });
      expect((await capture(id)).status).toBe(502); // captured at PayPal; our answer lost
      await reconcileOrders(paypalConfig(), h.db);
      expect(await paymentsFor(id)).toHaveLength(0);
      const retry = (await (await capture(id)).json()) as { registrationKey?: string };
      expect(retry.registrationKey).toBeTruthy();
    });

    const countUsable = async (sponsorshipId: string) =>
      (await listSponsorEntries(h.db, sponsorshipId)).filter((e) => e.state === 'unused').length;
  });

  describe('a taken sponsor level cannot be bought through Orders v2', () => {
    it('once the one Final Table place is paid, a new order and a second capture are refused with 409', async () => {
      const first = await approvedOrder('6250.00');
      const second = await approvedOrder('6250.00'); // made while the place was still free
      expect((await capture(first)).status).toBe(200);

      const refused = await post({ amount: '6250.00', currency: 'USD', intent: 'capture' });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe('This sponsorship level is no longer available.');

      const late = await capture(second);
      expect(late.status).toBe(409);
      expect(await paymentsFor(second)).toHaveLength(0);
    });

    // Every database: the place is reserved by a row in a short transaction, never by a session
    // lock held across the PayPal call (behind PgBouncer that lock had let both buyers be charged).
    it('two buyers capturing the one Cocktail place at the same moment: one is charged, the other refused', async () => {
      const orders = [await approvedOrder('5250.00'), await approvedOrder('5250.00')];
      const answers = await Promise.all(orders.map(capture));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      // No money moved for the refused one: PayPal never captured it.
      const state = (await (await fetch(`${h.sim.url}/__sim/state`)).json()) as { orders: { id: string; status: string }[] };
      expect(state.orders.filter((o) => orders.includes(o.id)).map((o) => o.status).sort()).toEqual(['APPROVED', 'COMPLETED']);
      const paid = await h.db.selectFrom('payments').select('orderId').where('amountCents', '=', 525000).execute();
      expect(paid).toHaveLength(1);
    });
  });
});
