// An order of several seats from the registration screen: POST /api/register with `seats` stores one
// registration (the buyer's) at the level's price per seat with a row per seat, within the
// organizer's limit and the places left, never with a code or for a sponsor level. Its receipt lists
// each seat; a player later named on a seat has none of their own.
import { describe, expect, it } from 'vitest';
import register from '../../netlify/functions/register.mts';
import liveFactsFn from '../../netlify/functions/live-facts.mts';
import { saveSeatSettings } from '../../db/repositories/seats.ts';
import { settleRegistrationPayment } from '../../netlify/lib/payments/settle.ts';
import { registrationReceipt } from '../../netlify/lib/receipts/documents.ts';
import { nameSeat } from '../../netlify/lib/registration/seats/seats.ts';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import { seatsForPlayersMessage, seatsLeftMessage, seatsPromoMessage, tooManySeatsMessage } from '../../src/domain/seats/seat.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { pdfText } from './pdf-text.ts';
import { attendeePayload, postJson, sponsorPayload } from './requests.ts';

describe.each(testDatabases())('an order of seats on $name', (database) => {
  const db = useTestDatabase(database, 'all-in,just-main-event,friday-room');
  const registerWith = (payload: unknown) => postJson(register, '/api/register', payload);
  const registrations = () => db().selectFrom('registrations').selectAll().execute();

  it('stores 3 seats as one order at 3 times the level price (rooms once), with a row per seat', async () => {
    const res = await registerWith(attendeePayload({ seats: 3, roomAdditions: ['friday-room'], amount: '7725.00' }));
    expect(res).toMatchObject({ status: 201, body: { amount: '7725.00', paymentStatus: 'pending' } });
    const [row] = await registrations();
    expect(row).toMatchObject({ registrationId: res.body.registrationId, seats: 3, orderId: null, amountCents: 3 * 245_000 + 37_500 });
    const seats = await db().selectFrom('orderSeats').select(['orderId', 'seatNo', 'holderId']).orderBy('seatNo').execute();
    expect(seats).toEqual([1, 2, 3].map((seatNo) => ({ orderId: res.body.registrationId, seatNo, holderId: null })));
    // A browser total for one seat is refused: the server prices every seat.
    expect((await registerWith(attendeePayload({ seats: 2, email: 'other@example.com', amount: '2450.00' }))).status).toBe(409);
  });

  it('refuses more seats than the organizer allows, naming seats, and publishes the limit', async () => {
    const over = await registerWith(attendeePayload({ seats: 11 }));
    expect(over).toMatchObject({ status: 400, body: { errors: { seats: tooManySeatsMessage(10) } } });
    await saveSeatSettings(db(), { maxSeats: 4, transferCutoffHours: 48 });
    const facts = (await (await liveFactsFn(new Request('http://localhost/api/live-facts'), { params: {} } as never)).json()) as LiveFacts;
    expect(facts.maxSeats).toBe(4);
    expect((await registerWith(attendeePayload({ seats: 5 }))).body.errors).toEqual({ seats: tooManySeatsMessage(4) });
    expect((await registerWith(attendeePayload({ seats: 4 }))).status).toBe(201);
    expect(await registrations()).toHaveLength(1);
  });

  it('refuses seats beyond the places left (409 on seats), a promo code (on promoCode) and a sponsor level', async () => {
    await db().updateTable('salesItems').set((eb) => ({ state: 'on_sale', capacity: 2, version: eb('version', '+', 1) })).where('id', '=', 'just-main-event').execute();
    const left = await registerWith(attendeePayload({ registrationType: 'just-main-event', seats: 3 }));
    expect(left).toMatchObject({ status: 409, body: { errors: { seats: seatsLeftMessage(2) } } });
    const promo = await registerWith(attendeePayload({ seats: 2, promoCode: 'woop100' }));
    expect(promo).toMatchObject({ status: 400, body: { message: seatsPromoMessage, errors: { promoCode: seatsPromoMessage } } });
    const sponsor = await registerWith(sponsorPayload({ seats: 2 }));
    expect(sponsor).toMatchObject({ status: 400, body: { errors: { seats: seatsForPlayersMessage } } });
    expect(await registrations()).toEqual([]);
    expect(await db().selectFrom('orderSeats').selectAll().execute()).toEqual([]);
  });

  it('gives the paid order a receipt with a line per seat and no check-in code; a named seat\u2019s player has no receipt', async () => {
    const res = await registerWith(attendeePayload({ seats: 3 }));
    const orderId = res.body.registrationId as string;
    await settleRegistrationPayment(db(), orderId, { provider: 'paypal', txnId: 'SEATS-TXN-1', amountCents: 735_000, currency: 'USD', status: 'Completed' });
    const text = await pdfText((await registrationReceipt(db(), orderId)).pdf);
    for (const n of [1, 2, 3]) expect(text).toContain(`Seat ${n} of 3: All In`);
    expect(text).toContain('All In × 3 seats');
    expect(text).toContain('$7,350.00');
    expect(text).not.toContain('Show this code at check-in.');

    const order = (await registrations())[0]!;
    await nameSeat(db(), order, 2, { firstName: 'Ada', lastName: 'Guidry', email: 'ada@example.com' }, { kind: 'registrant', registrationId: orderId, tokenId: 'test' });
    const player = await db().selectFrom('registrations').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
    expect(player).toMatchObject({ seats: 0, receiptNumber: null, paymentStatus: 'paid' });
    await expect(registrationReceipt(db(), player.registrationId)).rejects.toMatchObject({ status: 409, message: expect.stringContaining('paid by its buyer') });
  });
});
