// What the floor's phone sends: errors naming the field, and a level change from a screen that is
// behind refused (two helpers pressing Next at once move one level, not two).
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/domain/field-errors.ts';
import { applyClock, clockAt, clockNotStarted } from '../../src/domain/tournament/clock.ts';
import { clockActionInputSchema, clockMovedMessage, playersLeftInputSchema, seatInputSchema, staleClockAction } from '../../src/domain/tournament/floor-input.ts';
import { defaultStructure } from '../../src/domain/tournament/structure.ts';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (result.success ? {} : fieldErrors(result.error!));

describe('the floor input schemas', () => {
  it('take what the phone sends', () => {
    expect(clockActionInputSchema.parse({ action: 'add-minute', stepIndex: 3 })).toEqual({ action: 'add-minute', stepIndex: 3 });
    expect(seatInputSchema.parse({ table: '4', seat: 7 })).toEqual({ table: 4, seat: 7, fixed: false });
    expect(playersLeftInputSchema.parse({ playersLeft: '1,204' })).toEqual({ playersLeft: 1204 });
  });

  it('name the field of each mistake', () => {
    expect(errorsOf(clockActionInputSchema.safeParse({ action: 'rewind', stepIndex: -1 }))).toEqual({
      action: 'Choose start, pause, resume, +1 minute, -1 minute, next or previous',
      stepIndex: 'Reload the clock and try again',
    });
    expect(errorsOf(seatInputSchema.safeParse({ table: '0', seat: 'seven', fixed: 'yes' }))).toEqual({
      table: 'The table must be a whole number from 1 to 100',
      seat: 'The seat must be a whole number from 1 to 12',
      fixed: 'Choose whether the seat is fixed',
    });
    expect(errorsOf(playersLeftInputSchema.safeParse({}))).toEqual({ playersLeft: 'Enter the players left' });
  });
});

describe('staleClockAction', () => {
  const structure = defaultStructure('main-event');
  const t = Date.UTC(2026, 8, 24, 18, 0);
  const running = applyClock(structure, clockNotStarted, 'start', t);

  it('refuses a second Next pressed on a phone that still showed the old level', () => {
    const first = { action: 'next' as const, stepIndex: 0 };
    expect(staleClockAction(first, clockAt(structure, running, t + 1000))).toBeNull();
    const moved = applyClock(structure, running, 'next', t + 1000);
    expect(staleClockAction(first, clockAt(structure, moved, t + 1200))).toBe(clockMovedMessage);
    expect(staleClockAction({ action: 'previous', stepIndex: 0 }, clockAt(structure, moved, t + 1200))).toBe(clockMovedMessage);
  });

  it('lets the other actions through, whatever the phone showed', () => {
    const later = clockAt(structure, running, t + 25 * 60_000);
    for (const action of ['start', 'pause', 'resume', 'add-minute', 'remove-minute'] as const) expect(staleClockAction({ action, stepIndex: 0 }, later)).toBeNull();
  });
});
