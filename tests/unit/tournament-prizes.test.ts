// Prizes: the amounts proposed from a pool (a power curve, rounded, adding up to the pool to the
// cent: fast-check over any pool to $10M and 1 to 50 places), the refusals before a save (amounts
// that do not add up, places out of order, a place with neither or both of an amount and a named
// prize), the schema reading dollars text to cents with each error under its field, the form's
// rows, and the shares of tied finishers adding up to the places they cover (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/domain/field-errors.ts';
import type { Prize } from '../../src/domain/tournament/contract.ts';
import { editRow, prizeFields, prizeFieldsErrors, prizesBody, prizesInputSchema, proposeInto, withPlaces, type PrizeFields } from '../../src/domain/tournament/prize-input.ts';
import { prizesOfFinishers, prizesProblem, prizeWords, proposePrizes, type Finisher } from '../../src/domain/tournament/prizes.ts';

const dollars = (amounts: number[]) => amounts.map((c) => c / 100);
const sum = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0);
const money = (place: number, amountCents: number): Prize => ({ place, amountCents, prize: null });
const named = (place: number, prize: string): Prize => ({ place, amountCents: null, prize });

describe('proposePrizes', () => {
  it('follows the curve, rounded to a unit that suits the pool, the rest on first place', () => {
    expect(dollars(proposePrizes(1_000_000, 3))).toEqual([5_300, 2_800, 1_900]); // $100s
    expect(dollars(proposePrizes(50_000, 3))).toEqual([265, 140, 95]); // $5s
    expect(dollars(proposePrizes(100_000, 2))).toEqual([650, 350]); // $25s: 65/35
    expect(dollars(proposePrizes(500_000, 9))).toEqual([1_620, 870, 600, 460, 380, 320, 280, 250, 220]); // $10s
    // The pool's odd cents go to the winner.
    expect(dollars(proposePrizes(123_456, 5))).toEqual([504.56, 270, 190, 150, 120]);
    expect(proposePrizes(777_777, 1)).toEqual([777_777]);
  });

  it('takes a unit the organizer chooses', () => {
    expect(dollars(proposePrizes(1_000_000, 3, { unitCents: 100 }))).toEqual([5_241, 2_809, 1_950]);
  });

  it('splits a pool too small for dollars in cents, and pays nothing of nothing', () => {
    expect(proposePrizes(3, 3)).toEqual([1, 1, 1]);
    expect(proposePrizes(1, 4)).toEqual([1, 0, 0, 0]);
    expect(proposePrizes(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(proposePrizes(10_000, 0)).toEqual([]);
  });

  it('always adds up to the pool to the cent: whole cents, none negative, never increasing, first clearly the largest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 50 }), (pool, places) => {
        const amounts = proposePrizes(pool, places);
        expect(amounts).toHaveLength(places);
        expect(sum(amounts)).toBe(pool);
        for (const [i, a] of amounts.entries()) {
          expect(Number.isSafeInteger(a)).toBe(true);
          expect(a).toBeGreaterThanOrEqual(0);
          if (i > 0) expect(a).toBeLessThanOrEqual(amounts[i - 1]!);
        }
        // A pool of $10 a place or more: first place takes at least half again what second does.
        if (places > 1 && pool >= places * 1_000) expect(amounts[0]!).toBeGreaterThanOrEqual(1.5 * amounts[1]!);
      }),
      { numRuns: 2_000 },
    );
  });

  it('rounds every place but the first to whole dollars or more once a place gets $10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1_000, max: 20_000_000 }), (places, perPlace) => {
        const amounts = proposePrizes(places * perPlace * 10, places);
        expect(amounts.slice(1).every((a) => a % 100 === 0)).toBe(true);
      }),
    );
  });
});

describe('prizesProblem', () => {
  it('accepts amounts that add up to the pool, named prizes beside them, and no prizes at all', () => {
    expect(prizesProblem(1_000_000, [money(1, 600_000), money(2, 400_000), named(3, 'Trophy')])).toBeNull();
    expect(prizesProblem(null, [named(1, 'A seat at the WSOP')])).toBeNull();
    expect(prizesProblem(null, [])).toBeNull();
    expect(prizesProblem(0, [])).toBeNull();
  });

  it('refuses amounts that do not add up to the pool, saying both', () => {
    expect(prizesProblem(1_000_000, [money(1, 600_000), money(2, 350_000)])).toEqual({
      index: null,
      field: 'pool',
      message: 'The prizes add up to $9,500.00; the pool is $10,000.00.',
    });
    expect(prizesProblem(null, [money(1, 5_000)])?.message).toBe('Enter the pool: the prizes add up to $50.00.');
    expect(prizesProblem(1_000, [named(1, 'Trophy')])?.message).toBe('The prizes add up to $0.00; the pool is $10.00.');
  });

  it('refuses places out of order, missing or repeated, naming the prize', () => {
    expect(prizesProblem(300, [money(1, 200), money(3, 100)])).toMatchObject({ index: 1, field: 'place', message: 'Number the places from 1 to 2, each once, in order' });
    expect(prizesProblem(300, [money(1, 200), money(1, 100)])).toMatchObject({ index: 1, field: 'place' });
    expect(prizesProblem(300, [money(2, 200), money(1, 100)])).toMatchObject({ index: 0, field: 'place' });
  });

  it('wants exactly one of an amount (more than $0) or a named prize per place', () => {
    expect(prizesProblem(100, [money(1, 100), { place: 2, amountCents: null, prize: null }])).toEqual({ index: 1, field: 'amount', message: 'Enter an amount or a named prize for 2nd place' });
    expect(prizesProblem(100, [{ place: 1, amountCents: 100, prize: 'Trophy' }])).toEqual({ index: 0, field: 'prize', message: 'Give 1st place an amount or a named prize, not both' });
    expect(prizesProblem(100, [money(1, 100), money(2, 0)])).toEqual({ index: 1, field: 'amount', message: 'The amount for 2nd place must be more than $0' });
  });
});

describe('prizeWords', () => {
  it('writes whole dollars without cents, other amounts with them, a named prize as it is', () => {
    expect([money(1, 500_000), money(2, 125_050), named(3, 'Trophy')].map(prizeWords)).toEqual(['$5,000', '$1,250.50', 'Trophy']);
  });
});

describe('prizesInputSchema', () => {
  const errorsOf = (body: unknown) => {
    const result = prizesInputSchema.safeParse(body);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('reads the dollars typed to whole cents, without a float between', () => {
    const body = { prizePool: '$1,250.30', prizes: [{ place: 1, amount: '1,000.10' }, { place: 2, amount: '250.20' }, { place: 3, prize: ' Trophy ' }] };
    expect(prizesInputSchema.parse(body)).toEqual({ prizePoolCents: 125_030, prizes: [money(1, 100_010), money(2, 25_020), named(3, 'Trophy')] });
    // 0.10 + 0.20 is 0.30 in cents (in floats it is not).
    expect(prizesInputSchema.parse({ prizePool: '0.30', prizes: [{ place: 1, amount: '0.20' }, { place: 2, amount: '0.10' }] }).prizePoolCents).toBe(30);
    expect(prizesInputSchema.parse({ prizePool: '', prizes: [] })).toEqual({ prizePoolCents: null, prizes: [] });
  });

  it('names the field of each mistake', () => {
    expect(errorsOf({ prizePool: 'ten grand', prizes: [] })).toEqual({ prizePool: 'Enter the pool in dollars, for example 1,250 or 1250.00' });
    expect(errorsOf({ prizePool: '2,000,000', prizes: [] })).toEqual({ prizePool: 'The pool must be $1,000,000.00 or less' });
    expect(
      errorsOf({
        prizePool: '1000',
        prizes: [{ place: 1, amount: '12.345' }, { place: 2, amount: '', prize: '' }, { place: 3, amount: '100', prize: 'Trophy' }, { place: 4, amount: '0' }],
      }),
    ).toEqual({
      'prizes.0.amount': 'Enter the amount for 1st place in dollars, for example 1,250 or 1250.00',
      'prizes.1.amount': 'Enter an amount or a named prize for 2nd place',
      'prizes.2.prize': 'Give 3rd place an amount or a named prize, not both',
      'prizes.3.amount': 'The amount for 4th place must be more than $0',
    });
    expect(errorsOf({ prizePool: '1,000', prizes: [{ place: 1, amount: '600' }, { place: 2, amount: '300' }] })).toEqual({
      prizePool: 'The prizes add up to $900.00; the pool is $1,000.00.',
    });
    expect(errorsOf({ prizePool: '100', prizes: [{ place: 1, amount: '100' }, { place: 3, prize: 'Hat' }] })).toEqual({ 'prizes.1.place': 'Number the places from 1 to 2, each once, in order' });
    expect(errorsOf({ prizePool: 100, prizes: 'all of it' })).toEqual({ prizePool: 'Enter the pool in dollars, for example 1,250 or 1250.00', prizes: 'Enter the prizes' });
  });
});

describe('the prizes form', () => {
  const empty = prizeFields({ prizePoolCents: null, prizes: [] });
  const filled = (f: { fields: PrizeFields } | { errors: Record<string, string> }) => {
    if ('errors' in f) throw new Error(JSON.stringify(f.errors));
    return f.fields;
  };

  it('starts from the prizes saved', () => {
    expect(empty).toEqual({ prizePool: '', places: '', count: 0, rows: [] });
    expect(prizeFields({ prizePoolCents: 1_000_050, prizes: [money(1, 1_000_050), named(2, 'Trophy')] })).toEqual({
      prizePool: '10,000.50',
      places: '2',
      count: 2,
      rows: [
        { amount: '10,000.50', prize: '' },
        { amount: '', prize: 'Trophy' },
      ],
    });
  });

  it('shows as many places as are paid, and gives back what was typed when the number goes down and up again', () => {
    let f = withPlaces(empty, '3');
    expect(f.rows).toHaveLength(3);
    f = editRow(f, 2, 'prize', 'Trophy');
    f = withPlaces(withPlaces(f, '1'), '');
    expect(f.count).toBe(1);
    f = withPlaces(f, '3');
    expect(prizesBody(f).prizes).toEqual([
      { place: 1, amount: '', prize: '' },
      { place: 2, amount: '', prize: '' },
      { place: 3, amount: '', prize: 'Trophy' },
    ]);
    expect(prizeFieldsErrors(withPlaces(f, 'lots'))).toEqual({ places: 'The number of paid places must be a whole number from 0 to 100' });
  });

  it('proposes the amounts for the places without a named prize, adding up to the pool', () => {
    let f = editRow(withPlaces({ ...empty, prizePool: '10,000' }, '4'), 1, 'prize', 'A seat at the WSOP');
    f = filled(proposeInto(f));
    expect(f.rows.map((r) => r.amount || r.prize)).toEqual(['5,300', 'A seat at the WSOP', '2,800', '1,900']);
    expect(prizeFieldsErrors(f)).toBeUndefined();
    f = editRow(f, 3, 'amount', '1,500');
    expect(prizeFieldsErrors(f)).toEqual({ prizePool: 'The prizes add up to $9,600.00; the pool is $10,000.00.' });
  });

  it('says what to type before proposing', () => {
    expect(proposeInto(withPlaces(empty, '3'))).toEqual({ errors: { prizePool: 'Enter the pool in dollars, for example 1,250 or 1250.00, then propose the amounts' } });
    expect(proposeInto({ ...empty, prizePool: '500' })).toEqual({ errors: { places: 'Enter the number of paid places, then propose the amounts' } });
    expect(proposeInto(editRow(withPlaces({ ...empty, prizePool: '500' }, '1'), 0, 'prize', 'Trophy'))).toEqual({
      errors: { places: 'Every place shown has a named prize: clear one to give it an amount' },
    });
  });
});

describe('prizesOfFinishers', () => {
  it('splits the places of a tie evenly, the odd cents to the first in the standings, and shares the named prizes', () => {
    const prizes = [money(1, 500_000), money(2, 300_000), money(3, 100_001), named(4, 'Trophy')];
    const shares = prizesOfFinishers(prizes, [
      { playerId: 'w', place: 1 },
      { playerId: 'a', place: 2 },
      { playerId: 'b', place: 2 },
      { playerId: 'c', place: 4 },
      { playerId: 'd', place: 5 },
    ]);
    expect(Object.fromEntries(shares)).toEqual({
      w: { amountCents: 500_000, prize: null },
      a: { amountCents: 200_001, prize: null },
      b: { amountCents: 200_000, prize: null },
      c: { amountCents: null, prize: 'Trophy' },
      d: { amountCents: null, prize: null },
    });
  });

  it('always gives out exactly the amounts of the places each group of finishers covers', () => {
    const prizeArb = fc.oneof(fc.integer({ min: 1, max: 100_000_000 }).map((c) => ({ amountCents: c, prize: null })), fc.constant({ amountCents: null, prize: 'Trophy' }));
    fc.assert(
      fc.property(fc.array(prizeArb, { maxLength: 30 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 30 }), (kinds, groupSizes) => {
        const prizes: Prize[] = kinds.map((k, i) => ({ place: i + 1, ...k }));
        // Finishers in standings order: each group tied at the best of the places it takes.
        const finishers: Finisher[] = [];
        let place = 1;
        for (const [g, size] of groupSizes.entries()) {
          for (let k = 0; k < size; k++) finishers.push({ playerId: `g${g}p${k}`, place });
          place += size;
        }
        const shares = prizesOfFinishers(prizes, finishers);
        expect(shares.size).toBe(finishers.length);
        const amountOf = (p: number) => prizes.find((x) => x.place === p)?.amountCents ?? 0;
        let start = 1;
        for (const [g, size] of groupSizes.entries()) {
          const got = Array.from({ length: size }, (_, k) => shares.get(`g${g}p${k}`)!.amountCents ?? 0);
          const covered = sum(Array.from({ length: size }, (_, k) => amountOf(start + k)));
          expect(sum(got)).toBe(covered);
          // Even: no share more than a cent from another, the bigger ones first.
          expect(Math.max(...got) - Math.min(...got)).toBeLessThanOrEqual(1);
          expect([...got].sort((a, b) => b - a)).toEqual(got);
          start += size;
        }
      }),
    );
  });
});
