// A waiting-list entry's states and transitions, and expiry as a function of stored state and time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryStateAt, offerLapsed, offerStands, transition, type EntryEvent, type EntryStatus, type StoredEntryState } from '../../src/domain/waiting-list/entry.ts';

const now = new Date('2026-09-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const waiting: StoredEntryState = { status: 'waiting', offerExpiresAt: null };
const offered = (until: Date): StoredEntryState => ({ status: 'offered', offerExpiresAt: until });

describe('entryStateAt', () => {
  it('shows an offer as standing until its end and expired from its end on, without any job having run', () => {
    const s = offered(later(1000));
    expect(entryStateAt(s, now)).toEqual({ status: 'offered', until: later(1000) });
    expect(entryStateAt(s, later(999)).status).toBe('offered');
    expect(entryStateAt(s, later(1000)).status).toBe('expired');
    expect(offerStands(s, now)).toBe(true);
    expect(offerLapsed(s, later(1000))).toBe(true);
    expect(offerLapsed({ status: 'expired', offerExpiresAt: later(1000) }, later(5000))).toBe(false);
  });

  it('keeps the other states as stored', () => {
    for (const status of ['waiting', 'bought', 'expired', 'left'] as const) expect(entryStateAt({ status, offerExpiresAt: null }, now)).toEqual({ status });
  });
});

describe('transition', () => {
  it('offers a waiting entry until a later time, and refuses an offer ending before it is made', () => {
    expect(transition(waiting, { type: 'offer', until: later(60_000) }, now)).toEqual({ ok: true, next: offered(later(60_000)) });
    expect(transition(waiting, { type: 'offer', until: now }, now)).toEqual({ ok: false, reason: 'offer_in_past' });
  });

  it('lets the person offered a place buy it while the offer stands, not after', () => {
    expect(transition(offered(later(1000)), { type: 'buy' }, now)).toMatchObject({ ok: true, next: { status: 'bought' } });
    expect(transition(offered(later(1000)), { type: 'buy' }, later(1000))).toEqual({ ok: false, reason: 'offer_not_standing' });
  });

  it('expires only a lapsed offer', () => {
    expect(transition(offered(later(1000)), { type: 'expire' }, now)).toEqual({ ok: false, reason: 'not_due' });
    expect(transition(offered(later(1000)), { type: 'expire' }, later(1000))).toMatchObject({ ok: true, next: { status: 'expired' } });
    expect(transition(waiting, { type: 'expire' }, now)).toEqual({ ok: false, reason: 'not_due' });
  });

  it('re-offers an expired entry only by the organizer\'s hand', () => {
    const expired: StoredEntryState = { status: 'expired', offerExpiresAt: now };
    expect(transition(expired, { type: 'offer', until: later(1000) }, now)).toEqual({ ok: false, reason: 'not_waiting' });
    expect(transition(expired, { type: 'offer', until: later(1000) }, now, true)).toMatchObject({ ok: true, next: { status: 'offered' } });
    expect(transition(offered(later(1000)), { type: 'offer', until: later(2000) }, now, true)).toEqual({ ok: false, reason: 'not_waiting' });
  });

  it('lets a waiting or offered person leave', () => {
    expect(transition(waiting, { type: 'leave' }, now)).toMatchObject({ ok: true, next: { status: 'left' } });
    expect(transition(offered(later(1000)), { type: 'leave' }, now)).toMatchObject({ ok: true, next: { status: 'left' } });
  });

  const statuses: EntryStatus[] = ['waiting', 'offered', 'bought', 'expired', 'left'];
  const stored = fc.record({
    status: fc.constantFrom(...statuses),
    offerExpiresAt: fc.option(fc.integer({ min: -1e7, max: 1e7 }).map(later), { nil: null }),
  });
  const event: fc.Arbitrary<EntryEvent> = fc.oneof(
    fc.integer({ min: -1e7, max: 1e7 }).map((ms) => ({ type: 'offer' as const, until: later(ms) })),
    fc.constantFrom<EntryEvent>({ type: 'buy' }, { type: 'expire' }, { type: 'leave' }),
  );

  it('never moves a bought or left entry (a repeated message or a second run changes nothing)', () => {
    fc.assert(
      fc.property(stored, event, fc.boolean(), (s, e, manual) => {
        if (s.status !== 'bought' && s.status !== 'left') return;
        expect(transition(s, e, now, manual)).toEqual({ ok: false, reason: 'already_done' });
      }),
    );
  });

  it('only produces a standing offer from an offer event, and every accepted event is one the table names', () => {
    fc.assert(
      fc.property(stored, event, fc.boolean(), (s, e, manual) => {
        const r = transition(s, e, now, manual);
        if (!r.ok) return;
        const after = entryStateAt(r.next, now).status;
        const expected = { offer: 'offered', buy: 'bought', expire: 'expired', leave: 'left' }[e.type];
        expect(after).toBe(expected);
      }),
    );
  });

  it('runs expiry once: expiring an expired entry again is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), (ms) => {
        const first = transition(offered(later(ms)), { type: 'expire' }, later(ms));
        expect(first.ok).toBe(true);
        if (first.ok) expect(transition(first.next, { type: 'expire' }, later(ms)).ok).toBe(false);
      }),
    );
  });
});
