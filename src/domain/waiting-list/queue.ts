// Who is offered the places that free: the first in line (joined earliest; the entry's serial id
// breaks a tie of the same instant), one offer per entry, never two standing offers for one
// address and item. Pure: the caller reads the entries and the free places under the item's lock
// and writes the offers this returns in the same transaction.
import { entryStateAt, type StoredEntryState } from './entry.ts';

export interface QueuedEntry extends StoredEntryState {
  /** waiting_list_entries.id: a serial, so it also orders entries that joined in the same instant. */
  id: number;
  itemId: string;
  /** The normalised address (address.ts). */
  address: string;
  joinedAt: Date;
}

/** Line order: joined earliest first, then the lower id. */
export const byLine = (a: Pick<QueuedEntry, 'id' | 'joinedAt'>, b: Pick<QueuedEntry, 'id' | 'joinedAt'>): number =>
  a.joinedAt.getTime() - b.joinedAt.getTime() || a.id - b.id;

/**
 * The entries of `itemId` to offer `free` places to at `now`: the first `free` waiting entries in
 * line, skipping an address that already holds a standing offer for the item or that appears
 * twice (the unique key forbids it; the rule does not rely on it). Fewer when fewer wait.
 */
export function nextOffers<E extends QueuedEntry>(entries: readonly E[], itemId: string, free: number, now: Date): E[] {
  if (free <= 0) return [];
  const mine = entries.filter((e) => e.itemId === itemId);
  const served = new Set(mine.filter((e) => entryStateAt(e, now).status === 'offered').map((e) => e.address));
  const out: E[] = [];
  for (const e of [...mine].sort(byLine)) {
    if (out.length === free) break;
    if (entryStateAt(e, now).status !== 'waiting' || served.has(e.address)) continue;
    served.add(e.address);
    out.push(e);
  }
  return out;
}

/** An entry's place in line (1 for the next to be offered), or null when it is not waiting. For the confirmation e-mail. */
export function positionInLine(entries: readonly QueuedEntry[], id: number, now: Date): number | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry || entryStateAt(entry, now).status !== 'waiting') return null;
  return entries.filter((e) => e.itemId === entry.itemId && entryStateAt(e, now).status === 'waiting' && byLine(e, entry) <= 0).length;
}
