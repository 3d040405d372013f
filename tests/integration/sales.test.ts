// The sales settings (sales_items) as the server enforces them: state, opening and closing times
// (an injected clock, to the second), capacity counting places sold under the item's lock (an
// unpaid registration keeps nobody out; the first verified payment takes the last place), prices
// with an early-bird step, and late payments kept. On PGlite, PostgreSQL, PgBouncer and the Neon
// driver.
import { afterEach, describe, expect, it } from 'vitest';
import register from '../../netlify/functions/register.mts';
import { clock } from '../../netlify/lib/platform/clock.ts';
import { sql } from 'kysely';
import { lockRegistrationTypes } from '../../db/repositories/registrations.ts';
import { settleRegistrationPayment } from '../../netlify/lib/payments/settle.ts';
import { ensureHold } from '../../netlify/lib/registration/holds.ts';
import { saveSalesItem } from '../../netlify/lib/sales/sales-admin.ts';
import { offerFreedPlaces } from '../../netlify/lib/waiting-list/offers.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, postJson } from './requests.ts';

const realNow = clock.now;

describe.each(testDatabases({ pooled: true }))('sales settings on $name', (database) => {
  // WOOP_OPEN_LEVELS re-opens all-in only while no organizer has saved it (see the last test).
  const db = useTestDatabase(database, 'all-in');
  afterEach(() => {
    clock.now = realNow;
  });
  /** What /admin saves: the row, with its version bumped. */
  const set = (id: string, changes: Record<string, unknown>) =>
    db()
      .updateTable('salesItems')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  const registerAt = (at: Date, overrides: Record<string, unknown> = {}) => {
    clock.now = () => at;
    return postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', ...overrides }));
  };

  it('opens a level at its opening time, to the second, and closes it at its closing time', async () => {
    const opens = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    const closes = new Date(opens.getTime() + 3_600_000);
    await set('just-main-event', { state: 'on_sale', opensAt: opens, closesAt: closes });
    const early = await registerAt(new Date(opens.getTime() - 1000), { email: 'early@example.com' });
    expect(early).toMatchObject({ status: 409, body: { message: 'Registration for Just Main Event is closed.', errors: { registrationType: 'Registration for Just Main Event is closed.' } } });
    expect((await registerAt(opens, { email: 'first@example.com' })).status).toBe(201);
    expect((await registerAt(new Date(closes.getTime() - 1), { email: 'last@example.com' })).status).toBe(201);
    expect((await registerAt(closes, { email: 'late@example.com' })).body.message).toBe('Registration for Just Main Event is closed.');
    expect((await db().selectFrom('registrations').select('email').orderBy('id').execute()).map((r) => r.email)).toEqual(['first@example.com', 'last@example.com']);
  });

  /** karl0 makes the level free: a comped registration is a sale, decided by /api/register itself. */
  const comped = (email: string) => postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email, promoCode: 'karl0', amount: '0.00' }));
  const pay = (registrationId: string, txnId: string, amountCents = 220000) =>
    settleRegistrationPayment(db(), registrationId, { provider: 'paypal', txnId, amountCents, currency: 'USD', status: 'Completed' });

  it('sells a level of capacity 5 exactly 5 times under 30 simultaneous registrations', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: 5, priceCents: 200000 });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => comped(`p${i}@example.com`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 409 && a.body.message === 'This registration type is currently unavailable')).toBe(true);
    expect(refused).toHaveLength(25);
    expect(await db().selectFrom('registrations').select('paymentStatus').execute()).toEqual(Array(5).fill({ paymentStatus: 'comped' }));
  });

  // An attacker's three unpaid registrations with throwaway addresses must not sell out a capped
  // level and room: holds keep their price but keep nobody out.
  it('keeps a capped level and room on sale while only unpaid registrations hold them', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: 3, priceCents: 200000 });
    await set('wednesday-room', { state: 'on_sale', capacity: 3 });
    for (const i of [1, 2, 3, 4]) {
      const res = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: `squat${i}@example.com`, roomAdditions: ['wednesday-room'] }));
      expect(res.status).toBe(201);
    }
  });

  it('gives the last place to the first verified payment, tells the other holders, and flags a payment that comes anyway', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: 2, priceCents: 200000 });
    const sold = await comped('sold@example.com');
    expect(sold.status).toBe(201);
    const ids: string[] = [];
    for (const who of ['a', 'b', 'c']) {
      const res = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: `${who}@example.com`, amount: '2000.00' }));
      expect(res.status).toBe(201);
      ids.push((res.body as { registrationId: string }).registrationId);
    }
    expect((await pay(ids[1]!, 'TXN-B', 200000)).outcome).toBe('paid');
    // The level is full: the others' holds ended, each was told once, and a new registration is refused.
    const told = await db().selectFrom('mailOutbox').select(['toAddress', 'subject']).where('kind', '=', 'place_sold').orderBy('toAddress').execute();
    expect(told).toEqual([
      { toAddress: 'a@example.com', subject: `WOOP: the Just Main Event has been taken (${ids[0]})` },
      { toAddress: 'c@example.com', subject: `WOOP: the Just Main Event has been taken (${ids[2]})` },
    ]);
    expect((await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: 'd@example.com', amount: '2000.00' }))).body.message).toBe(
      'This registration type is currently unavailable',
    );
    const late = await pay(ids[0]!, 'TXN-A', 200000);
    expect(late.outcome).toBe('over_capacity');
    expect(await db().selectFrom('registrations').select(['email', 'paymentStatus', 'paymentFlag']).where('email', 'in', ['a@example.com', 'b@example.com']).orderBy('email').execute()).toEqual([
      { email: 'a@example.com', paymentStatus: 'paid', paymentFlag: 'over_capacity' },
      { email: 'b@example.com', paymentStatus: 'paid', paymentFlag: null },
    ]);
  });

  it('gives the last place of a room to the first payment too', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: null });
    await set('wednesday-room', { state: 'on_sale', capacity: 1 });
    const ids: string[] = [];
    for (const who of ['a', 'b']) {
      const res = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: `${who}@example.com`, roomAdditions: ['wednesday-room'] }));
      expect(res.status).toBe(201);
      ids.push((res.body as { registrationId: string }).registrationId);
    }
    expect((await pay(ids[0]!, 'TXN-A', 240000)).outcome).toBe('paid');
    expect(await db().selectFrom('mailOutbox').select('toAddress').where('kind', '=', 'place_sold').execute()).toEqual([{ toAddress: 'b@example.com' }]);
    expect((await pay(ids[1]!, 'TXN-B', 240000)).outcome).toBe('over_capacity');
  });

  // Two payments of registrations of different levels that share a capped room, at the same moment:
  // the one that fills the room ends the other's hold while that one is being paid (its row locked,
  // waiting for the room). Neither may fail: one is paid, the other paid and flagged.
  it('settles two simultaneous payments of different levels sharing the last room place, without a deadlock', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: null });
    await set('wednesday-room', { state: 'on_sale', capacity: 1 });
    for (let round = 0; round < 8; round++) {
      await db().deleteFrom('registrations').execute();
      const ids: string[] = [];
      for (const [i, level] of (['just-main-event', 'all-in'] as const).entries()) {
        const res = await postJson(register, '/api/register', attendeePayload({ registrationType: level, email: `r${round}-${i}@example.com`, roomAdditions: ['wednesday-room'] }));
        expect(res.status).toBe(201);
        ids.push((res.body as { registrationId: string }).registrationId);
      }
      const outcomes = await Promise.all(ids.map((id, i) => pay(id, `TXN-R${round}-${i}`, i === 0 ? 240000 : 265000)));
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['over_capacity', 'paid']);
    }
  });

  // Registrations of a level without a capacity share its lock (they decide nothing about places);
  // one that finds a capacity set meanwhile starts again under the exclusive lock and counts.
  it('sells exactly the capacity an organizer sets on an unlimited level that is already selling', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: null, priceCents: 200000 });
    for (const i of [1, 2, 3]) expect((await comped(`early${i}@example.com`)).status).toBe(201);
    await set('just-main-event', { capacity: 5 });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => comped(`p${i}@example.com`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(await db().selectFrom('registrations').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).toEqual({ n: 5 });
  });

  it.skipIf(database.name === 'PGlite')('makes an organizer’s save wait for a registration deciding under the settings it replaces', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: null });
    const waiting = sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
    const { version } = await db().selectFrom('salesItems').select('version').where('id', '=', 'just-main-event').executeTakeFirstOrThrow();
    let saved: Promise<unknown> | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        // A registration of the unlimited level, between its lock and its commit.
        await lockRegistrationTypes(trx, [{ id: 'just-main-event', shared: true }]);
        const input = { version, state: 'on_sale', opensAt: '', closesAt: '', capacity: '2', price: '2,200', earlyPrice: '', earlyUntil: '' } as const;
        saved = saveSalesItem(db(), 'just-main-event', input, { actor: 'admin', tokenId: 'test' }, new Date(), offerFreedPlaces);
        await expect.poll(async () => (await waiting.execute(db())).rows[0]!.n).toBe(1);
      });
    await saved;
    expect(await db().selectFrom('salesItems').select('capacity').where('id', '=', 'just-main-event').executeTakeFirstOrThrow()).toEqual({ capacity: 2 });
  });

  it('charges the early-bird price until its end, then the regular price; a price change leaves existing registrations alone', async () => {
    const until = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    await set('just-main-event', { state: 'on_sale', priceCents: 200000, earlyPriceCents: 150000, earlyUntil: until });
    expect(await registerAt(new Date(until.getTime() - 1000), { email: 'bird@example.com', amount: '1500.00' })).toMatchObject({ status: 201, body: { amount: '1500.00' } });
    expect(await registerAt(until, { email: 'late@example.com', amount: '1500.00' })).toMatchObject({ status: 409, body: { message: 'The total has changed. Please review your registration.' } });
    expect(await registerAt(until, { email: 'late@example.com', amount: '2000.00' })).toMatchObject({ status: 201, body: { amount: '2000.00' } });
    await set('just-main-event', { priceCents: 210000 });
    const rows = await db().selectFrom('registrations').select(['email', 'amountCents']).orderBy('id').execute();
    expect(rows).toEqual([
      { email: 'bird@example.com', amountCents: 150000 },
      { email: 'late@example.com', amountCents: 200000 },
    ]);
  });

  it('limits a room by its capacity, and lowering a capacity below what is taken cancels nobody', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: 3 });
    await set('wednesday-room', { state: 'on_sale', capacity: 1 });
    const first = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: 'a@example.com', roomAdditions: ['wednesday-room'] }));
    expect((await pay((first.body as { registrationId: string }).registrationId, 'TXN-A', 240000)).outcome).toBe('paid');
    const second = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: 'b@example.com', roomAdditions: ['wednesday-room'] }));
    expect(second).toMatchObject({ status: 409, body: { message: 'The Wednesday Night Room is currently unavailable.' } });
    expect((await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: 'b@example.com' }))).status).toBe(201);
    await set('just-main-event', { capacity: 1 });
    expect(await db().selectFrom('registrations').select('email').orderBy('id').execute()).toEqual([{ email: 'a@example.com' }, { email: 'b@example.com' }]);
    expect((await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: 'c@example.com' }))).body.message).toBe(
      'This registration type is currently unavailable',
    );
  });

  it('tells a registration whose room sold out, asking to pay, that the room is gone (not its level)', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: null });
    await set('wednesday-room', { state: 'on_sale', capacity: 1 });
    const withRoom = (email: string) => postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email, roomAdditions: ['wednesday-room'] }));
    const [first, second] = [await withRoom('a@example.com'), await withRoom('b@example.com')];
    expect((await pay((first.body as { registrationId: string }).registrationId, 'TXN-ROOM', 240000)).outcome).toBe('paid');
    await expect(ensureHold(db(), (second.body as { registrationId: string }).registrationId, 1800)).rejects.toMatchObject({
      status: 409,
      message: 'The Wednesday Night Room is currently unavailable.',
    });
  });

  it('keeps a payment that arrives for a level closed meanwhile, as a paid registration', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: 1 });
    const res = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event' }));
    await set('just-main-event', { state: 'closed' });
    const { registrationId } = res.body as { registrationId: string };
    expect((await pay(registrationId, 'TXN-LATE')).outcome).toBe('paid');
    expect(await db().selectFrom('registrations').select(['paymentStatus', 'paymentFlag']).execute()).toEqual([{ paymentStatus: 'paid', paymentFlag: null }]);
  });

  it('flags a late payment whose place went to someone else meanwhile (capacity from the settings)', async () => {
    await set('just-main-event', { state: 'on_sale', capacity: 1 });
    const first = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: 'first@example.com' }));
    await db().updateTable('registrations').set({ holdExpiresAt: new Date(Date.now() - 1000) }).execute();
    const second = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', email: 'second@example.com' }));
    expect((await pay((second.body as { registrationId: string }).registrationId, 'TXN-2')).outcome).toBe('paid');
    // Its hold had ended: the late payment is kept, and flagged since the place was sold.
    expect((await pay((first.body as { registrationId: string }).registrationId, 'TXN-1')).outcome).toBe('over_capacity');
  });

  it('lets WOOP_OPEN_LEVELS re-open only what no organizer has saved', async () => {
    expect((await postJson(register, '/api/register', attendeePayload({ email: 'a@example.com' }))).status).toBe(201);
    await set('all-in', { state: 'closed' });
    expect((await postJson(register, '/api/register', attendeePayload({ email: 'b@example.com' }))).body.message).toBe('Registration for All In is closed.');
  });
});
