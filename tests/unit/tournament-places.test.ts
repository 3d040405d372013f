// The places of the players out in one hand: the next places down, the bigger starting stack
// higher, equal stacks tied at the best place of their group, and a hand with an unknown stack all
// tied; fast-check for the rules that must hold for any hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handOutProblem, placesOfHand, type PlayerOut } from '../../src/domain/tournament/places.ts';

const out = (playerId: string, stack: number | null = null): PlayerOut => ({ playerId, stack });
const placeMap = (playersIn: number, players: PlayerOut[]) => Object.fromEntries(placesOfHand(playersIn, players).map((p) => [p.playerId, p.place]));

describe('placesOfHand', () => {
  it('gives one player out the place of the players in before the hand', () => {
    expect(placesOfHand(12, [out('a', 3000)])).toEqual([{ playerId: 'a', place: 12 }]);
    expect(placesOfHand(2, [out('a')])).toEqual([{ playerId: 'a', place: 2 }]);
  });

  it('ranks players out in one hand by their stacks at its start: the bigger stack finishes higher', () => {
    expect(placeMap(10, [out('small', 1000), out('big', 5000), out('middle', 2500)])).toEqual({ big: 8, middle: 9, small: 10 });
  });

  it('ties equal stacks at the best place of their group, and the next stack takes the place after the group', () => {
    expect(placeMap(10, [out('a', 2000), out('b', 2000), out('c', 1000), out('d', 9000)])).toEqual({ d: 7, a: 8, b: 8, c: 10 });
  });

  it('ties the whole hand when any of its stacks is unknown (the site cannot rank it)', () => {
    expect(placeMap(10, [out('a', 2000), out('b'), out('c', 1000)])).toEqual({ a: 8, b: 8, c: 8 });
  });

  it('refuses to put out every player left: someone wins the pot', () => {
    expect(() => placesOfHand(3, [out('a'), out('b'), out('c')])).toThrow('Someone wins the pot: 3 players are left, so at most 2 can go out in one hand.');
    expect(() => placesOfHand(1, [out('a')])).toThrow('The tournament is won: one player is left.');
  });
});

describe('handOutProblem', () => {
  it('names what is wrong, or nothing', () => {
    expect(handOutProblem(5, 0)).toBe('Choose the players out');
    expect(handOutProblem(2, 2)).toBe('Someone wins the pot: 2 players are left, so at most 1 can go out in one hand.');
    expect(handOutProblem(1, 1)).toBe('The tournament is won: one player is left.');
    expect(handOutProblem(2, 1)).toBeNull();
    expect(handOutProblem(9, 8)).toBeNull();
  });
});

describe('places of a hand (fast-check)', () => {
  // A hand: the players in before it, and 1 to (in - 1) players out with stacks from a small range (so ties happen) or unknown.
  const hand = fc.integer({ min: 2, max: 60 }).chain((playersIn) =>
    fc.record({
      playersIn: fc.constant(playersIn),
      stacks: fc.array(fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 8 }), { minLength: 1, maxLength: Math.min(10, playersIn - 1) }),
    }),
  );
  const playersOf = (stacks: (number | null)[]) => stacks.map((stack, i) => out(`p${i}`, stack));

  it('cover the places P down to P-k+1 exactly: each group of ties at its best place, the next group after it', () => {
    fc.assert(
      fc.property(hand, ({ playersIn, stacks }) => {
        const places = placesOfHand(playersIn, playersOf(stacks)).map((p) => p.place).sort((a, b) => a - b);
        const best = playersIn - stacks.length + 1;
        expect(places[0]).toBe(best);
        places.forEach((place, i) => {
          // A new group starts at the place its position says; a tie repeats the group's best place.
          if (i > 0 && place !== places[i - 1]) expect(place).toBe(best + i);
          if (i > 0 && place === places[i - 1]) expect(place).toBeLessThan(best + i);
        });
        expect(places.every((p) => p >= best && p <= playersIn)).toBe(true);
      }),
    );
  });

  it('never places a bigger stack worse, ties equal stacks, and ties the whole hand when a stack is unknown', () => {
    fc.assert(
      fc.property(hand, ({ playersIn, stacks }) => {
        const places = placesOfHand(playersIn, playersOf(stacks));
        const unknown = stacks.includes(null);
        places.forEach((a, i) =>
          places.forEach((b, j) => {
            if (unknown || stacks[i] === stacks[j]) expect(a.place).toBe(b.place);
            else if (stacks[i]! > stacks[j]!) expect(a.place).toBeLessThan(b.place);
          }),
        );
      }),
    );
  });

  it('does not depend on the order the floor listed the players in', () => {
    fc.assert(
      fc.property(
        hand.chain((h) => fc.record({ h: fc.constant(h), order: fc.shuffledSubarray(playersOf(h.stacks), { minLength: h.stacks.length, maxLength: h.stacks.length }) })),
        ({ h, order }) => {
          expect(placeMap(h.playersIn, order)).toEqual(placeMap(h.playersIn, playersOf(h.stacks)));
        },
      ),
    );
  });

  it('refuses exactly the hands that leave nobody in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (playersIn, k) => {
        const players = Array.from({ length: k }, (_, i) => out(`p${i}`));
        if (k < playersIn) expect(placesOfHand(playersIn, players)).toHaveLength(k);
        else expect(() => placesOfHand(playersIn, players)).toThrow(RangeError);
      }),
    );
  });
});
