import { beforeEach, describe, expect, it } from 'vitest';
import register from '../../netlify/functions/register.mts';
import storePaypal from '../../netlify/functions/store-paypal-registration.mts';
import storePending from '../../netlify/functions/store-pending-registration.mts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, call, paymentKey, postJson } from './requests.ts';

describe.each(testDatabases())('payment keys on $name', (database) => {
  const db = useTestDatabase(database, 'just-party');
  let registrationId: string;
  let serverKey: string;
  const pending = (payload: unknown) => postJson(storePending, '/api/store-pending-registration', payload);
  const paypal = (payload: unknown) => postJson(storePaypal, '/api/store-paypal-registration', payload);

  beforeEach(async () => {
    const res = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-party', promoCode: 'woop200' }));
    registrationId = res.body.registrationId;
    serverKey = res.body.registrationKey;
  });

  it('confirms the key the server issued and answers with what the server stored, not what the browser sent', async () => {
    const key = serverKey;
    const forged = { firstName: 'Mallory', amount: '0.01', registrationType: 'all-in' };
    expect(await pending({ registrationKey: key, registrationData: forged, registrationId })).toMatchObject({ status: 201, body: { ok: true } });
    // Storing the same link again is harmless (a retried request).
    expect((await pending({ registrationKey: key, registrationData: forged, registrationId })).status).toBe(201);
    const res = await paypal({ registrationKey: key, registrationData: forged, registrationId: 'WOOP-FORGED0000' });
    expect(res).toMatchObject({
      status: 200,
      body: {
        registrationId,
        firstName: 'Jolene',
        lastName: 'Broussard',
        email: 'jolene@example.com',
        registrationType: 'just-party',
        registrationTypeName: 'Just Here to Party',
        amount: '1500.00',
        paymentStatus: 'pending',
      },
    });
  });

  it('answers 404 for an unknown key and for an unknown registration', async () => {
    const unknownKey = await paypal({ registrationKey: paymentKey() });
    expect(unknownKey.status).toBe(404);
    expect(typeof unknownKey.body.message).toBe('string');
    const unknownRegistration = await pending({ registrationKey: paymentKey(), registrationId: 'WOOP-0000000000' });
    expect(unknownRegistration).toMatchObject({ status: 404, body: { message: 'Registration not found.' } });
  });

  it('refuses keys without 128 random bits, and a key already linked to another registration', async () => {
    for (const registrationKey of ['', '1732240000000-abc123', 'abc', `1732240000000-${'z'.repeat(32)}`]) {
      const res = await pending({ registrationKey, registrationId });
      expect(res).toMatchObject({ status: 400, body: { errors: { registrationKey: 'The payment key is not valid.' } } });
    }
    expect((await paypal({ registrationKey: 'short' })).status).toBe(400);
    const other = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-party' }));
    // Another registration's key, or a key the server never issued: knowing an ID gives nothing.
    expect((await pending({ registrationKey: serverKey, registrationId: other.body.registrationId })).status).toBe(409);
    expect((await pending({ registrationKey: paymentKey(), registrationId })).status).toBe(409);
    expect((await paypal({ registrationKey: paymentKey() })).status).toBe(404);
  });

  it('links a browser key only to a registration that has none and still holds its place', async () => {
    await db().deleteFrom('paymentKeys').where('registrationId', '=', registrationId).execute();
    const key = paymentKey();
    expect((await pending({ registrationKey: key, registrationId })).status).toBe(201);
    expect((await pending({ registrationKey: paymentKey(), registrationId })).status).toBe(409);
    await db().deleteFrom('paymentKeys').execute();
    await db().updateTable('registrations').set({ holdExpiresAt: new Date(Date.now() - 1000) }).execute();
    expect((await pending({ registrationKey: paymentKey(), registrationId })).status).toBe(409);
  });

  it('answers 400 without a registration ID, 405, 415 and 413', async () => {
    expect((await pending({ registrationKey: paymentKey() })).body.errors).toEqual({ registrationId: 'Registration ID is required' });
    expect((await call(storePending, '/api/store-pending-registration', { method: 'PUT' })).status).toBe(405);
    expect((await call(storePaypal, '/api/store-paypal-registration', { method: 'GET' })).status).toBe(405);
    expect((await call(storePaypal, '/api/store-paypal-registration', { method: 'POST', body: 'key=1' })).status).toBe(415);
    expect((await pending({ registrationKey: paymentKey(), registrationId, registrationData: { blob: 'x'.repeat(65 * 1024) } })).status).toBe(413);
  });
});
