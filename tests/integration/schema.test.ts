// The stored records of SPEC §3: constraints, defaults and the repositories the admin builds on.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, NewRegistration } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { addInterest, countInterests, listInterests } from '../../db/repositories/interests.ts';
import { findRegistrationByPaymentKey, insertPaymentKey } from '../../db/repositories/payment-keys.ts';
import { claimPromoCode, isPromoCodeUsed } from '../../db/repositories/promo-codes.ts';
import { countRegistrations, deleteRegistration, findRegistration, insertRegistration, listRegistrations } from '../../db/repositories/registrations.ts';
import { emptyTables, testDatabases } from './databases.ts';

const row = (registrationId: string, overrides: Partial<NewRegistration> = {}): NewRegistration => ({
  registrationId,
  firstName: 'Jolene',
  lastName: 'Broussard',
  email: 'jolene@example.com',
  phone: '3375550100',
  experience: 'Not specified',
  agreeTerms: true,
  ...overrides,
});

describe.each(testDatabases())('schema and repositories on $name', (database) => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close());
  beforeEach(() => emptyTables(db));

  it('fills registration defaults: registered, pending, no rooms, timestamps', async () => {
    const stored = await insertRegistration(db, row('WOOP-AAAAAAAAAA'));
    expect(stored).toMatchObject({ status: 'registered', paymentStatus: 'pending', roomAdditions: [], company: null, amount: null });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(stored.updatedAt).toBeInstanceOf(Date);
  });

  it('keeps registration IDs unique and required fields required', async () => {
    await insertRegistration(db, row('WOOP-AAAAAAAAAA'));
    const duplicate = await insertRegistration(db, row('WOOP-AAAAAAAAAA')).catch((e) => e);
    expect(isUniqueViolation(duplicate, 'registrations_registration_id_key')).toBe(true);
    const missing = await db
      .insertInto('registrations')
      .values({ ...row('WOOP-BBBBBBBBBB'), firstName: null as never })
      .execute()
      .catch((e) => e);
    expect(missing.code).toBe('23502'); // not_null_violation
    const negative = await insertRegistration(db, row('WOOP-CCCCCCCCCC', { amountCents: -1 })).catch((e) => e);
    expect(negative.code).toBe('23514'); // check_violation
  });

  it('lists newest first, counts, and deletes with the payment keys and spent code', async () => {
    await insertRegistration(db, row('WOOP-AAAAAAAAAA', { createdAt: '2026-01-01T00:00:00Z' }));
    await insertRegistration(db, row('WOOP-BBBBBBBBBB', { createdAt: '2026-02-01T00:00:00Z' }));
    expect((await listRegistrations(db)).map((r) => r.registrationId)).toEqual(['WOOP-BBBBBBBBBB', 'WOOP-AAAAAAAAAA']);
    expect(await countRegistrations(db)).toBe(2);
    await db.updateTable('registrations').set({ paymentStatus: 'paid' }).where('registrationId', '=', 'WOOP-AAAAAAAAAA').execute();
    expect(await claimPromoCode(db, 'berry', 'WOOP-AAAAAAAAAA')).toBe(true);
    expect(await isPromoCodeUsed(db, 'berry')).toBe(true);
    await insertPaymentKey(db, 'k1', 'WOOP-AAAAAAAAAA');
    expect((await findRegistrationByPaymentKey(db, 'k1'))?.registrationId).toBe('WOOP-AAAAAAAAAA');
    expect(await deleteRegistration(db, 'WOOP-AAAAAAAAAA')).toBe(true);
    expect(await deleteRegistration(db, 'WOOP-AAAAAAAAAA')).toBe(false);
    expect(await findRegistration(db, 'WOOP-AAAAAAAAAA')).toBeUndefined();
    expect(await isPromoCodeUsed(db, 'berry')).toBe(false);
    expect(await findRegistrationByPaymentKey(db, 'k1')).toBeUndefined();
  });

  it('refuses a payment key or a spent code for a registration that does not exist', async () => {
    expect((await insertPaymentKey(db, 'k2', 'WOOP-NOPE000000').then(() => ({ code: 'none' }), (e: { code?: string }) => e)).code).toBe('23503');
    expect((await claimPromoCode(db, 'berry', 'WOOP-NOPE000000').then(() => ({ code: 'none' }), (e: { code?: string }) => e)).code).toBe('23503');
  });

  it('keeps interest e-mails unique whatever their case', async () => {
    expect(await addInterest(db, 'Jo@Example.com')).toBe('added');
    expect(await addInterest(db, 'jo@example.com')).toBe('exists');
    expect(await addInterest(db, 'other@example.com')).toBe('added');
    expect(await countInterests(db)).toBe(2);
    expect((await listInterests(db)).map((i) => i.email).sort()).toEqual(['Jo@Example.com', 'other@example.com']);
  });

  it('has users and contact messages with their constraints', async () => {
    await db.insertInto('users').values({ username: 'admin', password: 'hash' }).execute();
    expect(isUniqueViolation(await db.insertInto('users').values({ username: 'admin', password: 'x' }).execute().catch((e) => e))).toBe(true);
    const message = await db
      .insertInto('contactMessages')
      .values({ name: 'A', email: 'a@b.co', subject: 'S', message: 'M' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(message.createdAt).toBeInstanceOf(Date);
    const tables = await sql<{ n: string }>`select count(*) as n from information_schema.tables where table_schema = 'public' and table_name in ('users','contact_messages','registrations','registration_interests','used_promo_codes','payment_keys')`.execute(db);
    expect(Number(tables.rows[0]!.n)).toBe(6);
  });
});
