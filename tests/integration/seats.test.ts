// Company seats (src/domain/seats): an order of several seats sold under the level's lock, seats
// named, claimed with a link that works once, handed over with a confirmation, the cutoff, and the
// door seeing the current holder only. On every database; the races on PostgreSQL, PgBouncer and
// the Neon driver too when they are configured.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import checkIn from '../../netlify/functions/admin-check-in.mts';
import adminDelete from '../../netlify/functions/admin-registration-delete.mts';
import adminSeat from '../../netlify/functions/admin-registration-seat.mts';
import myRegistration from '../../netlify/functions/my-registration.mts';
import mySeats from '../../netlify/functions/my-registration-seats.mts';
import register from '../../netlify/functions/register.mts';
import seat from '../../netlify/functions/seat.mts';
import { signedCheckInPayload } from '../../netlify/lib/check-in/check-in-code.ts';
import { settleMoneyReturn, settleRegistrationPayment } from '../../netlify/lib/payments/settle.ts';
import { clock, upcomingEventStart } from '../../netlify/lib/platform/clock.ts';
import { sendDueReminders } from '../../netlify/lib/reminders/reminders.ts';
import { issuePersonalLink } from '../../netlify/lib/registration/personal-link.ts';
import { event } from '../../src/data/event.ts';
import { eventDay } from '../../src/data/event-day.ts';
import { reminderWindows } from '../../src/domain/reminders.ts';
import { seatLinkInvalidMessage, seatsLeftMessage, tooManySeatsMessage } from '../../src/domain/seats/seat.ts';
import { request, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { deliveredMails } from './delivered-mail.ts';
import { attendeePayload, call, postJson } from './requests.ts';

type Handler = Parameters<typeof postJson>[0];
const price = 245000;

describe.each(testDatabases({ pooled: true }))('company seats on $name', (database) => {
  const db = useTestDatabase(database, 'all-in,just-party');
  beforeEach(() => useLocalAdminEnv());
  afterEach(() => {
    clock.now = () => new Date();
  });

  const capAllIn = (capacity: number) => db().updateTable('salesItems').set({ capacity }).where('id', '=', 'all-in').execute();
  const pay = (registrationId: string, cents: number, txnId: string) =>
    settleRegistrationPayment(db(), registrationId, { provider: 'paypal', txnId, amountCents: cents, currency: 'USD', status: 'Completed' });

  /** A paid order of `seats` seats and its buyer's personal-link token. */
  async function paidOrder(seats = 3, email = 'office@acme.example') {
    const answer = await postJson(register, '/api/register', attendeePayload({ seats, email, firstName: 'Olive', lastName: 'Office', company: 'Acme Drilling' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const orderId = answer.body.registrationId as string;
    expect((await pay(orderId, seats * price, `TXN-${orderId}`)).outcome).toBe('paid');
    return { orderId, token: (await issuePersonalLink(db(), orderId)).split('#')[1]! };
  }
  const seatCall = (action: string, body: unknown) => call(mySeats, `/api/my-registration/seats/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { action });
  const page = async (token: string) => (await postJson(myRegistration, '/api/my-registration', { token })).body;
  /** The token of the newest link mailed to `to` to `path` (read from what was delivered: the stored copy drops it once sent). */
  function mailedToken(to: string, pattern: RegExp): string {
    const found = deliveredMails(to).map((m) => pattern.exec(m.text)?.[1]).filter(Boolean).at(-1);
    if (!found) throw new Error(`no link mailed to ${to}`);
    return found;
  }
  const mailedSeatToken = async (to: string) => mailedToken(to, /\/seat#([0-9a-f]{32})/);
  const confirmationToken = async (to: string) => mailedToken(to, /\/my-registration#([A-Za-z0-9_-]{22})/);
  const accept = (token: string, person: Record<string, string>) =>
    postJson(seat, '/api/seat/accept', { token, phone: '337-555-0199', ...person });
  const doorLookUp = async (registrationId: string) =>
    (await checkIn(request(`/api/admin/check-in/${encodeURIComponent(signedCheckInPayload(registrationId))}`, { token: await validToken() }), { params: { code: signedCheckInPayload(registrationId) } })).status;

  it('sells at most 5 seats when buyers of 2, 2 and 3 seats register and pay at once', async () => {
    await capAllIn(5);
    const answers = await Promise.all([2, 2, 3].map((seats, i) => postJson(register, '/api/register', attendeePayload({ seats, email: `buyer${i}@example.com` }))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const settled = await Promise.all(answers.map((a, i) => pay(a.body.registrationId, [2, 2, 3][i]! * price, `RACE-${i}`)));
    const sold = await db().selectFrom('registrations').select(sql<number>`coalesce(sum(seats), 0)::int`.as('n')).where('paymentStatus', '=', 'paid').where('paymentFlag', 'is', null).executeTakeFirstOrThrow();
    expect(sold.n).toBeLessThanOrEqual(5);
    expect(settled.filter((s) => s.outcome === 'paid').length).toBeGreaterThanOrEqual(1);
    expect(settled.filter((s) => s.outcome !== 'paid').every((s) => s.outcome === 'over_capacity')).toBe(true);
    // A fourth buyer finds the level full (a flagged payment still counts until the organizer refunds it).
    expect((await postJson(register, '/api/register', attendeePayload({ seats: 2, email: 'late@example.com' }))).status).toBe(409);
  });

  it('refuses an order of more seats than are left, naming the field', async () => {
    await capAllIn(5);
    const first = await postJson(register, '/api/register', attendeePayload({ seats: 3, email: 'first@example.com' }));
    expect((await pay(first.body.registrationId, 3 * price, 'TXN-FIRST')).outcome).toBe('paid');
    const more = await postJson(register, '/api/register', attendeePayload({ seats: 3, email: 'late@example.com' }));
    expect(more.status).toBe(409);
    expect(more.body.errors).toEqual({ seats: seatsLeftMessage(2) });
    expect((await postJson(register, '/api/register', attendeePayload({ seats: 2, email: 'fits@example.com' }))).status).toBe(201);
  });

  it('leaves a seat with one holder when two changes of it race', async () => {
    const { orderId, token } = await paidOrder(2);
    await seatCall('name', { token, seatNo: 1, firstName: 'Pat', lastName: 'First', email: 'pat@example.com' });
    // Two transfers sent at once: one link stands (the other replaced); both confirmed at once: one holder.
    await Promise.all([
      seatCall('transfer', { token, seatNo: 1, firstName: 'Ann', lastName: 'A', email: 'ann@example.com' }),
      seatCall('transfer', { token, seatNo: 1, firstName: 'Bob', lastName: 'B', email: 'bob@example.com' }),
    ]);
    const tokens = await Promise.all(['ann@example.com', 'bob@example.com'].map(mailedSeatToken));
    const taken = await Promise.all(tokens.map((t, i) => accept(t, { firstName: ['Ann', 'Bob'][i]!, lastName: 'X', email: ['ann@example.com', 'bob@example.com'][i]! })));
    expect(taken.map((a) => a.status).sort()).toEqual([200, 404]);
    // The organizer's two moves at once: each runs alone, the last one holds the seat.
    const adminToken = await validToken();
    const moves = await Promise.all(['cy@example.com', 'di@example.com'].map((email) =>
      adminSeat(request(`/api/admin/registrations/${orderId}/seats/1`, { method: 'POST', token: adminToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Mover', lastName: email, email }) }), { params: { registrationId: orderId, seatNo: '1' } })));
    expect(moves.map((m) => m.status)).toEqual([200, 200]);
    const holders = await db().selectFrom('registrations').select(['registrationId', 'email']).where('orderId', '=', orderId).where('status', '<>', 'canceled').execute();
    expect(holders).toHaveLength(1);
    const seatRow = await db().selectFrom('orderSeats').select('holderId').where('orderId', '=', orderId).where('seatNo', '=', 1).executeTakeFirstOrThrow();
    expect(seatRow.holderId).toBe(holders[0]!.registrationId);
  });

  it('refuses the old holder\u2019s link and check-in code after a transfer, and tells both', async () => {
    const { orderId, token } = await paidOrder(3);
    expect((await seatCall('claim-link', { token, seatNo: 2, email: 'colleague@example.com' })).status).toBe(200);
    const claim = await mailedSeatToken('colleague@example.com');
    const view = await postJson(seat, '/api/seat', { token: claim });
    expect(view.body).toMatchObject({ kind: 'claim', seatNo: 2, buyerCompany: 'Acme Drilling', levelName: 'All In' });
    const claimed = await accept(claim, { firstName: 'Cole', lastName: 'League', email: 'colleague@example.com' });
    expect(claimed.status).toBe(200);
    // The claim link works once.
    const again = await accept(claim, { firstName: 'Eve', lastName: 'Il', email: 'eve@example.com' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(seatLinkInvalidMessage);

    const colleagueToken = await confirmationToken('colleague@example.com');
    const colleague = await page(colleagueToken);
    expect(colleague.heldSeat).toMatchObject({ seatNo: 2, buyerCompany: 'Acme Drilling', transfersOpen: true });
    expect(colleague.checkInQrSvg).toContain('<svg');
    expect(await doorLookUp(colleague.registrationId)).toBe(200);

    // The colleague hands it to a third person, who confirms: only then does it change hands.
    expect((await seatCall('transfer', { token: colleagueToken, firstName: 'Tess', lastName: 'Third', email: 'third@example.com' })).status).toBe(200);
    expect((await page(colleagueToken)).heldSeat.transfer).toMatchObject({ kind: 'transfer', email: 'third@example.com' });
    expect(await doorLookUp(colleague.registrationId)).toBe(200);
    const transfer = await mailedSeatToken('third@example.com');
    expect((await postJson(seat, '/api/seat', { token: transfer })).body).toMatchObject({ kind: 'transfer', fromName: 'Cole League', firstName: 'Tess' });
    expect((await accept(transfer, { firstName: 'Tess', lastName: 'Third', email: 'third@example.com' })).status).toBe(200);

    expect((await postJson(myRegistration, '/api/my-registration', { token: colleagueToken })).status).toBe(404);
    expect(await doorLookUp(colleague.registrationId)).toBe(409);
    const third = await page(await confirmationToken('third@example.com'));
    expect(await doorLookUp(third.registrationId)).toBe(200);
    const told = await db().selectFrom('mailOutbox').select('kind').where('toAddress', '=', 'colleague@example.com').where('kind', '=', 'seat_left').execute();
    expect(told).toHaveLength(1);
    // The buyer's page lists the current holders; the audit trail has every change.
    const order = (await page(token)).order;
    expect(order.seats.map((s: { player: { email: string } | null }) => s.player?.email ?? null)).toEqual([null, 'third@example.com', null]);
    const audit = await db().selectFrom('adminAudit').select('action').where('target', '=', orderId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['seat.claim_link', 'seat.claim', 'seat.transfer_sent', 'seat.transfer']);
  });

  it('lets only the buyer or the seat\u2019s holder hand a seat over', async () => {
    const { token } = await paidOrder(2);
    await seatCall('name', { token, seatNo: 1, firstName: 'Pat', lastName: 'First', email: 'pat@example.com' });
    await seatCall('name', { token, seatNo: 2, firstName: 'Sam', lastName: 'Second', email: 'sam@example.com' });
    const sam = await confirmationToken('sam@example.com');
    // Sam tries to give away Pat's seat: refused, and nothing is mailed.
    const refused = await seatCall('transfer', { token: sam, seatNo: 1, firstName: 'Mal', lastName: 'Lory', email: 'mal@example.com' });
    expect(refused.status).toBe(403);
    // Someone else's ordinary registration cannot either.
    const other = await postJson(register, '/api/register', attendeePayload({ email: 'other@example.com' }));
    await pay(other.body.registrationId, price, 'TXN-OTHER');
    const otherToken = (await issuePersonalLink(db(), other.body.registrationId)).split('#')[1]!;
    expect((await seatCall('transfer', { token: otherToken, seatNo: 1, firstName: 'Mal', lastName: 'Lory', email: 'mal@example.com' })).status).toBe(403);
    expect(await db().selectFrom('mailOutbox').select('id').where('toAddress', '=', 'mal@example.com').execute()).toHaveLength(0);
    // To the holder themselves: refused, naming the field.
    const self = await seatCall('transfer', { token, seatNo: 2, firstName: 'Sam', lastName: 'Second', email: 'SAM+work@example.com' });
    expect(self.status).toBe(400);
    expect(Object.keys(self.body.errors)).toEqual(['email']);
    // A claim of a seat already named, and a malformed e-mail, name their fields.
    expect((await seatCall('claim-link', { token, seatNo: 1, email: 'x@example.com' })).body.errors).toHaveProperty('seatNo');
    expect((await seatCall('name', { token, seatNo: 1, firstName: 'A', lastName: 'B', email: 'not-an-address' })).body.errors).toHaveProperty('email');
  });

  it('closes players\u2019 transfers at the cutoff with a clear message; the organizer can still move a seat', async () => {
    // A week before the event's start; the cutoff is 48 hours before it by default.
    const start = upcomingEventStart(new Date(Date.UTC(2000, 0, 1)))!.getTime();
    clock.now = () => new Date(start - 7 * 24 * 3_600_000);
    const { orderId, token } = await paidOrder(2);
    await seatCall('name', { token, seatNo: 1, firstName: 'Pat', lastName: 'First', email: 'pat@example.com' });
    const pat = await confirmationToken('pat@example.com');
    await seatCall('transfer', { token: pat, firstName: 'Ann', lastName: 'A', email: 'ann@example.com' });
    const link = await mailedSeatToken('ann@example.com');
    expect((await page(token)).order.transfersCloseAt).toBe(new Date(start - 48 * 3_600_000).toISOString());
    // The cutoff passes: neither a new transfer nor the confirmation of one sent before.
    clock.now = () => new Date(start - 47 * 3_600_000);
    const late = await seatCall('transfer', { token: pat, firstName: 'Bo', lastName: 'B', email: 'bo@example.com' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Seats can no longer be handed over: transfers closed on .+\. Please contact the organizers\.$/);
    expect((await accept(link, { firstName: 'Ann', lastName: 'A', email: 'ann@example.com' })).status).toBe(409);
    const moved = await adminSeat(request(`/api/admin/registrations/${orderId}/seats/1`, { method: 'POST', token: await validToken(), headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Ann', lastName: 'A', email: 'ann@example.com' }) }), { params: { registrationId: orderId, seatNo: '1' } });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { player: { email: string } | null }[])[0]!.player?.email).toBe('ann@example.com');
  });

  it('refuses more seats than the organizer allows, naming the field, and refunds a whole order', async () => {
    await db().updateTable('seatSettings').set({ maxSeats: 4 }).execute();
    const tooMany = await postJson(register, '/api/register', attendeePayload({ seats: 5 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ seats: tooManySeatsMessage(4) });
    const { orderId, token } = await paidOrder(2);
    await seatCall('name', { token, seatNo: 1, firstName: 'Pat', lastName: 'First', email: 'pat@example.com' });
    const patId = (await page(await confirmationToken('pat@example.com'))).registrationId;
    await settleMoneyReturn(db(), { kind: 'Refunded', txnId: 'REFUND-1', parentTxnId: `TXN-${orderId}`, amountCents: 2 * price, currency: 'USD', paymentEventId: null });
    const rows = await db().selectFrom('registrations').select(['registrationId', 'paymentStatus']).where('registrationId', 'in', [orderId, patId]).execute();
    expect(rows.map((r) => r.paymentStatus)).toEqual(['refunded', 'refunded']);
    expect(await doorLookUp(patId)).toBe(200);
  });

  it('reminds the buyer of the seats still unnamed in place of the event reminder; each named player gets their own', async () => {
    const { orderId, token } = await paidOrder(3);
    await seatCall('name', { token, seatNo: 1, firstName: 'Pat', lastName: 'First', email: 'pat@example.com' });
    // Paid long before the week-before window opens.
    await db().updateTable('registrations').set({ paidAt: new Date(Date.UTC(2000, 0, 1)) }).execute();
    const now = new Date(reminderWindows(event.upcoming.startDate, eventDay).weekBefore.from.getTime() + 3_600_000);
    expect(await sendDueReminders(db(), { now, holdSeconds: 1800 })).toMatchObject({ week_before: 2 });
    const mails = await db().selectFrom('mailOutbox').select(['kind', 'toAddress', 'subject']).where('kind', 'like', 'reminder%').orderBy('id').execute();
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual(
      expect.arrayContaining([
        ['reminder_unnamed_seats', 'office@acme.example'],
        ['reminder_week_before', 'pat@example.com'],
      ]),
    );
    expect(deliveredMails('office@acme.example').at(-1)!.text).toContain(`2 seats of your order are not named yet (All In, registration ${orderId})`);
  });

  it('tells a pending order when fewer places are left than its seats, and keeps a flagged order’s seats unnamed', async () => {
    await capAllIn(4);
    const order = await postJson(register, '/api/register', attendeePayload({ seats: 3, email: 'late-order@example.com' }));
    expect(order.status).toBe(201);
    for (const i of [1, 2]) {
      const single = await postJson(register, '/api/register', attendeePayload({ email: `single${i}@example.com` }));
      expect((await pay(single.body.registrationId, price, `TXN-SINGLE-${i}`)).outcome).toBe('paid');
    }
    // 2 places left for an order of 3: its hold ended and it was told, before it pays for places that are gone.
    expect(await db().selectFrom('mailOutbox').select('kind').where('toAddress', '=', 'late-order@example.com').where('kind', '=', 'place_sold').execute()).toHaveLength(1);
    // Paid anyway: flagged for a refund, and its seats cannot be given.
    expect((await pay(order.body.registrationId, 3 * price, 'TXN-LATE-ORDER')).outcome).toBe('over_capacity');
    const token = (await issuePersonalLink(db(), order.body.registrationId)).split('#')[1]!;
    const naming = await seatCall('name', { token, seatNo: 1, firstName: 'Pat', lastName: 'First', email: 'pat@example.com' });
    expect(naming.status).toBe(409);
    expect(await db().selectFrom('registrations').select('id').where('orderId', '=', order.body.registrationId).execute()).toHaveLength(0);
  });

  it('deletes an order with its players, each in the audit trail; a player deleted alone leaves the seat to name again', async () => {
    const { orderId, token } = await paidOrder(2);
    await seatCall('name', { token, seatNo: 1, firstName: 'Pat', lastName: 'First', email: 'pat@example.com' });
    await seatCall('name', { token, seatNo: 2, firstName: 'Sam', lastName: 'Second', email: 'sam@example.com' });
    const players = await db().selectFrom('registrations').select('registrationId').where('orderId', '=', orderId).orderBy('id').execute();
    const remove = async (id: string) => (await adminDelete(request(`/api/admin/registrations/${id}`, { method: 'DELETE', token: await validToken() }), { params: { registrationId: id } })).status;
    expect(await remove(players[1]!.registrationId)).toBe(200);
    expect((await page(token)).order.seats.map((s: { player: unknown }) => s.player !== null)).toEqual([true, false]);
    expect(await remove(orderId)).toBe(200);
    expect(await db().selectFrom('registrations').select('id').where('registrationId', 'in', [orderId, players[0]!.registrationId]).execute()).toHaveLength(0);
    const deleted = await db().selectFrom('adminAudit').select('target').where('action', '=', 'registration.delete').orderBy('id').execute();
    expect(deleted.map((d) => d.target)).toEqual([players[1]!.registrationId, players[0]!.registrationId, orderId]);
  });
});
