// The buy-now checkout end to end against the PayPal simulator: the form our server builds, the
// simulator's payment page, its IPN to /api/paypal-ipn and the postback verification.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import checkout from '../../netlify/functions/paypal-checkout.mts';
import ipn from '../../netlify/functions/paypal-ipn.mts';
import paypalReturn from '../../netlify/functions/paypal-return.mts';
import { readRawEvent } from '../../netlify/lib/payments/paypal/event-store.ts';
import { listSponsorEntries } from '../../db/repositories/sponsor-entries.ts';
import { findRegistrationByPaymentKey } from '../../db/repositories/payment-keys.ts';
import { issuePersonalLink, registrationForToken } from '../../netlify/lib/registration/personal-link.ts';
import offline from '../../netlify/functions/sponsor-offline-registration.mts';
import { attendeePayload, postJson, visit } from './requests.ts';
import { BUSINESS, lastIpnStatus, payOnSimulator, seedRegistration, sim, startHarness, type Harness } from './payments-harness.ts';
import { deliveredCopy } from './delivered-mail.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ '/api/paypal-ipn': ipn, '/api/paypal-checkout': checkout });
});
afterAll(async () => {
  await h?.close();
});

async function buyNowFields(key: string): Promise<[string, string][]> {
  const res = await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${key}`));
  expect(res.status).toBe(200);
  const form = (await res.json()) as { action: string; fields: [string, string][] };
  return form.fields;
}
const replace = (fields: [string, string][], name: string, value: string): [string, string][] =>
  fields.map(([k, v]) => [k, k === name ? value : v]);

async function paymentStatus(registrationId: string) {
  const row = await h.db.selectFrom('registrations').select('paymentStatus').where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
  return row.paymentStatus;
}
const payments = (registrationId: string) =>
  h.db.selectFrom('payments').selectAll().where('registrationId', '=', registrationId).execute();

describe('buy-now form', () => {
  it('is built from the stored registration, with SPEC §7 fields', async () => {
    const { key } = await seedRegistration(h.db, 245000, 'all-in');
    const fields = Object.fromEntries(await buyNowFields(key));
    expect(fields).toMatchObject({
      cmd: '_xclick',
      business: BUSINESS,
      item_name: 'WOOP Tournament Registration - All In',
      amount: '2450.00',
      currency_code: 'USD',
      return: `${h.origin}/api/paypal-return?key=${key}`,
      cancel_return: `${h.origin}/registration`,
      custom: key,
      notify_url: `${h.origin}/api/paypal-ipn`,
    });
    for (const name of ['no_shipping', 'rm', 'no_note', 'lc', 'cbt', 'auto_return']) expect(fields[name]).toBeTruthy();
  });

  it('is refused for a free registration and for one already paid', async () => {
    const free = await seedRegistration(h.db, 0);
    expect((await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${free.key}`))).status).toBe(409);
    const paid = await seedRegistration(h.db);
    await h.db.updateTable('registrations').set({ paymentStatus: 'paid' }).where('registrationId', '=', paid.registrationId).execute();
    expect((await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${paid.key}`))).status).toBe(409);
    // Put it back: the last test checks that nothing is paid without a verified payment.
    await h.db.updateTable('registrations').set({ paymentStatus: 'pending' }).where('registrationId', '=', paid.registrationId).execute();
  });

  it('is refused for an unknown key', async () => {
    const res = await checkout(new Request(`${h.origin}/api/paypal-checkout?key=1-${'0'.repeat(32)}`));
    expect(res.status).toBe(404);
  });

  it('the return address sends the visitor to /payment-success with the key (GET and POST)', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await paypalReturn(new Request(`${h.origin}/api/paypal-return?key=123-abc`, { method }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/payment-success?key=123-abc');
    }
  });
});

describe('IPN', () => {
  it('a verified, completed payment of the stored amount marks the registration paid, and keeps the raw message', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    const txn = await payOnSimulator(h, await buyNowFields(key));
    expect(await lastIpnStatus(h)).toBe(200);
    expect(await paymentStatus(registrationId)).toBe('paid');
    const [payment] = await payments(registrationId);
    expect(payment).toMatchObject({ txnId: txn, amountCents: 245000, currency: 'USD', status: 'Completed' });
    const event = await h.db.selectFrom('paymentEvents').selectAll().where('txnId', '=', txn).executeTakeFirstOrThrow();
    expect(event).toMatchObject({ verification: 'VERIFIED', outcome: 'paid' });
    const raw = new TextDecoder().decode((await readRawEvent(event.blobKey!))!);
    expect(raw).toContain(`txn_id=${txn}`);
    expect(raw).toContain('mc_gross=2450.00');
  });

  it('a message PayPal did not send (INVALID) changes nothing', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    const forged = new URLSearchParams({
      payment_status: 'Completed', receiver_email: BUSINESS, business: BUSINESS, mc_gross: '2450.00',
      mc_currency: 'USD', txn_id: 'FORGED123', custom: key,
    }).toString();
    const res = await ipn(new Request(`${h.origin}/api/paypal-ipn`, { method: 'POST', body: forged, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(res.status).toBe(200);
    expect(await paymentStatus(registrationId)).toBe('pending');
    const event = await h.db.selectFrom('paymentEvents').selectAll().where('txnId', '=', 'FORGED123').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ verification: 'INVALID', outcome: 'invalid' });
  });

  it('a verified payment of a different amount (tampered form) changes nothing', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    await payOnSimulator(h, replace(await buyNowFields(key), 'amount', '1.00'));
    expect(await lastIpnStatus(h)).toBe(200);
    expect(await paymentStatus(registrationId)).toBe('pending');
    expect(await payments(registrationId)).toHaveLength(0);
  });

  it('a verified payment to another receiver changes nothing', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    await payOnSimulator(h, replace(await buyNowFields(key), 'business', 'someone-else@example.com'));
    expect(await paymentStatus(registrationId)).toBe('pending');
    expect(await payments(registrationId)).toHaveLength(0);
  });

  it('a verified payment in another currency changes nothing', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    await payOnSimulator(h, replace(await buyNowFields(key), 'currency_code', 'CAD'));
    expect(await paymentStatus(registrationId)).toBe('pending');
  });

  it('the same txn_id twice (PayPal resends) is recorded once', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    const txn = await payOnSimulator(h, await buyNowFields(key));
    await sim(h, '/__sim/ipn/resend', { txn_id: txn });
    expect(await lastIpnStatus(h)).toBe(200);
    expect(await payments(registrationId)).toHaveLength(1);
    const outcomes = await h.db.selectFrom('paymentEvents').select('outcome').where('txnId', '=', txn).orderBy('id').execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['paid', 'duplicate']);
  });

  // The simple buy-now pages and PayPal.me send no key; a payment of a sponsor level's
  // price (its IPN goes to the account's IPN address) becomes that level's sponsorship.
  describe('a keyless payment', () => {
    const keyless = (amount: string): [string, string][] => [
      ['cmd', '_xclick'], ['business', BUSINESS], ['item_name', 'WOOP Tournament Sponsorship - Table Sponsor'], ['amount', amount],
      ['currency_code', 'USD'], ['notify_url', `${h.origin}/api/paypal-ipn`],
    ];
    const sponsorshipOf = (txn: string) =>
      h.db.selectFrom('payments').innerJoin('registrations', 'registrations.registrationId', 'payments.registrationId').selectAll('registrations').where('payments.txnId', '=', txn).executeTakeFirst();

    it("of a sponsor level's price becomes that sponsorship, paid, named after the payer, with its entries; once however often PayPal sends it", async () => {
      const txn = await payOnSimulator(h, keyless('3750.00'));
      await sim(h, '/__sim/ipn/resend', { txn_id: txn });
      const reg = await sponsorshipOf(txn);
      expect(reg).toMatchObject({ registrationType: 'table', paymentStatus: 'paid', paidCents: 375000, firstName: 'Sam', lastName: 'Buyer', paymentFlag: null });
      expect(await listSponsorEntries(h.db, reg!.registrationId)).toHaveLength(2);
      const kinds = await h.db.selectFrom('mailOutbox').select('kind').where('toAddress', '=', reg!.email).execute();
      expect(kinds.map((k) => k.kind).sort()).toEqual(['registration_confirmation', 'sponsor_entries']);
      const outcomes = await h.db.selectFrom('paymentEvents').select(['outcome', 'registrationId']).where('txnId', '=', txn).orderBy('id').execute();
      expect(outcomes).toEqual([{ outcome: 'paid', registrationId: reg!.registrationId }, { outcome: 'duplicate', registrationId: null }]);

      // Refunded from the PayPal account: refunded like any sponsorship, its entries withdrawn.
      await sim(h, `/__sim/payments/${txn}/refund`);
      expect(await paymentStatus(reg!.registrationId)).toBe('refunded');
      expect((await listSponsorEntries(h.db, reg!.registrationId)).map((e) => e.state)).toEqual(['withdrawn', 'withdrawn']);
    });

    it('from a sponsor who registered for an invoice pays that registration (no second sponsorship)', async () => {
      const invoiced = await seedRegistration(h.db, 375000, 'table');
      await h.db.updateTable('registrations').set({ email: 'Sam.Buyer@Example.com' }).where('registrationId', '=', invoiced.registrationId).execute();
      const txn = await payOnSimulator(h, keyless('3750.00'));
      expect((await sponsorshipOf(txn))?.registrationId).toBe(invoiced.registrationId);
      expect(await paymentStatus(invoiced.registrationId)).toBe('paid');
      expect(await listSponsorEntries(h.db, invoiced.registrationId)).toHaveLength(2);
    });

    // Anyone can register a sponsorship with the sponsor's address and keep its
    // key and personal link; the sponsor's keyless payment then pays it. What the attacker was given
    // stops working, and a new link and the entries go to the payer's address only.
    it("pays a registration made with the payer's address, but what its maker was given stops working", async () => {
      const planted = await seedRegistration(h.db, 375000, 'table');
      await h.db.updateTable('registrations').set({ email: 'sam.buyer@example.com', firstName: 'Mallory' }).where('registrationId', '=', planted.registrationId).execute();
      const plantedLink = await issuePersonalLink(h.db, planted.registrationId);
      expect(await findRegistrationByPaymentKey(h.db, planted.key)).toBeDefined();

      const txn = await payOnSimulator(h, keyless('3750.00'));
      expect((await sponsorshipOf(txn))?.registrationId).toBe(planted.registrationId);
      expect(await paymentStatus(planted.registrationId)).toBe('paid');
      // The key (POST /api/sponsor-entries reads the entries through it) and the link are dead.
      expect(await findRegistrationByPaymentKey(h.db, planted.key)).toBeUndefined();
      expect(await registrationForToken(h.db, plantedLink.split('#')[1]!)).toBeUndefined();
      // The payer's own mail carries a new link that opens the paid sponsorship, and the entries.
      const newest = (kind: string) =>
        h.db.selectFrom('mailOutbox').select(['id', 'toAddress', 'textBody']).where('kind', '=', kind).orderBy('id', 'desc').executeTakeFirstOrThrow();
      for (const kind of ['registration_confirmation', 'sponsor_entries']) {
        const mail = await newest(kind);
        expect(mail.toAddress.toLowerCase()).toBe('sam.buyer@example.com');
        expect(mail.textBody).toContain(planted.registrationId);
      }
      // The link as delivered: the stored copy keeps none once sent.
      const token = /\/my-registration#([A-Za-z0-9_-]{22})/.exec(deliveredCopy((await newest('registration_confirmation')).id).text)![1]!;
      expect((await registrationForToken(h.db, token))?.registrationId).toBe(planted.registrationId);
    });

    // The submission key is chosen by the browser, so the maker of a registration knows it for good:
    // replaying the same POST after the sponsor's keyless payment revoked the maker's link must not
    // mint a new link to the paid sponsorship, and a replay with other answers is refused.
    it('a replayed invoice registration mints no new link to the sponsorship its maker lost', async () => {
      const form = { ...attendeePayload({ registrationType: 'table', email: 'sam.buyer@example.com', firstName: 'Mallory' }), submissionKey: crypto.randomUUID().replaceAll('-', '') };
      const first = await postJson(offline, '/api/sponsor-offline-registration', form);
      expect(first.status).toBe(201);
      const { registrationId, myRegistrationUrl } = first.body as { registrationId: string; myRegistrationUrl: string };
      const txn = await payOnSimulator(h, keyless('3750.00'));
      expect((await sponsorshipOf(txn))?.registrationId).toBe(registrationId);
      expect(await registrationForToken(h.db, myRegistrationUrl.split('#')[1]!)).toBeUndefined();
      const links = async () => (await h.db.selectFrom('personalLinks').select('tokenHash').where('registrationId', '=', registrationId).execute()).length;
      const before = await links();
      const again = await postJson(offline, '/api/sponsor-offline-registration', form);
      expect(again).toMatchObject({ status: 201, body: { registrationId } });
      expect(again.body.myRegistrationUrl).toBeUndefined();
      expect(await links()).toBe(before);
      const other = await postJson(offline, '/api/sponsor-offline-registration', { ...form, email: 'mallory@example.com' });
      expect(other).toMatchObject({ status: 409, body: { message: 'This form was already sent with other answers. Please reload the page and register again.' } });
    });

    // The organizer sets the price in /admin; a PayPal.me payment of the new price is that sponsorship.
    it('of the price set in the sales settings becomes that sponsorship', async () => {
      await h.db.updateTable('salesItems').set({ priceCents: 350000 }).where('id', '=', 'table').execute();
      try {
        const txn = await payOnSimulator(h, keyless('3500.00'));
        expect(await sponsorshipOf(txn)).toMatchObject({ registrationType: 'table', paymentStatus: 'paid', paidCents: 350000 });
      } finally {
        await h.db.updateTable('salesItems').set({ priceCents: 375000 }).where('id', '=', 'table').execute();
      }
    });

    // A PayPal.me link or page built before a change must not buy a re-priced or closed level.
    it('of the price the pages were built with, after the organizer re-priced the level, stays unknown', async () => {
      await h.db.updateTable('salesItems').set({ priceCents: 350000 }).where('id', '=', 'table').execute();
      try {
        const txn = await payOnSimulator(h, keyless('3750.00'));
        expect(await sponsorshipOf(txn)).toBeUndefined();
        expect(await h.db.selectFrom('paymentEvents').select('outcome').where('txnId', '=', txn).executeTakeFirstOrThrow()).toEqual({ outcome: 'unknown_registration' });
      } finally {
        await h.db.updateTable('salesItems').set({ priceCents: 375000 }).where('id', '=', 'table').execute();
      }
    });

    it('for a level the organizer closed is recorded, flagged for a refund, and issues no entries', async () => {
      await h.db.updateTable('salesItems').set({ state: 'closed' }).where('id', '=', 'table').execute();
      try {
        const txn = await payOnSimulator(h, keyless('3750.00'));
        const reg = await sponsorshipOf(txn);
        expect(reg).toMatchObject({ registrationType: 'table', paymentStatus: 'paid', paymentFlag: 'not_on_sale' });
        expect(await listSponsorEntries(h.db, reg!.registrationId)).toHaveLength(0);
        expect(await h.db.selectFrom('paymentEvents').select('outcome').where('txnId', '=', txn).executeTakeFirstOrThrow()).toEqual({ outcome: 'not_on_sale' });
      } finally {
        await h.db.updateTable('salesItems').set({ state: 'on_sale' }).where('id', '=', 'table').execute();
      }
    });

    it("of any other amount stays an unknown payment for the organizer to look at", async () => {
      const txn = await payOnSimulator(h, keyless('100.00'));
      expect(await sponsorshipOf(txn)).toBeUndefined();
      const event = await h.db.selectFrom('paymentEvents').selectAll().where('txnId', '=', txn).executeTakeFirstOrThrow();
      expect(event).toMatchObject({ outcome: 'unknown_registration', registrationId: null });
    });
  });

  it('a Pending payment is not paid until PayPal sends Completed for it', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    await sim(h, '/__sim/config', { ipnStatus: 'Pending' });
    const txn = await payOnSimulator(h, await buyNowFields(key));
    await sim(h, '/__sim/config', { ipnStatus: 'Completed' });
    expect(await paymentStatus(registrationId)).toBe('pending');
    await sim(h, '/__sim/ipn/complete', { txn_id: txn });
    expect(await paymentStatus(registrationId)).toBe('paid');
    expect(await payments(registrationId)).toHaveLength(1);
  });

  it('the Completed IPN five times at once, with its Pending one among them and once more late: one payment, one set of e-mails', async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    const email = (await h.db.selectFrom('registrations').select('email').where('registrationId', '=', registrationId).executeTakeFirstOrThrow()).email;
    // Both notifications are sent where nothing listens, so they reach us only as this test delivers them.
    await sim(h, '/__sim/config', { ipnStatus: 'Pending' });
    const txn = await payOnSimulator(h, replace(await buyNowFields(key), 'notify_url', 'http://127.0.0.1:1/ipn'));
    await sim(h, '/__sim/config', { ipnStatus: 'Completed' });
    await sim(h, '/__sim/ipn/complete', { txn_id: txn });
    const state = (await (await fetch(`${h.sim.url}/__sim/state`)).json()) as { ipns: { txn_id: string; payment_status: string; body: string }[] };
    const body = (status: string) => state.ipns.find((d) => d.txn_id === txn && d.payment_status === status)!.body;
    const deliver = (raw: string) =>
      ipn(new Request(`${h.origin}/api/paypal-ipn`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: raw }));

    const completed = body('Completed');
    const answers = await Promise.all([completed, completed, body('Pending'), completed, completed, completed].map(deliver));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await deliver(body('Pending'))).status).toBe(200); // out of order: after its Completed

    expect(await paymentStatus(registrationId)).toBe('paid');
    expect(await payments(registrationId)).toHaveLength(1);
    const outcomes = await h.db.selectFrom('paymentEvents').select('outcome').where('txnId', '=', txn).execute();
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'not_completed', 'not_completed', 'paid']);
    expect(await h.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', email).execute()).toHaveLength(1);
  });

  for (const fault of ['timeout', '500'] as const) {
    it(`verification ${fault}: answers non-200 so PayPal retries; the retry settles exactly once`, async () => {
      const { key, registrationId } = await seedRegistration(h.db);
      await sim(h, '/__sim/config', { failNextVerify: fault });
      const txn = await payOnSimulator(h, await buyNowFields(key));
      expect(await lastIpnStatus(h)).toBe(500);
      expect(await paymentStatus(registrationId)).toBe('pending');
      await sim(h, '/__sim/ipn/resend', { txn_id: txn });
      expect(await lastIpnStatus(h)).toBe(200);
      await sim(h, '/__sim/ipn/resend', { txn_id: txn });
      expect(await paymentStatus(registrationId)).toBe('paid');
      expect(await payments(registrationId)).toHaveLength(1);
    });
  }

  it('forged and malformed notifications (fast-check): answered 200 or 413, never 5xx, nothing paid, no e-mail', { timeout: 60_000 }, async () => {
    const { key, registrationId } = await seedRegistration(h.db);
    const genuine = {
      payment_status: 'Completed', receiver_email: BUSINESS, business: BUSINESS, mc_gross: '2450.00', mc_currency: 'USD', custom: key,
    };
    const hostile = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('', '\u0000', '\ud800', '<script>alert(1)</script>', "' OR 1=1 --", '2450.00', '-2450.00', '1e9', 'NaN', 'VERIFIED', key),
      fc.integer({ min: 1_000, max: 80_000 }).map((n) => 'x'.repeat(n)),
    );
    const fieldName = fc.oneof(fc.constantFrom(...Object.keys(genuine), 'txn_id', 'txn_type', 'parent_txn_id', '__proto__', 'constructor', 'charset'), fc.string({ maxLength: 12 }));
    // Genuine-looking fields with some replaced or added (and sent twice), or raw bytes that are no form at all.
    const form = fc.tuple(fc.array(fc.tuple(fieldName, hostile), { maxLength: 6 }), fc.string({ unit: 'grapheme-ascii', minLength: 4, maxLength: 20 })).map(
      ([extra, txn]) => new URLSearchParams([...Object.entries({ ...genuine, txn_id: `F${txn}`, ...Object.fromEntries(extra) }), ...extra]).toString(),
    );
    const bytes = fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b).toString('latin1'));
    const count = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(h.db)).rows[0]!.n;
    const before = { payments: await count('payments'), mail: await count('mail_outbox') };
    // A NUL in a stored or looked-up field once made this a 500: always tried, not left to chance.
    const withNul = (name: string) => new URLSearchParams({ ...genuine, txn_id: 'FNUL', [name]: `${genuine[name as keyof typeof genuine] ?? 'x'}\u0000` }).toString();
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: form }, { weight: 1, arbitrary: bytes }), async (body) => {
        // Each from its own address: this is about what a forged body does, not the per-client limit.
        const res = await ipn(new Request(`${h.origin}/api/paypal-ipn`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), visit());
        await res.text();
        expect([200, 413]).toContain(res.status);
      }),
      { numRuns: 100, examples: ['custom', 'txn_id', 'payment_status', 'mc_gross'].map((name) => [withNul(name)]) },
    );
    expect(await paymentStatus(registrationId)).toBe('pending');
    expect({ payments: await count('payments'), mail: await count('mail_outbox') }).toEqual(before);
  });

  it('after all of the above, no registration is paid without a verified payment of its amount', async () => {
    const { rows: unbacked } = await sql<{ registration_id: string }>`
      select r.registration_id from registrations r
      where r.payment_status = 'paid' and not exists (
        select 1 from payments p join payment_events e on e.id = p.payment_event_id
        where p.registration_id = r.registration_id and p.amount_cents = r.amount_cents
          and p.currency = 'USD' and e.verification = 'VERIFIED')`.execute(h.db);
    expect(unbacked).toEqual([]);
    const paid = await h.db.selectFrom('registrations').select('registrationId').where('paymentStatus', '=', 'paid').execute();
    expect(paid.length).toBeGreaterThanOrEqual(4);
  });
});
