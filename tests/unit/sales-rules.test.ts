// The sales rules (issue 28): the state a visitor meets, the price at a moment, and the venue's
// wall clock (America/Chicago, daylight saving included) the organizer types times in.
import { describe, expect, it } from 'vitest';
import { effectiveState, isRegistrationOpen, liveItem, placesLeft, priceAt, type SalesSetting } from '../../src/domain/sales.ts';
import { fromVenueLocalTime, venueDay, venueLocalTime } from '../../src/domain/venue-time.ts';

const setting = (overrides: Partial<SalesSetting> = {}): SalesSetting => ({
  id: 'just-main-event',
  kind: 'player',
  state: 'on_sale',
  opensAt: null,
  closesAt: null,
  capacity: null,
  priceCents: 200000,
  earlyPriceCents: null,
  earlyUntil: null,
  ...overrides,
});

describe('isRegistrationOpen', () => {
  it('is open while at least one player level is on sale; a room or sponsor level alone does not open it', () => {
    expect(isRegistrationOpen([{ kind: 'player', state: 'closed' }, { kind: 'player', state: 'on_sale' }])).toBe(true);
    expect(isRegistrationOpen([{ kind: 'player', state: 'sold_out' }, { kind: 'room', state: 'on_sale' }, { kind: 'sponsor', state: 'on_sale' }])).toBe(false);
    expect(isRegistrationOpen([])).toBe(false);
  });
});

describe('effectiveState', () => {
  const opens = new Date('2027-06-01T14:00:00Z');
  it("applies the organizer's state, then the times (opening at that second, closing at that second), then the capacity", () => {
    expect(effectiveState(setting({ state: 'closed' }), opens, 0)).toBe('closed');
    expect(effectiveState(setting({ state: 'sold_out' }), opens, 0)).toBe('sold_out');
    expect(effectiveState(setting({ opensAt: opens }), new Date(opens.getTime() - 1), 0)).toBe('closed');
    expect(effectiveState(setting({ opensAt: opens }), opens, 0)).toBe('on_sale');
    expect(effectiveState(setting({ closesAt: opens }), new Date(opens.getTime() - 1), 0)).toBe('on_sale');
    expect(effectiveState(setting({ closesAt: opens }), opens, 0)).toBe('closed');
    expect(effectiveState(setting({ capacity: 2 }), opens, 1)).toBe('on_sale');
    expect(effectiveState(setting({ capacity: 2 }), opens, 2)).toBe('sold_out');
    // A capacity lowered below what is used: sold out, nobody cancelled, never a negative "left".
    expect(placesLeft(setting({ capacity: 1 }), 3)).toBe(0);
  });
  it('re-opens a level for the test suite only when asked (forcedOpen)', () => {
    expect(effectiveState(setting({ state: 'sold_out' }), opens, 0, true)).toBe('on_sale');
  });
});

describe('liveItem', () => {
  it('counts places sold only: unpaid registrations keep a capped item on sale for every kind', () => {
    for (const kind of ['player', 'room', 'sponsor'] as const) {
      const item = liveItem(setting({ kind, capacity: 3 }), 'Item', new Date(), { taken: 1, held: 5 });
      expect(item).toMatchObject({ state: 'on_sale', left: 2 });
      expect(liveItem(setting({ kind, capacity: 3 }), 'Item', new Date(), { taken: 3, held: 0 })).toMatchObject({ state: 'sold_out', left: 0 });
    }
  });
});

describe('priceAt', () => {
  it('charges the early-bird price until its end, then the regular price', () => {
    const until = new Date('2027-06-15T05:00:00Z');
    const s = setting({ earlyPriceCents: 150000, earlyUntil: until });
    expect(priceAt(s, new Date(until.getTime() - 1))).toBe(150000);
    expect(priceAt(s, until)).toBe(200000);
    expect(priceAt(setting(), until)).toBe(200000);
  });
});

describe('venue time (America/Chicago)', () => {
  const chicago = 'America/Chicago';
  it('reads a wall-clock time in summer (CDT, UTC-5) and in winter (CST, UTC-6)', () => {
    expect(fromVenueLocalTime('2027-06-01T09:00', chicago)?.toISOString()).toBe('2027-06-01T14:00:00.000Z');
    expect(fromVenueLocalTime('2027-01-15T09:00', chicago)?.toISOString()).toBe('2027-01-15T15:00:00.000Z');
    expect(venueLocalTime(new Date('2027-06-01T14:00:00Z'), chicago)).toBe('2027-06-01T09:00');
    expect(venueDay(new Date('2027-06-01T04:59:00Z'), chicago)).toBe('2027-05-31');
  });
  it('refuses text that is not a date and time', () => {
    expect(fromVenueLocalTime('2027-02-30T09:00', chicago)).toBeNull();
    expect(fromVenueLocalTime('June 1', chicago)).toBeNull();
    expect(fromVenueLocalTime('2027-06-01T25:00', chicago)).toBeNull();
  });
});
