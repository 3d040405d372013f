// What a page offers the waiting list for, from the live facts it reads: the items of its kinds,
// each marked sold out or not (the join schema needs the others too: the rooms a player level is
// wanted with). No zod: pages compute this with their first load, the form comes later.
import { isSoldOut, type LiveItem, type SaleKind } from '../live-facts.ts';
import type { WaitableItem } from './join-schema.ts';

/** A waitable item with the name the form shows. */
export interface WaitingItem extends WaitableItem {
  name: string;
}

/** The live items of `kinds`, in the answer's order, with `soldOut` as the join schema reads it. */
export function waitingItems(items: readonly LiveItem[], kinds: readonly SaleKind[]): WaitingItem[] {
  return items.filter((i) => kinds.includes(i.kind)).map((i) => ({ id: i.id, kind: i.kind, name: i.name, soldOut: isSoldOut(i) }));
}
