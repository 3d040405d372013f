// Who is offered freed places: first in line, one offer per address and item.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../../src/domain/mailbox.ts';
import { nextOffers, positionInLine, type QueuedEntry } from '../../src/domain/waiting-list/queue.ts';

const now = new Date('2026-09-01T12:00:00Z');
const entry = (id: number, overrides: Partial<QueuedEntry> = {}): QueuedEntry => ({
  id,
  itemId: 'all-in',
  address: `p${id}@example.com`,
  joinedAt: new Date(now.getTime() - 1e6 + id * 1000),
  status: 'waiting',
  offerExpiresAt: null,
  ...overrides,
});

describe('mailboxOf', () => {
  it('compares addresses as the rate limits compare mailboxes: trimmed, lower case, +tag dropped', () => {
    expect(mailboxOf('  Ann+WOOP@Example.COM ')).toBe('ann@example.com');
    expect(mailboxOf('ann@example.com')).toBe(mailboxOf('ANN+2@example.com'));
    expect(mailboxOf('a+b@c+d.example')).toBe('a@c+d.example');
  });
});

describe('nextOffers', () => {
  it('gives 10 freed places to the first 10 of 30 waiting, in line order', () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(i + 1));
    const shuffled = [...entries].reverse();
    expect(nextOffers(shuffled, 'all-in', 10, now).map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('skips entries not waiting, other items, and an address that already has a standing offer', () => {
    const entries = [
      entry(1, { status: 'offered', offerExpiresAt: new Date(now.getTime() + 1000), address: 'same@example.com' }),
      entry(2, { address: 'same@example.com', itemId: 'all-in' }),
      entry(3, { itemId: 'friday-room' }),
      entry(4, { status: 'left' }),
      entry(5, { status: 'expired', offerExpiresAt: now }),
      entry(6),
    ];
    expect(nextOffers(entries, 'all-in', 5, now).map((e) => e.id)).toEqual([6]);
  });

  it('breaks a tie of the same instant by the lower id, and offers nothing for no free place', () => {
    const at = new Date(now.getTime() - 5000);
    expect(nextOffers([entry(9, { joinedAt: at }), entry(7, { joinedAt: at })], 'all-in', 1, now).map((e) => e.id)).toEqual([7]);
    expect(nextOffers([entry(1)], 'all-in', 0, now)).toEqual([]);
  });

  it('for any line and free places: at most that many, all waiting, one per address, and no one waiting ahead is passed over', () => {
    const arb = fc.array(
      fc.record({
        address: fc.constantFrom('a@x', 'b@x', 'c@x', 'd@x', 'e@x', 'f@x'),
        itemId: fc.constantFrom('all-in', 'table'),
        joined: fc.integer({ min: 0, max: 20 }),
        status: fc.constantFrom('waiting', 'waiting', 'offered', 'expired', 'left', 'bought'),
        ends: fc.integer({ min: -5, max: 5 }),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 8 }), (rows, free) => {
        const entries = rows.map((r, i) =>
          entry(i + 1, { address: r.address, itemId: r.itemId, joinedAt: new Date(r.joined * 1000), status: r.status, offerExpiresAt: r.status === 'offered' ? new Date(now.getTime() + r.ends * 1000) : null }),
        );
        const chosen = nextOffers(entries, 'all-in', free, now);
        expect(chosen.length).toBeLessThanOrEqual(free);
        expect(new Set(chosen.map((e) => e.address)).size).toBe(chosen.length);
        const standing = new Set(entries.filter((e) => e.itemId === 'all-in' && e.status === 'offered' && e.offerExpiresAt!.getTime() > now.getTime()).map((e) => e.address));
        for (const e of chosen) {
          expect(e.itemId).toBe('all-in');
          expect(e.status).toBe('waiting');
          expect(standing.has(e.address)).toBe(false);
        }
        // Whoever waits for the item with a fresh address and is not chosen stands behind every chosen one (or all places went).
        const chosenIds = new Set(chosen.map((e) => e.id));
        const addresses = new Set([...standing, ...chosen.map((e) => e.address)]);
        for (const e of entries) {
          if (e.itemId !== 'all-in' || e.status !== 'waiting' || chosenIds.has(e.id) || addresses.has(e.address)) continue;
          expect(chosen.length).toBe(free);
        }
      }),
    );
  });
});

describe('positionInLine', () => {
  it('counts the waiting entries of the item ahead of it, itself included; null once not waiting', () => {
    const entries = [entry(1), entry(2, { status: 'left' }), entry(3, { itemId: 'table' }), entry(4)];
    expect(positionInLine(entries, 1, now)).toBe(1);
    expect(positionInLine(entries, 4, now)).toBe(2);
    expect(positionInLine(entries, 3, now)).toBe(1);
    expect(positionInLine(entries, 2, now)).toBeNull();
    expect(positionInLine(entries, 99, now)).toBeNull();
  });
});
