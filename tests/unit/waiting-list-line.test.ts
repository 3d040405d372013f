// Line order, and the mailbox an entry is unique by.
import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../../src/domain/mailbox.ts';
import { byLine } from '../../src/domain/waiting-list/queue.ts';

describe('mailboxOf', () => {
  it('compares addresses as the rate limits compare mailboxes: trimmed, lower case, +tag dropped', () => {
    expect(mailboxOf('  Ann+WOOP@Example.COM ')).toBe('ann@example.com');
    expect(mailboxOf('ann@example.com')).toBe(mailboxOf('ANN+2@example.com'));
    expect(mailboxOf('a+b@c+d.example')).toBe('a@c+d.example');
  });
});

describe('byLine', () => {
  it('orders by the time joined, and a tie of the same instant by the lower id', () => {
    const at = new Date('2026-08-01T12:00:00Z');
    const entries = [
      { id: 3, joinedAt: at },
      { id: 1, joinedAt: new Date(at.getTime() + 1) },
      { id: 2, joinedAt: at },
    ];
    expect([...entries].sort(byLine).map((e) => e.id)).toEqual([2, 3, 1]);
  });
});
