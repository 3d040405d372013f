import { describe, expect, it } from 'vitest';
import register from '../../netlify/functions/register.mts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, call, postJson, sponsorPayload } from './requests.ts';

// Levels re-opened for these tests; party-golf and the Saturday room stay sold out / unavailable.
const openLevels = 'all-in,just-main-event,just-party,wednesday-room,friday-room';

describe.each(testDatabases({ pooled: true }))('POST /api/register on $name', (database) => {
  const db = useTestDatabase(database, openLevels);
  const registerWith = (payload: unknown) => postJson(register, '/api/register', payload);

  it('stores a valid registration as registered / pending and answers 201 with the server total', async () => {
    const res = await registerWith(attendeePayload({ amount: '2450.00' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      registrationId: expect.stringMatching(/^WOOP-[0-9A-Z]{10}$/),
      amount: '2450.00',
      registrationKey: expect.stringMatching(/^\d+-[0-9a-f]{32}$/),
      paymentStatus: 'pending',
    });
    const row = await db().selectFrom('registrations').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      registrationId: res.body.registrationId,
      firstName: 'Jolene',
      email: 'jolene@example.com',
      registrationType: 'all-in',
      status: 'registered',
      paymentStatus: 'pending',
      amount: '2450.00',
      amountCents: 245000,
      experience: 'Not specified',
      agreeTerms: true,
      roomAdditions: [],
      promoCode: null,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  // A registration committed while its answer was lost (an outage), or a second press of
  // the button, sends the same form again: one registration, the same answer.
  it('the same form sent again, or twice at once, registers once and answers with the same registration', async () => {
    const form = attendeePayload({ email: 'twice@example.com', submissionKey: 'k'.repeat(8) + crypto.randomUUID().replaceAll('-', '') });
    const first = await registerWith(form);
    const again = await registerWith(form);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const atOnce = attendeePayload({ email: 'atonce@example.com', submissionKey: crypto.randomUUID().replaceAll('-', '') });
    const answers = await Promise.all(Array.from({ length: 5 }, () => registerWith(atOnce)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.registrationId)).size).toBe(1);
    // Changed answers come with a new key (the browser makes one per set of answers): a new registration.
    const other = await registerWith({ ...form, submissionKey: crypto.randomUUID().replaceAll('-', '') });
    expect(other.body.registrationId).not.toBe(first.body.registrationId);
    const rows = await db().selectFrom('registrations').select('email').where('email', 'in', ['twice@example.com', 'atonce@example.com']).execute();
    expect(rows.map((r) => r.email).sort()).toEqual(['atonce@example.com', 'twice@example.com', 'twice@example.com']);
    expect((await registerWith({ ...form, submissionKey: 'short' })).body.errors).toHaveProperty('submissionKey');
  });

  // The key is the browser's own: a repeat with other answers is not answered with the registration
  // the key made, and a repeat of one settled since gets nothing to pay or open.
  it('refuses a repeated key with other answers, and a repeat of a registration settled since', async () => {
    const form = attendeePayload({ email: 'keyed@example.com', submissionKey: crypto.randomUUID().replaceAll('-', '') });
    const first = await registerWith(form);
    expect(first.status).toBe(201);
    const forged = await registerWith({ ...form, email: 'someone.else@example.com' });
    expect(forged).toMatchObject({ status: 409, body: { message: 'This form was already sent with other answers. Please reload the page and register again.' } });
    expect(forged.body.registrationKey).toBeUndefined();
    await db().updateTable('registrations').set({ paymentStatus: 'paid' }).where('registrationId', '=', first.body.registrationId).execute();
    const settled = await registerWith(form);
    expect(settled).toMatchObject({ status: 409, body: { message: 'This registration is already complete. Your confirmation e-mail has the link to your registration page.' } });
    expect(settled.body.registrationKey).toBeUndefined();
  });

  it('accepts an empty amount and charges rooms and the promo discount', async () => {
    const res = await registerWith(
      attendeePayload({ registrationType: 'just-party', roomAdditions: ['friday-room', 'wednesday-room'], promoCode: ' Villarreal ' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe('2075.00'); // 1700 - 200 + 375 + 200
    const row = await db().selectFrom('registrations').selectAll().executeTakeFirstOrThrow();
    expect(row.promoCode).toBe('villarreal');
    expect(row.roomAdditions).toEqual(['friday-room', 'wednesday-room']);
  });

  it('charges only the rooms with karl0 and $1 plus rooms with just1', async () => {
    expect((await registerWith(attendeePayload({ roomAdditions: ['friday-room'], promoCode: 'karl0', amount: '375.00' }))).body.amount).toBe('375.00');
    expect((await registerWith(attendeePayload({ roomAdditions: ['friday-room'], promoCode: 'JUST1', amount: '$376.00' }))).body.amount).toBe('376.00');
  });

  it('refuses a tampered amount with 409 and stores nothing', async () => {
    const res = await registerWith(attendeePayload({ amount: '1.00' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The total has changed. Please review your registration.');
    expect(await db().selectFrom('registrations').select('id').execute()).toHaveLength(0);
  });

  it('answers 400 with every field message of the general schema', async () => {
    const res = await registerWith(attendeePayload({ firstName: ' ', lastName: '', email: 'nope', phone: '12345' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
    expect(res.body.message).toBe('Please correct the highlighted fields.');
  });

  it('answers 400 on registrationType when it is missing or unknown', async () => {
    const missing = await registerWith(attendeePayload({ registrationType: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors.registrationType).toBe('Please select a registration type');
    const unknown = await registerWith(attendeePayload({ registrationType: 'vip-lounge' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'Please select a registration type', errors: { registrationType: 'Please select a registration type' } });
  });

  it('validates sponsor levels with the sponsor schema messages', async () => {
    const res = await registerWith(
      sponsorPayload({ company: '', jobTitle: '', tShirtSize: '', billingStreet: '', billingCity: '', billingState: '', billingZip: '' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      company: 'Company name is required',
      jobTitle: 'Job title is required',
      tShirtSize: 'Please select a t-shirt size',
      billingStreet: 'Street address is required',
      billingCity: 'City is required',
      billingState: 'State is required',
      billingZip: 'ZIP code is required',
    });
  });

  it('refuses a sold-out level and an unavailable room with 409', async () => {
    const soldOut = await registerWith(attendeePayload({ registrationType: 'party-golf' }));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe('This registration type is currently unavailable');
    const room = await registerWith(attendeePayload({ roomAdditions: ['saturday-room'] }));
    expect(room.status).toBe(409);
    expect(room.body.message).toBe('The Saturday Night Room is currently unavailable.');
    const unknownRoom = await registerWith(attendeePayload({ roomAdditions: ['penthouse'] }));
    expect(unknownRoom.status).toBe(400);
    expect(unknownRoom.body.errors.roomAdditions).toBeDefined();
  });

  it('refuses an unknown promo code and a restricted code on another level with 400', async () => {
    const unknown = await registerWith(attendeePayload({ promoCode: 'free-poker' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ promoCode: 'Invalid promo code' });
    const restricted = await registerWith(attendeePayload({ promoCode: 'cornerstone' }));
    expect(restricted.status).toBe(400);
    expect(restricted.body.message).toBe("Cornerstone promo code can only be applied to 'Just Main Event' registration.");
    const allowed = await registerWith(attendeePayload({ registrationType: 'just-main-event', promoCode: 'cornerstone', amount: '700.00' }));
    expect(allowed.status).toBe(201);
  });

  it('lets a single-use code be used once, recorded with the registration', async () => {
    const first = await registerWith(attendeePayload({ promoCode: 'berry', amount: '550.00' }));
    expect(first.status).toBe(201);
    const second = await registerWith(attendeePayload({ promoCode: 'berry' }));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This promo code has already been used.');
    expect(await db().selectFrom('usedPromoCodes').select(['code', 'registrationId']).execute()).toEqual([
      { code: 'berry', registrationId: first.body.registrationId },
    ]);
    expect(await db().selectFrom('registrations').select('id').execute()).toHaveLength(1);
  });

  it('prices sponsor levels from the sponsor list and stops at their capacity', async () => {
    const first = await registerWith(sponsorPayload({ amount: '5250.00' }));
    expect(first).toMatchObject({ status: 201, body: { amount: '5250.00' } });
    // An unpaid registration keeps no buyer out; the level is full once its place is sold.
    expect((await registerWith(sponsorPayload({ email: 'second@example.com' }))).status).toBe(201);
    await db().updateTable('registrations').set({ paymentStatus: 'paid' }).where('registrationId', '=', first.body.registrationId).execute();
    const third = await registerWith(sponsorPayload());
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('This sponsorship level is no longer available.');
    // A canceled registration gives its place back.
    await db().updateTable('registrations').set({ status: 'canceled' }).execute();
    expect((await registerWith(sponsorPayload())).status).toBe(201);
  });

  it('answers 405 for another method, 415 for non-JSON, 413 past 64 KB and 400 for broken JSON', async () => {
    const get = await call(register, '/api/register', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const form = await call(register, '/api/register', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'firstName=A' });
    expect(form.status).toBe(415);
    const huge = await postJson(register, '/api/register', attendeePayload({ dietaryRestrictions: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    const broken = await call(register, '/api/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"firstName":' });
    expect(broken).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    for (const res of [get, form, huge, broken]) expect(typeof res.body.message).toBe('string');
  });
});
