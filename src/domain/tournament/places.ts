// The finishing places of the players out in one hand (TDA): with P players in before the hand and
// k of them out, they take places P down to P-k+1. The one who started the hand with the bigger
// stack finishes higher; players whose stacks were equal tie, and each is recorded at the best place
// of their group (the prizes of the places they cover are split between them). When the floor did
// not give every stack of the hand, the site cannot rank them: all of that hand tie. Pure: the
// server counts the players in and writes the places under the tournament's lock
// (netlify/lib/night/eliminations.ts).

export interface PlayerOut {
  playerId: string;
  /** Their stack at the start of the hand; null when the floor did not give it. */
  stack: number | null;
}

export interface PlaceOut {
  playerId: string;
  place: number;
}

const playersWord = (n: number) => (n === 1 ? 'one player is' : `${n} players are`);

/**
 * Why `out` players cannot go out in one hand with `playersIn` in: someone wins the pot, so at least
 * one stays (and once one is left the tournament is won). Null when they can.
 */
export function handOutProblem(playersIn: number, out: number): string | null {
  if (out < 1) return 'Choose the players out';
  if (playersIn <= 1) return 'The tournament is won: one player is left.';
  if (out >= playersIn) return `Someone wins the pot: ${playersWord(playersIn)} left, so at most ${playersIn - 1} can go out in one hand.`;
  return null;
}

/** The places of the players out in one hand, in the order given (throws on a hand handOutProblem refuses). */
export function placesOfHand(playersIn: number, out: readonly PlayerOut[]): PlaceOut[] {
  const problem = handOutProblem(playersIn, out.length);
  if (problem) throw new RangeError(problem);
  const best = playersIn - out.length + 1;
  const stacks = out.map((p) => p.stack);
  if (stacks.some((s) => s === null)) return out.map((p) => ({ playerId: p.playerId, place: best }));
  // Competition ranking: a player's place is the best of the hand plus how many started it with more chips.
  return out.map((p) => ({ playerId: p.playerId, place: best + stacks.filter((s) => s! > p.stack!).length }));
}

/** Whether `place` is shared: players out in one hand who tie are all recorded at it. */
export const isTied = (place: number, places: readonly number[]): boolean => places.filter((p) => p === place).length > 1;
