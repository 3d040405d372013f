// Check-in at the door through the four /api/admin/check-in functions, on
// PGlite and PostgreSQL (and PgBouncer and Neon when configured): look up a scanned code, search
// by name, mark and undo with the audit trail, the refusals, concurrent marks, the dashboard count,
// and the QR code in the paid confirmation e-mail decoding to the code the door reads.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { NewRegistration } from '../../db/database.ts';
import { listAuditEntries } from '../../db/repositories/admin-registrations.ts';
import { insertRegistration } from '../../db/repositories/registrations.ts';
import checkIn from '../../netlify/functions/admin-check-in.mts';
import search from '../../netlify/functions/admin-check-in-search.mts';
import stats from '../../netlify/functions/admin-stats.mts';
import { newRegistrationId } from '../../netlify/lib/platform/ids.ts';
import { queuePaymentMail } from '../../netlify/lib/payments/mail.ts';
import { checkInChangeSchema, checkInSearchSchema } from '../../src/domain/check-in-contract.ts';
import { signedCheckInPayload } from '../../netlify/lib/check-in/check-in-code.ts';
import { registration, request, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';

// zxing-wasm reads the QR back as the door's scanner does; in Node its .wasm comes from the package.
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer },
});

type Handler = (req: Request, ctx: { params: Record<string, string> }) => Promise<Response>;

describe.each(testDatabases({ pooled: true }))('check-in on $name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  async function seed(overrides: Partial<NewRegistration> = {}): Promise<string> {
    const row = registration({
      registrationId: newRegistrationId(), firstName: 'Jolene', lastName: 'Broussard', company: 'Bayou Minerals', tShirtSize: 'XL',
      roomAdditions: ['wednesday-room', 'friday-room'], paymentStatus: 'paid', paidCents: 245000, paidAt: new Date(), ...overrides,
    });
    await insertRegistration(db(), row);
    return row.registrationId;
  }

  async function send(fn: Handler, method: string, path: string, params: Record<string, string> = {}, token?: string | null) {
    const response = await fn(request(path, { method, token: token === undefined ? await validToken() : token }), { params });
    return { status: response.status, body: (await response.json()) as any };
  }
  const at = (code: string) => `/api/admin/check-in/${encodeURIComponent(code)}`;
  const get = (code: string) => send(checkIn, 'GET', at(code), { code });
  const post = (code: string) => send(checkIn, 'POST', at(code), { code });
  const del = (code: string) => send(checkIn, 'DELETE', at(code), { code });
  const find = (q: string) => send(search, 'GET', `/api/admin/check-in?q=${encodeURIComponent(q)}`);

  it('refuses every check-in route without the admin token', async () => {
    const id = await seed();
    expect((await send(checkIn, 'GET', at(id), { code: id }, null)).status).toBe(401);
    expect((await send(checkIn, 'POST', at(id), { code: id }, null)).status).toBe(401);
    expect((await send(checkIn, 'DELETE', at(id), { code: id }, null)).status).toBe(401);
    expect((await send(search, 'GET', '/api/admin/check-in?q=Jolene', {}, null)).status).toBe(401);
    expect((await db().selectFrom('registrations').select('checkedInAt').executeTakeFirstOrThrow()).checkedInAt).toBeNull();
  });

  it('looks up a scanned code signed by the site; anything else is an unknown code', async () => {
    const id = await seed();
    const scanned = await get(signedCheckInPayload(id));
    expect(scanned.status).toBe(200);
    expect(scanned.body).toEqual({
      registrationId: id, firstName: 'Jolene', lastName: 'Broussard', company: 'Bayou Minerals', levelName: 'All In',
      rooms: ['Wednesday Night Room', 'Friday Night Room'], tShirtSize: 'XL', status: 'registered', state: 'paid', flag: null, checkedInAt: null, seats: [],
    });
    expect((await get(signedCheckInPayload(id).toLowerCase())).body.registrationId).toBe(id);
    // As the local server passes the route param: still percent-encoded.
    expect((await send(checkIn, 'GET', at(signedCheckInPayload(id)), { code: encodeURIComponent(signedCheckInPayload(id)) })).body.registrationId).toBe(id);
    for (const code of ['https://example.com/', "WOOP-CHECKIN:' or 1=1", 'x'.repeat(5000), '']) {
      expect(await get(code)).toEqual({ status: 404, body: { message: 'Unknown code: no registration has this code.' } });
    }
  });

  it('a code made from a registration ID (printed on receipts) checks nobody in', async () => {
    const id = await seed();
    const notIssued = { status: 404, body: { message: 'This code was not issued by the site. Find the registrant by name and check who they are.' } };
    // The old, unsigned form, a bare ID scanned, and a signature copied from another registration.
    const forged = [`WOOP-CHECKIN:${id}`, id, `WOOP-CHECKIN:${id}.${signedCheckInPayload(await seed()).split('.')[1]}`, `WOOP-CHECKIN:${id}.${'0'.repeat(24)}`];
    for (const code of forged) expect(await get(code)).toEqual(notIssued);
    for (const code of forged.filter((c) => c !== id)) expect(await post(code)).toEqual(notIssued);
    expect(await db().selectFrom('registrations').select('checkedInAt').where('checkedInAt', 'is not', null).execute()).toEqual([]);
    // The organizer's manual path still works: the registration found by name is checked in by its ID.
    expect((await find('Jolene')).body.results.map((r: { registrationId: string }) => r.registrationId)).toContain(id);
    expect((await post(id)).status).toBe(200);
  });

  it('checks a paid registration in once, undoes it, and keeps both in the audit trail', async () => {
    const id = await seed();
    const other = await seed({ paymentStatus: 'comped' });
    const first = await post(signedCheckInPayload(id));
    expect(first.status).toBe(200);
    const change = checkInChangeSchema.parse(first.body);
    expect(Date.parse(change.card.checkedInAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(change.count).toEqual({ checkedIn: 1, expected: 2 });

    const again = await post(id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Already checked in', card: { registrationId: id, checkedInAt: change.card.checkedInAt } });

    const undone = await del(id);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ card: { checkedInAt: null }, count: { checkedIn: 0, expected: 2 } });
    expect(await del(id)).toMatchObject({ status: 409, body: { message: 'This registration is not checked in.' } });
    expect((await post(other)).status).toBe(200);

    const audit = await listAuditEntries(db(), id);
    expect(audit.map((a) => a.action)).toEqual(['registration.check_in', 'registration.check_in_undo']);
    expect(audit[0]!.snapshot).toMatchObject({ previousCheckedInAt: null, paymentStatus: 'paid' });
    expect(audit[1]!.snapshot).toMatchObject({ checkedInAt: null });
    expect(audit.every((a) => a.actor === 'admin' && a.tokenId)).toBe(true);
  });

  it('refuses, saying why, a code that is not paid, refunded, canceled or unknown', async () => {
    const pending = await seed({ paymentStatus: 'pending', paidCents: null, paidAt: null, holdExpiresAt: new Date(Date.now() + 600_000) });
    const expired = await seed({ paymentStatus: 'pending', paidCents: null, paidAt: null, holdExpiresAt: new Date(Date.now() - 600_000) });
    const refunded = await seed({ paymentStatus: 'refunded' });
    const reversed = await seed({ paymentStatus: 'reversed' });
    const canceled = await seed({ status: 'canceled' });
    expect(await post(pending)).toMatchObject({ status: 409, body: { message: 'Not paid', card: { state: 'pending' } } });
    expect(await post(expired)).toMatchObject({ status: 409, body: { message: 'Not paid', card: { state: 'expired' } } });
    expect(await post(refunded)).toMatchObject({ status: 409, body: { message: 'Refunded' } });
    expect(await post(reversed)).toMatchObject({ status: 409, body: { message: 'Refunded' } });
    expect(await post(canceled)).toMatchObject({ status: 409, body: { message: 'Canceled' } });
    expect(await post('WOOP-0000000000')).toMatchObject({ status: 404, body: { message: 'Unknown code: no registration has this code.' } });
    expect(await db().selectFrom('registrations').select('checkedInAt').where('checkedInAt', 'is not', null).execute()).toEqual([]);
    expect(await db().selectFrom('adminAudit').selectAll().execute()).toEqual([]);
  });

  it('two phones scanning the same code at once check it in once', async () => {
    const id = await seed();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await listAuditEntries(db(), id)).map((a) => a.action)).toEqual(['registration.check_in']);
  });

  it('searches by name, company, e-mail or ID; the query is taken literally and checked', async () => {
    const jolene = await seed();
    const bob = await seed({ firstName: 'Bob', lastName: 'Thibodeaux', company: '100%_Energy', paymentStatus: 'pending', paidAt: null });
    await seed({ firstName: 'Cara', lastName: 'Nguyen', company: 'Gulfline' });
    const names = async (q: string) => checkInSearchSchema.parse((await find(q)).body).results.map((r) => r.registrationId);
    expect(await names('jolene broussard')).toEqual([jolene]);
    expect(await names('BROUSSARD JOL')).toEqual([jolene]);
    expect(await names('thibo')).toEqual([bob]);
    expect(await names('0%_e')).toEqual([bob]);
    expect(await names('%%')).toEqual([]);
    expect(await names(bob.slice(0, 8).toLowerCase())).toContain(bob);
    expect(await find('a')).toEqual({ status: 400, body: { message: 'Enter at least 2 characters of the name.', errors: { q: 'Enter at least 2 characters of the name.' } } });
    expect((await find('')).body.errors).toHaveProperty('q');
    for (let i = 0; i < 25; i++) await seed({ lastName: `Many${i}` });
    expect(await names('many')).toHaveLength(20);
  });

  it('the dashboard counts checked-in registrations against paid ones', async () => {
    const id = await seed();
    await seed({ paymentStatus: 'comped' });
    await seed({ paymentStatus: 'refunded' });
    await seed({ paymentStatus: 'pending', paidAt: null, holdExpiresAt: new Date(Date.now() + 600_000) });
    await post(id);
    const answer = await send(stats, 'GET', '/api/admin/stats');
    expect(answer.body.checkIn).toEqual({ checkedIn: 1, expected: 2 });
  });

  it('the paid confirmation e-mail carries the check-in QR code, which reads back as the door reads it', async () => {
    const id = await seed();
    const [confirmationId] = await db().transaction().execute((trx) => queuePaymentMail(trx, id, 245000, 'paid'));
    const mail = await db().selectFrom('mailOutbox').selectAll().where('id', '=', confirmationId!).executeTakeFirstOrThrow();
    expect(mail.kind).toBe('registration_confirmation');
    const png = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(png).toMatchObject({ filename: `woop-check-in-${id}.png`, encoding: 'base64', cid: 'woop-check-in-qr' });
    expect(mail.htmlBody).toContain(`<img src="cid:woop-check-in-qr" width="200" height="200" alt="Check-in QR code for registration ${id}">`);
    expect(mail.textBody).toContain(`Your check-in code for ${id} is attached`);
    const [code] = await readBarcodes(new Uint8Array(Buffer.from(png!.content, 'base64')), { formats: ['QRCode'] });
    expect(code?.text).toBe(signedCheckInPayload(id));
    // And the door takes it.
    expect((await get(code!.text)).body.registrationId).toBe(id);
  });
});
