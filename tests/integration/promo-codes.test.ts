// Promo codes as rows of promo_codes: the migration's first rows are SPEC §9's codes,
// and POST /api/register and GET /api/check-promo-code read the table, so a code added, changed or
// disabled applies at once. A limited code is used at most N times, even under N+ simultaneous
// registrations (PGlite, PostgreSQL, PgBouncer and the Neon driver).
import { describe, expect, it } from 'vitest';
import checkPromoCode from '../../netlify/functions/check-promo-code.mts';
import register from '../../netlify/functions/register.mts';
import { toPromoRule } from '../../netlify/lib/promo/promo-codes.ts';
import { getRegistrationLevels } from '../../src/data/levels.ts';
import { computeTotal } from '../../src/domain/pricing.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, call, postJson } from './requests.ts';

// Dollars each code leaves of a level's price, per SPEC §9 (just1 sets the level to $1).
const expectedLevelPrice = (code: string, price: number): number =>
  Math.max(0, { berry: price - 1900, cornerstone: price - 1500, bunnell: price - 1700, villarreal: price - 200, woop100: price - 100, woop200: price - 200, odom: price - 200, karl0: 0, just1: 1 }[code]!);

describe.each(testDatabases({ pooled: true }))('promo codes in the database on $name', (database) => {
  const db = useTestDatabase(database, 'all-in,just-main-event,just-party,wednesday-room');
  const check = (code: string, registrationType?: string) =>
    call(checkPromoCode, `/api/check-promo-code/${encodeURIComponent(code)}${registrationType ? `?registrationType=${registrationType}` : ''}`, { method: 'GET' }, { code });
  const addCode = (values: { code: string; discountKind: 'off' | 'percent' | 'fixed'; discountValue: number; maxUses?: number | null; levelIds?: string[]; restrictionMessage?: string | null }) =>
    db().insertInto('promoCodes').values({ maxUses: null, levelIds: [], restrictionMessage: null, firstDay: null, lastDay: null, ...values }).execute();

  it("starts with SPEC §9's codes, amounts, single-use codes and restrictions, and none in the source", async () => {
    const rows = await db().selectFrom('promoCodes').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.code)).toEqual(['berry', 'cornerstone', 'bunnell', 'villarreal', 'woop100', 'woop200', 'odom', 'karl0', 'just1']);
    expect(rows.filter((r) => r.maxUses === 1).map((r) => r.code)).toEqual(['berry', 'cornerstone', 'bunnell']);
    expect(rows.filter((r) => r.maxUses !== null && r.maxUses !== 1)).toEqual([]);
    expect(rows.filter((r) => r.levelIds.length > 0).map((r) => [r.code, r.levelIds, r.restrictionMessage])).toEqual([
      ['cornerstone', ['just-main-event'], "Cornerstone promo code can only be applied to 'Just Main Event' registration."],
      ['bunnell', ['just-party'], "Bunnell promo code can only be applied to 'Just Here to Party' registration."],
      ['villarreal', ['just-party'], "Villarreal promo code can only be applied to 'Just Here to Party' registration."],
    ]);
    for (const level of getRegistrationLevels()) {
      for (const row of rows) {
        const rule = toPromoRule(row);
        const price = level.priceCents / 100;
        expect(computeTotal(level.priceCents, [], rule.discount).totalCents, `${level.id} with ${row.code}`).toBe(expectedLevelPrice(row.code, price) * 100);
        // Rooms are always charged on top, whatever the code.
        expect(computeTotal(level.priceCents, [20000], rule.discount).totalCents).toBe(expectedLevelPrice(row.code, price) * 100 + 20000);
      }
    }
  });

  it('uses a 3-use code at most 3 times under 20 simultaneous registrations, and the check then says so', async () => {
    await addCode({ code: 'trio', discountKind: 'off', discountValue: 10000, maxUses: 3 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postJson(register, '/api/register', attendeePayload({ email: `p${i}@example.com`, promoCode: i % 2 ? ' TRIO ' : 'trio', amount: '2350.00' }))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(17);
    expect(refused.every((a) => a.status === 409 && a.body.message === 'This promo code has already been used.')).toBe(true);
    expect(await db().selectFrom('registrations').select('promoCode').execute()).toEqual(Array(3).fill({ promoCode: 'trio' }));
    expect((await check('Trio')).body).toMatchObject({ valid: true, available: false, message: 'This promo code has already been used.' });
  });

  it('frees a use when a hold ends unpaid', async () => {
    await addCode({ code: 'duo', discountKind: 'off', discountValue: 10000, maxUses: 2 });
    for (const i of [1, 2]) expect((await postJson(register, '/api/register', attendeePayload({ email: `d${i}@example.com`, promoCode: 'duo' }))).status).toBe(201);
    expect((await postJson(register, '/api/register', attendeePayload({ email: 'd3@example.com', promoCode: 'duo' }))).status).toBe(409);
    await db().updateTable('registrations').set({ holdExpiresAt: new Date(Date.now() - 1000) }).where('email', '=', 'd1@example.com').execute();
    expect((await check('duo')).body.available).toBe(true);
    expect((await postJson(register, '/api/register', attendeePayload({ email: 'd3@example.com', promoCode: 'duo' }))).status).toBe(201);
  });

  it('takes a percentage off its levels only, with the message otherwise', async () => {
    await addCode({ code: 'door25', discountKind: 'percent', discountValue: 25, levelIds: ['just-main-event'], restrictionMessage: "Door25 promo code can only be applied to 'Just Main Event' registration." });
    expect((await check('DOOR25', 'just-main-event')).body).toEqual({
      valid: true,
      available: true,
      message: 'Promo code is valid.',
      discount: { kind: 'percent', percent: 25 },
      restrictedTo: 'just-main-event',
    });
    const ok = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', promoCode: 'door25', amount: '1650.00' }));
    expect(ok).toMatchObject({ status: 201, body: { amount: '1650.00' } });
    const other = await postJson(register, '/api/register', attendeePayload({ registrationType: 'all-in', promoCode: 'door25' }));
    expect(other).toMatchObject({ status: 400, body: { message: "Door25 promo code can only be applied to 'Just Main Event' registration." } });
  });

  it('answers "Invalid promo code" for a disabled code, at once', async () => {
    expect((await check('woop100')).body.valid).toBe(true);
    await db().updateTable('promoCodes').set({ disabledAt: new Date() }).where('code', '=', 'woop100').execute();
    expect((await check('woop100')).body).toMatchObject({ valid: false, available: false, message: 'Invalid promo code' });
    const res = await postJson(register, '/api/register', attendeePayload({ promoCode: 'woop100' }));
    expect(res).toMatchObject({ status: 400, body: { message: 'Invalid promo code' } });
  });

  it('applies only from its first day to its last day', async () => {
    await db().updateTable('promoCodes').set({ firstDay: '2999-01-01' }).where('code', '=', 'odom').execute();
    expect((await check('odom')).body).toMatchObject({ valid: true, available: false, message: 'This promo code is not valid yet.' });
    expect((await postJson(register, '/api/register', attendeePayload({ promoCode: 'odom' }))).body.message).toBe('This promo code is not valid yet.');
    await db().updateTable('promoCodes').set({ firstDay: null, lastDay: '2000-01-01' }).where('code', '=', 'odom').execute();
    expect((await check('odom')).body.message).toBe('This promo code has expired.');
  });
});
