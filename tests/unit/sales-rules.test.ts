// The sales rules: the state a visitor meets, the price at a moment, and the venue's
// wall clock (America/Chicago, daylight saving included) the organizer types times in.
import { describe, expect, it } from 'vitest';
import { effectiveState, isRegistrationOpen, liveItem, placesLeft, priceAt, stateName, type SalesSetting, type StateName } from '../../src/domain/sales.ts';
import { stateWords } from '../../src/domain/sales-admin.ts';
import { isFromAnotherEdition } from '../../src/domain/promo-codes.ts';
import { fromVenueLocalTime, venueDay, venueLocalTime, zoneName } from '../../src/domain/venue-time.ts';

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
      const item = liveItem(setting({ kind, capacity: 3 }), 'Item', new Date(), { taken: 1, held: 5, offered: 0 });
      expect(item).toMatchObject({ state: 'on_sale', left: 2 });
      // A standing waiting-list offer keeps its place, as a sale does.
      expect(liveItem(setting({ kind, capacity: 3 }), 'Item', new Date(), { taken: 1, held: 5, offered: 2 })).toMatchObject({ state: 'sold_out', left: 0 });
      expect(liveItem(setting({ kind, capacity: 3 }), 'Item', new Date(), { taken: 3, held: 0, offered: 0 })).toMatchObject({ state: 'sold_out', left: 0 });
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

describe("stateName and stateWords: what /admin calls a level's state", () => {
  const now = new Date('2027-06-01T14:00:00Z');
  const name = (s: Partial<SalesSetting>, used = 0) => stateName(setting(s).state, liveItem(setting(s), 'All In', now, { taken: used, held: 0, offered: 0 }), now);

  it('calls a level never put on sale (set sold out, places left, unlimited) "Not on sale", and sold out only when no place is left', () => {
    expect(name({ state: 'sold_out' })).toBe('not_on_sale');
    expect(name({ state: 'sold_out', capacity: 10 }, 3)).toBe('not_on_sale');
    expect(name({ state: 'sold_out', capacity: 10 }, 10)).toBe('sold_out');
    expect(name({ capacity: 2 }, 2)).toBe('sold_out');
    expect(name({})).toBe('on_sale');
    expect(name({ state: 'closed' })).toBe('closed');
    expect(name({ state: 'closed', opensAt: new Date('2027-07-01T14:00:00Z') })).toBe('closed');
    expect(name({ opensAt: new Date('2027-07-01T14:00:00Z') })).toBe('not_yet_open');
    expect(name({ closesAt: new Date('2027-05-01T14:00:00Z') })).toBe('ended');
  });

  it('puts the opening and closing time into the words', () => {
    const words = (stateName: StateName, state: 'on_sale' | 'closed' | 'sold_out' = 'on_sale') =>
      stateWords({ stateName, state, opensAt: '2027-07-01T09:00', closesAt: '2027-05-01T09:00' });
    expect(words('not_on_sale', 'sold_out')).toBe('Not on sale');
    expect(words('not_yet_open')).toBe('Not yet open: opens 2027-07-01 09:00');
    expect(words('ended')).toBe('Ended: closed 2027-05-01 09:00');
    expect(words('sold_out')).toBe('Sold out (capacity reached)');
    expect(words('sold_out', 'sold_out')).toBe('Sold out');
    expect(words('on_sale')).toBe('On sale');
    expect(words('closed', 'closed')).toBe('Closed');
  });
});

describe("isFromAnotherEdition: what \"Disable last edition's codes\" ends", () => {
  it('takes codes made for another year and those from before codes kept their edition, never the current edition\'s', () => {
    expect(isFromAnotherEdition({ editionYear: 2026 }, 2027)).toBe(true);
    expect(isFromAnotherEdition({ editionYear: null }, 2027)).toBe(true);
    expect(isFromAnotherEdition({ editionYear: 2027 }, 2027)).toBe(false);
  });
});

describe('the venue zone in words', () => {
  it("names the zone as the time fields' hints say it", () => {
    expect(zoneName('America/Chicago')).toBe('Central Time');
    expect(zoneName('America/New_York')).toBe('Eastern Time');
  });
});
