// What is on sale now: the organizer's settings (state, opening and closing times,
// capacity, price with an optional early-bird step) applied at a moment with the places used.
// Pure, so the server's enforcement, the live facts and the tests share one rule.
import type { LiveItem, SaleKind, SaleState } from './live-facts.ts';
import type { Cents } from './money.ts';

export interface SalesSetting {
  id: string;
  kind: SaleKind;
  state: SaleState;
  opensAt: Date | null;
  closesAt: Date | null;
  capacity: number | null;
  priceCents: Cents;
  earlyPriceCents: Cents | null;
  earlyUntil: Date | null;
}

/**
 * Places of an item: taken (paid, comped, or an order PayPal is capturing), held (pending within
 * its hold) and offered (waiting-list offers standing, less the buyer's own: each keeps one place
 * for one person until it ends).
 */
export interface PlaceCount {
  taken: number;
  held: number;
  offered: number;
}

/**
 * The state a visitor meets at `now`: the organizer's state first (`forcedOpen` re-opens an item
 * the organizer never saved: the test suite's WOOP_OPEN_LEVELS), then the opening and closing
 * times, then the capacity against the places sold.
 */
export function effectiveState(s: SalesSetting, now: Date, used: number, forcedOpen = false): SaleState {
  const state = forcedOpen ? 'on_sale' : s.state;
  if (state !== 'on_sale') return state;
  if (s.opensAt && now.getTime() < s.opensAt.getTime()) return 'closed';
  if (s.closesAt && now.getTime() >= s.closesAt.getTime()) return 'closed';
  if (s.capacity !== null && used >= s.capacity) return 'sold_out';
  return 'on_sale';
}

/** What a registration made at `now` pays: the early-bird price until its end, then the regular price. */
export const priceAt = (s: SalesSetting, now: Date): Cents =>
  s.earlyPriceCents !== null && s.earlyUntil && now.getTime() < s.earlyUntil.getTime() ? s.earlyPriceCents : s.priceCents;

export const placesLeft = (s: SalesSetting, used: number): number | null => (s.capacity === null ? null : Math.max(0, s.capacity - used));

/** Whether an item has no place left for a buyer (whatever its state: a closed item still takes a late payment). */
export const isFull = (item: { left: number | null }): boolean => item.left === 0;

/** Fewer than `n` places left (an order of n seats cannot take them). */
export const lacksPlaces = (item: { left: number | null }, n: number): boolean => item.left !== null && item.left < n;

/**
 * The places an item has used: its sales and the waiting list's standing offers. An unpaid
 * registration keeps its price but keeps no buyer out (otherwise a few throwaway registrations,
 * renewed as they lapse, keep a capped level or room sold out for free); the first verified
 * payment takes the last place and the other holders are told. An offer is different: only the
 * server makes one, to one person in line, for a bounded time (src/domain/waiting-list/places.ts).
 */
export const placesUsed = (count: PlaceCount): number => count.taken + count.offered;

export function liveItem(s: SalesSetting, name: string, now: Date, count: PlaceCount, forcedOpen = false): LiveItem {
  const used = placesUsed(count);
  const early = s.earlyPriceCents !== null && s.earlyUntil && now.getTime() < s.earlyUntil.getTime();
  return {
    id: s.id,
    kind: s.kind,
    name,
    state: effectiveState(s, now, used, forcedOpen),
    priceCents: priceAt(s, now),
    regularPriceCents: s.priceCents,
    earlyUntil: early ? s.earlyUntil!.toISOString() : null,
    opensAt: s.opensAt?.toISOString() ?? null,
    closesAt: s.closesAt?.toISOString() ?? null,
    capacity: s.capacity,
    left: placesLeft(s, used),
  };
}

/** Whether player registration is open: at least one player level on sale (rooms and sponsor levels alone do not count). */
export const isRegistrationOpen = (items: readonly Pick<LiveItem, 'kind' | 'state'>[]): boolean =>
  items.some((i) => i.kind === 'player' && i.state === 'on_sale');

/** SPEC §5: a sold-out player level. */
export const unavailableTypeMessage = 'This registration type is currently unavailable';

/** The refusal of a hotel room no longer on sale (sold out or closed), naming it. */
export const roomUnavailableMessage = (name: string): string => `The ${name} is currently unavailable.`;

/** The refusal of a level the organizer closed (or whose sales have not opened or have ended), naming it. */
export const closedMessage = (name: string): string => `Registration for ${name} is closed.`;

/**
 * What /admin calls an item's state now, from the availability answer (`item`) and the
 * organizer's own setting: "sold out" only when no place is left (as the registration page says
 * SOLD OUT only then); an item set to sold out with places left, like the levels never put on
 * sale, is "not on sale"; an item on sale outside its times is "not yet open" or "ended".
 */
export type StateName = 'on_sale' | 'not_yet_open' | 'ended' | 'closed' | 'sold_out' | 'not_on_sale';
export function stateName(setting: SaleState, item: Pick<LiveItem, 'state' | 'opensAt' | 'left'>, now: Date): StateName {
  if (item.state === 'sold_out') return isFull(item) ? 'sold_out' : 'not_on_sale';
  if (item.state === 'on_sale' || setting === 'closed') return item.state;
  return item.opensAt && now.getTime() < Date.parse(item.opensAt) ? 'not_yet_open' : 'ended';
}
