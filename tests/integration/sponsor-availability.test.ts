// GET /api/sponsor-availability against a real database: places sold (paid sponsor registrations)
// count; pending ones do not (issue 33: an unpaid registration keeps no buyer out), nor canceled
// ones or failed payments; a sold-out level is taken, and a registration for it is refused with 409.
import { describe, expect, it } from 'vitest';
import availability from '../../netlify/functions/sponsor-availability.mts';
import register from '../../netlify/functions/register.mts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { call, postJson, sponsorPayload } from './requests.ts';

for (const database of testDatabases()) {
  describe(`GET /api/sponsor-availability on ${database.name}`, () => {
    const db = useTestDatabase(database);
    const levels = async () => {
      const res = await call(availability, '/api/sponsor-availability');
      expect(res.status).toBe(200);
      return Object.fromEntries((res.body as Array<{ id: string }>).map((l) => [l.id, l]));
    };

    it('lists every sponsor level with its amount and free places', async () => {
      expect(await levels()).toEqual({
        test: { id: 'test', name: 'Test Sponsor', amount: '2.00', capacity: null, remaining: null, taken: false },
        table: { id: 'table', name: 'Table Sponsor', amount: '3750.00', capacity: 5, remaining: 5, taken: false },
        cocktail: { id: 'cocktail', name: 'Cocktail Sponsor', amount: '5250.00', capacity: 1, remaining: 1, taken: false },
        final: { id: 'final', name: 'Final Table Sponsor', amount: '6250.00', capacity: 1, remaining: 1, taken: false },
      });
    });

    it('counts paid registrations, not pending, canceled or failed ones', async () => {
      for (let i = 0; i < 4; i++) {
        const res = await postJson(register, '/api/register', sponsorPayload({ registrationType: 'table', email: `t${i}@example.com` }));
        expect(res.status).toBe(201);
      }
      const ids = (await db().selectFrom('registrations').select('registrationId').orderBy('id').execute()).map((r) => r.registrationId);
      await db().updateTable('registrations').set({ paymentStatus: 'paid' }).where('registrationId', '=', ids[0]!).execute();
      await db().updateTable('registrations').set({ status: 'canceled' }).where('registrationId', '=', ids[1]!).execute();
      await db().updateTable('registrations').set({ paymentStatus: 'failed' }).where('registrationId', '=', ids[2]!).execute();
      expect((await levels()).table).toMatchObject({ capacity: 5, remaining: 4, taken: false });
    });

    it('a sold-out level is taken, and a second Cocktail registration is refused', async () => {
      const first = await postJson(register, '/api/register', sponsorPayload());
      expect(first.status).toBe(201);
      expect((await levels()).cocktail).toMatchObject({ remaining: 1, taken: false });
      await db().updateTable('registrations').set({ paymentStatus: 'paid' }).where('registrationId', '=', first.body.registrationId).execute();
      const second = await postJson(register, '/api/register', sponsorPayload({ email: 'late@example.com' }));
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('This sponsorship level is no longer available.');
      expect((await levels()).cocktail).toMatchObject({ remaining: 0, taken: true });
      expect((await levels()).final).toMatchObject({ remaining: 1, taken: false });
    });

    it('carries an early-bird price while it runs: the regular amount and its end', async () => {
      const until = new Date(Date.now() + 86_400_000);
      await db().updateTable('salesItems').set({ earlyPriceCents: 350000, earlyUntil: until }).where('id', '=', 'table').execute();
      expect((await levels()).table).toMatchObject({ amount: '3500.00', earlyBird: { regularAmount: '3750.00', until: until.toISOString() } });
      await db().updateTable('salesItems').set({ earlyUntil: new Date(Date.now() - 1000) }).where('id', '=', 'table').execute();
      expect((await levels()).table).toEqual({ id: 'table', name: 'Table Sponsor', amount: '3750.00', capacity: 5, remaining: 5, taken: false });
    });

    it('answers 405 to other methods', async () => {
      expect((await call(availability, '/api/sponsor-availability', { method: 'POST' })).status).toBe(405);
    });
  });
}
