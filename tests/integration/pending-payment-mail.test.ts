// A way back to the payment: a registration to be paid with PayPal gets, as soon as it is stored,
// one e-mail with its personal link, and that link leads to a working payment, even after its hold
// has ended. A repeat of the form mails nothing more; comped and invoice registrations keep their
// own e-mails only; one mailbox gets at most 3 an hour and 6 a day; a mail server that fails loses nothing.
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import checkout from '../../netlify/functions/paypal-checkout.mts';
import ipn from '../../netlify/functions/paypal-ipn.mts';
import myRegistration from '../../netlify/functions/my-registration.mts';
import pay from '../../netlify/functions/my-registration-pay.mts';
import register from '../../netlify/functions/register.mts';
import offlineRegistration from '../../netlify/functions/sponsor-offline-registration.mts';
import { resetEnv } from '../../netlify/lib/platform/env.ts';
import { retryDue } from '../../netlify/lib/platform/mail/outbox.ts';
import { eventDay } from '../../src/data/event-day.ts';
import { venueTimeLabel } from '../../src/domain/venue-time.ts';
import { emptyTables, testDatabases } from './databases.ts';
import { deliveredMails } from './delivered-mail.ts';
import { payOnSimulator, sim, startHarness, type Harness } from './payments-harness.ts';
import { attendeePayload, postJson, sponsorPayload, visit } from './requests.ts';

const linkPattern = /\/my-registration#([A-Za-z0-9_-]{22})/;
let addresses = 0;
/** An address no earlier test (nor an earlier run, in the shared outbox folder) mailed. */
const newEmail = () => `come-back-${Date.now().toString(36)}-${++addresses}@example.com`;

/** A local port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

for (const database of testDatabases()) {
  describe(`the e-mail back to the payment on ${database.name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      process.env.WOOP_OPEN_LEVELS = 'all-in,just-party';
      process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'woop-pending-mail-'));
      delete process.env.SMTP_URL;
      resetEnv();
      h = await startHarness({ '/api/paypal-ipn': (req) => ipn(req) }, database);
    });
    afterAll(async () => {
      await h?.close();
    });
    beforeEach(async () => {
      await emptyTables(h.db);
      await sim(h, '/__sim/reset');
    });

    const registerAs = (payload: Record<string, unknown>, ip?: string) => postJson(register, '/api/register', attendeePayload(payload), ip);
    const kindsTo = async (email: string) => (await h.db.selectFrom('mailOutbox').select('kind').where('toAddress', '=', email).orderBy('id').execute()).map((m) => m.kind);
    const row = (registrationId: string) => h.db.selectFrom('registrations').selectAll().where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    /** The visitor's side of the buy-now checkout of a payment key, on the simulator. */
    async function payWithKey(key: string) {
      const res = await checkout(new Request(`${h.origin}/api/paypal-checkout?key=${key}`), visit());
      expect(res.status).toBe(200);
      const { fields } = (await res.json()) as { fields: [string, string][] };
      await payOnSimulator(h, fields.map(([k, v]) => [k, k === 'notify_url' ? `${h.origin}/api/paypal-ipn` : v]));
    }

    it('mails a PayPal registration left unpaid once, and its link leads to a payment, after the hold too; paying sends the confirmation', async () => {
      const email = newEmail();
      const answer = await registerAs({ registrationType: 'all-in', email, firstName: 'Jolene' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.paymentStatus).toBe('pending');
      const { registrationId, registrationKey } = answer.body as { registrationId: string; registrationKey: string };

      const [mail, ...more] = deliveredMails(email);
      expect(more).toHaveLength(0);
      expect(await kindsTo(email)).toEqual(['registration_pending_payment']);
      const { holdExpiresAt } = await row(registrationId);
      for (const words of [
        registrationId,
        'All In',
        '$2,450.00',
        'Registration is not complete until payment is received.',
        `Please pay by ${venueTimeLabel(new Date(holdExpiresAt!), eventDay.timeZone)}: a place is yours once you have paid.`,
        'After that, the same link still lets you pay while a place is free; if not, your page says so and nothing is charged.',
      ]) {
        expect(mail!.text).toContain(words);
      }
      // Only the site's words go to the address typed in the form: not the name typed with it.
      expect(mail!.text).not.toContain('Jolene');
      const token = linkPattern.exec(mail!.text)?.[1];
      expect(token).toBeTruthy();
      expect(mail!.html).toContain(`/my-registration#${token}`);

      // The visitor comes back after the hold ended: the page offers to pay, and Pay now leads to PayPal.
      await sql`update registrations set hold_expires_at = now() - interval '1 minute' where registration_id = ${registrationId}`.execute(h.db);
      const page = await postJson(myRegistration, '/api/my-registration', { token });
      expect(page.body).toMatchObject({ registrationId, state: 'expired', canPay: true, amount: '2450.00' });
      const started = await postJson(pay, '/api/my-registration/pay', { token });
      expect(started.status).toBe(200);
      expect(started.body).toEqual({ registrationId, registrationKey, amount: '2450.00' });
      await payWithKey(started.body.registrationKey);

      expect(await row(registrationId)).toMatchObject({ paymentStatus: 'paid', paidCents: 245000, paymentFlag: null });
      expect(await kindsTo(email)).toEqual(['registration_pending_payment', 'registration_confirmation']);
      expect(deliveredMails(email).at(-1)!.text).toContain(`your registration for WOOP 2026 is confirmed`);
      expect((await postJson(myRegistration, '/api/my-registration', { token })).body).toMatchObject({ state: 'paid', canPay: false });
    });

    it('names the promo code the hold keeps, and what becomes of it after', async () => {
      const email = newEmail();
      expect((await registerAs({ registrationType: 'all-in', email, promoCode: 'woop100' })).status).toBe(201);
      const { text } = deliveredMails(email)[0]!;
      expect(text).toContain('Promo Code: WOOP100');
      expect(text).toContain('$2,350.00');
      expect(text).toContain(', while your promo code is kept for you: a place is yours once you have paid.');
      expect(text).toContain('while a place is free and your promo code has a use left');
    });

    it('mails nothing more, and makes no second link, for the same form sent again, one after the other or at once', async () => {
      const email = newEmail();
      const form = { registrationType: 'all-in', email, submissionKey: crypto.randomUUID().replaceAll('-', '') };
      const first = await registerAs(form);
      const again = await registerAs(form);
      expect(again.status).toBe(201);
      expect(again.body.registrationId).toBe(first.body.registrationId);

      const twin = newEmail();
      const twinForm = { ...form, email: twin, submissionKey: crypto.randomUUID().replaceAll('-', '') };
      const both = await Promise.all([0, 1].map(() => registerAs(twinForm)));
      expect(both.map((b) => b.status)).toEqual([201, 201]);
      expect(both[1]!.body.registrationId).toBe(both[0]!.body.registrationId);

      for (const address of [email, twin]) {
        expect(await kindsTo(address)).toEqual(['registration_pending_payment']);
        expect(deliveredMails(address)).toHaveLength(1);
      }
      expect(await h.db.selectFrom('personalLinks').select('registrationId').execute()).toHaveLength(2);
    });

    it('sends a comped registration its confirmation and an invoice registration its invoice, and nothing else', async () => {
      const comped = newEmail();
      const free = await registerAs({ registrationType: 'just-party', email: comped, promoCode: 'karl0' });
      expect(free.body.paymentStatus).toBe('comped');
      expect(await kindsTo(comped)).toEqual(['registration_confirmation']);

      const invoiced = newEmail();
      const sponsor = await postJson(offlineRegistration, '/api/sponsor-offline-registration', sponsorPayload({ registrationType: 'cocktail', email: invoiced }));
      expect(sponsor.status, JSON.stringify(sponsor.body)).toBe(201);
      expect(await kindsTo(invoiced)).toEqual(['registration_received']);
      expect(deliveredMails(invoiced)).toHaveLength(1);

      // A sponsor level paid with PayPal is a PayPal registration: it gets the e-mail.
      const paypalSponsor = newEmail();
      expect((await postJson(register, '/api/register', sponsorPayload({ registrationType: 'cocktail', email: paypalSponsor }))).status).toBe(201);
      expect(await kindsTo(paypalSponsor)).toEqual(['registration_pending_payment']);
    });

    it('mails one address 3 times an hour at most, from any client, and still stores every registration', async () => {
      const email = newEmail();
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await registerAs({ registrationType: 'just-party', email }));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.registrationId)).size).toBe(5);
      expect(deliveredMails(email)).toHaveLength(3);
      // Another address is counted on its own.
      const other = newEmail();
      await registerAs({ registrationType: 'just-party', email: other });
      expect(deliveredMails(other)).toHaveLength(1);
    });

    it('counts a "+tag" of an address as that mailbox, and only e-mails actually queued (a repeat gives its count back)', async () => {
      const email = newEmail();
      const tagged = (tag: string) => email.replace('@', `+${tag}@`);
      // A repeat of the same form stores and mails nothing: it must not use up the address's e-mails.
      const form = attendeePayload({ registrationType: 'just-party', email: tagged('a'), submissionKey: crypto.randomUUID().replaceAll('-', '') });
      for (let i = 0; i < 4; i++) expect((await postJson(register, '/api/register', form)).status).toBe(201);
      expect(deliveredMails(tagged('a'))).toHaveLength(1);
      for (const tag of ['b', 'c', 'd']) expect((await registerAs({ registrationType: 'just-party', email: tagged(tag) })).status).toBe(201);
      expect([tagged('b'), tagged('c'), tagged('d')].map((to) => deliveredMails(to).length)).toEqual([1, 1, 0]);
    });

    it('mails one mailbox 6 times a day at most', async () => {
      const email = newEmail();
      for (let hour = 0; hour < 3; hour++) {
        for (let i = 0; i < 3; i++) expect((await registerAs({ registrationType: 'just-party', email })).status).toBe(201);
        // The next hour: the hourly window's count is gone, the day's stays.
        await h.db.deleteFrom('rateLimits').where('bucket', '=', 'pending-payment-address').execute();
      }
      expect(deliveredMails(email)).toHaveLength(6);
    });

    it('keeps the registration when the mail server fails, and the retry delivers a link that works', async () => {
      const email = newEmail();
      // Nothing listens there: the send after the commit fails at once.
      process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
      let answer;
      try {
        answer = await registerAs({ registrationType: 'all-in', email });
      } finally {
        delete process.env.SMTP_URL;
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(await row(answer.body.registrationId)).toMatchObject({ paymentStatus: 'pending' });
      const queued = await h.db.selectFrom('mailOutbox').select(['status', 'attempts']).where('toAddress', '=', email).execute();
      expect(queued).toEqual([{ status: 'pending', attempts: 1 }]);
      expect(deliveredMails(email)).toHaveLength(0);

      await retryDue(h.db, new Date(Date.now() + 10 * 60_000));
      const token = linkPattern.exec(deliveredMails(email)[0]!.text)![1];
      expect((await postJson(myRegistration, '/api/my-registration', { token })).body).toMatchObject({ registrationId: answer.body.registrationId, state: 'pending', canPay: true });
    });
  });
}
