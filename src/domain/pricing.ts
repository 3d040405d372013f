import type { Cents } from './money.ts';

/**
 * A promo discount. 'off' takes cents off the level price; 'percent' takes a percentage of it
 * (rounded to the cent); 'fixed' sets the level price
 * (just1 makes it $1.00). Either way it never goes below zero and rooms are always charged:
 * this is how SPEC §9's karl0 ("total becomes the room additions only") and just1 ("1 plus
 * room additions") lines are settled.
 */
export type Discount = { kind: 'off'; cents: Cents } | { kind: 'fixed'; cents: Cents } | { kind: 'percent'; percent: number };

export const noDiscount: Discount = { kind: 'off', cents: 0 };

export function discountedLevelPrice(levelCents: Cents, discount: Discount): Cents {
  const price =
    discount.kind === 'fixed'
      ? Math.min(discount.cents, levelCents)
      : discount.kind === 'percent'
        ? levelCents - Math.round((levelCents * discount.percent) / 100)
        : levelCents - discount.cents;
  return Math.max(0, price);
}

export interface PriceBreakdown {
  levelCents: Cents;
  roomsCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
}

export function computeTotal(levelCents: Cents, roomCents: readonly Cents[], discount: Discount = noDiscount): PriceBreakdown {
  const roomsCents = roomCents.reduce((sum, c) => sum + c, 0);
  const discounted = discountedLevelPrice(levelCents, discount);
  return {
    levelCents,
    roomsCents,
    discountCents: levelCents - discounted,
    totalCents: discounted + roomsCents,
  };
}
