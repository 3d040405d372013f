// Checks and bank transfers: the organizer records one in /admin, the registration is
// paid through the same settlement as PayPal (receipt number, confirmation with the receipt), in
// the audit trail and the dashboard totals; the sponsor pages' check option creates the pending
// registration to mark paid.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import recordPayment from '../../netlify/functions/admin-registration-payment.mts';
import adminReceipt from '../../netlify/functions/admin-registration-receipt.mts';
import adminPayments from '../../netlify/functions/admin-payments.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import myRegistration from '../../netlify/functions/my-registration.mts';
import register from '../../netlify/functions/register.mts';
import offlineRegistration from '../../netlify/functions/sponsor-offline-registration.mts';
import { useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { deliveredCopy } from './delivered-mail.ts';
import { pdfText } from './pdf-text.ts';
import { attendeePayload, base, call, postJson, sponsorPayload } from './requests.ts';

describe.each(testDatabases())('offline payments on $name', (database) => {
  const db = useTestDatabase(database, 'all-in');

  async function admin() {
    useLocalAdminEnv();
    return { authorization: `Bearer ${await validToken()}`, 'content-type': 'application/json' };
  }
  const record = async (registrationId: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(recordPayment, `/api/admin/registrations/${registrationId}/payments`, { method: 'POST', headers: headers ?? (await admin()), body: JSON.stringify(body) }, { registrationId });
  const check = (overrides: Record<string, unknown> = {}) => ({ method: 'check', amount: '5250.00', receivedOn: '2026-08-03', reference: '10452', ...overrides });

  it('creates a pending sponsor registration from the check option, with its invoice and link mailed', async () => {
    const answer = await postJson(offlineRegistration, '/api/sponsor-offline-registration', sponsorPayload({ registrationType: 'cocktail', company: 'Calcasieu Midstream' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ amount: '5250.00', myRegistrationUrl: expect.stringMatching(/\/my-registration#[A-Za-z0-9_-]{22}$/) });
    const token = answer.body.myRegistrationUrl.split('#')[1];
    expect((await postJson(myRegistration, '/api/my-registration', { token })).body).toMatchObject({ state: 'pending', sponsor: true, canDownloadInvoice: true });
    const mail = await db().selectFrom('mailOutbox').selectAll().where('kind', '=', 'registration_received').executeTakeFirstOrThrow();
    expect(mail.textBody).toContain('payable to');
    // The link as delivered: the stored copy keeps none once sent.
    expect(deliveredCopy(mail.id).text).toContain(answer.body.myRegistrationUrl);
    const invoice = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(await pdfText(Buffer.from(invoice.content, 'base64'))).toContain(`INV-${answer.body.registrationId}`);

    const player = await postJson(offlineRegistration, '/api/sponsor-offline-registration', attendeePayload());
    expect(player.status).toBe(400);
    expect(player.body.errors).toHaveProperty('registrationType');
    const missing = await postJson(offlineRegistration, '/api/sponsor-offline-registration', sponsorPayload({ registrationType: 'table', billingZip: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ billingZip: 'ZIP code is required' });
  });

  // The invoice mail carries what the requester typed, from the organizer's domain.
  it('40 invoice requests for one address from many clients: 3 are mailed, the rest get 429; the Test level gets no invoice', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postJson(offlineRegistration, '/api/sponsor-offline-registration', sponsorPayload({ registrationType: 'table', email: i % 2 ? 'Victim@Example.com' : 'victim@example.com ' }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
    const mailed = await db().selectFrom('mailOutbox').select('id').where('kind', '=', 'registration_received').execute();
    expect(mailed).toHaveLength(3);

    const test = await postJson(offlineRegistration, '/api/sponsor-offline-registration', sponsorPayload({ registrationType: 'test', email: 'someone@example.com' }));
    expect(test.status).toBe(400);
    expect(test.body.errors).toEqual({ registrationType: 'Test Sponsor is paid with PayPal only. Please choose another sponsorship level.' });
  });

  it('records a check: paid with a receipt number, the receipt mailed, audited, counted, listed', async () => {
    const sponsor = await postJson(offlineRegistration, '/api/sponsor-offline-registration', sponsorPayload({ registrationType: 'cocktail' }));
    const { registrationId } = sponsor.body;
    // The check arrives days later: the hold has long ended, the place is still free.
    await db().updateTable('registrations').set({ holdExpiresAt: sql<Date>`now() - interval '3 days'` }).execute();

    const headers = await admin();
    const recorded = await record(registrationId, check(), headers);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body).toMatchObject({ registrationId, outcome: 'paid', receiptNumber: '2026-0001' });
    expect(recorded.body.message).toContain('receipt 2026-0001');

    const row = await db().selectFrom('registrations').selectAll().where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ paymentStatus: 'paid', paidCents: 525000, paymentFlag: null, receiptNumber: 1 });
    const payment = await db().selectFrom('payments').selectAll().where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'check', reference: '10452', receivedOn: '2026-08-03', amountCents: 525000 });

    const audit = await db().selectFrom('adminAudit').selectAll().where('target', '=', registrationId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'admin', action: 'payment.record', snapshot: { method: 'check', reference: '10452', amountCents: 525000, receiptNumber: '2026-0001' } });

    const confirmation = await db().selectFrom('mailOutbox').selectAll().where('kind', '=', 'registration_confirmation').executeTakeFirstOrThrow();
    const attached = confirmation.attachments.find((a) => a.contentType === 'application/pdf')!;
    const text = await pdfText(Buffer.from(attached.content, 'base64'));
    for (const expected of ['2026-0001', 'Check', '10452', 'August 3, 2026', '$5,250.00']) expect(text).toContain(expected);

    const stats = await call(adminStats, '/api/admin/stats', { headers });
    expect(stats.body.paidRevenueCents).toBe(525000);
    const events = await call(adminPayments, '/api/admin/payments', { headers });
    expect(events.body[0]).toMatchObject({ kind: 'check', verification: 'ORGANIZER', outcome: 'paid', registrationId, amountCents: 525000 });

    const pdf = await adminReceipt(new Request(`${base}/api/admin/registrations/${registrationId}/receipt`, { headers }), { params: { registrationId } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await pdf.arrayBuffer())).toContain('2026-0001');

    // Recorded twice (a double-click): the second is refused, nothing changes.
    const again = await record(registrationId, check({ reference: '10453' }), headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Registration ${registrationId} is already paid (receipt 2026-0001).`);
    expect(await db().selectFrom('payments').select('id').where('registrationId', '=', registrationId).execute()).toHaveLength(1);
  });

  it('names the field of bad input, refuses another amount, and needs the admin token', async () => {
    const player = await postJson(register, '/api/register', attendeePayload());
    const { registrationId } = player.body;
    const bad = await record(registrationId, { method: 'cash', amount: 'lots', receivedOn: '2026-02-30', reference: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      method: 'Choose check or bank transfer',
      amount: 'Enter the amount received, e.g. 3750.00',
      receivedOn: 'Enter the date the payment was received',
      reference: 'Enter the check number or the transfer reference',
    });
    const huge = await record(registrationId, check({ amount: '21474836.48' }));
    expect(huge).toMatchObject({ status: 400, body: { errors: { amount: 'The amount must be $1,000,000.00 or less' } } });
    const future = await record(registrationId, check({ amount: '2450.00', receivedOn: '2999-01-01' }));
    expect(future.body.errors).toEqual({ receivedOn: 'The date the payment was received cannot be in the future' });
    const other = await record(registrationId, check({ method: 'transfer', amount: '2400.00' }));
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ amount: "The amount must be the registration's amount, $2,450.00." });
    expect((await record('WOOP-NOSUCH', check())).status).toBe(404);
    expect((await record(registrationId, check({ amount: '2450.00' }), { 'content-type': 'application/json' })).status).toBe(401);
    const transfer = await record(registrationId, check({ method: 'transfer', amount: '2,450', reference: 'WIRE 2026-08-01 ACME' }));
    expect(transfer.status).toBe(201);
    expect(transfer.body.receiptNumber).toBe('2026-0001');
  });

  it('records a check for a registration whose place was given away as paid and flagged', async () => {
    const first = await postJson(offlineRegistration, '/api/sponsor-offline-registration', sponsorPayload({ registrationType: 'cocktail', email: 'a@example.com' }));
    await db().updateTable('registrations').set({ holdExpiresAt: sql<Date>`now() - interval '1 day'` }).execute();
    const taker = await postJson(register, '/api/register', sponsorPayload({ registrationType: 'cocktail', email: 'b@example.com' }));
    expect(taker.status).toBe(201);
    // The place goes to the first payment; an unpaid registration gives nothing away.
    await db().updateTable('registrations').set({ paymentStatus: 'paid' }).where('registrationId', '=', taker.body.registrationId).execute();
    const recorded = await record(first.body.registrationId, check());
    expect(recorded.status).toBe(201);
    expect(recorded.body.outcome).toBe('over_capacity');
    expect(recorded.body.message).toContain('return the payment');
  });
});
