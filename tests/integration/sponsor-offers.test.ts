// The sponsor levels in GET /api/live-facts, against a real database: places sold (paid sponsor
// registrations) count; pending ones do not (an unpaid registration keeps no buyer out), nor
// canceled ones or failed payments; a sold-out level is taken, and a registration for it is refused.
import { describe, expect, it } from 'vitest';
import liveFacts from '../../netlify/functions/live-facts.mts';
import register from '../../netlify/functions/register.mts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { call, postJson, sponsorPayload } from './requests.ts';

for (const database of testDatabases()) {
  describe(`the sponsor levels of GET /api/live-facts on ${database.name}`, () => {
    const db = useTestDatabase(database);
    const levels = async () => {
      const res = await call(liveFacts, '/api/live-facts');
      expect(res.status).toBe(200);
      const sponsors = (res.body.items as Array<{ id: string; kind: string }>).filter((i) => i.kind === 'sponsor');
      return Object.fromEntries(sponsors.map((l) => [l.id, l]));
    };

    it('lists every sponsor level with its price and free places', async () => {
      const level = (id: string, name: string, priceCents: number, capacity: number | null) => ({ id, kind: 'sponsor', name, state: 'on_sale', priceCents, capacity, left: capacity });
      expect(await levels()).toEqual({
        test: expect.objectContaining(level('test', 'Test Sponsor', 200, null)),
        table: expect.objectContaining(level('table', 'Table Sponsor', 375000, 5)),
        cocktail: expect.objectContaining(level('cocktail', 'Cocktail Sponsor', 525000, 1)),
        final: expect.objectContaining(level('final', 'Final Table Sponsor', 625000, 1)),
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
      expect((await levels()).table).toMatchObject({ capacity: 5, left: 4, state: 'on_sale' });
    });

    it('a sold-out level is taken, and a second Cocktail registration is refused', async () => {
      const first = await postJson(register, '/api/register', sponsorPayload());
      expect(first.status).toBe(201);
      expect((await levels()).cocktail).toMatchObject({ left: 1, state: 'on_sale' });
      await db().updateTable('registrations').set({ paymentStatus: 'paid' }).where('registrationId', '=', first.body.registrationId).execute();
      const second = await postJson(register, '/api/register', sponsorPayload({ email: 'late@example.com' }));
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('This sponsorship level is no longer available.');
      expect((await levels()).cocktail).toMatchObject({ left: 0, state: 'sold_out' });
      expect((await levels()).final).toMatchObject({ left: 1, state: 'on_sale' });
    });

    it('carries an early-bird price while it runs: the regular amount and its end', async () => {
      const until = new Date(Date.now() + 86_400_000);
      await db().updateTable('salesItems').set({ earlyPriceCents: 350000, earlyUntil: until }).where('id', '=', 'table').execute();
      expect((await levels()).table).toMatchObject({ priceCents: 350000, regularPriceCents: 375000, earlyUntil: until.toISOString() });
      await db().updateTable('salesItems').set({ earlyUntil: new Date(Date.now() - 1000) }).where('id', '=', 'table').execute();
      expect((await levels()).table).toMatchObject({ priceCents: 375000, regularPriceCents: 375000, earlyUntil: null });
    });

    it('answers 405 to other methods', async () => {
      expect((await call(liveFacts, '/api/live-facts', { method: 'POST' })).status).toBe(405);
    });
  });
}
