// The registrant's own page: what a personal link opens and nothing else, the limit on
// guessing tokens, corrections with the registration's schema and an audit row, "Pay now" with a
// new hold, re-sending links without telling whether an address is known, receipts and invoices.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import adminDelete from '../../netlify/functions/admin-registration-delete.mts';
import myRegistration from '../../netlify/functions/my-registration.mts';
import correct from '../../netlify/functions/my-registration-correct.mts';
import invoice from '../../netlify/functions/my-registration-invoice.mts';
import linkRequest from '../../netlify/functions/my-registration-link.mts';
import pay from '../../netlify/functions/my-registration-pay.mts';
import receipt from '../../netlify/functions/my-registration-receipt.mts';
import register from '../../netlify/functions/register.mts';
import storePaypal from '../../netlify/functions/store-paypal-registration.mts';
import { settleRegistrationPayment } from '../../netlify/lib/payments/settle.ts';
import { issuePersonalLink } from '../../netlify/lib/registration/personal-link.ts';
import { linkRequestAnswer } from '../../src/domain/my-registration.ts';
import { useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { deliveredCopy } from './delivered-mail.ts';
import { pdfText } from './pdf-text.ts';
import { attendeePayload, base, call, postJson, sponsorPayload } from './requests.ts';

type Handler = Parameters<typeof postJson>[0];

/** A POST with a JSON body, answered as bytes (the PDFs). */
async function postForBytes(fn: Handler, path: string, payload: unknown, ip?: string) {
  const res = await fn(new Request(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }), { params: {}, ip: ip ?? '100.99.0.1' });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: await res.arrayBuffer() };
}

describe.each(testDatabases())('the personal page on $name', (database) => {
  const db = useTestDatabase(database, 'all-in,just-party,friday-room');

  async function registerOne(overrides: Record<string, unknown> = {}) {
    const answer = await postJson(register, '/api/register', attendeePayload({ registrationType: 'all-in', ...overrides }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const registrationId = answer.body.registrationId as string;
    const token = (await issuePersonalLink(db(), registrationId)).split('#')[1]!;
    return { registrationId, token, registrationKey: answer.body.registrationKey as string };
  }
  const payByPaypal = (registrationId: string, txnId: string, amountCents: number) =>
    settleRegistrationPayment(db(), registrationId, { provider: 'paypal', txnId, amountCents, currency: 'USD', status: 'Completed' });

  it('shows its own registration; a token from another registration gives nothing of this one', async () => {
    const mine = await registerOne({ email: 'mine@example.com', roomAdditions: ['friday-room'], promoCode: 'woop100' });
    const other = await registerOne({ email: 'other@example.com', firstName: 'Other' });
    await payByPaypal(other.registrationId, 'TXN-OTHER', 245000);

    const view = await postJson(myRegistration, '/api/my-registration', { token: mine.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      registrationId: mine.registrationId,
      email: 'mine@example.com',
      state: 'pending',
      amount: '2725.00',
      rooms: ['Friday Night Room'],
      promoCode: 'woop100',
      canPay: true,
      receiptNumber: null,
      checkInQrSvg: null,
    });
    expect(view.body.ics).toContain(`Registration ${mine.registrationId}`);
    expect(JSON.stringify(view.body)).not.toContain(other.registrationId);

    // The other registration's token opens the other one only: no receipt of it through mine, no
    // correction of mine through it.
    expect((await postForBytes(receipt, '/api/my-registration/receipt', { token: mine.token })).status).toBe(409);
    const corrected = await postJson(correct, '/api/my-registration/corrections', { token: other.token, tShirtSize: 'XS', phone: '3375550199', dietaryRestrictions: '' });
    expect(corrected.body.registrationId).toBe(other.registrationId);
    expect((await db().selectFrom('registrations').select('tShirtSize').where('registrationId', '=', mine.registrationId).executeTakeFirst())?.tShirtSize).toBe('L');

    // A deleted registration's token opens nothing.
    useLocalAdminEnv();
    const auth = { authorization: `Bearer ${await validToken()}` };
    expect((await call(adminDelete, `/api/admin/registrations/${other.registrationId}`, { method: 'DELETE', headers: auth }, { registrationId: other.registrationId })).status).toBe(200);
    const gone = await postJson(myRegistration, '/api/my-registration', { token: other.token });
    expect(gone.status).toBe(404);
    expect(gone.body.errors).toHaveProperty('token');
  });

  it('meets the limit when tokens are guessed from one client, and names the field of a malformed one', async () => {
    const { token } = await registerOne();
    const ip = '100.98.7.6';
    for (let i = 0; i < 60; i++) {
      const guess = `A${String(i).padStart(21, '0')}`;
      expect((await postJson(myRegistration, '/api/my-registration', { token: guess }, ip)).status).toBe(404);
    }
    const limited = await postJson(myRegistration, '/api/my-registration', { token: 'B'.repeat(22) }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Even the right token waits: the limit counts the client, not the guess.
    expect((await postJson(myRegistration, '/api/my-registration', { token }, ip)).status).toBe(429);
    expect((await postJson(myRegistration, '/api/my-registration', { token }, '100.98.7.7')).status).toBe(200);
    const malformed = await postJson(myRegistration, '/api/my-registration', { token: 42 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty('token');
  });

  it('corrects t-shirt size, dietary restrictions, phone and address with the schema, in the audit trail', async () => {
    const { registrationId, token } = await registerOne();
    const bad = await postJson(correct, '/api/my-registration/corrections', { token, tShirtSize: 'HUGE', phone: '123', billingCity: 'x'.repeat(101) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      tShirtSize: 'Please select a t-shirt size',
      phone: 'Please enter a valid phone number',
      billingCity: 'Must be 100 characters or fewer',
    });
    const good = await postJson(correct, '/api/my-registration/corrections', {
      token,
      tShirtSize: 'XXL',
      phone: '337-555-0199',
      dietaryRestrictions: 'No shellfish <b>please</b>',
      billingStreet: '2 Bayou Rd',
      billingCity: 'Sulphur',
      billingState: 'LA',
      billingZip: '70663',
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body).toMatchObject({ tShirtSize: 'XXL', dietaryRestrictions: 'No shellfish <b>please</b>', billingCity: 'Sulphur' });
    const audit = await db().selectFrom('adminAudit').selectAll().where('target', '=', registrationId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'registrant', action: 'registration.correct' });
    expect(audit[0]!.tokenId).toMatch(/^link:[0-9a-f]{12}$/);
    expect(audit[0]!.snapshot).toMatchObject({ before: { tShirtSize: 'L', billingCity: 'Lake Charles' }, after: { tShirtSize: 'XXL', billingCity: 'Sulphur' } });
    // The same values again change nothing and write no audit row.
    await postJson(correct, '/api/my-registration/corrections', { token, tShirtSize: 'XXL', phone: '337-555-0199', dietaryRestrictions: 'No shellfish <b>please</b>', billingStreet: '2 Bayou Rd', billingCity: 'Sulphur', billingState: 'LA', billingZip: '70663' });
    expect(await db().selectFrom('adminAudit').select('id').where('target', '=', registrationId).execute()).toHaveLength(1);
  });

  it("keeps a sponsor's billing address required", async () => {
    const answer = await postJson(register, '/api/register', sponsorPayload({ registrationType: 'table' }));
    const token = (await issuePersonalLink(db(), answer.body.registrationId)).split('#')[1]!;
    const bad = await postJson(correct, '/api/my-registration/corrections', { token, tShirtSize: 'M', phone: '3375550100', billingStreet: '', billingCity: 'Houston', billingState: 'TX', billingZip: '77002' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ billingStreet: 'Street address is required' });
  });

  it('pays later: a new hold when the place is free, the existing payment key, a clear refusal once paid', async () => {
    const { registrationId, token, registrationKey } = await registerOne();
    await db().updateTable('registrations').set({ holdExpiresAt: sql<Date>`now() - interval '1 minute'` }).where('registrationId', '=', registrationId).execute();
    expect((await postJson(myRegistration, '/api/my-registration', { token })).body.state).toBe('expired');
    const started = await postJson(pay, '/api/my-registration/pay', { token });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ registrationId, registrationKey, amount: '2450.00' });
    expect((await postJson(myRegistration, '/api/my-registration', { token })).body.state).toBe('pending');
    await payByPaypal(registrationId, 'TXN-LATER', 245000);
    const again = await postJson(pay, '/api/my-registration/pay', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This registration has already been paid.');
  });

  it('refuses Pay now with the reason when the place was sold to someone else', async () => {
    const first = await postJson(register, '/api/register', sponsorPayload({ registrationType: 'cocktail', email: 'a@example.com' }));
    const token = (await issuePersonalLink(db(), first.body.registrationId)).split('#')[1]!;
    await db().updateTable('registrations').set({ holdExpiresAt: sql<Date>`now() - interval '1 minute'` }).execute();
    const second = await postJson(register, '/api/register', sponsorPayload({ registrationType: 'cocktail', email: 'b@example.com' }));
    expect(second.status).toBe(201);
    // Pay now renews a lapsed hold while the place is not sold (a hold keeps no buyer out) ...
    expect((await postJson(pay, '/api/my-registration/pay', { token })).status).toBe(200);
    // ... and is refused once another buyer's payment took it.
    expect((await payByPaypal(second.body.registrationId, 'TXN-TAKER-1', 525000)).outcome).toBe('paid');
    const refused = await postJson(pay, '/api/my-registration/pay', { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sold|taken|no longer|available/i);
  });

  it('numbers the receipt of a paid registration and mails it with the personal link', async () => {
    const { registrationId, token } = await registerOne({ roomAdditions: ['friday-room'], promoCode: 'woop200', company: 'Bayou <Minerals>' });
    const settled = await payByPaypal(registrationId, 'TXN-RECEIPT-1', 262500);
    expect(settled.outcome).toBe('paid');
    const row = await db().selectFrom('registrations').select(['receiptSeries', 'receiptNumber']).where('registrationId', '=', registrationId).executeTakeFirstOrThrow();
    expect(row).toEqual({ receiptSeries: '2026', receiptNumber: 1 });

    const view = await postJson(myRegistration, '/api/my-registration', { token });
    expect(view.body).toMatchObject({ state: 'paid', receiptNumber: '2026-0001', paidBy: { method: 'paypal', reference: 'TXN-RECEIPT-1' }, canPay: false });
    expect(view.body.checkInQrSvg).toMatch(/^<svg/);

    const file = await postForBytes(receipt, '/api/my-registration/receipt', { token });
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toBe('attachment; filename="WOOP-receipt-2026-0001.pdf"');
    const text = await pdfText(file.bytes);
    for (const expected of ['RECEIPT', '2026-0001', registrationId, 'Bayou <Minerals>', 'All In', 'Friday Night Room', 'Promo code WOOP200', '-$200.00', '$2,625.00', 'TXN-RECEIPT-1', '777 Casino Blvd']) {
      expect(text).toContain(expected);
    }

    const mail = await db().selectFrom('mailOutbox').selectAll().where('kind', '=', 'registration_confirmation').executeTakeFirstOrThrow();
    expect(mail.textBody).toMatch(/\/my-registration#[A-Za-z0-9_-]{22}/);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf).toMatchObject({ filename: 'WOOP-receipt-2026-0001.pdf', encoding: 'base64' });
    expect(await pdfText(Buffer.from(pdf!.content, 'base64'))).toContain('2026-0001');
    // The organizer's notice carries no personal link.
    const notice = await db().selectFrom('mailOutbox').selectAll().where('kind', '=', 'organizer_paid_notice').executeTakeFirstOrThrow();
    expect(notice.textBody).not.toContain('my-registration');
  });

  it('gives a comped registration a receipt number too, and links the success screens to the page', async () => {
    const comped = await postJson(register, '/api/register', attendeePayload({ registrationType: 'all-in', promoCode: 'karl0' }));
    expect(comped.body.paymentStatus).toBe('comped');
    expect(comped.body.myRegistrationUrl).toMatch(/\/my-registration#[A-Za-z0-9_-]{22}$/);
    const row = await db().selectFrom('registrations').select('receiptNumber').where('registrationId', '=', comped.body.registrationId).executeTakeFirstOrThrow();
    expect(row.receiptNumber).toBe(1);

    const pending = await registerOne();
    expect((await postJson(storePaypal, '/api/store-paypal-registration', { registrationKey: pending.registrationKey })).body.myRegistrationUrl).toBeUndefined();
    await payByPaypal(pending.registrationId, 'TXN-SUCCESS', 245000);
    const paid = await postJson(storePaypal, '/api/store-paypal-registration', { registrationKey: pending.registrationKey });
    const token = (paid.body.myRegistrationUrl as string).split('#')[1];
    expect((await postJson(myRegistration, '/api/my-registration', { token })).body.registrationId).toBe(pending.registrationId);
  });

  it('gives an unpaid registration an invoice, and none once paid', async () => {
    const { registrationId, token } = await registerOne({ company: 'Acme Energy' });
    const file = await postForBytes(invoice, '/api/my-registration/invoice', { token });
    expect(file.status).toBe(200);
    const text = await pdfText(file.bytes);
    for (const expected of ['INVOICE', `INV-${registrationId}`, 'Acme Energy', '$2,450.00', 'payable to']) expect(text).toContain(expected);
    await payByPaypal(registrationId, 'TXN-INV', 245000);
    expect((await postForBytes(invoice, '/api/my-registration/invoice', { token })).status).toBe(409);
  });

  it('re-sends links with the same answer whether or not the address is known, limited per address', async () => {
    const { registrationId } = await registerOne({ email: 'Known@Example.com' });
    const known = await postJson(linkRequest, '/api/my-registration/link', { email: 'known@example.com' });
    const unknown = await postJson(linkRequest, '/api/my-registration/link', { email: 'nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual({ message: linkRequestAnswer });
    expect(unknown.body).toEqual(known.body);
    const mails = await db().selectFrom('mailOutbox').selectAll().where('kind', '=', 'personal_links').execute();
    expect(mails.map((m) => m.toAddress)).toEqual(['Known@Example.com']);
    // The link as delivered: the stored copy keeps none once sent.
    const token = /#([A-Za-z0-9_-]{22})/.exec(deliveredCopy(mails[0]!.id).text)![1];
    expect((await postJson(myRegistration, '/api/my-registration', { token })).body.registrationId).toBe(registrationId);

    // Per address, from any client: 3 an hour (one was used above).
    expect((await postJson(linkRequest, '/api/my-registration/link', { email: 'KNOWN@example.com' })).status).toBe(202);
    expect((await postJson(linkRequest, '/api/my-registration/link', { email: 'known@example.com' })).status).toBe(202);
    expect((await postJson(linkRequest, '/api/my-registration/link', { email: 'known@example.com' })).status).toBe(429);
    const bad = await postJson(linkRequest, '/api/my-registration/link', { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });
});
