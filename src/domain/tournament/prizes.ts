// A tournament's prizes: what each place wins (an amount in integer cents or a named prize), the
// amounts proposed from a pool, the check before they are saved, and what each finisher takes home. Players out in the same hand who tie share the place (they are
// recorded at the best of the places they take, src/domain/tournament/places.ts) and share the prizes
// of all those places: the amounts split evenly, a cent left over to each of the first in the
// standings' order, so the shares always add up to the places' amounts; named prizes are listed for
// the group to share.
import { formatDollars, formatPrice, formatUsd, type Cents } from '../money.ts';
import { ordinal } from '../ordinal.ts';
import type { Prize } from './contract.ts';

export interface Finisher {
  playerId: string;
  /** As recorded: tied players share the best place of their group. */
  place: number;
}

export interface PrizeShare {
  amountCents: number | null;
  /** The named prizes of the places they share ("Trophy"; "Trophy (shared)" in a tie). */
  prize: string | null;
}

/** Each finisher's prize, by player id, for finishers in standings order (best place first). */
export function prizesOfFinishers(prizes: readonly Prize[], finishers: readonly Finisher[]): Map<string, PrizeShare> {
  const byPlace = new Map(prizes.map((p) => [p.place, p]));
  const shares = new Map<string, PrizeShare>();
  const groups = new Map<number, Finisher[]>();
  for (const f of finishers) groups.set(f.place, [...(groups.get(f.place) ?? []), f]);
  for (const [place, group] of groups) {
    const places = group.map((_, i) => byPlace.get(place + i)).filter((p): p is Prize => p !== undefined);
    const amounts = places.filter((p) => p.amountCents !== null).map((p) => p.amountCents!);
    const total = amounts.reduce((a, b) => a + b, 0);
    const named = places.filter((p) => p.prize !== null).map((p) => p.prize!);
    const prize = named.length === 0 ? null : group.length > 1 ? `${named.join(', ')} (shared)` : named.join(', ');
    group.forEach((f, i) => {
      const amountCents = amounts.length === 0 ? null : Math.floor(total / group.length) + (i < total % group.length ? 1 : 0);
      shares.set(f.playerId, { amountCents, prize });
    });
  }
  return shares;
}

// The amounts a helper proposes from a pool: a power curve, place p weighing 1/p^0.9, close to the
// payout tables card rooms print: 65/35 of two places, about 52/28/20 of three, 32/17/12% to the
// top three of nine, a quarter of the pool to the winner of twenty; first place always clearly the
// largest (about 1.9 times second).
// Each place below the first is rounded to the nearest of $100, $50, $25, $10, $5 or $1, the
// largest no more than a tenth of the smallest prize (rounding moves no prize by more than 5%; a
// cent when a pool is too small even for dollars), and first place takes what is left, so the
// amounts add up to the pool to the cent.
const curveExponent = 0.9;
const roundingUnits: readonly Cents[] = [10_000, 5_000, 2_500, 1_000, 500, 100];

/** The most places an organizer can pay (a tournament of ten full tables). */
export const maxPaidPlaces = 100;

/** The proposed amounts in cents, first place first: they add up to `poolCents` exactly and never increase. */
export function proposePrizes(poolCents: Cents, paidPlaces: number, options: { unitCents?: Cents } = {}): Cents[] {
  if (!Number.isSafeInteger(poolCents) || poolCents < 0) throw new RangeError(`A pool is whole cents, 0 or more: ${poolCents}`);
  if (!Number.isSafeInteger(paidPlaces) || paidPlaces < 1) return [];
  const weights = Array.from({ length: paidPlaces }, (_, i) => (i + 1) ** -curveExponent);
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (poolCents * w) / total);
  const unit = options.unitCents ?? roundingUnits.find((u) => u * 10 <= shares.at(-1)!) ?? 1;
  const rounded = (round: (x: number) => number) => shares.slice(1).map((s) => round(s / unit) * unit);
  const sum = (amounts: readonly Cents[]) => amounts.reduce((a, b) => a + b, 0);
  let rest = rounded(Math.round);
  // Rounding up to the nearest may leave first place below second in a pool of a few cents: down then.
  if (poolCents - sum(rest) < (rest[0] ?? 0)) rest = rounded(Math.floor);
  return [poolCents - sum(rest), ...rest];
}

/** What is wrong with a list of prizes: the prize it is about (its index) and field, or the pool (index null). */
export interface PrizesProblem {
  index: number | null;
  field: 'place' | 'amount' | 'prize' | 'pool';
  message: string;
}

/** What is wrong with one place's prize: exactly one of an amount (more than $0) or a named prize. */
export function placeProblem(prize: Prize): { field: 'amount' | 'prize'; message: string } | null {
  const place = ordinal(prize.place);
  if (prize.amountCents === null && prize.prize === null) return { field: 'amount', message: `Enter an amount or a named prize for ${place} place` };
  if (prize.amountCents !== null && prize.prize !== null) return { field: 'prize', message: `Give ${place} place an amount or a named prize, not both` };
  if (prize.amountCents !== null && !(Number.isSafeInteger(prize.amountCents) && prize.amountCents > 0)) return { field: 'amount', message: `The amount for ${place} place must be more than $0` };
  return null;
}

/**
 * The refusal for a list of prizes, or null when it may be saved: places 1 to n in order, each
 * once; each place an amount or a named prize; the amounts adding up to the pool (no pool: none).
 */
export function prizesProblem(poolCents: Cents | null, prizes: readonly Prize[]): PrizesProblem | null {
  for (const [index, prize] of prizes.entries()) {
    if (prize.place !== index + 1) return { index, field: 'place', message: `Number the places from 1 to ${prizes.length}, each once, in order` };
    const problem = placeProblem(prize);
    if (problem) return { index, ...problem };
  }
  const total = prizes.reduce((sum, p) => sum + (p.amountCents ?? 0), 0);
  if (poolCents === null && total > 0) return { index: null, field: 'pool', message: `Enter the pool: the prizes add up to ${formatUsd(total)}.` };
  if (poolCents !== null && total !== poolCents) return { index: null, field: 'pool', message: `The prizes add up to ${formatUsd(total)}; the pool is ${formatUsd(poolCents)}.` };
  return null;
}

/** A prize as every screen writes it: "$5,000", "$1,250.50", or the named prize ("Trophy"). */
export const prizeWords = (prize: Prize): string => (prize.amountCents === null ? (prize.prize ?? '') : `$${formatDollars(prize.amountCents)}`);
