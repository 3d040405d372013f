// The organizer's waiting list: each entry's state in words, which actions its state allows (the
// same as the transition table), the list grouped by item in line order, the answers' schemas,
// and the settings form's values as the schema reads them.
import { describe, expect, it } from 'vitest';
import {
  adminWaitingListSchema,
  byItem,
  entryState,
  entryStateWords,
  itemSummary,
  mayOffer,
  mayRemove,
  offerTimesInput,
} from '../../src/domain/waiting-list/admin-list.ts';
import type { AdminWaitingEntry } from '../../src/domain/waiting-list/contract.ts';
import { transition, type EntryStatus, type StoredEntryState } from '../../src/domain/waiting-list/entry.ts';
import { offerTimesSchema } from '../../src/domain/waiting-list/join-schema.ts';

const statuses: EntryStatus[] = ['waiting', 'offered', 'bought', 'expired', 'left'];
const now = new Date('2026-09-01T12:00:00Z');
const inAnHour = new Date(now.getTime() + 3_600_000);

const entry = (over: Partial<AdminWaitingEntry>): AdminWaitingEntry => ({
  id: 1,
  itemId: 'all-in',
  itemName: 'All In',
  name: 'Ann Lee',
  email: 'ann@example.com',
  rooms: [],
  status: 'waiting',
  offeredUntil: null,
  offeredUntilLabel: null,
  position: 1,
  joinedAt: '2026-08-01T10:00:00.000Z',
  offeredBy: null,
  ...over,
});

describe('entryStateWords', () => {
  it('names every state as the organizer reads it, an offer with its end on the venue clock', () => {
    expect(entryStateWords(entry({ status: 'waiting' }))).toBe('Waiting');
    expect(entryStateWords(entry({ status: 'offered', offeredUntilLabel: 'Tuesday, September 22, 2026, 3:30 PM CDT' }))).toBe(
      'Offered until Tuesday, September 22, 2026, 3:30 PM CDT',
    );
    expect(entryStateWords(entry({ status: 'bought' }))).toBe('Bought');
    expect(entryStateWords(entry({ status: 'expired' }))).toBe('Offer expired');
    expect(entryStateWords(entry({ status: 'left' }))).toBe('Left');
  });

  it("keeps an offer's end apart for the table (the badge, then the time), and only while offered", () => {
    expect(entryState(entry({ status: 'offered', offeredUntilLabel: 'Sep 22' }))).toEqual({ label: 'Offered', until: 'Sep 22' });
    expect(entryState(entry({ status: 'expired', offeredUntilLabel: 'Sep 22' }))).toEqual({ label: 'Offer expired', until: null });
  });
});

describe('the actions an entry offers', () => {
  it('offers a place to a waiting entry or an expired one, and removes a waiting or offered one', () => {
    expect(statuses.filter(mayOffer)).toEqual(['waiting', 'expired']);
    expect(statuses.filter(mayRemove)).toEqual(['waiting', 'offered']);
  });

  it('shows no button the transition table would refuse', () => {
    const stored = (status: EntryStatus): StoredEntryState => ({ status, offerExpiresAt: status === 'waiting' ? null : status === 'offered' ? inAnHour : now });
    for (const status of statuses.filter(mayOffer)) expect(transition(stored(status), { type: 'offer', until: inAnHour }, now, true).ok).toBe(true);
    for (const status of statuses.filter(mayRemove)) expect(transition(stored(status), { type: 'leave' }, now).ok).toBe(true);
  });
});

describe('byItem', () => {
  it('groups by item in the order the server lists them, each in line order whatever the state', () => {
    const entries = [
      entry({ id: 5, itemId: 'room-1', itemName: 'Room', joinedAt: '2026-08-03T00:00:00.000Z' }),
      entry({ id: 3, joinedAt: '2026-08-02T00:00:00.000Z', status: 'bought', position: null }),
      entry({ id: 2, joinedAt: '2026-08-02T00:00:00.000Z' }),
      entry({ id: 1, joinedAt: '2026-08-05T00:00:00.000Z' }),
    ];
    const groups = byItem(entries);
    expect(groups.map((g) => [g.itemName, g.entries.map((e) => e.id)])).toEqual([
      ['Room', [5]],
      ['All In', [2, 3, 1]],
    ]);
    expect(byItem([])).toEqual([]);
  });
});

describe('itemSummary', () => {
  it('counts the entries by state, leaving out the states nobody is in', () => {
    const list = [entry({ status: 'waiting' }), entry({ status: 'waiting' }), entry({ status: 'offered' }), entry({ status: 'expired' })];
    expect(itemSummary(list)).toBe('2 waiting · 1 offered · 1 offer expired');
  });
});

describe('adminWaitingListSchema', () => {
  it('reads the contract shape and refuses an unknown state', () => {
    const answer = { settings: { offerHours: 24, cutoffHours: 6 }, entries: [entry({ rooms: ['room-1'] })] };
    expect(adminWaitingListSchema.parse(answer)).toEqual(answer);
    expect(adminWaitingListSchema.safeParse({ ...answer, entries: [entry({ status: 'gone' as EntryStatus })] }).success).toBe(false);
  });
});

describe('offerTimesInput', () => {
  it('refuses a blank field by name instead of saving it as 0', () => {
    const blank = offerTimesSchema.safeParse(offerTimesInput({ offerHours: '24', cutoffHours: '  ' }));
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['cutoffHours', 'Cutoff must be a number of hours']]);
  });

  it('passes typed hours through, as the numbers the server saves', () => {
    expect(offerTimesSchema.parse(offerTimesInput({ offerHours: ' 12 ', cutoffHours: '0' }))).toEqual({ offerHours: 12, cutoffHours: 0 });
    expect(offerTimesSchema.safeParse(offerTimesInput({ offerHours: '1.5', cutoffHours: '6' })).error?.issues[0]?.message).toBe('Offer time must be whole hours');
  });
});
