// The live facts of the sales season: what is on sale, at what price, places left.
// The database is their one source (set from /admin); the server answers them from one cached
// function (GET /api/live-facts) that static pages read. This file is the contract between the
// server that computes them and the pages that show them.

/** What a visitor can do with an item now, after the organizer's state, times and capacity. */
export type SaleState = 'on_sale' | 'closed' | 'sold_out';

export type SaleKind = 'player' | 'room' | 'sponsor';

export interface LiveItem {
  /** The level, room or sponsor level id (src/data ids: 'all-in', 'friday-room', 'table' ...). */
  id: string;
  kind: SaleKind;
  name: string;
  /** Effective now: the organizer's state, then opening/closing times, then capacity. */
  state: SaleState;
  /** What a registration made now pays for it (the early-bird price while it runs). */
  priceCents: number;
  /** The price after the early-bird step (equal to priceCents without one). */
  regularPriceCents: number;
  /** ISO time the early-bird price ends, or null. */
  earlyUntil: string | null;
  /** ISO time sales open (state 'closed' until then), or null. */
  opensAt: string | null;
  /** ISO time sales close, or null. */
  closesAt: string | null;
  /** Places in all, null for unlimited. */
  capacity: number | null;
  /** Places still free (capacity - sold, never below 0: an unpaid registration keeps nobody out), null for unlimited. */
  left: number | null;
}

export interface LiveFacts {
  items: LiveItem[];
  /** True when at least one player level is on sale (the home page's call to action). */
  registrationOpen: boolean;
  /** The most seats of a player level one registration may buy (2 or more make an order whose buyer names the players later). */
  maxSeats: number;
  /** ISO time the answer was computed. */
  generatedAt: string;
}

/** SOLD OUT (not merely unavailable): its places are all gone. The waiting list takes only these. */
export const isSoldOut = (item: Pick<LiveItem, 'state' | 'left'>): boolean => item.state === 'sold_out' && item.left === 0;
