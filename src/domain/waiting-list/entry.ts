// A waiting-list entry's life: waiting, offered until a time, bought, expired, left. Stored as a
// status and the offer's end; an offer past its end is expired whatever the stored status says
// (as a registration's hold is), so every read is right before the scheduled expiry has run.

export type EntryStatus = 'waiting' | 'offered' | 'bought' | 'expired' | 'left';

/** What the database keeps of an entry's state (waiting_list_entries.status, offer_expires_at). */
export interface StoredEntryState {
  status: EntryStatus;
  /** Set while offered (and kept afterwards, for the organizer's list); null before any offer. */
  offerExpiresAt: Date | null;
}

/** An entry's state as a reader meets it at `now`. */
export type EntryState =
  | { status: 'waiting' }
  | { status: 'offered'; until: Date }
  | { status: 'bought' }
  | { status: 'expired' }
  | { status: 'left' };

/** The stored state judged at `now`: an offer whose end has come is expired. */
export function entryStateAt(stored: StoredEntryState, now: Date): EntryState {
  if (stored.status !== 'offered') return { status: stored.status };
  const until = stored.offerExpiresAt;
  if (!until || until.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'offered', until };
}

/** Whether the entry keeps a place now (its offer stands). */
export const offerStands = (stored: StoredEntryState, now: Date): boolean => entryStateAt(stored, now).status === 'offered';

/** Whether the scheduled expiry (or any read under the item's lock) has to write this entry as expired. */
export const offerLapsed = (stored: StoredEntryState, now: Date): boolean =>
  stored.status === 'offered' && entryStateAt(stored, now).status === 'expired';

/**
 * What can happen to an entry:
 * - offer: the list gives it a freed place until `until` (automatically to the first in line; by
 *   hand from /admin, also to an entry whose earlier offer expired);
 * - buy: a payment of the item by this person settles (while offered; or while waiting, when they
 *   bought a place someone freed before any offer was made, so they leave the line);
 * - expire: the offer's time has come;
 * - leave: the person's link, or the organizer removing the entry.
 */
export type EntryEvent = { type: 'offer'; until: Date } | { type: 'buy' } | { type: 'expire' } | { type: 'leave' };

export type TransitionRefusal = 'not_waiting' | 'offer_not_standing' | 'offer_in_past' | 'already_done' | 'not_due';

export type TransitionResult = { ok: true; next: StoredEntryState } | { ok: false; reason: TransitionRefusal };

/** The reason a refused transition is shown with (the offer link's page, /admin's answer). */
export const transitionRefusalMessages: Record<TransitionRefusal, string> = {
  not_waiting: 'This person is not waiting: only a waiting entry, or one whose offer expired, can be offered a place.',
  offer_not_standing: 'This offer has expired or was withdrawn. You are no longer holding a place.',
  offer_in_past: 'An offer must end after it is made.',
  already_done: 'This entry is closed: the place was bought or the person left the list.',
  not_due: 'This offer has not expired yet.',
};

const refuse = (reason: TransitionRefusal): TransitionResult => ({ ok: false, reason });

/**
 * The one transition table. `manual` is the organizer offering by hand (which may re-offer an
 * expired entry); the list's own offers only go to waiting entries. Final states (bought, left)
 * take no event, so a repeated message or a second run changes nothing.
 */
export function transition(stored: StoredEntryState, event: EntryEvent, now: Date, manual = false): TransitionResult {
  const state = entryStateAt(stored, now);
  if (state.status === 'bought' || state.status === 'left') return refuse('already_done');
  switch (event.type) {
    case 'offer':
      if (!(state.status === 'waiting' || (manual && state.status === 'expired'))) return refuse('not_waiting');
      if (event.until.getTime() <= now.getTime()) return refuse('offer_in_past');
      return { ok: true, next: { status: 'offered', offerExpiresAt: event.until } };
    case 'buy':
      if (state.status === 'expired') return refuse('offer_not_standing');
      return { ok: true, next: { status: 'bought', offerExpiresAt: stored.offerExpiresAt } };
    case 'expire':
      // Only a stored offer lapses: an entry already written as expired is not expired twice (a
      // second run of the expiry would otherwise free its place again).
      if (!offerLapsed(stored, now)) return refuse('not_due');
      return { ok: true, next: { status: 'expired', offerExpiresAt: stored.offerExpiresAt } };
    case 'leave':
      return { ok: true, next: { status: 'left', offerExpiresAt: stored.offerExpiresAt } };
  }
}
