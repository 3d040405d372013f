// The registration screen's live facts, as the organizer set them: what is on sale now and at what
// price, from GET /api/live-facts (cached by the CDN, purged when the organizer saves). The page is
// prebuilt with src/data's starting values; until the answer comes the prices and badges keep their
// space but are not shown (no wrong state flashes, nothing moves), and if it never comes the
// prebuilt values stay (the server refuses anything not on sale anyway).
import { useEffect, useState } from 'react';
import { fetchLiveFacts } from '../../api/live-facts.ts';
import type { RegistrationLevel, RoomAddition } from '../../data/levels.ts';
import { earlyBirdNote } from '../../domain/early-bird.ts';
import { isSoldOut, type LiveFacts, type LiveItem } from '../../domain/live-facts.ts';
import { keptBadge } from '../../domain/waiting-list/offer-form.ts';
import { waitingItems, type WaitingItem } from '../../domain/waiting-list/waitable.ts';

export type LiveState = { kind: 'pending' } | { kind: 'ready'; facts: LiveFacts } | { kind: 'off' };

export function useLiveFacts(enabled: boolean): LiveState {
  const [state, setState] = useState<LiveState>(enabled ? { kind: 'pending' } : { kind: 'off' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchLiveFacts()
      .then((facts) => live && setState(facts ? { kind: 'ready', facts } : { kind: 'off' }))
      .catch(() => live && setState({ kind: 'off' }));
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

/**
 * An item's badge: on sale, ON SALE or the places left ("2 LEFT"); not on sale, SOLD OUT once its
 * places are gone, else UNAVAILABLE (SPEC). Every badge has the same minimum width, so a level
 * that opens or sells out while the page is shown moves nothing.
 */
function badgeOf(item: LiveItem): string {
  if (item.state === 'on_sale') return item.left === null ? 'ON SALE' : `${item.left} LEFT`;
  return isSoldOut(item) ? 'SOLD OUT' : 'UNAVAILABLE';
}

export interface LiveOptions {
  levels: RegistrationLevel[];
  rooms: RoomAddition[];
  badges: Record<string, string>;
  /** An item's early-bird note beside its price ("early-bird until August 1 (then $2,100)"). */
  earlyBird: Record<string, string>;
  /** The levels and rooms for the waiting list's form (none until the live facts answer). */
  waiting: WaitingItem[];
  /** The most seats one registration may buy (undefined until the live facts answer). */
  maxSeats?: number;
  /** Each capped item's places left. */
  left: Record<string, number>;
}

/**
 * The prebuilt levels and rooms with the live state and price applied; `timeZone` is the venue's.
 * `kept` is the item a waiting-list offer keeps for this visitor: on sale for them whatever the
 * live facts say to everyone else (the server checks the offer), and not one to wait for.
 */
export function withLive(levels: RegistrationLevel[], rooms: RoomAddition[], state: LiveState, timeZone: string, kept?: string): LiveOptions {
  const keep = <T extends { id: string }>(item: T, open: Partial<T>): T => (item.id === kept ? { ...item, ...open } : item);
  const keptBadges = (badges: Record<string, string>) => (kept ? { ...badges, [kept]: keptBadge } : badges);
  if (state.kind !== 'ready') {
    return { levels: levels.map((l) => keep(l, { soldOut: false })), rooms: rooms.map((r) => keep(r, { available: true })), badges: keptBadges({}), earlyBird: {}, waiting: [], left: {} };
  }
  const byId = new Map(state.facts.items.map((i) => [i.id, i]));
  const badges: Record<string, string> = {};
  const earlyBird: Record<string, string> = {};
  const left: Record<string, number> = {};
  for (const [id, item] of byId) {
    badges[id] = badgeOf(item);
    if (item.left !== null) left[id] = item.left;
    const note = earlyBirdNote(item, timeZone);
    if (note) earlyBird[id] = note;
  }
  return {
    levels: levels.map((l) => {
      const item = byId.get(l.id);
      return keep(item ? { ...l, soldOut: item.state !== 'on_sale', priceCents: item.priceCents } : l, { soldOut: false });
    }),
    rooms: rooms.map((r) => {
      const item = byId.get(r.id);
      return keep(item ? { ...r, available: item.state === 'on_sale', priceCents: item.priceCents } : r, { available: true });
    }),
    badges: keptBadges(badges),
    earlyBird,
    waiting: waitingItems(state.facts.items, ['player', 'room']).filter((i) => i.id !== kept),
    maxSeats: state.facts.maxSeats,
    left,
  };
}
