// One availability answer: for a player level, a room and a sponsor level, under capacity, sold out
// and closed, GET /api/live-facts (as the home and sponsor pages read it) and /admin's sales panel say what
// POST /api/register and a verified payment then decide.
import { describe, expect, it } from 'vitest';
import liveFactsFn from '../../netlify/functions/live-facts.mts';
import { adminStats } from '../../netlify/lib/dashboard/stats.ts';
import register from '../../netlify/functions/register.mts';
import { clock } from '../../netlify/lib/platform/clock.ts';
import { settleRegistrationPayment } from '../../netlify/lib/payments/settle.ts';
import { salesOverview } from '../../netlify/lib/sales/sales-admin.ts';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import { getSponsorLevels } from '../../src/data/levels.ts';
import { sponsorOffers, withAvailability } from '../../src/domain/sponsor-checkout.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, postJson, sponsorPayload } from './requests.ts';

const cases = [
  { id: 'just-main-event', kind: 'player', form: (email: string) => attendeePayload({ registrationType: 'just-main-event', email }), cents: 220000 },
  { id: 'wednesday-room', kind: 'room', form: (email: string) => attendeePayload({ registrationType: 'all-in', roomAdditions: ['wednesday-room'], email }), cents: 265000 },
  { id: 'final', kind: 'sponsor', form: (email: string) => sponsorPayload({ registrationType: 'final', email }), cents: 625000 },
] as const;

describe.each(testDatabases())('one availability answer on $name', (database) => {
  const db = useTestDatabase(database, 'all-in');
  const set = (id: string, changes: Record<string, unknown>) =>
    db().updateTable('salesItems').set((eb) => ({ ...changes, version: eb('version', '+', 1) })).where('id', '=', id).execute();

  /** What every screen says of the item now. */
  async function shown(id: string) {
    const facts = (await (await liveFactsFn(new Request('http://localhost/api/live-facts'), { params: {} } as never)).json()) as LiveFacts;
    const live = facts.items.find((i) => i.id === id)!;
    const panel = (await salesOverview(db(), clock.now(), ['all-in'])).items.find((i) => i.id === id)!;
    // What the sponsor pages make of the same answer.
    const sponsor = withAvailability(getSponsorLevels(), sponsorOffers(facts.items)).find((s) => s.id === id);
    // The dashboard's "Registration is open" is the same answer.
    const stats = await adminStats(db(), ['all-in']);
    expect(stats).toMatchObject({ registrationOpen: facts.registrationOpen, levelsOnSale: facts.items.filter((i) => i.kind === 'player' && i.state === 'on_sale').map((i) => i.name) });
    expect(sponsor === undefined).toBe(live.kind !== 'sponsor');
    expect(panel).toMatchObject({ effectiveState: live.state, left: live.left, capacity: live.capacity, priceCents: live.priceCents });
    if (sponsor) expect(sponsor).toMatchObject({ remaining: live.state === 'on_sale' ? live.left : 0, taken: live.state !== 'on_sale' || live.left === 0 });
    return { state: live.state, left: live.left };
  }

  for (const item of cases) {
    it(`agrees with register and payment for a ${item.kind} under capacity, sold out and closed`, async () => {
      await set('just-main-event', { state: 'on_sale', capacity: null });
      await set(item.id, { state: 'on_sale', capacity: 1 });
      // Under capacity: on sale with one place, and an unpaid registration keeps it so.
      expect(await shown(item.id)).toEqual({ state: 'on_sale', left: 1 });
      const first = await postJson(register, '/api/register', item.form('first@example.com'));
      expect(first.status).toBe(201);
      const second = await postJson(register, '/api/register', item.form('second@example.com'));
      expect(second.status).toBe(201);
      expect(await shown(item.id)).toEqual({ state: 'on_sale', left: 1 });

      // Sold out: the first verified payment takes it; every screen says so; register and a late payment agree.
      const pay = (res: typeof first, txnId: string) => settleRegistrationPayment(db(), (res.body as { registrationId: string }).registrationId, { provider: 'paypal', txnId, amountCents: item.cents, currency: 'USD', status: 'Completed' });
      expect((await pay(first, `TXN-${item.id}-1`)).outcome).toBe('paid');
      expect(await shown(item.id)).toEqual({ state: 'sold_out', left: 0 });
      expect((await postJson(register, '/api/register', item.form('third@example.com'))).status).toBe(409);
      expect((await pay(second, `TXN-${item.id}-2`)).outcome).toBe('over_capacity');

      // Closed (with places again): every screen says closed, and register refuses it.
      await set(item.id, { state: 'closed', capacity: 5 });
      expect(await shown(item.id)).toEqual({ state: 'closed', left: 3 });
      expect((await postJson(register, '/api/register', item.form('fourth@example.com'))).status).toBe(409);
    });
  }
});
