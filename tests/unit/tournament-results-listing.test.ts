// How a player appears in the published results and how their personal page words their place.
import { describe, expect, it } from 'vitest';
import { placeWords, yourResultWords } from '../../src/domain/tournament/player-result.ts';
import { defaultResultsListing, listedAs, resultsListingLabels, resultsListingOf, resultsListings } from '../../src/domain/tournament/results-listing.ts';
import { registrationSchema } from '../../src/domain/schemas.ts';

describe('placeWords', () => {
  it('writes English ordinals, 11th to 13th included, and a shared place as tied', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((p) => placeWords(p, false))).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th',
    ]);
    expect(placeWords(5, true)).toBe('tied 5th');
  });
});

describe('yourResultWords', () => {
  it('names the tournament, the place and the prize', () => {
    expect(yourResultWords({ tournament: 'Main Event', place: 3, tied: false, prize: '$1,250.00' })).toBe('Main Event: 3rd place — $1,250.00');
    expect(yourResultWords({ tournament: 'Second Chance Tournament', place: 5, tied: true, prize: 'A WSOP seat' })).toBe('Second Chance Tournament: tied 5th place — A WSOP seat');
    expect(yourResultWords({ tournament: 'Main Event', place: 21, tied: false, prize: null })).toBe('Main Event: 21st place');
  });
});

describe('the results listing', () => {
  const player = { firstName: 'Rhonda', lastName: 'Results', company: ' Sabine Pipe ' };

  it('shows name and company, the name only, or neither, as the player chose', () => {
    expect(listedAs('name-and-company', player)).toEqual({ name: 'Rhonda Results', company: 'Sabine Pipe' });
    expect(listedAs('name-and-company', { ...player, company: '  ' })).toEqual({ name: 'Rhonda Results', company: null });
    expect(listedAs('name', player)).toEqual({ name: 'Rhonda Results', company: null });
    expect(listedAs('hidden', player)).toEqual({ name: 'A player', company: null });
  });

  it('has words for every choice, and reads a form entry back as a choice or the default', () => {
    expect(Object.keys(resultsListingLabels)).toEqual([...resultsListings]);
    expect(resultsListingOf('hidden')).toBe('hidden');
    for (const other of [null, '', 'initials', '__proto__']) expect(resultsListingOf(other)).toBe(defaultResultsListing);
  });

  it('is optional in the registration payload, name and company by default', () => {
    const payload = { registrationType: 'all-in', firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '3375550100' };
    expect(registrationSchema.parse(payload).resultsListing).toBe('name-and-company');
    expect(registrationSchema.parse({ ...payload, resultsListing: 'name' }).resultsListing).toBe('name');
    expect(registrationSchema.safeParse({ ...payload, resultsListing: 'initials' }).success).toBe(false);
  });
});
