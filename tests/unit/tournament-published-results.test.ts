// The published results' rules: the standings built from the winner and the players out (ties, the
// prizes of tied places shared to the cent, each player as their listing says), a prize and a place
// in words, and the edition a results address asks for.
import { describe, expect, it } from 'vitest';
import type { Prize } from '../../src/domain/tournament/contract.ts';
import { editionAsked, placeCell, shareWords, publishedStandings, type Finisher } from '../../src/domain/tournament/published-results.ts';

const player = (registrationId: string, place: number, extra: Partial<Finisher> = {}): Finisher => ({
  registrationId,
  place,
  firstName: registrationId.toUpperCase(),
  lastName: 'Doe',
  company: `${registrationId} Co`,
  listing: 'name-and-company',
  ...extra,
});

describe('the published standings', () => {
  const prizes: Prize[] = [
    { place: 1, amountCents: 100_000, prize: null },
    { place: 2, amountCents: 50_000, prize: null },
    { place: 3, amountCents: 20_001, prize: null },
    { place: 4, amountCents: null, prize: 'Trophy' },
  ];

  it('puts the winner at place 1, then the players out; tied players share their places and their prizes', () => {
    const { place: _, ...winner } = player('a', 1);
    const rows = publishedStandings(winner, [player('b', 2), player('c', 2), player('d', 4), player('e', 5)], prizes);
    expect(rows.map((r) => [r.registrationId, r.place, r.tied, r.prize, r.amountCents])).toEqual([
      ['a', 1, false, '$1,000.00', 100_000],
      // Places 2 and 3 shared: $700.01, the odd cent to the first of the two.
      ['b', 2, true, '$350.01', 35_001],
      ['c', 2, true, '$350.00', 35_000],
      ['d', 4, false, 'Trophy', null],
      ['e', 5, false, null, null],
    ]);
  });

  it('names each player as they chose: name and company, name only, or not at all', () => {
    const { place: _, ...winner } = player('a', 1, { listing: 'name' });
    const rows = publishedStandings(winner, [player('b', 2, { listing: 'hidden' }), player('c', 3, { company: '  ' })], []);
    expect(rows.map((r) => [r.name, r.company])).toEqual([
      ['A Doe', null],
      ['A player', null],
      ['C Doe', null],
    ]);
  });
});

describe('words', () => {
  it('says a prize as its amount, its name, or both', () => {
    expect(shareWords({ amountCents: 125_000, prize: null })).toBe('$1,250.00');
    expect(shareWords({ amountCents: null, prize: 'Trophy (shared)' })).toBe('Trophy (shared)');
    expect(shareWords({ amountCents: 5_000, prize: 'Trophy' })).toBe('$50.00 + Trophy');
    expect(shareWords({ amountCents: null, prize: null })).toBeNull();
    expect(shareWords(undefined)).toBeNull();
  });

  it('says a shared place with "(tie)"', () => {
    expect(placeCell(5, true)).toBe('5 (tie)');
    expect(placeCell(1, false)).toBe('1');
  });

  it('reads the edition asked for: none, a year, or not a year', () => {
    expect(editionAsked(null)).toBeNull();
    expect(editionAsked('')).toBeNull();
    expect(editionAsked('2025')).toBe(2025);
    for (const bad of ['25', '2025a', '-2025', '20251', ' 2025']) expect(editionAsked(bad), bad).toBeUndefined();
  });
});
