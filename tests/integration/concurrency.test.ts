// Simultaneous requests against a real PostgreSQL (concurrent connections, real locking): directly,
// through PgBouncer in transaction mode, and with the Neon driver (when configured).
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import register from '../../netlify/functions/register.mts';
import { setDb } from '../../netlify/lib/platform/db.ts';
import { resetEnv } from '../../netlify/lib/platform/env.ts';
import { settleRegistrationPayment } from '../../netlify/lib/payments/settle.ts';
import { emptyTables, postgresSkipReason, testDatabases } from './databases.ts';
import { attendeePayload, postJson, sponsorPayload } from './requests.ts';

const databases = testDatabases({ pooled: true, embedded: false });
if (databases.length === 0) {
  // describe.each over no database registers no test, and Vitest fails a file without any: the
  // skip is a suite of its own, named with its reason in the output.
  console.warn(`Skipping the PostgreSQL concurrency tests: ${postgresSkipReason}`);
  describe.skip(`concurrent registrations on PostgreSQL (skipped: ${postgresSkipReason})`, () => {
    it('needs PostgreSQL', () => {});
  });
}

describe.each(databases)('concurrent registrations on $name', (database) => {
  let db: Kysely<Database>;
  const registerAll = (payloads: unknown[]) => Promise.all(payloads.map((p) => postJson(register, '/api/register', p)));
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

  beforeAll(async () => {
    process.env.WOOP_OPEN_LEVELS = 'all-in,just-party';
    resetEnv();
    db = await database.open();
  });
  afterAll(async () => {
    setDb(undefined);
    await database.close();
  });
  beforeEach(async () => {
    setDb(db);
    await emptyTables(db);
  });

  it('lets exactly one of 20 simultaneous registrations use berry', async () => {
    const answers = await registerAll(Array.from({ length: 20 }, (_, i) => attendeePayload({ email: `p${i}@example.com`, promoCode: 'berry' })));
    expect(statuses(answers)).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === 'This promo code has already been used.')).toBe(true);
    expect(await db.selectFrom('registrations').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('usedPromoCodes').select('code').execute()).toEqual([{ code: 'berry' }]);
  });

  it('stores 200 simultaneous valid registrations with 200 distinct IDs', async () => {
    const answers = await registerAll(Array.from({ length: 200 }, (_, i) => attendeePayload({ email: `p${i}@example.com`, amount: '2450.00' })));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const rows = await db.selectFrom('registrations').select('registrationId').execute();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.registrationId)).size).toBe(200);
    expect(new Set(answers.map((a) => a.body.registrationId))).toEqual(new Set(rows.map((r) => r.registrationId)));
  });

  // An unpaid registration keeps no buyer out; a place goes to the first verified payment.
  const pay = (registrationId: string, cents: number, i: number) =>
    settleRegistrationPayment(db, registrationId, { provider: 'paypal', txnId: `CONC-${i}`, amountCents: cents, currency: 'USD', status: 'Completed' });

  it('sells the single Cocktail sponsorship exactly once when 15 buyers register and pay at once', async () => {
    const answers = await registerAll(Array.from({ length: 15 }, (_, i) => sponsorPayload({ email: `s${i}@example.com` })));
    expect(statuses(answers)).toEqual(Array(15).fill(201));
    const settled = await Promise.all(answers.map((a, i) => pay(a.body.registrationId, 525000, i)));
    expect(settled.map((s) => s.outcome).sort()).toEqual([...Array(14).fill('over_capacity'), 'paid']);
    const paid = await db.selectFrom('registrations').select('registrationId').where('paymentStatus', '=', 'paid').where('paymentFlag', 'is', null).execute();
    expect(paid).toHaveLength(1);
    expect((await postJson(register, '/api/register', sponsorPayload({ email: 'late@example.com' }))).status).toBe(409);
  });

  it('sells the five Table sponsorships exactly five times', async () => {
    const answers = await registerAll(Array.from({ length: 12 }, (_, i) => sponsorPayload({ registrationType: 'table', email: `t${i}@example.com` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(12);
    const settled = await Promise.all(answers.map((a, i) => pay(a.body.registrationId, 375000, i)));
    expect(settled.filter((s) => s.outcome === 'paid')).toHaveLength(5);
    expect(settled.filter((s) => s.outcome === 'over_capacity')).toHaveLength(7);
  });
});
