// The database going away: every endpoint answers 503 with the contract's message, health says down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import checkPromoCode from '../../netlify/functions/check-promo-code.mts';
import health from '../../netlify/functions/health.mts';
import registrationInterest from '../../netlify/functions/registration-interest.mts';
import register from '../../netlify/functions/register.mts';
import storePaypal from '../../netlify/functions/store-paypal-registration.mts';
import storePending from '../../netlify/functions/store-pending-registration.mts';
import { setDb } from '../../netlify/lib/platform/db.ts';
import { resetEnv } from '../../netlify/lib/platform/env.ts';
import { testDatabases } from './databases.ts';
import { attendeePayload, call, paymentKey, postJson } from './requests.ts';

const unavailable = 'The service is temporarily unavailable. Please try again in a moment.';

describe.each(testDatabases())('GET /api/health on $name', (database) => {
  beforeAll(async () => setDb(await database.open()));
  afterAll(async () => {
    setDb(undefined);
    await database.close();
  });

  it('reports the database up', async () => {
    expect(await call(health, '/api/health', { method: 'GET' })).toMatchObject({ status: 200, body: { ok: true, database: 'up' } });
    expect((await call(health, '/api/health', { method: 'POST' })).status).toBe(405);
  });
});

describe('with the database down', () => {
  beforeAll(async () => {
    process.env.WOOP_OPEN_LEVELS = 'all-in';
    resetEnv();
    // Nothing listens on port 1: every connection attempt is refused.
    setDb(await createDb('postgres://postgres@127.0.0.1:1/woop', { max: 1 }));
  });
  afterAll(() => setDb(undefined));

  it('health answers 503 down', async () => {
    expect(await call(health, '/api/health', { method: 'GET' })).toMatchObject({ status: 503, body: { ok: false, database: 'down' } });
  });

  it('every endpoint answers 503 with the retry message, never a 500', async () => {
    const answers = await Promise.all([
      postJson(register, '/api/register', attendeePayload()),
      postJson(registrationInterest, '/api/registration-interest', { email: 'a@b.co', sendConfirmation: true }),
      call(checkPromoCode, '/api/check-promo-code/berry', { method: 'GET' }, { code: 'berry' }),
      postJson(storePending, '/api/store-pending-registration', { registrationKey: paymentKey(), registrationId: 'WOOP-0000000000' }),
      postJson(storePaypal, '/api/store-paypal-registration', { registrationKey: paymentKey() }),
    ]);
    for (const res of answers) expect(res).toMatchObject({ status: 503, body: { message: unavailable } });
  });

  it('still answers 400 for bad input without touching the database', async () => {
    expect((await postJson(register, '/api/register', attendeePayload({ firstName: '' }))).status).toBe(400);
  });
});
