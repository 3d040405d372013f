// /admin's sales API: settings per item with taken/held/left, promo codes with their uses,
// the audit (before and after), field errors that change nothing, a 409 with the current values for
// a concurrent save, and the live facts' cache tag purged on every save.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const purged = vi.hoisted(() => [] as unknown[]);
vi.mock('@netlify/functions', async (original) => ({
  ...(await original<typeof import('@netlify/functions')>()),
  purgeCache: async (options: unknown) => void purged.push(options),
}));

import checkPromoCode from '../../netlify/functions/check-promo-code.mts';
import promoFn from '../../netlify/functions/admin-promo-codes.mts';
import lastEditionFn from '../../netlify/functions/admin-promo-codes-last-edition.mts';
import itemFn from '../../netlify/functions/admin-sales-item.mts';
import salesFn from '../../netlify/functions/admin-sales.mts';
import liveFactsFn from '../../netlify/functions/live-facts.mts';
import register from '../../netlify/functions/register.mts';
import type { AdminSales } from '../../src/domain/sales-admin.ts';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import { sponsorOffers } from '../../src/domain/sponsor-checkout.ts';
import { request, useLocalAdminEnv, validToken } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { attendeePayload, call, postJson } from './requests.ts';

type Fn = (req: Request, ctx: { params: Record<string, string> }) => Promise<Response>;

describe.each(testDatabases())('sales admin API on $name', (database) => {
  const db = useTestDatabase(database, '');
  beforeEach(() => {
    useLocalAdminEnv();
    process.env.NETLIFY_PURGE_API_TOKEN = 'test-purge-token';
    purged.length = 0;
  });
  const send = async (fn: Fn, path: string, params: Record<string, string> = {}, body?: unknown) => {
    const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const res = await fn(request(path, { ...init, token: await validToken() }), { params });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const overview = async () => (await send(salesFn as Fn, '/api/admin/sales')).body as AdminSales;
  const item = async (id: string) => (await overview()).items.find((i) => i.id === id)!;
  const saveItem = (id: string, body: Record<string, unknown>) => send(itemFn as Fn, `/api/admin/sales/items/${id}`, { id }, body);
  const jme = { state: 'on_sale', opensAt: '', closesAt: '', capacity: '2', price: '2,000', earlyPrice: '', earlyUntil: '' };

  it('lists every level, room and sponsor level with its settings and places, and saves one with its audit', async () => {
    const before = await overview();
    expect(before.items.map((i) => i.id)).toEqual([
      'all-in', 'just-main-event', 'just-second-chance', 'second-chance-golf', 'party-golf', 'just-party',
      'wednesday-room', 'friday-room', 'saturday-room', 'test', 'table', 'cocktail', 'final',
    ]);
    // A level never put on sale (seeded sold out, no place taken) is "not on sale", not sold out.
    expect(before.items.find((i) => i.id === 'party-golf')).toMatchObject({ state: 'sold_out', stateName: 'not_on_sale', taken: 0, left: null });
    expect(before.items.find((i) => i.id === 'table')).toMatchObject({ name: 'Table Sponsor', state: 'on_sale', capacity: 5, priceCents: 375000, taken: 0, held: 0, left: 5 });
    const version = before.items.find((i) => i.id === 'just-main-event')!.version;
    const saved = await saveItem('just-main-event', { ...jme, version });
    expect(saved).toMatchObject({ status: 200, body: { state: 'on_sale', effectiveState: 'on_sale', capacity: 2, priceCents: 200000, left: 2, version: version + 1 } });
    expect(purged).toEqual([{ tags: ['live-facts'] }]);

    expect((await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', amount: '2000.00' }))).status).toBe(201);
    // Held apart from sold: an unpaid registration keeps no buyer out, so the places left stay 2.
    expect(await item('just-main-event')).toMatchObject({ taken: 0, held: 1, left: 2 });

    const { audit } = await overview();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'Owner (shared password)', action: 'sales.update', target: 'just-main-event', before: { state: 'sold_out', capacity: null, priceCents: 220000 }, after: { state: 'on_sale', capacity: 2, priceCents: 200000 } });
  });

  it('refuses bad settings with field errors and changes nothing', async () => {
    const { version } = await item('just-main-event');
    const bad = async (changes: Record<string, unknown>, field: string, message: string) => {
      const res = await saveItem('just-main-event', { ...jme, version, ...changes });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    };
    await bad({ capacity: '-1' }, 'capacity', 'Capacity must be a whole number of places, 0 or more, or blank for unlimited');
    await bad({ capacity: '2.5' }, 'capacity', 'Capacity must be a whole number of places, 0 or more, or blank for unlimited');
    await bad({ price: '0' }, 'price', 'The price must be more than $0');
    await bad({ price: '-5' }, 'price', 'Enter the price in dollars, for example 2,000 or 2000.00');
    // More than the column's integer cents hold: a field error, not a 500.
    await bad({ price: '21,474,836.48' }, 'price', 'The price must be $1,000,000.00 or less');
    await bad({ price: '3000', earlyPrice: '999999999', earlyUntil: '2026-09-01T00:00' }, 'earlyPrice', 'The early-bird price must be $1,000,000.00 or less');
    await bad({ opensAt: '2027-06-01T09:00', closesAt: '2027-06-01T08:00' }, 'closesAt', 'The closing time must be after the opening time');
    await bad({ earlyPrice: '1500', earlyUntil: '2099-01-01T00:00' }, 'earlyUntil', 'The early-bird price must end before the event (September 24-25, 2026)');
    expect(await item('just-main-event')).toMatchObject({ state: 'sold_out', capacity: null, priceCents: 220000, version });
    expect((await overview()).audit).toEqual([]);
    expect(purged).toEqual([]);
  });

  it('answers a second save of the same version with 409 and the current values (two organizers at once)', async () => {
    const { version } = await item('just-main-event');
    expect((await saveItem('just-main-event', { ...jme, version })).status).toBe(200);
    const second = await saveItem('just-main-event', { ...jme, version, capacity: '9' });
    expect(second).toMatchObject({ status: 409, body: { current: { capacity: 2, version: version + 1 } } });
    expect(second.body.message).toMatch(/Someone else saved this meanwhile/);
    expect((await item('just-main-event')).capacity).toBe(2);
  });

  it('creates, edits and disables promo codes, with their uses; refuses bad and duplicate codes', async () => {
    await saveItem('just-main-event', { ...jme, capacity: '', version: (await item('just-main-event')).version });
    const door = { code: 'door25', kind: 'percent', amount: '25', levelIds: ['just-main-event'], restrictionMessage: '', maxUses: '3', firstDay: '', lastDay: '', disabled: false };
    const created = await send(promoFn as Fn, '/api/admin/sales/promo-codes', {}, door);
    expect(created).toMatchObject({ status: 201, body: { code: 'door25', kind: 'percent', value: 25, maxUses: 3, restrictionMessage: "Door25 promo code can only be applied to 'Just Main Event' registration.", uses: [] } });
    expect((await call(checkPromoCode, '/api/check-promo-code/DOOR25?registrationType=just-main-event', { method: 'GET' }, { code: 'DOOR25' })).body).toMatchObject({ valid: true, available: true, discount: { kind: 'percent', percent: 25 } });
    const reg = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', promoCode: 'door25', amount: '1500.00', firstName: 'Jo', lastName: 'Doe' }));
    expect(reg.status).toBe(201);
    const listed = (await overview()).promoCodes.find((c) => c.code === 'door25')!;
    expect(listed.uses).toEqual([{ registrationId: reg.body.registrationId, name: 'Jo Doe', paymentStatus: 'pending' }]);

    const bad = async (changes: Record<string, unknown>, field: string, message: string) => {
      const res = await send(promoFn as Fn, '/api/admin/sales/promo-codes', {}, { ...door, ...changes });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    };
    await bad({ code: ' DOOR25 ' }, 'code', 'A code with this name exists already (codes ignore upper and lower case)');
    await bad({ code: 'BERRY' }, 'code', 'A code with this name exists already (codes ignore upper and lower case)');
    await bad({ code: 'two words' }, 'code', 'The code must have no spaces');
    await bad({ code: 'x'.repeat(41) }, 'code', 'The code must be 40 characters or fewer');
    await bad({ code: 'half', amount: '101' }, 'amount', 'The percentage off must be 100 or less');
    await bad({ code: 'huge', kind: 'fixed', amount: '99999999' }, 'amount', 'The amount must be $1,000,000.00 or less');
    expect((await overview()).promoCodes).toHaveLength(10);

    const disabled = await send(promoFn as Fn, `/api/admin/sales/promo-codes/${listed.id}`, { id: String(listed.id) }, { ...door, version: listed.version, disabled: true });
    expect(disabled).toMatchObject({ status: 200, body: { disabled: true, version: listed.version + 1 } });
    expect((await call(checkPromoCode, '/api/check-promo-code/door25', { method: 'GET' }, { code: 'door25' })).body).toMatchObject({ valid: false, message: 'Invalid promo code' });
    const stale = await send(promoFn as Fn, `/api/admin/sales/promo-codes/${listed.id}`, { id: String(listed.id) }, { ...door, version: listed.version });
    expect(stale).toMatchObject({ status: 409, body: { current: { disabled: true } } });
    expect((await overview()).audit.map((a) => [a.action, a.target])).toEqual([
      ['promo.disable', 'door25'],
      ['promo.create', 'door25'],
      ['sales.update', 'just-main-event'],
    ]);
    // Every save purged the live facts (3 saves), the refusals none.
    expect(purged).toHaveLength(3);
  });

  it("disables last edition's codes (every enabled code not made for this edition) after the confirmed count; register refuses them, this edition's code still works", async () => {
    await saveItem('just-main-event', { ...jme, capacity: '', version: (await item('just-main-event')).version });
    const before = await overview();
    expect(before.edition).toEqual({ year: 2026, label: '2026 · 4th annual' });
    const seeded = before.promoCodes.filter((c) => !c.disabled).map((c) => c.code);
    expect(seeded.length).toBeGreaterThan(1);
    expect(before.promoCodes.every((c) => c.editionYear === null)).toBe(true);
    expect(before.lastEditionCodes.toSorted()).toEqual(seeded.toSorted());

    const made = await send(promoFn as Fn, '/api/admin/sales/promo-codes', {}, { code: 'new26', kind: 'off', amount: '100', levelIds: [], restrictionMessage: '', maxUses: '', firstDay: '', lastDay: '', disabled: false });
    expect(made).toMatchObject({ status: 201, body: { code: 'new26', editionYear: 2026 } });
    const listed = await overview();
    expect(listed.promoCodes[0]!.code).toBe('new26'); // newest first: where it was made
    expect(listed.lastEditionCodes).not.toContain('new26');

    const disable = (body: unknown) => send(lastEditionFn as Fn, '/api/admin/sales/disable-last-edition-codes', {}, body);
    expect(await disable({ codes: 'all' })).toMatchObject({ status: 400, body: { errors: { codes: expect.stringMatching(/^codes/) } } });
    // The organizer confirmed other codes than there are now (fewer, or as many but not the same): nothing changes.
    for (const codes of [seeded.slice(1), [...seeded.slice(1), 'new26']]) {
      const stale = await disable({ codes });
      expect(stale).toMatchObject({ status: 409, body: { message: `The list of last edition's codes changed meanwhile: ${seeded.length} codes now. Check the list and try again.` } });
    }
    expect((await overview()).lastEditionCodes).toHaveLength(seeded.length);
    purged.length = 0;

    const done = await disable({ codes: seeded.map((c) => c.toUpperCase()) });
    expect(done.status).toBe(200);
    expect(done.body.disabled.toSorted()).toEqual(seeded.toSorted());
    expect(purged).toHaveLength(1);
    const after = await overview();
    expect(after.lastEditionCodes).toEqual([]);
    expect(after.promoCodes.find((c) => c.code === 'new26')!.disabled).toBe(false);
    expect(after.audit.filter((a) => a.action === 'promo.disable').map((a) => a.target).toSorted()).toEqual(seeded.toSorted());

    const old = seeded[0]!;
    expect((await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', promoCode: old, email: 'old@example.com' }))).body).toMatchObject({ message: 'Invalid promo code' });
    const fresh = await postJson(register, '/api/register', attendeePayload({ registrationType: 'just-main-event', promoCode: 'new26', amount: '1900.00', email: 'new@example.com' }));
    expect(fresh.status).toBe(201);
    // Nothing left to disable: none confirmed, none done.
    expect(await disable({ codes: [] })).toMatchObject({ status: 200, body: { disabled: [] } });
  });

  it('offers sponsor levels at the settings price and capacity; a closed level as taken', async () => {
    const table = await item('table');
    await saveItem('table', { version: table.version, state: 'on_sale', opensAt: '', closesAt: '', capacity: '2', price: '4000', earlyPrice: '', earlyUntil: '' });
    const cocktail = await item('cocktail');
    await saveItem('cocktail', { version: cocktail.version, state: 'closed', opensAt: '', closesAt: '', capacity: '1', price: '5250', earlyPrice: '', earlyUntil: '' });
    const res = await liveFactsFn(new Request('http://localhost/api/live-facts'), { params: {} } as never);
    const offers = sponsorOffers(((await res.json()) as LiveFacts).items);
    expect(offers.find((l) => l.id === 'table')).toEqual({ id: 'table', priceCents: 400000, remaining: 2 });
    expect(offers.find((l) => l.id === 'cocktail')).toEqual({ id: 'cocktail', priceCents: 525000, remaining: 0 });
  });

  it('serves the live facts with the CDN caching headers', async () => {
    const res = await liveFactsFn(new Request('http://localhost/api/live-facts'), { params: {} } as never);
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=5, stale-while-revalidate=5');
    expect(res.headers.get('netlify-cache-tag')).toBe('live-facts');
    expect(res.headers.get('netlify-vary')).toBe('query=no-parameter-varies-this-answer');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const facts = (await res.json()) as { items: { id: string; state: string }[]; registrationOpen: boolean };
    expect(facts.registrationOpen).toBe(false);
    expect(facts.items.find((i) => i.id === 'table')).toMatchObject({ state: 'on_sale', left: 5 });
    await db().selectFrom('salesItems').select('id').execute();
  });
});
