// The join form's checks: each refusal names its field; only a sold-out item can be waited for.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/domain/field-errors.ts';
import { joinMessages, joinWaitingListSchema, offerTimesSchema, type WaitableItem } from '../../src/domain/waiting-list/join-schema.ts';

const items: WaitableItem[] = [
  { id: 'all-in', kind: 'player', soldOut: true },
  { id: 'just-party', kind: 'player', soldOut: false },
  { id: 'friday-room', kind: 'room', soldOut: false },
  { id: 'saturday-room', kind: 'room', soldOut: true },
  { id: 'table', kind: 'sponsor', soldOut: true },
];
const schema = joinWaitingListSchema(items);
const valid = { name: 'Ann Oil', email: 'ann@example.com', itemId: 'all-in' };
const errors = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('joinWaitingListSchema', () => {
  it('accepts a sold-out level with rooms wanted, trimming and ordering them once', () => {
    expect(schema.parse({ ...valid, name: ' Ann Oil ', rooms: ['saturday-room', 'friday-room', 'friday-room'] })).toEqual({
      ...valid,
      rooms: ['friday-room', 'saturday-room'],
    });
    expect(schema.parse({ ...valid, itemId: 'table' }).rooms).toEqual([]);
  });

  it('names the missing name, the malformed e-mail and the missing item', () => {
    expect(errors({ name: ' ', email: 'ann@', itemId: '' })).toEqual({
      name: joinMessages.name,
      email: 'Please enter a valid email address',
      itemId: joinMessages.item,
    });
    expect(errors({})).toMatchObject({ name: joinMessages.name, email: 'Please enter a valid email address', itemId: joinMessages.item });
  });

  it('refuses an item that is not sold out (the visitor can register now) or that the site does not sell', () => {
    expect(errors({ ...valid, itemId: 'just-party' })).toEqual({ itemId: joinMessages.notSoldOut });
    expect(errors({ ...valid, itemId: 'nothing' })).toEqual({ itemId: joinMessages.unknownItem });
  });

  it('takes rooms only with a player level, and only rooms', () => {
    expect(errors({ ...valid, itemId: 'table', rooms: ['friday-room'] })).toEqual({ rooms: joinMessages.rooms });
    expect(errors({ ...valid, rooms: ['table'] })).toEqual({ rooms: joinMessages.unknownRoom });
  });

  it('refuses line breaks in the name (it goes into e-mails)', () => {
    expect(errors({ ...valid, name: 'Ann\r\nBcc: x@example.com' })).toHaveProperty('name');
  });
});

describe('offerTimesSchema', () => {
  it('takes whole hours within bounds, and names the field it refuses', () => {
    expect(offerTimesSchema.parse({ offerHours: '24', cutoffHours: '6' })).toEqual({ offerHours: 24, cutoffHours: 6 });
    const r = offerTimesSchema.safeParse({ offerHours: 0, cutoffHours: 1.5 });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ offerHours: 'Offer time must be at least 1 hour', cutoffHours: 'Cutoff must be whole hours' });
  });
});
